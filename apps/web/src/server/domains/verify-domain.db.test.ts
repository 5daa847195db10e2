import { createServer, get } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as askRoute from "@/app/api/domains/ask/route";
import * as websitesRoute from "@/app/api/v1/websites.json/route";
import * as websiteRoute from "@/app/api/v1/websites/[id]/route";
import * as domainsRoute from "@/app/api/v1/websites/[id]/domains.json/route";
import * as domainRoute from "@/app/api/v1/websites/[id]/domains/[host]/route";
import * as verifyRoute from "@/app/api/v1/websites/[id]/domains/[host]/verify.json/route";
import * as wellKnownRoute from "@/app/sites/[site]/.well-known/forecourt-verify/[token]/route";
import { startDnsStandIn, type DnsStandIn } from "../../testing/dns-stand-in.ts";
import { listenOnLoopback, type Listening } from "../../testing/listen.ts";
import { platformApiRequest } from "../../testing/platform-api.ts";
import { callRoute, useRouteTestDatabase, type RouteModule } from "../../testing/route-harness.ts";
import type { RouteMethod } from "../http/route-methods.ts";
import { createTokenBucketLimiter } from "../http/rate-limit.ts";

let handle: DatabaseHandle;
let dns: DnsStandIn;
/** The "dealer's web server" the HTTP proof is fetched from: the platform's own token route. */
let domainServer: Listening;

const ASK_BURST = 30;

beforeAll(async () => {
  handle = await createTestDatabase();
  useRouteTestDatabase(
    handle,
    createTokenBucketLimiter({ domains: { burst: ASK_BURST, perMinute: 1 } }),
  );
  dns = await startDnsStandIn();
  domainServer = await listenOnLoopback(
    createServer(async (request, response) => {
      const host = (request.headers.host ?? "").replace(/:\d+$/, "");
      const token = (request.url ?? "").split("/").pop() ?? "";
      const answer = await wellKnownRoute.GET(new Request(`http://${host}${request.url}`), {
        params: Promise.resolve({ site: host, token }),
      });
      response.writeHead(answer.status, { "content-type": "text/plain" });
      response.end(await answer.text());
    }),
  );
  process.env.DOMAIN_VERIFY_DNS_SERVERS = dns.server;
  process.env.DOMAIN_VERIFY_HTTP_PORT = String(domainServer.port);
});

afterAll(async () => {
  await Promise.all([dns?.close(), domainServer?.close()]);
  await handle?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

async function call(
  route: RouteModule,
  method: RouteMethod,
  params: Record<string, string>,
  body?: unknown,
) {
  const response = await callRoute(route, method, platformApiRequest(method, { body }), params);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Answer };
}

async function ask(domain: string | null) {
  const query = domain === null ? "" : `?domain=${encodeURIComponent(domain)}`;
  const response = await callRoute(
    askRoute,
    "GET",
    new Request(`http://127.0.0.1/api/domains/ask${query}`),
  );
  expect(response.headers.get("cache-control")).toBe("no-store");
  return response.status;
}

/** A GET to the domain's server naming `host` in its Host header, as a browser on it would. */
function getAt(host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ port: domainServer.port, host: "127.0.0.1", path, headers: { host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    }).on("error", reject);
  });
}

async function newDealerWithDomain(slug: string, host: string) {
  const site = await call(websitesRoute, "POST", {}, { slug, name: `${slug} motors` });
  expect(site.status).toBe(201);
  const added = await call(domainsRoute, "POST", { id: `${site.body.id}` }, { host });
  expect(added.status).toBe(201);
  return { id: site.body.id as number, domain: added.body };
}

