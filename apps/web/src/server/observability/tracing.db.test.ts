import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { trace } from "@opentelemetry/api";
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
  type ReadableSpan,
} from "@opentelemetry/sdk-trace";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generalEnquiry } from "@forecourt/core/testing/field-answers";
import type { DatabaseHandle } from "@forecourt/db/client";
import { rows } from "@forecourt/db/raw-rows";
import { runInRequestContext } from "@forecourt/db/request-context";
import { websites } from "@forecourt/db/schema";
import { createLeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { inSpan, isTracing } from "@forecourt/db/tracing";
import * as leadsRoute from "@/app/api/leads/route";
import { callRoute, useRouteTestDatabase } from "../../testing/route-harness.ts";
import { createOutboxWorker, type OutboxWorker } from "../worker/outbox-worker.ts";
import { createLogger } from "./log.ts";
import { registerTracing, startTracing, type Tracing } from "./tracing.ts";

const EMAIL = "traced.buyer@example.com";
const PHONE = "0412 555 019";
const SLUG = "traced-site";

let hookServer: Server;
const hooks: string[] = [];

async function postLead(requestId: string): Promise<void> {
  const response = await runInRequestContext({ requestId }, () =>
    inSpan("POST /api/leads", {}, () =>
      callRoute(
        leadsRoute,
        "POST",
        new Request(`http://${SLUG}.localhost/api/leads`, {
          method: "POST",
          headers: { host: `${SLUG}.localhost`, "content-type": "application/json" },
          body: JSON.stringify({ lead: generalEnquiry({ email: EMAIL, phone: PHONE }) }),
        }),
      ),
    ),
  );
  expect(response.status).toBe(201);
}

/** A worker that delivers the lead's webhook only (to the stand-in) and holds its mail. */
function webhookWorker(handle: DatabaseHandle): OutboxWorker {
  return createOutboxWorker({
    database: async () => handle.db,
    mail: null,
    leaseMs: 10_000,
    // Ample: PGlite shares this event loop, and a busy machine must not time out the send.
    webhookTimeoutMs: 15_000,
    log: { info: () => {}, warn: () => {} },
  });
}

const named = (spans: ReadableSpan[], name: string) => spans.filter((span) => span.name === name);
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

beforeAll(async () => {
  hookServer = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      hooks.push(body);
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => hookServer.listen(0, "127.0.0.1", resolve));
});

afterAll(async () => {
  await new Promise((resolve) => hookServer.close(resolve));
});

