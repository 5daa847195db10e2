import { z } from "zod";

/** §9: visited-pages history keeps at most 50 pages. */
export const MAX_VISITED_PAGES = 50;
/** §9: the stored first-page query, and the history with it, lasts 30 days. */
export const FIRST_PAGE_QUERY_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** §3 tracked campaign parameters. */
export const TRACKED_CAMPAIGN_PARAMS = [
  "gclid",
  "fbclid",
  "utm_source",
  "utm_medium",
  "utm_campaign",
] as const;
/** One of them: every collector event carries those the visit had. */
export type CampaignParam = (typeof TRACKED_CAMPAIGN_PARAMS)[number];
/** Longer URLs are cut so a lead carrying the history stays within the lead schema. */
export const MAX_URL_LENGTH = 2_048;

export const visitHistorySchema = z.object({
  pages: z.array(z.object({ url: z.string(), visitedAt: z.number() })),
  firstPageQuery: z
    .object({ params: z.record(z.string(), z.string()), storedAt: z.number() })
    .nullable(),
});

/** What the browser keeps between page views. Plain data: the caller stores it. */
export type VisitHistory = z.infer<typeof visitHistorySchema>;
export type VisitedPage = VisitHistory["pages"][number];
export type FirstPageQuery = NonNullable<VisitHistory["firstPageQuery"]>;

export type VisitHistoryOptions = { maxPages?: number; maxAgeMs?: number };
export type HistoryResetReason = "expired" | "new-campaign";

export function emptyVisitHistory(): VisitHistory {
  return { pages: [], firstPageQuery: null };
}

/** Reads what was stored (JSON-parsed); anything malformed starts a fresh history. */
export function parseVisitHistory(stored: unknown): VisitHistory {
  const result = visitHistorySchema.safeParse(stored);
  return result.success ? result.data : emptyVisitHistory();
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