describe("custom domain verification", () => {
  it("starts unverified, refuses without the proof, is proved by its TXT record, then is given a certificate", async () => {
    const host = "www.txt-dealer.example";
    const { id, domain } = await newDealerWithDomain("txt-dealer", host);
    expect(domain).toMatchObject({ host, verified: false, verified_at: null });
    const token = domain.verification.dns.value as string;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(domain.verification.dns).toEqual({
      type: "TXT",
      name: `_forecourt-verify.${host}`,
      value: token,
    });
    expect(await ask(host)).toBe(404);

    const missing = await call(verifyRoute, "POST", { id: `${id}`, host });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.host).toMatch(/^No proof found yet/);

    dns.records.txt[`_forecourt-verify.${host}`] = ["someone-else's-token"];
    const wrong = await call(verifyRoute, "POST", { id: `${id}`, host });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.host).toMatch(/does not hold this domain's token/);
    expect(await ask(host)).toBe(404);

    dns.records.txt[`_forecourt-verify.${host}`] = ["v=spf1 -all", token];
    const verified = await call(verifyRoute, "POST", { id: `${id}`, host });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ host, verified: true, verified_by: "dns" });
    expect(verified.body.verification).toBeNull();
    expect(await ask(host)).toBe(200);

    const shown = await call(domainRoute, "GET", { id: `${id}`, host: `${host}.json` });
    expect(shown.body).toMatchObject({ host, verified: true, verified_by: "dns" });

    // An archived site's domains are given no certificate.
    expect((await call(websiteRoute, "DELETE", { id: `${id}.json` })).status).toBe(204);
    expect(await ask(host)).toBe(404);
  });

  it("is proved by the HTTP token the platform serves once the domain points at it", async () => {
    const host = "shop.http-dealer.example";
    const { id, domain } = await newDealerWithDomain("http-dealer", host);
    const token = domain.verification.http.body as string;
    expect(domain.verification.http.url).toBe(
      `http://${host}/.well-known/forecourt-verify/${token}`,
    );
    // Not pointed at the platform yet: nothing answers.
    expect((await call(verifyRoute, "POST", { id: `${id}`, host })).status).toBe(422);

    dns.records.a[host] = ["127.0.0.1"];
    expect(await getAt(host, `/.well-known/forecourt-verify/${token}`)).toEqual({
      status: 200,
      body: token,
    });
    const otherToken = await getAt(host, `/.well-known/forecourt-verify/${"0".repeat(32)}`);
    expect(otherToken.status).toBe(404);

    const verified = await call(verifyRoute, "POST", { id: `${id}`, host });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ host, verified: true, verified_by: "http" });
    expect(await ask(host)).toBe(200);
  });

  it("answers no for unknown names and names that are no custom domain, and limits the asking", async () => {
    expect(await ask("nobody.example")).toBe(404);
    expect(await ask("txt-dealer.localhost")).toBe(404);
    expect(await ask("127.0.0.1")).toBe(404);
    expect(await ask(null)).toBe(400);
    let status = 0;
    for (let i = 0; i < ASK_BURST && status !== 429; i += 1) status = await ask("nobody.example");
    expect(status).toBe(429);
  });

  it("answers a verified domain at once while a flood of made-up names is limited", async () => {
    const host = "www.flood-dealer.example";
    const { id, domain } = await newDealerWithDomain("flood-dealer", host);
    for (let i = 0; i < ASK_BURST; i += 1) await ask(`random-${i}.flood.example`);
    expect(await ask("random-x.flood.example")).toBe(429);
    // Verified during the flood: the next handshake for it gets its certificate.
    dns.records.txt[`_forecourt-verify.${host}`] = [domain.verification.dns.value as string];
    expect((await call(verifyRoute, "POST", { id: `${id}`, host })).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect(await ask(host)).toBe(200);
    expect(await ask("shop.http-dealer.example")).toBe(200);
    // Made-up names are still limited, and so is a name that is no longer certifiable.
    expect(await ask("random-y.flood.example")).toBe(429);
    expect((await call(domainRoute, "DELETE", { id: `${id}`, host })).status).toBe(204);
    expect(await ask(host)).toBe(429);
  });

  it("says a domain the site does not have is not found", async () => {
    const { id } = await newDealerWithDomain("lonely-dealer", "www.lonely.example");
    expect((await call(verifyRoute, "POST", { id: `${id}`, host: "other.example" })).status).toBe(
      404,
    );
    expect(
      (await call(domainRoute, "GET", { id: `${id}`, host: "other.example.json" })).status,
    ).toBe(404);
  });
});
