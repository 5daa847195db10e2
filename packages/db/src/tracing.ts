import {
  context,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  isSpanContextValid,
  type Attributes,
  type Span,
  type SpanContext,
  type Tracer,
} from "@opentelemetry/api";

/**
 * Traces, when the operator set an exporter (apps/web/src/server/observability/tracing.ts
 * registers the SDK and turns them on here). Off, nothing below makes a span or touches the
 * OpenTelemetry API: `inSpan` calls its function and the database's drivers are not wrapped.
 * The switch is per process, however many copies of this module the server's bundles hold.
 */
const holder = globalThis as typeof globalThis & {
  __forecourtTracer?: Tracer;
  __forecourtDatabaseObserver?: DatabaseObserver;
};

/**
 * What the process's metrics are told about the database (apps/web's metrics.ts): each
 * statement's duration, operation and whether it failed, and, for PostgreSQL, the pool's
 * connections, read when asked. Set before the database opens, as traces are.
 */
type DatabaseObserver = {
  statement(seconds: number, operation: string, isFailed: boolean): void;
  pool(read: () => { total: number; idle: number; waiting: number }): void;
};

/** Turns the statement timings and the pool's reading on (or off, undefined). */
export function setDatabaseObserver(observer: DatabaseObserver | undefined): void {
  holder.__forecourtDatabaseObserver = observer;
}

/** The observer set, if any: the database's opening hands it the pool. */
export function databaseObserver(): DatabaseObserver | undefined {
  return holder.__forecourtDatabaseObserver;
}

/** Whether the drivers must be wrapped: traces or statement timings on. */
export function isObservingStatements(): boolean {
  return holder.__forecourtTracer !== undefined || holder.__forecourtDatabaseObserver !== undefined;
}

/** Turns the spans below on (with the tracer the registered provider gives) or off. */
export function setTracing(tracer: Tracer | undefined): void {
  holder.__forecourtTracer = tracer;
}

/** Whether traces are on in this process. */
export function isTracing(): boolean {
  return holder.__forecourtTracer !== undefined;
}

/** The tracer of the platform's own spans (`forecourt`), from the registered provider. */
export function forecourtTracer(): Tracer {
  return trace.getTracer("forecourt");
}

/**
 * Runs `run` inside a span named `name`, the current one's child, ended when `run` settles (an
 * error marks it failed by the error's class only: a message may quote personal data), linked to
 * the span `linkedTo` names (a traceparent, as `currentTraceParent` gives it) when one is given.
 * Traces off: `run()` with no span, and nothing else.
 */
