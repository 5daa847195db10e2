import { MAX_URL_LENGTH } from "../domain/url.ts";
import { TRACKED_CAMPAIGN_PARAMS } from "../analytics/campaign-params.ts";
import { asFiniteNumber, asRecord, asText } from "../validation/stored-shapes.ts";

/** §9: visited-pages history keeps at most 50 pages. */
export const MAX_VISITED_PAGES = 50;
/** §9: the stored first-page query, and the history with it, lasts 30 days. */
export const FIRST_PAGE_QUERY_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Longer URLs are cut so a lead carrying the history stays within the lead schema. */
export { MAX_URL_LENGTH };

type VisitedPage = { url: string; visitedAt: number };
type FirstPageQuery = { params: Record<string, string>; storedAt: number };

/** What the browser keeps between page views. Plain data: the caller stores it. */
export type VisitHistory = { pages: VisitedPage[]; firstPageQuery: FirstPageQuery | null };

type VisitHistoryOptions = { maxPages?: number; maxAgeMs?: number };
type HistoryResetReason = "expired" | "new-campaign";

export function emptyVisitHistory(): VisitHistory {
  return { pages: [], firstPageQuery: null };
}

/** Reads what was stored (JSON-parsed); anything malformed starts a fresh history. */
export function parseVisitHistory(stored: unknown): VisitHistory {
  const history = asRecord(stored);
  if (!history || !Array.isArray(history.pages)) return emptyVisitHistory();
  const pages: VisitedPage[] = [];
  for (const entry of history.pages) {
    const page = asRecord(entry);
    const url = asText(page?.url, 0, Number.MAX_SAFE_INTEGER);
    const visitedAt = asFiniteNumber(page?.visitedAt);
    if (url === undefined || visitedAt === undefined) return emptyVisitHistory();
    pages.push({ url, visitedAt });
  }
  if (history.firstPageQuery === null) return { pages, firstPageQuery: null };
  const first = asRecord(history.firstPageQuery);
  const params = asRecord(first?.params);
  const storedAt = asFiniteNumber(first?.storedAt);
  if (!params || storedAt === undefined) return emptyVisitHistory();
  if (!Object.values(params).every((value) => typeof value === "string"))
    return emptyVisitHistory();
  return { pages, firstPageQuery: { params: { ...params } as Record<string, string>, storedAt } };
}

/** The query of a URL, absolute or relative, first value per name; {} if it cannot be read. */
export function queryParams(url: string): Record<string, string> {
  let search: URLSearchParams;
  try {
    search = new URL(url, "http://relative.invalid").searchParams;
  } catch {
    return {};
  }
  const params: Record<string, string> = {};
  for (const [key, value] of search) if (!(key in params)) params[key] = value;
  return params;
}

/** The tracked campaign parameters present (non-empty) among `params`. */
export function campaignParams(params: Readonly<Record<string, string>>): Record<string, string> {
  const campaign: Record<string, string> = {};
  for (const key of TRACKED_CAMPAIGN_PARAMS) {
    const value = params[key];
    if (value) campaign[key] = value;
  }
  return campaign;
}

function sameCampaign(a: Record<string, string>, b: Record<string, string>): boolean {
  return TRACKED_CAMPAIGN_PARAMS.every((key) => (a[key] ?? "") === (b[key] ?? ""));
}

const isExpired = (query: FirstPageQuery, now: number, maxAgeMs: number) =>
  now - query.storedAt > maxAgeMs;

/**
 * §4: the history starts over when its first-page query is older than 30 days, or when a page
 * arrives with campaign parameters other than the stored ones (a new ad click is a new
 * journey). Landing again on the same campaign URL keeps it.
 */
export function historyResetReason(
  history: VisitHistory,
  url: string,
  now: number,
  options: VisitHistoryOptions = {},
): HistoryResetReason | null {
  const maxAgeMs = options.maxAgeMs ?? FIRST_PAGE_QUERY_MAX_AGE_MS;
  const stored = history.firstPageQuery;
  if (stored && isExpired(stored, now, maxAgeMs)) return "expired";
  const incoming = campaignParams(queryParams(url));
  if (Object.keys(incoming).length === 0) return null;
  if (!stored && history.pages.length === 0) return null;
  return sameCampaign(incoming, campaignParams(stored?.params ?? {})) ? null : "new-campaign";
}

/**
 * Records a page view at `now` (ms since epoch). The first page of a history stores its query
 * (all parameters, sent later as linked_query_params); at most `maxPages` recent pages stay.
 */
export function recordVisit(
  history: VisitHistory,
  url: string,
  now: number,
  options: VisitHistoryOptions = {},
): VisitHistory {
  const maxPages = options.maxPages ?? MAX_VISITED_PAGES;
  const kept = url.slice(0, MAX_URL_LENGTH);
  const base = historyResetReason(history, kept, now, options) ? emptyVisitHistory() : history;
  const firstPageQuery = base.firstPageQuery ?? { params: queryParams(kept), storedAt: now };
  const pages = [...base.pages, { url: kept, visitedAt: now }];
  return { pages: pages.slice(Math.max(0, pages.length - maxPages)), firstPageQuery };
}

/** The first-page query a lead carries; nothing once it has expired. */
export function linkedQueryParams(
  history: VisitHistory,
  now: number,
  options: VisitHistoryOptions = {},
): Record<string, string> {
  const stored = history.firstPageQuery;
  if (!stored || isExpired(stored, now, options.maxAgeMs ?? FIRST_PAGE_QUERY_MAX_AGE_MS)) return {};
  return { ...stored.params };
}

/** The visited pages a lead carries, oldest first. */
export function visitedPagesForLead(history: VisitHistory): string[] {
  return history.pages.slice(-MAX_VISITED_PAGES).map((page) => page.url);
}
