import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO_SITES, type DemoSite } from "@forecourt/db/demo/demo-sites";
import { loopback } from "../../../bench/lib/loopback.ts";
import type { NextServer } from "../../../bench/lib/next-server.ts";
import { startDnsStandIn, type DnsStandIn } from "../src/testing/dns-stand-in.ts";
import { seededDataDir, startOwnServer } from "./own-server.ts";
import { DOMAIN_PORTS } from "./ports.ts";

/**
 * A new dealer's own domain is served over HTTPS with nobody touching a certificate: the
 * operator adds the domain through the API, the dealer points it at the platform, the platform
 * verifies it through its HTTP token (fetched through Caddy's plain-HTTP side), and Debian's
 * Caddy, run with deploy/caddy/Caddyfile and its internal CA, gets the certificate on the first
 * HTTPS request because the platform's `ask` says yes. Before verification, and for any name
 * the platform does not serve, Caddy gets no certificate and the TLS handshake fails.
 */

const AUTH = `Basic ${btoa("platform:demo-password")}`;
const ROOT = path.resolve(import.meta.dirname, "../../..");
const CADDYFILE = path.join(ROOT, "deploy/caddy/Caddyfile");
const { server: PORT, http: CADDY_HTTP, https: CADDY_HTTPS } = DOMAIN_PORTS;
const DEALER_DOMAIN = "www.harbourside-tls.test";

const demo = DEMO_SITES[2]!;
const smallSite: DemoSite = {
  ...demo,
  slug: "tls-home",
  name: "TLS Home Motors",
  domains: [],
  stock: { new: 1, used: 1, demo: 1 },
  blogPosts: 1,
  reviews: 1,
};

test.setTimeout(300_000);

let server: NextServer | undefined;
let dns: DnsStandIn | undefined;
let caddy: ChildProcess | undefined;
let caddyDir = "";

test.afterAll(async () => {
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((resolve) => caddy?.once("exit", resolve));
    caddy.kill("SIGTERM");
    await exited;
  }
  await server?.close();
  await dns?.close();
  if (caddyDir) rmSync(caddyDir, { recursive: true, force: true });
});

const api = (method: string, apiPath: string, body?: unknown) =>
  loopback(PORT, {
    host: `localhost:${PORT}`,
    path: apiPath,
    method,
    headers: {
      authorization: AUTH,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    timeoutMs: 60_000,
  });

/** Starts Caddy on the shipped Caddyfile, its internal CA and its own folders; resolves once it listens. */
async function startCaddy(): Promise<ChildProcess> {
  caddyDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-caddy-"));
  const child = spawn("/usr/bin/caddy", ["run", "--config", CADDYFILE, "--adapter", "caddyfile"], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOME: caddyDir,
      XDG_DATA_HOME: caddyDir,
      XDG_CONFIG_HOME: caddyDir,
      CADDY_ADMIN: "off",
      CADDY_ISSUER: "internal",
      CADDY_HTTP_PORT: String(CADDY_HTTP),
      CADDY_HTTPS_PORT: String(CADDY_HTTPS),
      CADDY_DATA_DIR: path.join(caddyDir, "data"),
      FORECOURT_UPSTREAM: `127.0.0.1:${PORT}`,
      FORECOURT_ASK_URL: `http://127.0.0.1:${PORT}/api/domains/ask`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  for (let waited = 0; waited < 30_000; waited += 250) {
    if (/serving initial configuration/.test(log)) return child;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Caddy did not start:\n${log}`);
}

type TlsAnswer = { status: number; body: string } | { error: string };

/** GET https://{host}{path} through Caddy, the name resolved to 127.0.0.1, Caddy's root trusted. */
function getOverTls(host: string, pagePath = "/"): Promise<TlsAnswer> {
  const ca = readFileSync(path.join(caddyDir, "data/pki/authorities/local/root.crt"));
  return new Promise((resolve) => {
    const request = https.get(
      {
        host,
        port: CADDY_HTTPS,
        path: pagePath,
        ca,
        servername: host,
        timeout: 60_000,
        lookup: (_name, options, callback) =>
          options.all
            ? callback(null, [{ address: "127.0.0.1", family: 4 }])
            : callback(null, "127.0.0.1", 4),
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
  });
}

test("a new dealer's verified domain is served over HTTPS by Caddy; unverified and unknown names get no certificate", async () => {
  dns = await startDnsStandIn();
  const dataDir = await seededDataDir("custom-domain-tls", [smallSite], { firstSiteId: 1701 });
  server = await startOwnServer({
    port: PORT,
    host: `${smallSite.slug}.localhost:${PORT}`,
    dataDir,
    // The platform looks the dealer's domain up in the stand-in DNS and fetches its HTTP token
    // through Caddy's plain-HTTP port, as it would on port 80.
    env: { DOMAIN_VERIFY_DNS_SERVERS: dns.server, DOMAIN_VERIFY_HTTP_PORT: String(CADDY_HTTP) },
  });
  caddy = await startCaddy();

  const created = await api("POST", "/api/v1/websites.json", {
    slug: "harbourside-tls",
    name: "Harbourside TLS Motors",
  });
  expect(created.status, created.body).toBe(201);
  const siteId = (JSON.parse(created.body) as { id: number }).id;
  const added = await api("POST", `/api/v1/websites/${siteId}/domains.json`, {
    host: DEALER_DOMAIN,
  });
  expect(added.status, added.body).toBe(201);
  const domain = JSON.parse(added.body) as {
    verified: boolean;
    verification: { http: { url: string; body: string } };
  };
  expect(domain.verified).toBe(false);

  // Added but not verified: the platform says no, so Caddy has no certificate to offer.
  expect(await getOverTls(DEALER_DOMAIN)).toEqual({ error: expect.any(String) });

  // The dealer points the domain at the platform; its HTTP token answers through Caddy.
  dns.records.a[DEALER_DOMAIN] = ["127.0.0.1"];
  const verified = await api(
    "POST",
    `/api/v1/websites/${siteId}/domains/${DEALER_DOMAIN}/verify.json`,
  );
  expect(verified.status, verified.body).toBe(200);
  expect(JSON.parse(verified.body)).toMatchObject({ verified: true, verified_by: "http" });

  const home = await getOverTls(DEALER_DOMAIN);
  expect("status" in home ? home.status : home.error).toBe(200);
  expect("body" in home && home.body).toContain("Harbourside TLS Motors");

  // A name the platform does not serve: no certificate, the handshake fails.
  expect(await getOverTls("www.nobody-here.test")).toEqual({ error: expect.any(String) });
});
