import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { VARIANT_COOKIE } from "@forecourt/core/analytics/split-test";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { loopback } from "../../../bench/lib/loopback.ts";
import { BAD_HOST_MESSAGE } from "../src/server/http/http-messages.ts";
import { E2E_PORT } from "./ports.ts";

/**
 * The edge under abuse, against `next start` of the production build, on a server of its own
 * (default rate limits, its own embedded database) so the counts are not shared with the other
 * specs: a client cannot choose its address to escape a limit, every browser endpoint has one,
 * 100 MB bodies are refused while read with the server's memory flat, and made-up URLs and
 * hosts never reach the page cache on disk.
 */

const PORT = E2E_PORT + 7;
const APP_DIR = fileURLToPath(new URL("..", import.meta.url));
const DATA_DIR = path.join(APP_DIR, ".data/e2e-hardening");
const site = DEMO_SITES[0]!;
const siteHost = `${site.slug}.localhost:${PORT}`;

test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
let server: ChildProcess;

type Answer = { status: number; body: string };

function request(
  options: { host: string; path: string; method?: string; headers?: Record<string, string> },
  body?: string | ((outgoing: http.ClientRequest) => void),
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path: options.path,
        method: options.method ?? "GET",
        headers: { ...options.headers, host: options.host },
        agent,
        timeout: 60_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`${options.path} timed out`)));
    outgoing.on("error", reject);
    if (typeof body === "function") body(outgoing);
    else outgoing.end(body);
  });
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function pool<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

/** Resident memory of the server and any process it started, in bytes. */
function serverRss(pid: number): number {
  let total = 0;
  const visit = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, "utf8");
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, "utf8").trim();
        for (const child of children.split(/\s+/).filter(Boolean)) visit(Number(child));
      }
    } catch {
      // The process ended meanwhile.
    }
  };
  visit(pid);
  return total;
}

