import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNEXPECTED_ERROR_MESSAGE } from "@forecourt/core/validation/messages";
import {
  BAD_HOST_MESSAGE,
  BAD_PATH_MESSAGE,
  FOREIGN_ORIGIN_MESSAGE,
  guardAnswer,
  guardNodeRequests,
  serveBeforeNext,
  UPLOAD_TOO_LARGE_MESSAGE,
} from "./node-request-guard.ts";
import { PEER_ADDRESS_HEADER } from "./trusted-proxy.ts";
import { PAGE_BODY_LIMIT_BYTES } from "./page-body-limit.ts";
import { Writable } from "node:stream";
import { createLogger, setLogger } from "../observability/log.ts";

describe("guardAnswer", () => {
  it.each([
    ["TRACE", "/", 405],
    ["track", "/cars/x", 405],
    ["GET", "/%FF", 400],
    ["GET", "/campers/%C0%AE", 400],
    ["POST", "/api/leads/%FF", 400],
    ["GET", "/media/%FF?x=1", 400],
    ["GET", "/cars/.env/..", 400],
    ["GET", "/console/.git/..", 400],
    ["GET", "/cars/x/.", 400],
    ["GET", "/cars/%2E%2e/x?y=1", 400],
    ["HEAD", "/api/v1/../websites.json", 400],
  ])("%s %s -> %i", (method, url, status) => {
    expect(guardAnswer(method, url)?.status).toBe(status);
  });

  it.each(["host:abc", "a@b", "[", "a/b", "a b", "x:99999", "[::1"])(
    "refuses the Host header %j with a 400",
    (host) => {
      expect(guardAnswer("POST", "/api/events", host)).toEqual({
        status: 400,
        message: BAD_HOST_MESSAGE,
      });
    },
  );

  it.each([undefined, "", "demo.localhost:3000", "[::1]:3000", "127.0.0.1", "Dealer.Example.com."])(
    "passes the Host header %j on",
    (host) => {
      expect(guardAnswer("POST", "/api/events", host)).toBeNull();
    },
  );

  it("passes good requests on, whatever their query holds", () => {
    expect(guardAnswer("GET", "/cars/a%20b?q=%FF")).toBeNull();
    expect(guardAnswer("POST", "/api/leads")).toBeNull();
    expect(guardAnswer("GET", "/.well-known/forecourt-verify/abc")).toBeNull();
    expect(guardAnswer("GET", "/cars/...x/a.b?next=/..")).toBeNull();
  });
});

describe("a form posted from another site", () => {
  const platform = "localhost:4300";
  it.each([
    ["https://evil.example", platform],
    ["http://metro.localhost:4300", platform],
    ["http://localhost:4301", platform],
    ["null", platform],
    ["not a url", platform],
  ])("Origin %j to %j is a 403 before Next", (origin, host) => {
    expect(guardAnswer("POST", "/console/sign-in", host, { origin })).toEqual({
      status: 403,
      message: FOREIGN_ORIGIN_MESSAGE,
    });
  });

  it("passes the site's own forms, posts without Origin and API calls on", () => {
    expect(
      guardAnswer("POST", "/console/sign-in", platform, { origin: "http://localhost:4300" }),
    ).toBeNull();
    expect(
      guardAnswer("POST", "/", "Metro.Example.com", { origin: "https://metro.example.com:443" }),
    ).toBeNull();
    expect(guardAnswer("POST", "/console/unsubscribe/confirm?u=1&t=x", platform)).toBeNull();
    expect(
      guardAnswer("POST", "/console", "internal:3000", {
        origin: "https://console.example.com",
        forwardedHost: "console.example.com",
      }),
    ).toBeNull();
    expect(
      guardAnswer("POST", "/api/leads", platform, { origin: "https://evil.example" }),
    ).toBeNull();
    expect(guardAnswer("GET", "/console", platform, { origin: "https://evil.example" })).toBeNull();
  });
});

