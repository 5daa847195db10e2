import { spawnSync } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generalEnquiry } from "@forecourt/core/testing/field-answers";
import type { DatabaseHandle } from "@forecourt/db/client";
import { outbox } from "@forecourt/db/schema";
import { createLeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as leadsRoute from "@/app/api/leads/route";
import { callRoute, unlimited, useRouteTestDatabase } from "../../testing/route-harness.ts";
import { markDraining } from "../http/draining.ts";
import { browserEndpoint } from "../http/edge.ts";
import { guardNodeRequests, serveBeforeNext } from "../http/node-request-guard.ts";
import type { RateLimiter } from "../http/rate-limit.ts";
import { createLogger, setLogger } from "./log.ts";
import { observeDatabase } from "./metrics.ts";
import type { OpsListener } from "./ops-listener.ts";
import { startOperatorListeners } from "../ops/operator-listeners.ts";

// The operator's ports: any free one, on loopback.
process.env.METRICS_PORT = "0";
process.env.WORKER_HEALTH_PORT = "0";
process.env.WORKER_HEALTH_HOST = "127.0.0.1";

const EMAIL = "jo.private@example.com";
const PHONE = "0412 345 678";

let handle: DatabaseHandle;
let listeners: OpsListener[];
let server: http.Server;
let logged = "";
const holder = globalThis as typeof globalThis & {
  __forecourtRateLimiter?: RateLimiter;
  __forecourtDraining?: boolean;
};

/** A request to the guarded server as a browser on the site's host sends it. */
function send(
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: init.method ?? "GET",
        headers: { host: `obs-site.localhost:${port}`, ...init.headers },
      },
      (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

async function get(listener: OpsListener, path: string) {
  const response = await fetch(`http://127.0.0.1:${listener.port}${path}`);
  return { status: response.status, text: await response.text() };
}

/** A series' value in a scrape (0 when absent), by its name and labels as written. */
function value(scrape: string, series: string): number {
  const line = scrape.split("\n").find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const scrape = async () => (await get(listeners[0]!, "/metrics")).text;

const postLead = (headers: Record<string, string> = {}) =>
  send("/api/leads", {
    method: "POST",
    body: JSON.stringify({ lead: generalEnquiry({ email: EMAIL, phone: PHONE }) }),
    headers: { "content-type": "application/json", ...headers },
  });

beforeAll(async () => {
  // As the entries do with METRICS_PORT set: before the database opens.
  observeDatabase();
  handle = await createTestDatabase();
  useRouteTestDatabase(handle);
  await createLeadTestSite(handle.db, {
    slug: "obs-site",
    dealership: { adfEmail: "adf@obs-site.test", webhookUrl: "http://127.0.0.1:9/hook" },
  });
  setLogger(
    createLogger({
      format: "json",
      level: "debug",
      destination: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logged += chunk.toString();
          done();
        },
      }),
    }),
  );
  listeners = await startOperatorListeners("worker");
  // The web server's front: every request through the guard, the lead route served by it.
  guardNodeRequests({ trustedProxy: { hops: 0 } });
  serveBeforeNext("POST", "/api/leads", (request) => callRoute(leadsRoute, "POST", request));
  const broken = browserEndpoint("leads", async () => {
    throw new Error(`The mail server refused ${EMAIL} (${PHONE})`);
  });
  serveBeforeNext("GET", "/api/broken", (request) =>
    broken(request, { params: Promise.resolve({}) }),
  );
  server = http.createServer((_request, response) => response.end("next"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});

afterAll(async () => {
  setLogger(undefined);
  holder.__forecourtDraining = undefined;
  await new Promise((resolve) => server?.close(resolve));
  await Promise.all(listeners.map((listener) => listener.close()));
  await handle?.close();
});

describe("the operators' listeners", () => {
  it("serve /metrics on METRICS_PORT in Prometheus' format, with Node's own series", async () => {
    const response = await fetch(`http://127.0.0.1:${listeners[0]!.port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain("# TYPE nodejs_eventloop_lag_seconds gauge");
    expect(text).toContain("# TYPE nodejs_heap_size_used_bytes gauge");
    expect(text).toContain("# TYPE forecourt_http_request_duration_seconds histogram");
    expect((await get(listeners[0]!, "/api/health/ready")).status).toBe(404);
  });

  it("name every series as Prometheus' own checker wants (promtool check metrics)", async () => {
    await send("/api/search/count");
    const checked = spawnSync("promtool", ["check", "metrics"], {
      input: await scrape(),
      encoding: "utf8",
    });
    expect(checked.error, "promtool (Debian's prometheus package) must be installed").toBe(
      undefined,
    );
    expect(`${checked.stdout}${checked.stderr}`).toBe("");
    expect(checked.status).toBe(0);
  });

  it("read the PostgreSQL pool's connections at each scrape", async () => {
    const text = await scrape();
    if (handle.kind === "postgres") {
      expect(value(text, 'forecourt_db_pool_connections{state="idle"}')).toBeGreaterThan(0);
      expect(text).toMatch(/^forecourt_db_pool_waiting_clients 0$/m);
    } else {
      // The embedded database has no pool: no series rather than a made-up one.
      expect(text).not.toMatch(/^forecourt_db_pool_connections\{/m);
    }
  });

  it("say which build runs, and 0 for each outbox channel with nothing owed", async () => {
    const text = await scrape();
    expect(text).toMatch(/^forecourt_build_info\{version="[^"]+",build_id="[^"]+"\} 1$/m);
    for (const channel of ["lead.email", "lead.adf", "lead.webhook", "console.sign-in-code"]) {
      expect(text).toMatch(
        new RegExp(`^forecourt_outbox_backlog\\{channel="${channel}"\\} \\d+$`, "m"),
      );
    }
    expect(value(text, 'forecourt_outbox_backlog{channel="console.weekly-report"}')).toBe(0);
    expect(text).toMatch(
      /^forecourt_outbox_oldest_age_seconds\{channel="garage.saved-car-alert"\} 0$/m,
    );
  });
});

describe("a lead from its form to the outbox", () => {
  it("counts the lead, its request and the backlog, and logs no email or phone", async () => {
    const before = await scrape();
    logged = "";
    const response = await postLead();
    expect(response.status).toBe(201);
    const after = await scrape();
    expect(value(after, 'forecourt_leads_received_total{complete="true"}')).toBe(
      value(before, 'forecourt_leads_received_total{complete="true"}') + 1,
    );
    const request = 'kind="api",route="/api/leads",method="POST",status="201"';
    expect(value(after, `forecourt_http_requests_total{${request}}`)).toBe(
      value(before, `forecourt_http_requests_total{${request}}`) + 1,
    );
    expect(value(after, `forecourt_http_request_duration_seconds_count{${request}}`)).toBe(
      value(before, `forecourt_http_request_duration_seconds_count{${request}}`) + 1,
    );
    const inserts = 'forecourt_db_query_duration_seconds_count{operation="INSERT",result="ok"}';
    // The lead's row and its outbox rows, each statement timed.
    expect(value(after, inserts)).toBeGreaterThanOrEqual(value(before, inserts) + 2);
    for (const channel of ["lead.adf", "lead.email", "lead.webhook"]) {
      const series = `forecourt_outbox_backlog{channel="${channel}"}`;
      expect(value(after, series)).toBe(value(before, series) + 1);
      expect(
        value(after, `forecourt_outbox_oldest_age_seconds{channel="${channel}"}`),
      ).toBeGreaterThanOrEqual(0);
    }

    // The id the answer carries is in the request's log line and on each of its outbox rows.
    const requestId = response.headers["x-request-id"] as string;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const { id } = JSON.parse(response.body) as { id: string };
    const rows = await handle.db
      .select({ requestId: outbox.requestId })
      .from(outbox)
      .where(eq(outbox.aggregateId, id));
    expect(rows.map((row) => row.requestId)).toEqual([requestId, requestId, requestId]);
    const lines = logged
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: "info",
        msg: "request",
        requestId,
        site: "obs-site",
        method: "POST",
        route: "/api/leads",
        status: 201,
        durationMs: expect.any(Number),
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    );
    expect(logged).not.toContain(EMAIL);
    expect(logged).not.toContain(PHONE);
    expect(logged).not.toContain(PHONE.replaceAll(" ", ""));
  });

  it("keeps a trusted proxy's request id, and makes one when no proxy is trusted", async () => {
    logged = "";
    const untrusted = await postLead({
      "x-request-id": "proxy-id-1",
      "x-forwarded-host": "attacker.example",
    });
    expect(untrusted.headers["x-request-id"]).not.toBe("proxy-id-1");
    const { id: untrustedLead } = JSON.parse(untrusted.body) as { id: string };
    const untrustedRows = await handle.db
      .select({ requestId: outbox.requestId })
      .from(outbox)
      .where(eq(outbox.aggregateId, untrustedLead));
    expect(untrustedRows.map((row) => row.requestId)).not.toContain("proxy-id-1");
    const failed = await send("/api/broken", { headers: { "x-request-id": "proxy-id-1" } });
    expect((JSON.parse(failed.body) as { reference: string }).reference).not.toBe("proxy-id-1");
    expect(logged).not.toContain("proxy-id-1");
    // The site is the one the lead was stored for, never the X-Forwarded-Host a client sent.
    expect(logged).not.toContain("attacker.example");
    const lines = logged
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: "request", route: "/api/leads", site: "obs-site" }),
    );
    guardNodeRequests({ trustedProxy: { hops: 1 } });
    try {
      const trusted = await postLead({ "x-request-id": "proxy-id-2" });
      expect(trusted.headers["x-request-id"]).toBe("proxy-id-2");
      const { id } = JSON.parse(trusted.body) as { id: string };
      const [row] = await handle.db
        .select({ requestId: outbox.requestId })
        .from(outbox)
        .where(eq(outbox.aggregateId, id));
      expect(row?.requestId).toBe("proxy-id-2");
    } finally {
      guardNodeRequests({ trustedProxy: { hops: 0 } });
    }
  });

  it("answers an unexpected error with the request id as its reference, logged without personal data", async () => {
    const before = await scrape();
    logged = "";
    const response = await send("/api/broken");
    expect(response.status).toBe(500);
    const { reference } = JSON.parse(response.body) as { reference: string };
    expect(reference).toBe(response.headers["x-request-id"]);
    const lines = logged
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: "error",
        requestId: reference,
        msg: expect.stringContaining(reference),
      }),
    );
    expect(logged).toContain("[email]");
    expect(logged).not.toContain(EMAIL);
    expect(logged).not.toContain(PHONE);
    const failed =
      'forecourt_http_requests_total{kind="api",route="/api/[[...path]]",method="GET",status="500"}';
    expect(value(await scrape(), failed)).toBe(value(before, failed) + 1);
  });

  it("counts a rate limit's refusals by group", async () => {
    const before = await scrape();
    holder.__forecourtRateLimiter = {
      consume: async () => ({ isAllowed: false, retryAfterSeconds: 5 }),
    };
    try {
      expect((await postLead()).status).toBe(429);
    } finally {
      holder.__forecourtRateLimiter = unlimited;
    }
    const series = 'forecourt_rate_limit_refusals_total{group="leads"}';
    expect(value(await scrape(), series)).toBe(value(before, series) + 1);
  });
});

describe("the worker's health listener", () => {
  it("answers liveness and readiness as the web server does, not ready once stopping", async () => {
    const health = listeners[1]!;
    const live = await get(health, "/api/health/live");
    expect(live).toEqual({ status: 200, text: JSON.stringify({ status: "ok" }) });
    const ready = await get(health, "/api/health/ready");
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toMatchObject({ status: "ready" });
    markDraining();
    const stopping = await get(health, "/api/health/ready");
    expect(stopping.status).toBe(503);
    expect(JSON.parse(stopping.text)).toMatchObject({
      status: "not ready",
      checks: { stopping: { status: "failed" } },
    });
    expect((await get(health, "/api/health/live")).status).toBe(200);
    expect((await get(health, "/metrics")).status).toBe(404);
  });
});
