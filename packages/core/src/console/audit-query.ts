import { isAuditAction, type AuditAction } from "./audit-action.ts";
import { parseRowId } from "../domain/row-id.ts";
import { siteTime } from "../time/site-time.ts";

/**
 * The audit page's filter, as its query string gives it: who (an address, matched in part),
 * which site, which kind of change, and the first and last day (inclusive; each entry's days
 * are its site's, in the site's time zone).
 */
export type AuditQuery = {
  who: string | null;
  websiteId: number | null;
  action: AuditAction | null;
  from: string | null;
  to: string | null;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_WHO = 200;

const one = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const text = (value: unknown) => {
  const first = one(value);
  return typeof first === "string" ? first.trim() : "";
};
const day = (value: unknown) => {
  const found = text(value);
  return DAY.test(found) && !Number.isNaN(Date.parse(`${found}T00:00:00Z`)) ? found : null;
};

/** The filter a query string asks for; anything that is not a valid value is left out. */
export function parseAuditQuery(query: Record<string, unknown>): AuditQuery {
  const who = text(query.who).slice(0, MAX_WHO);
  const action = text(query.kind);
  return {
    who: who === "" ? null : who,
    websiteId: parseRowId(text(query.site)),
    action: isAuditAction(action) ? action : null,
    from: day(query.from),
    to: day(query.to),
  };
}

/**
 * A change's fields that differ, each before and after, in words a dealer reads: a time (an ISO
 * instant, as a hold's expiry is stored) in the site's zone, as the entry's own time is shown.
 */
export function auditChanges(
  before: unknown,
  after: unknown,
  timeZone = "UTC",
): { field: string; before: string; after: string }[] {
  const asRecord = (value: unknown): Record<string, unknown> =>
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : value === null || value === undefined
        ? {}
        : { value };
  const was = flatten(asRecord(before));
  const now = flatten(asRecord(after));
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .filter((field) => !ID_FIELD.test(field))
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))
    .map((field) => ({
      field: fieldWords(field),
      before: shown(was[field], timeZone),
      after: shown(now[field], timeZone),
    }));
}

/** Ids the entry's sentence names instead (`auditSentence`): a reader has no use for them. */
const ID_FIELD = /(^id|\.id|Id|_id)$/;

/** Nested sections (settings) as one field a leaf: `branding.colours.primary`. */
function flatten(value: Record<string, unknown>, prefix = ""): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) =>
      inner !== null && typeof inner === "object" && !Array.isArray(inner)
        ? Object.entries(flatten(inner as Record<string, unknown>, `${prefix}${key}.`))
        : [[`${prefix}${key}`, inner]],
    ),
  );
}

/** "assignedStaffUserId" → "assigned staff user id"; "branding.logoUrl" → "branding logo url". */
function fieldWords(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[._-]+/g, " ")
    .toLowerCase();
}

/** An instant as JSON writes a Date: `2026-11-29T13:54:49.700Z`. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function shown(value: unknown, timeZone: string): string {
  if (value === null || value === undefined || value === "") return "(none)";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string" && INSTANT.test(value) && !Number.isNaN(Date.parse(value))) {
    return siteTime(new Date(value), timeZone);
  }
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) {
    return value.every((item) => typeof item === "string" || typeof item === "number")
      ? value.join(", ") || "(none)"
      : `${value.length} ${value.length === 1 ? "item" : "items"}`;
  }
  return "(changed)";
}