describe("a POST to a page over the pages' body limit", () => {
  const over = String(PAGE_BODY_LIMIT_BYTES + 1);

  it("is a 413 with a plain sentence before Next (which cut it at 10 MB and answered a 500)", () => {
    const refused = { status: 413, message: UPLOAD_TOO_LARGE_MESSAGE };
    // The media page's upload, and the car photos' route.
    expect(
      guardAnswer("POST", "/console/sites/3/media", "localhost", { contentLength: over }),
    ).toEqual(refused);
    expect(
      guardAnswer("POST", "/console/stock/12/photos?x=1", "localhost", { contentLength: over }),
    ).toEqual(refused);
    expect(UPLOAD_TOO_LARGE_MESSAGE).toMatch(/at most 20 MB at a time/);
  });

  it("passes a POST at the limit, one with no length declared, and the API's on", () => {
    const at = String(PAGE_BODY_LIMIT_BYTES);
    expect(
      guardAnswer("POST", "/console/sites/3/media", "localhost", { contentLength: at }),
    ).toBeNull();
    expect(guardAnswer("POST", "/console/sites/3/media", "localhost", {})).toBeNull();
    // The API's routes keep their own limits (a feed file may be 50 MB).
    expect(
      guardAnswer("POST", "/api/v1/websites/1/feeds/import", "localhost", { contentLength: over }),
    ).toBeNull();
  });
});

