import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BAD_PATH_MESSAGE, guardAnswer, guardNodeRequests } from "./node-request-guard.ts";
import { PEER_ADDRESS_HEADER } from "./trusted-proxy.ts";

describe("guardAnswer", () => {
  it.each([
    ["TRACE", "/", 405],
    ["track", "/cars/x", 405],
    ["GET", "/%FF", 400],
    ["GET", "/campers/%C0%AE", 400],
    ["POST", "/api/leads/%FF", 400],
    ["GET", "/media/%FF?x=1", 400],
  ])("%s %s -> %i", (method, url, status) => {
    expect(guardAnswer(method, url)?.status).toBe(status);
  });

  it("passes good requests on, whatever their query holds", () => {
    expect(guardAnswer("GET", "/cars/a%20b?q=%FF")).toBeNull();
    expect(guardAnswer("POST", "/api/leads")).toBeNull();
  });
});

describe("guardNodeRequests", () => {
  let server: http.Server;
  let port = 0;
  const seen: { peer?: string; url?: string }[] = [];

  beforeAll(async () => {
    guardNodeRequests();
    server = http.createServer((request, response) => {
      seen.push({ peer: request.headers[PEER_ADDRESS_HEADER] as string, url: request.url });
      response.end("next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>(
      (resolve, reject) => {
        const request = http.request({ port, method, path, headers }, (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
          );
        });
        request.on("error", reject);
        request.end();
      },
    );

  it("stamps the socket's address over whatever the client sent", async () => {
    await send("GET", "/ok", { [PEER_ADDRESS_HEADER]: "203.0.113.66" });
    expect(seen.at(-1)).toEqual({ peer: "127.0.0.1", url: "/ok" });
  });

  it("answers TRACE and broken escapes itself, JSON under /api", async () => {
    const before = seen.length;
    const trace = await send("TRACE", "/");
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toContain("GET");
    expect(trace.headers["x-content-type-options"]).toBe("nosniff");
    const api = await send("POST", "/api/leads/%FF");
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toEqual({ error: BAD_PATH_MESSAGE });
    const page = await send("GET", "/%FF");
    expect(page.status).toBe(400);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(seen.length).toBe(before);
  });
});
