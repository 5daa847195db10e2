import "server-only";
import { context, trace } from "@opentelemetry/api";
import type { SpanExporter, TracerProvider } from "@opentelemetry/sdk-trace";
import type { Env } from "@forecourt/env/env";
import { forecourtTracer, setTracing } from "@forecourt/db/tracing";
import { env } from "../env.ts";

/** Which process the traces come from: their default service name. */
export type TracedProcess = "web" | "worker";

/** Where and how an OTLP exporter sends, read from the environment (OTEL_* variables). */
export type OtlpTracesConfig = {
  /** The collector's traces address (OTLP over HTTP, JSON encoding). */
  url: string;
  headers: Record<string, string>;
  serviceName: string;
  /** The share of traces kept, decided where a trace starts (0 to 1). */
  ratio: number;
};

type TracingEnv = Pick<
  Env,
  | "OTEL_TRACES_EXPORTER"
  | "OTEL_EXPORTER_OTLP_ENDPOINT"
  | "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"
  | "OTEL_EXPORTER_OTLP_HEADERS"
  | "OTEL_SERVICE_NAME"
  | "OTEL_TRACES_SAMPLER_ARG"
>;

/**
 * The exporter the operator set, or undefined: traces are off unless an endpoint is set, and
 * OTEL_TRACES_EXPORTER=none turns them off with one. The base endpoint gets `/v1/traces`, the
 * traces endpoint is taken as it is (the OpenTelemetry specification's reading of both).
 */
export function otlpTracesConfigOf(
  config: TracingEnv,
  process: TracedProcess,
): OtlpTracesConfig | undefined {
  if (config.OTEL_TRACES_EXPORTER === "none") return undefined;
  const url =
    config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (config.OTEL_EXPORTER_OTLP_ENDPOINT &&
      `${config.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, "")}/v1/traces`);
  if (!url) return undefined;
  return {
    url,
    headers: parseHeaders(config.OTEL_EXPORTER_OTLP_HEADERS),
    serviceName: config.OTEL_SERVICE_NAME ?? `forecourt-${process}`,
    ratio: config.OTEL_TRACES_SAMPLER_ARG,
  };
}

/** `name=value,name2=value2` (values percent-decoded, as the specification writes them). */
function parseHeaders(text: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const pair of text?.split(",") ?? []) {
    const at = pair.indexOf("=");
    if (at <= 0) continue;
    headers[pair.slice(0, at).trim()] = decodeURIComponent(pair.slice(at + 1).trim());
  }
  return headers;
}

/** Traces under way in this process: flushed and stopped at the process's stop. */
export type Tracing = {
  /** Sends what is still buffered. */
  flush(): Promise<void>;
  /** Sends what is buffered, then turns traces off (the no-op tracer again). */
  stop(): Promise<void>;
};

// One provider per process, however many copies of this module the server's bundles hold.
const holder = globalThis as typeof globalThis & { __forecourtTracing?: Tracing };

/**
 * Registers an OpenTelemetry tracer provider for the whole process (the API's global, which
 * Next's own spans use too) with `exporter` behind it, and turns the platform's spans on
 * (database statements, outbox sends: @forecourt/db/tracing). Must run before the database
 * opens, whose drivers are wrapped then. `batch`: spans are sent in batches (a collector);
 * otherwise each as it ends (tests' in-memory exporter).
 */
export async function registerTracing(options: {
  exporter: SpanExporter;
  serviceName: string;
  ratio?: number;
  batch?: boolean;
}): Promise<Tracing> {
  if (holder.__forecourtTracing) return holder.__forecourtTracing;
  // Loaded only here: with traces off the SDK is never imported.
  const [sdk, { AsyncLocalStorageContextManager }, { resourceFromAttributes }, semconv] =
    await Promise.all([
      import("@opentelemetry/sdk-trace"),
      import("@opentelemetry/context-async-hooks"),
      import("@opentelemetry/resources"),
      import("@opentelemetry/semantic-conventions"),
    ]);
  const ratio = options.ratio ?? 1;
  const provider: TracerProvider = new sdk.TracerProvider({
    resource: resourceFromAttributes({ [semconv.ATTR_SERVICE_NAME]: options.serviceName }),
    sampler: new sdk.ParentBasedSampler({
      root: ratio >= 1 ? new sdk.AlwaysOnSampler() : new sdk.TraceIdRatioBasedSampler(ratio),
    }),
    spanProcessors: [
      options.batch
        ? new sdk.BatchSpanProcessor({ exporter: options.exporter })
        : new sdk.SimpleSpanProcessor({ exporter: options.exporter }),
    ],
  });
  // Spans follow the async work they start (a render's queries are its children).
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(provider);
  setTracing(forecourtTracer());
  const tracing: Tracing = {
    flush: () => provider.forceFlush(),
    stop: async () => {
      setTracing(undefined);
      await provider.shutdown();
      trace.disable();
      context.disable();
      holder.__forecourtTracing = undefined;
    },
  };
  holder.__forecourtTracing = tracing;
  return tracing;
}

/**
 * Starts traces when the operator set an exporter (OTEL_EXPORTER_OTLP_ENDPOINT or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT): spans go to that collector over OTLP/HTTP in batches.
 * Unset, nothing is loaded and every span is the OpenTelemetry API's no-op: resolves undefined.
 */
export async function startTracing(process: TracedProcess): Promise<Tracing | undefined> {
  const config = otlpTracesConfigOf(env(), process);
  if (!config) return undefined;
  const { OTLPTraceExporter } = await import("@opentelemetry/exporter-trace-otlp-http");
  return registerTracing({
    exporter: new OTLPTraceExporter({ url: config.url, headers: config.headers }),
    serviceName: config.serviceName,
    ratio: config.ratio,
    batch: true,
  });
}
