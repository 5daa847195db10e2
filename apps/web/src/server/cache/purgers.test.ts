import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createCloudflarePurger } from "./cloudflare-purger.ts";
import { createFastlyPurger } from "./fastly-purger.ts";
import { createVarnishPurger } from "./varnish-purger.ts";

type Seen = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };
type Answer = { status: number; body?: string };

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

/** A local stand-in for a cache's purge endpoint: records each request, answers as told. */
async function standIn(answer: (seen: Seen) => Answer = () => ({ status: 200 })) {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const entry = {
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body,
      };
      seen.push(entry);
      const { status, body: text = "" } = answer(entry);
      response.writeHead(status, { "content-type": "application/json" }).end(text);
    });
  });
  servers.push(server);
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen };
}

describe("Varnish xkey purger", () => {
  it("sends PURGE with the tags in xkey-purge to every Varnish", async () => {
    const [one, two] = [await standIn(), await standIn()];
    await createVarnishPurger([one.url, two.url]).purge(["site-key:a", "site-key:a.example"]);
    for (const cache of [one, two]) {
      expect(cache.seen).toHaveLength(1);
      expect(cache.seen[0]).toMatchObject({ method: "PURGE", url: "/" });
      expect(cache.seen[0]!.headers["xkey-purge"]).toBe("site-key:a site-key:a.example");
    }
  });

  it("fails when a Varnish refuses", async () => {
    const refusing = await standIn(() => ({ status: 403, body: "Purging is not allowed" }));
    await expect(createVarnishPurger([refusing.url]).purge(["site-key:a"])).rejects.toThrow(
      /varnish purge .* answered 403 Purging is not allowed/,
    );
  });
});

describe("Fastly purger", () => {
  it("posts the surrogate keys to the service's purge endpoint with the token", async () => {
    const api = await standIn(() => ({ status: 200, body: '{"status":"ok"}' }));
    const purger = createFastlyPurger({ apiUrl: `${api.url}/`, token: "tok", serviceId: "svc 1" });
    const tags = Array.from({ length: 300 }, (_, i) => `t${i}`);
    await purger.purge(tags);
    expect(api.seen.map((s) => [s.method, s.url])).toEqual([
      ["POST", "/service/svc%201/purge"],
      ["POST", "/service/svc%201/purge"],
    ]);
    expect(api.seen[0]!.headers["fastly-key"]).toBe("tok");
    expect(JSON.parse(api.seen[0]!.body).surrogate_keys).toEqual(tags.slice(0, 256));
    expect(JSON.parse(api.seen[1]!.body).surrogate_keys).toEqual(tags.slice(256));
  });

  it("fails on a refused token", async () => {
    const api = await standIn(() => ({
      status: 401,
      body: '{"msg":"Provided credentials are missing or invalid"}',
    }));
    const purger = createFastlyPurger({ apiUrl: api.url, token: "bad", serviceId: "svc" });
    await expect(purger.purge(["a"])).rejects.toThrow(/fastly purge .* answered 401/);
  });
});

describe("Cloudflare purger", () => {
  it("posts the tags, 30 at a time, to the zone's purge_cache with a bearer token", async () => {
    const api = await standIn(() => ({
      status: 200,
      body: '{"success":true,"errors":[],"result":{"id":"z"}}',
    }));
    const purger = createCloudflarePurger({ apiUrl: api.url, token: "tok", zoneId: "zone" });
    const tags = Array.from({ length: 31 }, (_, i) => `t${i}`);
    await purger.purge(tags);
    expect(api.seen.map((s) => s.url)).toEqual([
      "/zones/zone/purge_cache",
      "/zones/zone/purge_cache",
    ]);
    expect(api.seen[0]!.headers.authorization).toBe("Bearer tok");
    expect(JSON.parse(api.seen[0]!.body).tags).toHaveLength(30);
    expect(JSON.parse(api.seen[1]!.body).tags).toEqual(["t30"]);
  });

  it("treats success: false as a failed purge", async () => {
    const api = await standIn(() => ({
      status: 200,
      body: '{"success":false,"errors":[{"code":1134}]}',
    }));
    const purger = createCloudflarePurger({ apiUrl: api.url, token: "tok", zoneId: "zone" });
    await expect(purger.purge(["a"])).rejects.toThrow(/was not confirmed/);
  });
});
