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
  /** Requests per second over all connections (a steady offered load); unlimited when absent. */
  overallRate?: number;
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

export type PageLoadOptions = {
  port: number;
  /** The Host header: tenancy is by host. */
  host: string;
  path: string;
  connections: number;
  /** Measured seconds, after `warmup` unrecorded seconds at the same load. */
  duration: number;
  warmup: number;
};

/** GETs of one page over 127.0.0.1, pipelining 1, a request timing out after 10 s. */
export function loadPage(options: PageLoadOptions): AutocannonRun {
  const { port, host, path, connections, duration, warmup } = options;
  return autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    headers: { host },
    connections,
    pipelining: 1,
    duration,
    timeout: 10,
    ...(warmup > 0 ? { warmup: { connections, duration: warmup } } : {}),
  });
}

/** The load running now, so that Ctrl-C can stop it before the servers go. */
let running: AutocannonRun | undefined;

/** Waits for a run, keeping it stoppable by `stopLoad` meanwhile. One run at a time. */
export async function runLoad(run: AutocannonRun): Promise<AutocannonResult> {
  running = run;
  try {
    return await run;
  } finally {
    running = undefined;
  }
}

/** Stops the run in flight, if any (an interrupt handler). */
export function stopLoad(): void {
  const run = running;
  running = undefined;
  if (typeof run?.stop === "function") run.stop();
}

/** `loadPage` run to its end, with what makes its figures meaningless (none: usable). */
export async function measurePage(
  options: PageLoadOptions,
): Promise<{ result: AutocannonResult; problems: string[] }> {
  const result = await runLoad(loadPage(options));
  return { result, problems: loadProblems(result) };
}

/** What makes a run's figures meaningless: error answers, errors, nothing completed. */
export function loadProblems(result: AutocannonResult): string[] {
  const problems: string[] = [];
  if (result.non2xx > 0) {
    const codes = Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(", ");
    problems.push(`${result.non2xx} non-2xx responses (${codes})`);
  }
  if (result.errors > 0) problems.push(`${result.errors} errors (${result.timeouts} timeouts)`);
  if (result.requests.total === 0) problems.push("no completed requests");
  return problems;
}
