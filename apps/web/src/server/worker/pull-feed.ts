import "server-only";
import dns from "node:dns/promises";
import net from "node:net";
import type { Site } from "@forecourt/core/site/site";
import type { FeedImportReport } from "@forecourt/core/stock/feeds/feed-import-report";
import { MAX_FEED_BYTES } from "@forecourt/core/stock/feeds/feed-limits";
import type { Database } from "@forecourt/db/client";
import { recordRejectedFeed } from "@forecourt/db/repositories/feeds/record-rejected-feed";
import { runFeedImport, type FeedImportDeps } from "../stock/feeds/run-feed-import.ts";
import { openFeedFile } from "../stock/feeds/read-feed-upload.ts";
import { AppError } from "../http/app-error.ts";
import { formatBytes } from "../http/read-body.ts";
import { isPrivateAddress } from "../media/fetch-image.ts";
import { isProduction } from "@forecourt/env/runtime-env";

const DEFAULT_PULL_TIMEOUT_MS = 60_000;
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
const MAX_REDIRECTS = 5;
export const PRIVATE_FEED_MESSAGE = "The feed URL points to a private or loopback address.";

/** The addresses a host name resolves to (node:dns by default; tests give their own). */
type ResolveHost = (hostname: string) => Promise<string[]>;

const resolveWithDns: ResolveHost = async (hostname) =>
  (await dns.lookup(hostname, { all: true })).map(({ address }) => address);

/**
 * Whether a URL's host is, or resolves to, a loopback, private or link-local address: a dealer's
 * feed URL must not reach the platform's own network. Checked on each redirect too.
 */
export async function isPrivateTarget(url: URL, resolve: ResolveHost): Promise<boolean> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host)) return isPrivateAddress(host);
  const addresses = await resolve(host).catch(() => []);
  return addresses.length === 0 || addresses.some(isPrivateAddress);
}

export type PullFeedOptions = {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Plain http for loopback hosts (tests and local stand-ins); off in production. */
  isLoopbackHttpAllowed?: boolean;
  /** Feeds on private or loopback addresses (tests, a local stand-in); off in production. */
  isPrivateNetworkAllowed?: boolean;
  resolveHost?: ResolveHost;
  deps?: FeedImportDeps;
};

/** Why a feed URL may not be pulled, or null when it may. */
export function refusedFeedUrl(url: URL, isLoopbackHttpAllowed: boolean): string | null {
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:" && isLoopbackHttpAllowed && LOOPBACK.has(url.hostname)) return null;
  return "The feed URL must be https.";
}

/** The body of a response, at most `maxBytes` as received (decompressed by fetch), counted. */
async function boundedBody(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get("content-length"));
  const tooLarge = () =>
    new AppError("PAYLOAD_TOO_LARGE", `The feed is larger than ${formatBytes(maxBytes)}.`);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Pulls a site's feed from settings.stockFeed.pullUrl and imports it through the same function
 * as an upload. Anything that stops it (a URL that is not https, a timeout, an error status, a
 * file over the size cap or that cannot be read) leaves a rejected report with the reason.
 */
export async function pullFeed(
  db: Database,
  site: Site,
  {
    fetch: fetchFeed = fetch,
    timeoutMs = DEFAULT_PULL_TIMEOUT_MS,
    isLoopbackHttpAllowed = !isProduction(),
    isPrivateNetworkAllowed = !isProduction(),
    resolveHost = resolveWithDns,
    deps,
  }: PullFeedOptions = {},
): Promise<FeedImportReport> {
  const pullUrl = site.settings.stockFeed.pullUrl;
  const reject = (message: string, fileHash?: string) =>
    recordRejectedFeed(db, {
      websiteId: site.id,
      source: "pull",
      format: "csv",
      message,
      fileHash,
    });
  if (!pullUrl) return reject("The site has no stock feed URL.");
  const url = new URL(pullUrl);
  const refused = refusedFeedUrl(url, isLoopbackHttpAllowed);
  if (refused) return reject(refused);
  let bytes: Uint8Array;
  let response: Response;
  try {
    const signal = AbortSignal.timeout(timeoutMs);
    // Redirects are followed here, one hop at a time, so each target is checked before it is asked.
    let target = url;
    for (let hop = 0; ; hop += 1) {
      if (!isPrivateNetworkAllowed && (await isPrivateTarget(target, resolveHost))) {
        return await reject(PRIVATE_FEED_MESSAGE);
      }
      response = await fetchFeed(target, {
        signal,
        headers: { accept: "text/csv, application/json;q=0.9, */*;q=0.1" },
        redirect: "manual",
      });
      const location = response.headers.get("location");
      if (response.status < 300 || response.status > 399 || !location) break;
      await response.body?.cancel().catch(() => {});
      if (hop >= MAX_REDIRECTS) return await reject("The feed URL redirected too many times.");
      target = new URL(location, target);
      if (refusedFeedUrl(target, isLoopbackHttpAllowed)) {
        return await reject(`The feed URL redirected to a URL that is not https.`);
      }
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      return await reject(`The feed server answered ${response.status}.`);
    }
    bytes = await boundedBody(response, MAX_FEED_BYTES);
  } catch (error) {
    if (error instanceof AppError) return reject(error.message);
    const name = (error as { name?: string } | null)?.name;
    if (name === "TimeoutError" || name === "AbortError") {
      return reject(`The feed server did not answer within ${Math.round(timeoutMs / 1000)} s.`);
    }
    return reject(`The feed could not be fetched: ${(error as Error)?.message ?? String(error)}.`);
  }
  try {
    const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    const file = openFeedFile(bytes, {
      format: null,
      name: url.pathname,
      typeFormat: type === "application/json" ? "json" : type.includes("csv") ? "csv" : "sniff",
    });
    const outcome = await runFeedImport(db, site, file, "pull", deps);
    if (outcome.ok) return outcome.report;
    return await recordRejectedFeed(db, {
      websiteId: site.id,
      source: "pull",
      format: outcome.format,
      message: outcome.message,
      fileHash: outcome.fileHash,
    });
  } catch (error) {
    if (error instanceof AppError) return reject(error.message);
    throw error;
  }
}
