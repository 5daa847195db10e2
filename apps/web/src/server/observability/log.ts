import "server-only";
import { format, stripVTControlCharacters } from "node:util";
import { isSpanContextValid, trace } from "@opentelemetry/api";
import pino, { type DestinationStream, type Logger } from "pino";
import pretty from "pino-pretty";
import { currentRequestContext } from "@forecourt/db/request-context";
import { env } from "../env.ts";

/**
 * Keys whose values never reach a log line, at the top level and one level down (`lead.email`):
 * personal data a lead or a sign-in carries, anything secret, and whole bodies and headers.
 */
const PRIVATE_KEYS = [
  "email",
  "phone",
  "mobile",
  "first_name",
  "last_name",
  "password",
  "token",
  "secret",
  "authorization",
  "cookie",
  "lead",
  "body",
  "headers",
];
const REDACT_PATHS = PRIVATE_KEYS.flatMap((key) => [key, `*.${key}`]);

const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi;
// Eight or more digits, with the spaces, dots, dashes and brackets phone numbers are written with,
// standing alone: not part of a longer word such as a request id (a UUID's digit runs).
const PHONE = /(?<![\w-])\+?\(?\d[\d ().-]{6,}\d(?![\w-])/g;

// A failed statement's values as Drizzle's error quotes them ("Failed query: ...\nparams: a,b"),
// to the end of their line: a lead's name or a registration plate is neither an email nor a phone.
const QUERY_PARAMETERS = /^(\s*params:).*$/gm;

/**
 * A message with a failed query's values left out and anything that looks like an email address or a phone number masked: the last
 * guard for free text (an error's message may quote what it failed on). Runs of digits shorter
 * than eight (ids, counts, durations) are left alone.
 */
export function maskPersonalData(text: string): string {
  return text
    .replace(QUERY_PARAMETERS, "$1 [redacted]")
    .replace(EMAIL, "[email]")
    .replace(PHONE, (found) => (isPhoneLike(found) ? "[phone]" : found));
}

/** 8 to 15 digits (E.164's most), and not a date (2026-11-27). */
function isPhoneLike(found: string): boolean {
  const digits = found.replace(/\D/g, "").length;
  return digits >= 8 && digits <= 15 && !/^\d{4}-\d\d-\d\d$/.test(found);
}

export type LogFormat = "json" | "pretty";

/** Where and how lines go: JSON lines to stdout, or readable ones when a person watches. */
export function createLogger(
  options: { level?: string; format?: LogFormat; destination?: DestinationStream } = {},
): Logger {
  const config = env();
  const format: LogFormat =
    options.format ??
    (config.LOG_FORMAT === "auto" ? (process.stdout.isTTY ? "pretty" : "json") : config.LOG_FORMAT);
  const destination =
    format === "pretty"
      ? pretty({
          colorize: process.stdout.isTTY === true,
          translateTime: "SYS:HH:MM:ss",
          ignore: "pid,hostname",
          sync: true,
          destination: options.destination ?? 1,
        })
      : (options.destination ?? pino.destination({ dest: 1, sync: true }));
  return pino(
    {
      level: options.level ?? config.LOG_LEVEL,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      // Every line written while a request is served names it and its site.
      // With traces on, every line written inside a span names it (trace_id, span_id).
      mixin: () => {
        const context = currentRequestContext();
        const span = trace.getActiveSpan()?.spanContext();
        return {
          ...(context && { requestId: context.requestId, site: context.site }),
          ...(span && isSpanContextValid(span) && { trace_id: span.traceId, span_id: span.spanId }),
        };
      },
      hooks: {
        logMethod(args, write) {
          write.apply(
            this,
            args.map((arg) => (typeof arg === "string" ? maskPersonalData(arg) : arg)) as [string],
          );
        },
      },
      serializers: { err: errorSerializer },
    },
    destination,
  );
}

type LoggedError = {
  type: string;
  code?: string;
  message?: string;
  stack?: string;
  cause?: LoggedError;
};

/**
 * An error as a log line carries it: its class, code (a SQLSTATE, ECONNREFUSED), message and
 * stack (masked, a failed query's values left out) and its causes, nothing else it holds.
 */
function errorSerializer(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === "string" && { code }),
    message: maskPersonalData(error.message),
    stack: maskPersonalData(error.stack ?? ""),
    ...(error.cause !== undefined &&
      depth < 3 && { cause: errorSerializer(error.cause, depth + 1) }),
  };
}

// One logger per process, however many copies of this module the server's bundles hold.
const holder = globalThis as typeof globalThis & { __forecourtLogger?: Logger };

/** The process's logger (LOG_LEVEL, LOG_FORMAT). */
export function log(): Logger {
  holder.__forecourtLogger ??= createLogger();
  return holder.__forecourtLogger;
}

/**
 * The process's logger behind the small interface the worker's parts and the stop sequence take
 * (`info`, `warn`, `error` of a message and perhaps an error): each call one line.
 */
export const lineLog = {
  info: (message: string) => log().info(message),
  warn: (message: string, error?: unknown) =>
    error === undefined ? log().warn(message) : log().warn({ err: error }, message),
  error: (message: string, error?: unknown) =>
    error === undefined ? log().error(message) : log().error({ err: error }, message),
};

type ConsoleMethod = "error" | "warn" | "info" | "log" | "debug";
const CONSOLE_LEVELS = {
  error: "error",
  warn: "warn",
  info: "info",
  log: "info",
  debug: "debug",
} as const satisfies Record<ConsoleMethod, pino.Level>;

/**
 * Writes what is printed with `console` (Next's own render errors and warnings, a library's
 * notice) through the process's logger from now on: each call one JSON line at its level, its
 * first error as `err` (class, code, causes), the rest its message; a failed query's values and
 * anything like an email address or a phone number masked as in every line.
 */
export function routeConsoleToLog(target: Pick<Console, ConsoleMethod> = console): void {
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    target[method as ConsoleMethod] = (...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error);
      const rest = args.filter((arg) => arg !== error);
      // Without a terminal's colours (Next colours its "⨯" and its warnings).
      const message = stripVTControlCharacters(
        rest.length > 0 ? format(...rest) : (error?.message ?? ""),
      ).trim();
      if (error) log()[level]({ err: error }, message);
      else log()[level](message);
    };
  }
}

/** Replaces the process's logger (tests read what a request writes). */
export function setLogger(logger: Logger | undefined): void {
  holder.__forecourtLogger = logger;
}
