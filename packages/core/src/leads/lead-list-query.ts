import { hasControlCharacter } from "../text/control-characters.ts";
import { SLUG_PATTERN } from "../domain/slug.ts";
import { isLeadWorkflowStatus, LEAD_STATUSES, type LeadWorkflowStatus } from "./lead-statuses.ts";
import { parseRowId } from "../domain/row-id.ts";

/** Leads per page of the list when the client does not say. */
export const DEFAULT_LEAD_PAGE_SIZE = 50;
/** The most leads one page (or the CSV export's batch) holds. */
export const MAX_LEAD_PAGE_SIZE = 200;
const MAX_TEXT = 200;

/**
 * Where a page of the newest-first list ends: the last lead's creation time and id; in the
 * console's inbox (replied leads first), also whether the page ended among the replied leads.
 */
export type LeadCursor = { createdAt: string; id: string; isReplied?: boolean };

export type LeadListFilters = {
  /** Leads created at or after this instant. */
  since: Date | null;
  status: LeadWorkflowStatus | null;
  category: string | null;
  /** A dealership by id or by slug. */
  dealership: { id: number } | { slug: string } | null;
  locationId: number | null;
};

export type LeadListQuery = LeadListFilters & { cursor: LeadCursor | null; limit: number };

export type LeadListQueryField =
  "cursor" | "limit" | "since" | "status" | "category" | "dealership" | "location";
export type LeadListQueryResult =
  | { ok: true; query: LeadListQuery }
  | { ok: false; errors: Partial<Record<LeadListQueryField, string>> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** PostgreSQL's timestamp text in UTC, to the microsecond (the cursor keeps every digit). */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export function encodeLeadCursor(cursor: LeadCursor): string {
  // The JSON is ASCII (an ISO time and a UUID), so btoa takes it as it is.
  const parts =
    cursor.isReplied === undefined
      ? [cursor.createdAt, cursor.id]
      : [cursor.createdAt, cursor.id, cursor.isReplied ? 1 : 0];
  return btoa(JSON.stringify(parts)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function decodeLeadCursor(text: string): LeadCursor | null {
  if (text.length > 200 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const value: unknown = JSON.parse(atob(text.replaceAll("-", "+").replaceAll("_", "/")));
    if (!Array.isArray(value) || value.length < 2 || value.length > 3) return null;
    const [createdAt, id, replied] = value as unknown[];
    if (typeof createdAt !== "string" || !CURSOR_TIME.test(createdAt)) return null;
    if (Number.isNaN(Date.parse(createdAt))) return null;
    if (typeof id !== "string" || !UUID.test(id)) return null;
    if (value.length === 2) return { createdAt, id };
    if (replied !== 0 && replied !== 1) return null;
    return { createdAt, id, isReplied: replied === 1 };
  } catch {
    return null;
  }
}

function parseSince(text: string): Date | null {
  if (!DATE.test(text) && !DATE_TIME.test(text)) return null;
  const time = Date.parse(DATE.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(time)) return null;
  // Date.parse rolls 2026-02-31 over to March; a real date prints back the same day.
  if (
    new Date(Date.parse(`${text.slice(0, 10)}T00:00:00Z`)).toISOString().slice(0, 10) !==
    text.slice(0, 10)
  ) {
    return null;
  }
  return new Date(time);
}

/**
 * The list's query string (`?cursor&limit&since&status&category&dealership&location`), each
 * bad value with its own message. Absent or empty parameters filter nothing.
 */
export function parseLeadListQuery(
  get: (name: LeadListQueryField) => string | null,
): LeadListQueryResult {
  const errors: Partial<Record<LeadListQueryField, string>> = {};
  const value = (name: LeadListQueryField) => {
    const text = get(name);
    return text === null || text === "" ? null : text;
  };

  const cursorText = value("cursor");
  const cursor = cursorText === null ? null : decodeLeadCursor(cursorText);
  if (cursorText !== null && cursor === null) {
    errors.cursor = "cursor must be the next_cursor of an earlier page.";
  }

  const limitText = value("limit");
  let limit = DEFAULT_LEAD_PAGE_SIZE;
  if (limitText !== null) {
    limit = /^[1-9]\d{0,3}$/.test(limitText) ? Number(limitText) : 0;
    if (limit < 1 || limit > MAX_LEAD_PAGE_SIZE) {
      errors.limit = `limit must be a whole number from 1 to ${MAX_LEAD_PAGE_SIZE}.`;
    }
  }

  const sinceText = value("since");
  const since = sinceText === null ? null : parseSince(sinceText);
  if (sinceText !== null && since === null) {
    errors.since = "since must be a date (YYYY-MM-DD) or a date and time with its zone (ISO 8601).";
  }

  const statusText = value("status");
  if (statusText !== null && !isLeadWorkflowStatus(statusText)) {
    errors.status = `status must be one of: ${LEAD_STATUSES.join(", ")}.`;
  }

  const category = value("category");
  if (category !== null && (category.length > MAX_TEXT || hasControlCharacter(category))) {
    errors.category = `category must be a form category of at most ${MAX_TEXT} characters.`;
  }

  const dealershipText = value("dealership");
  let dealership: LeadListFilters["dealership"] = null;
  if (dealershipText !== null) {
    if (/^\d+$/.test(dealershipText)) {
      // Digits are an id, never a slug.
      const id = parseRowId(dealershipText);
      if (id !== null) dealership = { id };
      else errors.dealership = "dealership must be a dealership's id or slug.";
    } else if (SLUG_PATTERN.test(dealershipText) && dealershipText.length <= MAX_TEXT) {
      dealership = { slug: dealershipText };
    } else {
      errors.dealership = "dealership must be a dealership's id or slug.";
    }
  }

  const locationText = value("location");
  const locationId = locationText === null ? null : parseRowId(locationText);
  if (locationText !== null && locationId === null) {
    errors.location = "location must be a location's id.";
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    query: {
      cursor,
      limit,
      since,
      status: statusText as LeadWorkflowStatus | null,
      category,
      dealership,
      locationId,
    },
  };
}
