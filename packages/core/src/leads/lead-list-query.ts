import { hasControlCharacter } from "../text/control-characters.ts";
import { SLUG_PATTERN } from "../domain/slug.ts";
import { isLeadWorkflowStatus, LEAD_STATUSES, type LeadWorkflowStatus } from "./lead-statuses.ts";
import { parseRowId } from "../domain/row-id.ts";
import { isUuid } from "../domain/uuid.ts";

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
type LeadListQueryResult =
  | { ok: true; query: LeadListQuery }
  | { ok: false; errors: Partial<Record<LeadListQueryField, string>> };

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
    if (!isUuid(id)) return null;
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

/** Each parameter's message when its value is refused. */
const QUERY_MESSAGES: Record<LeadListQueryField, string> = {
  cursor: "cursor must be the next_cursor of an earlier page.",
  limit: `limit must be a whole number from 1 to ${MAX_LEAD_PAGE_SIZE}.`,
  since: "since must be a date (YYYY-MM-DD) or a date and time with its zone (ISO 8601).",
  status: `status must be one of: ${LEAD_STATUSES.join(", ")}.`,
  category: `category must be a form category of at most ${MAX_TEXT} characters.`,
  dealership: "dealership must be a dealership's id or slug.",
  location: "location must be a location's id.",
};

function parseLimit(text: string): number | null {
  const limit = /^[1-9]\d{0,3}$/.test(text) ? Number(text) : 0;
  return limit < 1 || limit > MAX_LEAD_PAGE_SIZE ? null : limit;
}

function parseCategory(text: string): string | null {
  return text.length > MAX_TEXT || hasControlCharacter(text) ? null : text;
}

function parseDealership(text: string): LeadListFilters["dealership"] {
  if (/^\d+$/.test(text)) {
    // Digits are an id, never a slug.
    const id = parseRowId(text);
    return id === null ? null : { id };
  }
  return SLUG_PATTERN.test(text) && text.length <= MAX_TEXT ? { slug: text } : null;
}

/**
 * The list's query string (`?cursor&limit&since&status&category&dealership&location`), each
 * bad value with its own message. Absent or empty parameters filter nothing.
 */
export function parseLeadListQuery(
  get: (name: LeadListQueryField) => string | null,
): LeadListQueryResult {
  const errors: Partial<Record<LeadListQueryField, string>> = {};
  /** The parameter parsed, null when absent or empty; a refused value is null with its message. */
  const read = <T>(name: LeadListQueryField, parse: (text: string) => T | null): T | null => {
    const text = get(name);
    if (text === null || text === "") return null;
    const parsed = parse(text);
    if (parsed === null) errors[name] = QUERY_MESSAGES[name];
    return parsed;
  };
  const query: LeadListQuery = {
    cursor: read("cursor", decodeLeadCursor),
    limit: read("limit", parseLimit) ?? DEFAULT_LEAD_PAGE_SIZE,
    since: read("since", parseSince),
    status: read("status", (text) => (isLeadWorkflowStatus(text) ? text : null)),
    category: read("category", parseCategory),
    dealership: read("dealership", parseDealership),
    locationId: read("location", parseRowId),
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, query };
}