test.beforeAll(async () => {
  // The first request migrates and seeds the embedded database.
  test.setTimeout(240_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = spawn(
    process.execPath,
    [path.join(APP_DIR, "../../node_modules/next/dist/bin/next"), "start", "-p", String(PORT)],
    {
      cwd: APP_DIR,
      env: {
        ...process.env,
        DATA_DIR,
        PLATFORM_DOMAIN: "localhost",
        NEXT_TELEMETRY_DISABLED: "1",
        TRUSTED_PROXY_HOPS: "0",
        OUTBOX_WORKER: "off",
        SMTP_URL: "",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const deadline = Date.now() + 180_000;
  for (;;) {
    const answer = await request({ host: siteHost, path: "/" }).catch(() => null);
    if (answer?.status === 200) break;
    if (Date.now() > deadline) throw new Error("the hardening server did not start");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  agent.destroy();
  if (server?.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  rmSync(DATA_DIR, { recursive: true, force: true });
});

/** The browser endpoints that read a body, each sent 100 MB. */
const BODY_ENDPOINTS = [
  "/api/leads",
  "/api/events",
  "/api/events/phone_reveal",
  "/api/rego-lookup",
  "/api/nevdis",
  "/api/redbook-valuation",
  "/api/simple-autograb-lookup",
  "/api/reservations",
];
const HUNDRED_MB = 100 * 1024 * 1024;

/**
 * Streams `bytes` of filler, declared in Content-Length or chunked (so the size is only found
 * while reading); resolves with the answer's status, or null when the server cut it off first.
 */
function postHuge(endpoint: string, bytes: number, isDeclared: boolean): Promise<number | null> {
  const chunk = Buffer.alloc(1024 * 1024, "a");
  return request(
    {
      host: siteHost,
      path: endpoint,
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(isDeclared ? { "content-length": String(bytes) } : {}),
      },
    },
    (outgoing) => {
      let sent = 0;
      const write = () => {
        while (sent < bytes) {
          sent += chunk.length;
          if (!outgoing.write(chunk)) return void outgoing.once("drain", write);
        }
        outgoing.end();
      };
      outgoing.on("response", () => (sent = bytes));
      write();
    },
  )
    .then((answer) => answer.status)
    .catch(() => null);
}

// Before the rate-limit tests below spend this client's budgets.
test("odd Host headers, dot segments and a NUL in a payment id are a 4xx over HTTP, never a 500", async () => {
  for (const host of ["host:abc", "a@b", "["]) {
    const answer = await loopback(PORT, {
      host,
      path: "/api/events",
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
      timeoutMs: 60_000,
    });
    expect(answer.status, host).toBe(400);
    expect(JSON.parse(answer.body), host).toEqual({ error: BAD_HOST_MESSAGE });
  }
  const nul = await loopback(PORT, {
    host: siteHost,
    path: "/api/payments/test/%00",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ card_number: "4242 4242 4242 4242" }),
    timeoutMs: 60_000,
  });
  expect(nul.status).toBe(400);
  expect(JSON.parse(nul.body)).toMatchObject({ error: expect.any(String) });
  // A "." or ".." segment names no page (Next failed on "/cars/.env/.." with a 500), on every
  // site and in /console.
  for (const [host, path] of [
    [siteHost, "/cars/.env/.."],
    [siteHost, "/cars/x/%2e%2E"],
    [`localhost:${PORT}`, "/console/.env/.."],
  ] as const) {
    const answer = await loopback(PORT, { host, path, timeoutMs: 60_000 });
    expect(answer.status, `${host}${path}`).toBe(400);
  }
});

test("the answer that gives a visitor a split-test variant is private; the next is the shared page", async () => {
  const split = DEMO_SITES.find((demo) => demo.settings.experiments?.splitTest);
  if (!split) throw new Error("no demo site runs a split test");
  const host = `${split.slug}.localhost:${PORT}`;
  const first = await loopback(PORT, { host, path: "/", timeoutMs: 60_000 });
  expect(first.status).toBe(200);
  const cookie = (first.headers["set-cookie"] ?? []).find((c) =>
    c.startsWith(`${VARIANT_COOKIE}=`),
  );
  expect(cookie, "the first visit is given a variant").toBeDefined();
  expect(first.headers["cache-control"]).toBe("private, no-store");
  const again = await loopback(PORT, {
    host,
    path: "/",
    headers: { cookie: cookie!.split(";")[0]! },
    timeoutMs: 60_000,
  });
  expect(again.status).toBe(200);
  expect(again.headers["set-cookie"] ?? []).toEqual([]);
  expect(again.headers["cache-control"]).not.toContain("private");
});

test("100 MB bodies are refused while read, and the server's memory stays flat", async () => {
  const pid = server.pid!;
  const before = serverRss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, serverRss(pid))), 50);
  const statuses = await Promise.all(
    BODY_ENDPOINTS.map((endpoint, i) => postHuge(endpoint, HUNDRED_MB, i % 2 === 0)),
  );
  clearInterval(sampler);
  peak = Math.max(peak, serverRss(pid));
  const growthMb = (peak - before) / 1024 / 1024;
  console.info(
    `RSS before ${Math.round(before / 2 ** 20)} MB, peak growth ${growthMb.toFixed(1)} MB`,
  );
  // Each was refused before the body was in: a 413, or a 4xx found before reading (a site
  // without payments has no reservations), or the connection cut while sending.
  console.info(`answers: ${BODY_ENDPOINTS.map((e, i) => `${e} ${statuses[i]}`).join(", ")}`);
  for (const status of statuses) {
    expect(status === null || (status >= 400 && status < 500 && status !== 429)).toBe(true);
  }
  expect(statuses.filter((status) => status === 413).length).toBeGreaterThan(0);
  // Buffered, eight bodies would be 800 MB.
  expect(growthMb).toBeLessThan(100);
  // The server is still answering.
  expect((await request({ host: siteHost, path: "/" })).status).toBe(200);
});

