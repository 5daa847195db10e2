import http from "node:http";
import { readdirSync, readFileSync } from "node:fs";

export type FirstByte = { ms: number; status: number; cache: string };

/**
 * Time from sending one GET to 127.0.0.1 (site chosen by `host`) to its status line and headers
 * arriving: the first byte as a browser waits for it. The body is read and dropped.
 */
export function firstByte(port: number, host: string, path: string): Promise<FirstByte> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: "127.0.0.1", port, path, headers: { host }, agent: false, timeout: 60_000 },
      (response) => {
        const ms = performance.now() - started;
        const header = response.headers["x-nextjs-cache"] ?? response.headers["x-cache"] ?? "";
        response.resume();
        response.on("end", () =>
          resolve({ ms, status: response.statusCode ?? 0, cache: String(header) }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`${host}${path} timed out`)));
    request.on("error", reject);
  });
}

/** `work` on each item with at most `lanes` under way at once, results in the items' order. */
export async function inLanes<T, R>(
  items: readonly T[],
  lanes: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

/** The resident memory in MB of process `pid` and every process below it (from /proc). */
export function residentMb(pid: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // The process ended while being read.
    }
  }
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of parents)
      if (tree.has(parent) && !tree.has(child)) grew = tree.add(child) !== undefined;
  }
  let kb = 0;
  for (const member of tree) {
    try {
      const status = readFileSync(`/proc/${member}/status`, "utf8");
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // Gone.
    }
  }
  return kb / 1024;
}

/** p50, p95, max of a list of milliseconds. */
export function percentiles(values: readonly number[]): { p50: number; p95: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}