export async function inSpan<T>(
  name: string,
  attributes: Attributes,
  run: (span: Span | undefined) => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
  linkedTo: string | null = null,
): Promise<T> {
  const tracer = holder.__forecourtTracer;
  if (!tracer) return run(undefined);
  const linked = linkedTo ? spanContextOf(linkedTo) : undefined;
  const links = linked ? [{ context: linked }] : [];
  return tracer.startActiveSpan(name, { kind, attributes, links }, async (span) => {
    try {
      return await run(span);
    } catch (error) {
      markFailed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A W3C traceparent: version 00, trace id, parent span id, flags. */
const TRACE_PARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/**
 * The current span as a W3C traceparent (`00-<trace id>-<span id>-<flags>`), for work it queues
 * (an outbox row) to link back to; null with traces off or outside a span.
 */
export function currentTraceParent(): string | null {
  if (!holder.__forecourtTracer) return null;
  const span = trace.getActiveSpan()?.spanContext();
  if (!span || !isSpanContextValid(span)) return null;
  const flags = span.traceFlags.toString(16).padStart(2, "0");
  return `00-${span.traceId}-${span.spanId}-${flags}`;
}

/** The span a traceparent names (a remote one, to link to), or undefined if it is not one. */
function spanContextOf(traceParent: string): SpanContext | undefined {
  const [, traceId, spanId, flags] = TRACE_PARENT.exec(traceParent) ?? [];
  if (!traceId || !spanId || !flags) return undefined;
  const context = { traceId, spanId, traceFlags: parseInt(flags, 16), isRemote: true };
  return isSpanContextValid(context) ? context : undefined;
}

/**
 * Runs `run` with no current span: work a request sets going that outlives it (the worker's
 * drains a new lead wakes, and the polls that follow) starts traces of its own rather than
 * growing the request's. Traces off: `run()`.
 */
export function outsideTraces<T>(run: () => T): T {
  return holder.__forecourtTracer ? context.with(ROOT_CONTEXT, run) : run();
}

/** A failed span: `error.type` is the error's SQLSTATE or class, never its message. */
function markFailed(span: Span, error: unknown): void {
  const code = (error as { code?: unknown } | null)?.code;
  const type = typeof code === "string" ? code : error instanceof Error ? error.name : typeof error;
  span.setAttribute("error.type", type);
  span.setStatus({ code: SpanStatusCode.ERROR, message: type });
}

/** The longest statement text a span carries. */
const MAX_QUERY_TEXT = 2_000;

/**
 * The attributes of one statement's span (OpenTelemetry's database conventions): the system, the
 * operation (its first word) and its text, which Drizzle writes with placeholders ($1) for every
 * value; the values themselves are never read here.
 */
function queryAttributes(text: string): Attributes {
  const trimmed = text.trimStart();
  const operation = /^[a-z]+/i.exec(trimmed)?.[0]?.toUpperCase() ?? "UNKNOWN";
  return {
    "db.system.name": "postgresql",
    "db.operation.name": operation,
    "db.query.text": trimmed.length > MAX_QUERY_TEXT ? trimmed.slice(0, MAX_QUERY_TEXT) : trimmed,
  };
}

type Settled = { end: (error?: unknown) => void };

const UNTRACED: Settled = { end: () => {} };

/**
 * A `db.query` span begun now as the current span's child, for a driver's call to end. Only
 * inside a span (a request, a render, a send): a statement outside any (start-up's migrations
 * and seeding, the worker's polls for due rows) would be a trace of its own, hundreds of them.
 */
function beginQuerySpan(text: string): Settled {
  const tracer = holder.__forecourtTracer;
  if (!tracer || !trace.getSpan(context.active())) return UNTRACED;
  const span = tracer.startSpan("db.query", {
    kind: SpanKind.CLIENT,
    attributes: queryAttributes(text),
  });
  return {
    end: (error) => {
      if (error !== undefined && error !== null) markFailed(span, error);
      span.end();
    },
  };
}

/** A statement begun now: its span (traces on) and its timing (an observer set), ended together. */
function beginStatement(text: string): Settled {
  const span = beginQuerySpan(text);
  const observer = holder.__forecourtDatabaseObserver;
  if (!observer) return span;
  const started = performance.now();
  return {
    end: (error) => {
      span.end(error);
      const operation = /^\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? "UNKNOWN";
      observer.statement(
        (performance.now() - started) / 1_000,
        operation,
        error !== undefined && error !== null,
      );
    },
  };
}

function textOf(query: unknown): string {
  if (typeof query === "string") return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === "string" ? text : "";
}

type AnyFunction = (...args: never[]) => unknown;

/**
 * Wraps `target[method]` (a driver's query call: its first argument the statement, or an object
 * with its `text`) so that, with traces on, each call is a `db.query` span. Answers a promise
 * (both drivers), or calls back (node-postgres' pool calls its clients so): the span ends with
 * either. Off, the original runs as it is.
 */
function traceMethod(target: object, method: string): void {
  const slot = target as Record<string, AnyFunction>;
  const original = slot[method];
  if (typeof original !== "function") return;
  slot[method] = function tracedQuery(this: unknown, ...args: never[]) {
    if (!holder.__forecourtTracer && !holder.__forecourtDatabaseObserver) {
      return original.apply(this, args);
    }
    const span = beginStatement(textOf(args[0]));
    const last = args.length - 1;
    const callback = args[last] as unknown;
    if (typeof callback === "function") {
      const callArgs = [...args] as unknown[];
      callArgs[last] = (error: unknown, ...rest: unknown[]) => {
        span.end(error);
        return (callback as (...a: unknown[]) => unknown)(error, ...rest);
      };
      return original.apply(this, callArgs as never[]);
    }
    let answer: unknown;
    try {
      answer = original.apply(this, args);
    } catch (error) {
      span.end(error);
      throw error;
    }
    if (answer && typeof (answer as Promise<unknown>).then === "function") {
      (answer as Promise<unknown>).then(
        () => span.end(),
        (error: unknown) => span.end(error ?? new Error("query failed")),
      );
    } else {
      span.end();
    }
    return answer;
  } as AnyFunction;
}

/**
 * A PGlite client whose statements are traced: its own `query` and `exec`, and those of the
 * transactions it opens (Drizzle runs a transaction's statements on the object PGlite hands it).
 */
export function tracePglite<T extends object>(client: T): T {
  traceMethod(client, "query");
  traceMethod(client, "exec");
  const slot = client as unknown as Record<string, AnyFunction>;
  const transaction = slot.transaction;
  if (typeof transaction === "function") {
    slot.transaction = function tracedTransaction(this: unknown, ...args: unknown[]) {
      const [callback, ...rest] = args;
      if (typeof callback !== "function") return transaction.apply(this, args as never[]);
      const traced = (tx: object, ...more: unknown[]) => {
        traceMethod(tx, "query");
        traceMethod(tx, "exec");
        return (callback as (...a: unknown[]) => unknown)(tx, ...more);
      };
      return transaction.apply(this, [traced, ...rest] as never[]);
    } as AnyFunction;
  }
  return client;
}

/**
 * A node-postgres pool whose statements are traced: each connection's `query` as the pool opens
 * it, which both the pool's own `query` and a transaction's connection go through (one span a
 * statement, never two).
 */
export function tracePgPool<T extends { on(event: "connect", listener: (c: object) => void): T }>(
  pool: T,
): T {
  return pool.on("connect", (connection) => traceMethod(connection, "query"));
}
