import http, { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trace } from "@opentelemetry/api";
import { inSpan, isTracing } from "@forecourt/db/tracing";
import { guardNodeRequests } from "../http/node-request-guard.ts";
import { otlpTracesConfigOf, startTracing, type Tracing } from "./tracing.ts";

type Export = { path: string; headers: IncomingHttpHeaders; body: Buffer };

// A collector's OTLP/HTTP receiver: it takes what the exporter POSTs and answers as one does.
const received: Export[] = [];
let collector: Server;
let tracing: Tracing | undefined;

beforeAll(async () => {
  collector = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(200, { "content-type": "application/x-protobuf" }).end();
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
  const { port } = collector.address() as AddressInfo;
  // As the operator sets it, before the server reads its environment.
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${port}/`;
  process.env.OTEL_EXPORTER_OTLP_HEADERS = "x-collector-key=k%20123";
});

afterAll(async () => {
  await tracing?.stop();
  await new Promise((resolve) => collector.close(resolve));
});

const base = {
  OTEL_TRACES_EXPORTER: "otlp",
  OTEL_EXPORTER_OTLP_ENDPOINT: undefined,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: undefined,
  OTEL_EXPORTER_OTLP_HEADERS: undefined,
  OTEL_SERVICE_NAME: undefined,
  OTEL_TRACES_SAMPLER_ARG: 1,
} as const;

describe("the traces exporter the environment sets", () => {
  it("is none without an endpoint, or with OTEL_TRACES_EXPORTER=none", () => {
    expect(otlpTracesConfigOf(base, "web")).toBeUndefined();
    expect(
      otlpTracesConfigOf(
        { ...base, OTEL_TRACES_EXPORTER: "none", OTEL_EXPORTER_OTLP_ENDPOINT: "http://c:4318" },
        "web",
      ),
    ).toBeUndefined();
  });

  it("sends to the base endpoint's /v1/traces, or to the traces endpoint as it is", () => {
    expect(
      otlpTracesConfigOf({ ...base, OTEL_EXPORTER_OTLP_ENDPOINT: "http://c:4318/" }, "worker"),
    ).toEqual({
      url: "http://c:4318/v1/traces",
      headers: {},
      serviceName: "forecourt-worker",
      ratio: 1,
    });
    expect(
      otlpTracesConfigOf(
        {
          ...base,
          OTEL_EXPORTER_OTLP_ENDPOINT: "http://c:4318",
          OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "https://t.example/otlp/traces",
          OTEL_EXPORTER_OTLP_HEADERS: "a=1, b = two%2Cthree",
          OTEL_SERVICE_NAME: "shop",
          OTEL_TRACES_SAMPLER_ARG: 0.25,
        },
        "web",
      ),
    ).toEqual({
      url: "https://t.example/otlp/traces",
      headers: { a: "1", b: "two,three" },
      serviceName: "shop",
      ratio: 0.25,
    });
  });
});

describe("with OTEL_EXPORTER_OTLP_ENDPOINT set", () => {
  it("POSTs the spans to the collector over OTLP/HTTP (JSON), with the operator's headers", async () => {
    tracing = await startTracing("worker");
    expect(tracing).toBeDefined();
    expect(isTracing()).toBe(true);
    await inSpan("outbox.send", { "forecourt.outbox.channel": "lead.webhook" }, async () => {
      await inSpan("db.query", { "db.operation.name": "UPDATE" }, async () => {});
    });
    // Batched: nothing sent until the batch is due or flushed.
    await tracing!.flush();
    const sent = received.filter((request) => request.path === "/v1/traces");
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(request!.headers["x-collector-key"]).toBe("k 123");
    // OTLP's JSON encoding: resource spans, each with its service and its scopes' spans.
    type Attribute = { key: string; value: { stringValue?: string } };
    const payload = JSON.parse(request!.body.toString("utf8")) as {
      resourceSpans: {
        resource: { attributes: Attribute[] };
        scopeSpans: {
          spans: { name: string; spanId: string; parentSpanId?: string; attributes: Attribute[] }[];
        }[];
      }[];
    };
    const [resource] = payload.resourceSpans;
    expect(resource!.resource.attributes).toContainEqual({
      key: "service.name",
      value: { stringValue: "forecourt-worker" },
    });
    const spans = resource!.scopeSpans.flatMap((scope) => scope.spans);
    const send = spans.find((span) => span.name === "outbox.send");
    const query = spans.find((span) => span.name === "db.query");
    expect(send?.attributes).toContainEqual({
      key: "forecourt.outbox.channel",
      value: { stringValue: "lead.webhook" },
    });
    expect(query?.parentSpanId).toBe(send?.spanId);
  });
});

describe("a request through the guarded server, traces on", () => {
  it("is one trace: its own root span, with the middleware's and the render's spans inside", async () => {
    expect(isTracing()).toBe(true);
    received.length = 0;
    guardNodeRequests({ trustedProxy: { hops: 0 } });
    // Next's pipeline as it traces: the middleware span and the render span are both children
    // of the context active when the request reaches it.
    const next = trace.getTracer("next.js");
    const server = createServer((_request, response) => {
      next.startActiveSpan("middleware POST", (middleware) => middleware.end());
      next.startActiveSpan("POST /api/leads", (render) => {
        render.end();
        response.end("ok");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const request = http.request(
          {
            host: "127.0.0.1",
            port,
            path: "/api/leads",
            method: "POST",
            // A client's own trace context is never the request's parent.
            headers: { traceparent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01" },
          },
          (response) => {
            response.resume();
            response.on("end", resolve);
          },
        );
        request.on("error", reject);
        request.end();
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    await tracing!.flush();
    type Span = { name: string; traceId: string; spanId: string; parentSpanId?: string };
    const spans = received
      .filter((request) => request.path === "/v1/traces")
      .flatMap(
        (request) =>
          (
            JSON.parse(request.body.toString("utf8")) as {
              resourceSpans: { scopeSpans: { spans: Span[] }[] }[];
            }
          ).resourceSpans,
      )
      .flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans));
    const root = spans.find((span) => span.name === "POST /api/leads" && !span.parentSpanId);
    expect(root).toBeDefined();
    expect(new Set(spans.map((span) => span.traceId))).toEqual(new Set([root!.traceId]));
    expect(root!.traceId).not.toBe("0af7651916cd43dd8448eb211c80319c");
    const children = spans.filter((span) => span.parentSpanId === root!.spanId);
    expect(children.map((span) => span.name).sort()).toEqual([
      "POST /api/leads",
      "middleware POST",
    ]);
  });
});
