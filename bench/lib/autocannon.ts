import { createRequire } from "node:module";

// autocannon 9 ships no types: the part of its programmatic API the benchmarks use.

type RequestParams = {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

export type AutocannonRequest = RequestParams & {
  /** Called before each request is sent: returns the request to send (a fresh body, say). */
  setupRequest?: (request: RequestParams) => RequestParams;
  onResponse?: (status: number, body: string) => void;
};

export type AutocannonOptions = {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  pipelining: number;
  duration: number;
  /** Seconds before a request counts as a timeout (and an error). */
  timeout?: number;
  warmup?: { connections: number; duration: number };
  /** Cycled through by each connection; fields given here override the ones above. */
  requests?: AutocannonRequest[];
};

type Histogram = {
  average: number;
  mean: number;
  min: number;
  max: number;
  p50: number;
  p99: number;
  total: number;
};

export type AutocannonResult = {
  requests: Histogram & { sent: number };
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
  statusCodeStats: Record<string, { count: number }>;
  duration: number;
};

/** `stop` is only there once the measured run has started (not during its warm-up). */
export type AutocannonRun = PromiseLike<AutocannonResult> & { stop?: () => void };

const require = createRequire(import.meta.url);
export const autocannon = require("autocannon") as (options: AutocannonOptions) => AutocannonRun;
