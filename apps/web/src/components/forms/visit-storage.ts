import {
  emptyVisitHistory,
  linkedQueryParams,
  parseVisitHistory,
  recordVisit,
  visitedPagesForLead,
  type VisitHistory,
} from "@forecourt/core/forms/visit-history";

/** localStorage key of the visit history every lead carries (spec §3, §4). */
export const VISIT_HISTORY_KEY = "forecourt:visit-history";

export function readVisitHistory(storage: Storage | undefined): VisitHistory {
  if (!storage) return emptyVisitHistory();
  try {
    const raw = storage.getItem(VISIT_HISTORY_KEY);
    return parseVisitHistory(raw === null ? null : JSON.parse(raw));
  } catch {
    // Storage blocked or a value written by something else: start a fresh history.
    return emptyVisitHistory();
  }
}

export function rememberVisitedPage(storage: Storage | undefined, url: string, now: number): void {
  if (!storage) return;
  const next = recordVisit(readVisitHistory(storage), url, now);
  try {
    storage.setItem(VISIT_HISTORY_KEY, JSON.stringify(next));
  } catch {
    // Full or blocked storage only costs the history, never the page.
  }
}

/** What a lead sends of the history: visited pages and the first page's query. */
export function visitContext(storage: Storage | undefined, now: number = Date.now()) {
  const history = readVisitHistory(storage);
  return {
    visitedPages: visitedPagesForLead(history),
    linkedQueryParams: linkedQueryParams(history, now),
  };
}

/**
 * Where the shopper is, for a payload that becomes a lead other than through the lead form (a
 * reservation): the page and the visit history, under the lead payload's names.
 */
export function visitPayload() {
  const { visitedPages, linkedQueryParams } = visitContext(browserStorage());
  return {
    url: window.location.href,
    visited_pages: visitedPages,
    linked_query_params: linkedQueryParams,
  };
}

/** The browser's context a lead carries (build-lead's `browser`): the page, agent and visit. */
export function browserContext() {
  return {
    url: window.location.href,
    userAgent: navigator.userAgent,
    ...visitContext(browserStorage()),
  };
}

export function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
