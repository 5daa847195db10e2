/**
 * Removes cached pages from the HTTP cache in front of the servers by tag (Varnish xkey, Fastly
 * surrogate keys, Cloudflare cache tags). Throws when the cache did not confirm the purge.
 */
export type CachePurger = {
  kind: string;
  purge(tags: readonly string[]): Promise<void>;
};

const PURGE_TIMEOUT_MS = 2_000;

/** One purge request; anything but a 2xx is an error that names the cache and its answer. */
export async function sendPurge(kind: string, url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
  if (!response.ok) {
    const detail = (await response.text().catch(() => "")).slice(0, 200);
    throw new Error(`${kind} purge at ${url} answered ${response.status} ${detail}`.trim());
  }
  return response;
}

/** Splits tags into requests of at most `size` (each API caps the tags one call may name). */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}