describe("traces", () => {
  it("are off when no exporter is set: nothing registered, the driver left as it is", async () => {
    expect(await startTracing("web")).toBeUndefined();
    expect(isTracing()).toBe(false);
    // The OpenTelemetry API's no-op: a span asked for records nothing.
    expect(trace.getTracer("check").startSpan("x").isRecording()).toBe(false);
    const handle = await createTestDatabase();
    try {
      const client = (handle.db as unknown as { $client: object }).$client;
      expect(Object.hasOwn(client, "query")).toBe(false);
    } finally {
      await handle.close();
    }
  });

  describe("with an exporter", () => {
    const exporter = new InMemorySpanExporter();
    let tracing: Tracing;
    let handle: DatabaseHandle;

    beforeAll(async () => {
      tracing = await registerTracing({ exporter, serviceName: "forecourt-test" });
      // The database opens with traces on, as the server's does after instrumentation's start.
      handle = await createTestDatabase();
      useRouteTestDatabase(handle);
      const { port } = hookServer.address() as AddressInfo;
      await createLeadTestSite(handle.db, {
        slug: SLUG,
        dealership: { webhookUrl: `http://127.0.0.1:${port}/hook` },
      });
    });

    afterAll(async () => {
      await tracing?.stop();
      await handle?.close();
    });

    it("records a query inside a span as a db.query span, its text without the values", async () => {
      exporter.reset();
      const found = await inSpan("page.render", {}, () =>
        rows<{ id: number }>(handle.db, sql`select id from websites where slug = ${SLUG}`),
      );
      expect(found).toHaveLength(1);
      const spans = exporter.getFinishedSpans();
      const [span] = named(spans, "db.query");
      expect(span?.attributes).toMatchObject({
        "db.system.name": "postgresql",
        "db.operation.name": "SELECT",
        "db.query.text": "select id from websites where slug = $1",
      });
      expect(parentOf(span!)).toBe(named(spans, "page.render")[0]?.spanContext().spanId);
      expect(JSON.stringify(span?.attributes)).not.toContain(SLUG);
    });

    it("names the span in each log line written inside one (trace_id, span_id)", async () => {
      let written = "";
      const logger = createLogger({
        format: "json",
        destination: new Writable({
          write(chunk: Buffer, _encoding, done) {
            written += chunk.toString();
            done();
          },
        }),
      });
      let ids: { traceId: string; spanId: string } | undefined;
      await inSpan("a request", {}, async (span) => {
        ids = span?.spanContext();
        logger.info("inside");
      });
      logger.info("outside");
      const [inside, outside] = written
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(ids?.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(inside).toMatchObject({ msg: "inside", trace_id: ids?.traceId, span_id: ids?.spanId });
      expect(outside).not.toHaveProperty("trace_id");
    });

    it("makes no span of a statement outside any (start-up, the worker's polls)", async () => {
      exporter.reset();
      await rows(handle.db, sql`select 1 as one`);
      expect(exporter.getFinishedSpans()).toEqual([]);
    });

    it("marks a failed query by its SQLSTATE, not its message", async () => {
      exporter.reset();
      await expect(
        inSpan("console.action", {}, async () => {
          await handle.db.insert(websites).values({ slug: SLUG, name: "again" } as never);
        }),
      ).rejects.toThrow();
      const failed = named(exporter.getFinishedSpans(), "db.query").find(
        (span) => span.status.code === 2,
      );
      expect(failed?.attributes["error.type"]).toMatch(/^[0-9A-Z]{5}$/);
      expect(failed?.status.message).toBe(failed?.attributes["error.type"]);
    });

    it("records each outbox send with its channel and request id, its queries inside it", async () => {
      exporter.reset();
      await postLead("req-traced-1");
      // Woken while a request is served, as a new lead wakes the embedded worker.
      const result = await inSpan("POST /api/leads", {}, () => webhookWorker(handle).drainOnce());
      expect(result.delivered).toBeGreaterThanOrEqual(1);
      expect(hooks.length).toBeGreaterThanOrEqual(1);

      const spans = exporter.getFinishedSpans();
      const sends = named(spans, "outbox.send");
      const hook = sends.find(
        (span) => span.attributes["forecourt.outbox.channel"] === "lead.webhook",
      );
      expect(hook?.attributes).toMatchObject({
        "forecourt.request_id": "req-traced-1",
        "forecourt.outbox.attempt": 1,
        "forecourt.outbox.result": "sent",
      });
      // A trace of its own, not a part of the request that woke the worker, linked to the span
      // of the request that queued the row (through the row's trace_parent).
      expect(parentOf(hook!)).toBeUndefined();
      const queuing = named(spans, "POST /api/leads")[0]!;
      expect(hook!.spanContext().traceId).not.toBe(queuing.spanContext().traceId);
      expect(hook!.links.map((link) => link.context)).toEqual([
        expect.objectContaining({
          traceId: queuing.spanContext().traceId,
          spanId: queuing.spanContext().spanId,
        }),
      ]);
      // Every channel the lead queued is an attempt of its own.
      expect(new Set(sends.map((span) => span.attributes["forecourt.outbox.channel"])).size).toBe(
        sends.length,
      );
      // The row marked sending and delivered: statements inside the send's span.
      const inside = named(spans, "db.query").filter(
        (span) => parentOf(span) === hook?.spanContext().spanId,
      );
      expect(inside.map((span) => span.attributes["db.operation.name"])).toContain("UPDATE");
      // No span carries the shopper's address or phone: not the lead's insert, not a send.
      const everything = JSON.stringify(spans.map((span) => span.attributes));
      expect(everything).not.toContain(EMAIL);
      expect(everything).not.toContain("0412");
    });

    it("records nothing of its own once stopped, on the same database", async () => {
      await tracing.stop();
      expect(isTracing()).toBe(false);
      // Another provider in the process (not ours): it records what it is given, and the
      // platform's queries and sends, their drivers wrapped while traces were on, give it nothing.
      const other = new InMemorySpanExporter();
      const provider = new TracerProvider({
        spanProcessors: [new SimpleSpanProcessor({ exporter: other })],
      });
      trace.setGlobalTracerProvider(provider);
      try {
        await postLead("req-untraced");
        await webhookWorker(handle).drainOnce();
        await handle.db.select().from(websites).where(eq(websites.slug, SLUG));
        expect(other.getFinishedSpans()).toEqual([]);
        trace.getTracer("control").startSpan("control").end();
        expect(other.getFinishedSpans().map((span) => span.name)).toEqual(["control"]);
      } finally {
        await provider.shutdown();
        trace.disable();
      }
    });
  });
});