describe("guardNodeRequests", () => {
  let server: http.Server;
  let port = 0;
  const seen: { peer?: string; url?: string; proto?: string }[] = [];

  beforeAll(async () => {
    guardNodeRequests();
    server = http.createServer((request, response) => {
      seen.push({
        peer: request.headers[PEER_ADDRESS_HEADER] as string,
        url: request.url,
        proto: request.headers["x-forwarded-proto"] as string,
      });
      response.end("next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: string,
  ) =>
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
        request.end(body);
      },
    );

  it("stamps the socket's address over whatever the client sent", async () => {
    await send("GET", "/ok", { [PEER_ADDRESS_HEADER]: "203.0.113.66" });
    expect(seen.at(-1)).toMatchObject({ peer: "127.0.0.1", url: "/ok" });
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

  it("serves a registered route itself, with the API's headers, and only that method and path", async () => {
    const handled: { url: string; host: string | null; peer: string | null; body: string }[] = [];
    serveBeforeNext("POST", "/api/collect", async (request) => {
      handled.push({
        url: request.url,
        host: request.headers.get("host"),
        peer: request.headers.get(PEER_ADDRESS_HEADER),
        body: await request.text(),
      });
      return Response.json({ ok: true }, { status: 202, headers: { "cache-control": "no-store" } });
    });
    const before = seen.length;
    const served = await send(
      "POST",
      "/api/collect?x=1",
      { host: "demo.localhost:3000", "content-type": "application/json" },
      '{"event":1}',
    );
    expect(served.status).toBe(202);
    expect(JSON.parse(served.body)).toEqual({ ok: true });
    expect(served.headers["cache-control"]).toBe("no-store");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(served.headers["strict-transport-security"]).toBeUndefined();
    expect(handled).toEqual([
      {
        url: "http://demo.localhost:3000/api/collect?x=1",
        host: "demo.localhost:3000",
        peer: "127.0.0.1",
        body: '{"event":1}',
      },
    ]);
    expect(seen.length).toBe(before);

    // A client's claim of https is not the trusted proxy's: no HSTS (see the test below).
    const claimed = await send("POST", "/api/collect", { "x-forwarded-proto": "https" }, "{}");
    expect(claimed.headers["strict-transport-security"]).toBeUndefined();

    // Another method, or another path, is Next's.
    await send("GET", "/api/collect");
    await send("POST", "/api/collect/more", {}, "{}");
    expect(seen.slice(before).map((request) => request.url)).toEqual([
      "/api/collect",
      "/api/collect/more",
    ]);
  });

  it("believes X-Forwarded-Proto only from a trusted proxy, for Next and the routes it serves", async () => {
    serveBeforeNext("POST", "/api/proto", async () => Response.json({ ok: true }));
    const protos = () => seen.slice(-1).map((request) => request.proto);
    try {
      // No proxy trusted: whatever the client says, the request is plain http.
      const direct = await send("POST", "/api/proto", { "x-forwarded-proto": "https" }, "{}");
      expect(direct.headers["strict-transport-security"]).toBeUndefined();
      await send("GET", "/page", { "x-forwarded-proto": "https" });
      expect(protos()).toEqual(["http"]);

      guardNodeRequests({ trustedProxy: { hops: 1 } });
      const proxied = await send("POST", "/api/proto", { "x-forwarded-proto": "https" }, "{}");
      expect(proxied.headers["strict-transport-security"]).toContain("max-age=");
      await send("GET", "/page", { "x-forwarded-proto": "https, http" });
      expect(protos()).toEqual(["https"]);
      const plain = await send("POST", "/api/proto", { "x-forwarded-proto": "http" }, "{}");
      expect(plain.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      guardNodeRequests({ trustedProxy: { hops: 0 } });
    }
  });

  it("answers a Host header that is no host with a JSON 400, before a registered route", async () => {
    let calls = 0;
    serveBeforeNext("POST", "/api/hosted", async () => {
      calls += 1;
      return Response.json({ ok: true }, { status: 202 });
    });
    const before = seen.length;
    for (const host of ["host:abc", "a@b", "["]) {
      const answer = await send("POST", "/api/hosted", { host }, "{}");
      expect(answer.status, host).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: BAD_HOST_MESSAGE });
    }
    const page = await send("GET", "/cars", { host: "[" });
    expect(page.status).toBe(400);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(calls).toBe(0);
    expect(seen.length).toBe(before);
  });

  it("answers a handler that throws with a JSON 500 and nothing of the error", async () => {
    serveBeforeNext("POST", "/api/broken", async () => {
      throw new Error("secret detail");
    });
    let logged = "";
    setLogger(
      createLogger({
        format: "json",
        destination: new Writable({
          write(chunk: Buffer, _encoding, done) {
            logged += chunk.toString();
            done();
          },
        }),
      }),
    );
    try {
      const broken = await send("POST", "/api/broken?email=jane@example.com", {}, "{}");
      expect(broken.status).toBe(500);
      const answer = JSON.parse(broken.body) as { error: string; reference: string };
      expect(answer).toEqual({ error: UNEXPECTED_ERROR_MESSAGE, reference: expect.any(String) });
      // The reference is the request's id, which the answer's header and every log line carry.
      expect(answer.reference).toBe(broken.headers["x-request-id"]);
      const errors = logged
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { level: string; msg: string; requestId: string })
        .filter((line) => line.level === "error");
      expect(errors).toHaveLength(2);
      expect(errors[0]?.msg).toContain(
        `POST /api/broken before Next failed (reference ${answer.reference})`,
      );
      expect(errors[1]).toMatchObject({ msg: "request", requestId: answer.reference });
      expect(broken.body).not.toContain("secret detail");
      expect(logged).not.toContain("jane@example.com");
    } finally {
      setLogger(undefined);
    }
  });
});

describe("a server told to stop", () => {
  const holder = globalThis as typeof globalThis & { __forecourtDraining?: boolean };
  afterAll(() => {
    holder.__forecourtDraining = undefined;
  });

  it("closes a proxy's kept-alive connections once their answers are written, so its close ends", async () => {
    guardNodeRequests();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const server = http.createServer((request, response) => {
      if (request.url === "/slow") void held.then(() => response.end("late"));
      else response.end("ok");
    });
    // Longer than the test: only the drain can end these connections in time.
    server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    const get = (path: string) =>
      new Promise<{ body: string; connection?: string }>((resolve, reject) => {
        http
          .get({ port, path, agent }, (response) => {
            let body = "";
            response.on("data", (chunk: Buffer) => (body += chunk.toString()));
            response.on("end", () => resolve({ body, connection: response.headers.connection }));
          })
          .on("error", reject);
      });
    try {
      // Two connections: one idle, one with a request under way at the signal.
      const [first] = await Promise.all([get("/a"), get("/b")]);
      expect(first.connection).toBe("keep-alive");
      const slow = get("/slow");
      await new Promise((resolve) => setTimeout(resolve, 50));
      holder.__forecourtDraining = true;
      const startedAt = Date.now();
      const closed = new Promise<number>((resolve) =>
        server.close(() => resolve(Date.now() - startedAt)),
      );
      release();
      expect((await slow).body).toBe("late");
      expect(await closed).toBeLessThan(2_000);
    } finally {
      agent.destroy();
      server.closeAllConnections();
    }
  });
});