test("a client rotating X-Forwarded-For is held to the lead limit", async () => {
  const answers = await pool(
    Array.from({ length: 60 }, (_, i) => i),
    4,
    (i) =>
      request(
        {
          host: siteHost,
          path: "/api/leads",
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": `198.51.100.${i}, 203.0.113.${i}`,
          },
        },
        // Not a lead: refused without storing anything, after the limit is counted.
        JSON.stringify({ lead: {} }),
      ),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
  expect(statuses.every((status) => status === 422 || status === 429)).toBe(true);
});

/** Every browser endpoint, with the method it answers. */
const BROWSER_ENDPOINTS: [string, string][] = [
  ["POST", "/api/events"],
  ["POST", "/api/events/phone_reveal"],
  ["POST", "/api/events/car_phone_call"],
  ["POST", "/api/rego-lookup"],
  ["POST", "/api/nevdis"],
  ["POST", "/api/redbook-valuation"],
  ["POST", "/api/simple-autograb-lookup"],
  ["POST", "/api/carClarityCustomer"],
  ["GET", "/api/garage/cars"],
  ["GET", "/api/search/count?slug=x"],
  ["POST", "/api/garage/unsubscribe"],
  ["GET", "/api/auth"],
  ["POST", "/api/auth/code"],
  ["POST", "/api/auth/session"],
  ["PUT", "/api/auth/watchlist"],
  ["POST", "/api/reservations"],
  ["GET", "/api/payments/return"],
  ["POST", "/api/mock/leads"],
];

test("every browser endpoint has a rate limit", async () => {
  for (const [method, endpoint] of BROWSER_ENDPOINTS) {
    let limited = false;
    // The largest burst of any group is 60; groups share buckets, so later ones stop sooner.
    for (let i = 0; i < 80 && !limited; i += 1) {
      const answer = await request(
        {
          host: siteHost,
          path: endpoint,
          method,
          headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${i}` },
        },
        method === "GET" ? undefined : "{}",
      );
      expect(answer.status, `${method} ${endpoint}`).toBeLessThan(500);
      limited = answer.status === 429;
    }
    expect(limited, `${method} ${endpoint} is rate limited`).toBe(true);
  }
});

/** Bytes of the page cache's files whose path holds `marker` (other specs run alongside). */
function cacheBytesOf(marker: string): number {
  const root = path.join(APP_DIR, ".next/server/route-cache");
  let bytes = 0;
  let names: string[];
  try {
    names = readdirSync(root, { recursive: true, encoding: "utf8" });
  } catch {
    return 0; // no page cached yet
  }
  for (const name of names) {
    if (!name.includes(marker)) continue;
    try {
      bytes += statSync(path.join(root, name)).size;
    } catch {
      // Removed meanwhile.
    }
  }
  return bytes;
}

// A cached junk page would take a file of about 76 KB (docs/performance-log.md, "Cache bounds"), so a
// thousand of them would add some 76 MB: 100 bytes a URL is a bound no cached page fits under. The
// full 10,000-URL run, on disk and on Redis, is bench/cache-bounds.ts.
test("1,000 junk URLs and 100 unknown hosts add less than 100 kB to the page cache on disk", async () => {
  test.setTimeout(300_000);
  const marker = `junk${Date.now().toString(36)}`;
  const shapes = ["/cars/", "/search/", "/pages/", "/"];
  const asked = [
    ...Array.from({ length: 1_000 }, (_, i) => ({
      host: siteHost,
      path: `${shapes[i % shapes.length]}${marker}-${i}`,
    })),
    ...Array.from({ length: 100 }, (_, i) => ({
      host: `${marker}-${i}.example.com:${PORT}`,
      path: "/",
    })),
  ];
  const statuses = await pool(asked, 16, async (target) => (await request(target)).status);
  expect(statuses.filter((status) => status !== 404)).toEqual([]);
  expect(cacheBytesOf(marker)).toBeLessThan(100_000);
  // A real page of the same server is still cached on disk.
  expect((await request({ host: siteHost, path: "/" })).status).toBe(200);
});
