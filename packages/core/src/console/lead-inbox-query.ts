import { hasControlCharacter } from "../text/control-characters.ts";
import {
  parseLeadListQuery,
  type LeadListQuery,
  type LeadListQueryField,
} from "../leads/lead-list-query.ts";
import { parseRowId } from "../domain/row-id.ts";

/** The longest search the inbox takes (a name, an address, a phone or a stock number). */
const MAX_LEAD_SEARCH_LENGTH = 100;
/** Leads per page of the inbox. */
const LEAD_INBOX_PAGE_SIZE = 50;

/** Whose leads: one staff user's, nobody's, or everyone's (no filter). */
type AssigneeFilter = { staffUserId: string } | "unassigned" | null;

/**
 * The inbox's filters, read from its URL (the URL is the state, so the form works without
 * script): the platform API's list filters, and the console's own (site, end date, assignee,
 * search).
 */
export type LeadInboxQuery = LeadListQuery & {
  websiteId: number | null;
  /** Leads created before this instant (the day after the chosen end date). */
  until: Date | null;
  assignee: AssigneeFilter;
  search: string | null;
  /** Only the leads past their site's response target, unanswered (`overdue=1`). */
  isOverdueOnly: boolean;
  /** Only the leads whose shopper wrote back unanswered (`replied=1`). */
  isRepliedOnly: boolean;
};

export type LeadInboxField =
  LeadListQueryField | "site" | "until" | "assignee" | "q" | "overdue" | "replied";

/** Every filter of the inbox, by its name in the URL (a page link keeps them). */
export const LEAD_INBOX_FIELDS = [
  "q",
  "status",
  "category",
  "site",
  "location",
  "assignee",
  "since",
  "until",
  "overdue",
  "replied",
] as const satisfies readonly LeadInboxField[];

type LeadInboxQueryResult =
  | { ok: true; query: LeadInboxQuery }
  | { ok: false; errors: Partial<Record<LeadInboxField, string>> };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The query names the inbox form sends; the date range is `since`..`until` (both YYYY-MM-DD). */
export function parseLeadInboxQuery(
  get: (name: LeadInboxField) => string | null,
): LeadInboxQueryResult {
  const value = (name: LeadInboxField) => {
    const text = get(name)?.trim() ?? null;
    return text === null || text === "" ? null : text;
  };
  const listed = parseLeadListQuery((name) => (name === "limit" ? null : value(name)));
  const errors: Partial<Record<LeadInboxField, string>> = listed.ok ? {} : { ...listed.errors };

  const siteText = value("site");
  const websiteId = siteText === null ? null : parseRowId(siteText);
  if (siteText !== null && websiteId === null) errors.site = "Choose one of your sites.";

  const untilText = value("until");
  let until: Date | null = null;
  if (untilText !== null) {
    const day = DATE.test(untilText) ? Date.parse(`${untilText}T00:00:00Z`) : Number.NaN;
    if (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== untilText) {
      errors.until = "Enter the end date as a date (YYYY-MM-DD).";
    } else until = new Date(day + DAY_MS);
  }

  const assigneeText = value("assignee");
  let assignee: AssigneeFilter = null;
  if (assigneeText === "none") assignee = "unassigned";
  else if (assigneeText !== null) {
    if (UUID.test(assigneeText)) assignee = { staffUserId: assigneeText.toLowerCase() };
    else errors.assignee = "Choose a salesperson from the list.";
  }

  const search = value("q");
  if (search !== null && (search.length > MAX_LEAD_SEARCH_LENGTH || hasControlCharacter(search))) {
    errors.q = `Search for at most ${MAX_LEAD_SEARCH_LENGTH} characters.`;
  }

  const overdueText = value("overdue");
  if (overdueText !== null && overdueText !== "1") errors.overdue = "Tick overdue or leave it.";
  const repliedText = value("replied");
  if (repliedText !== null && repliedText !== "1") errors.replied = "Tick replied or leave it.";

  if (!listed.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  if (listed.query.since && until && until <= listed.query.since) {
    return { ok: false, errors: { until: "The end date must not be before the start date." } };
  }
  return {
    ok: true,
    query: {
      ...listed.query,
      limit: LEAD_INBOX_PAGE_SIZE,
      websiteId,
      until,
      assignee,
      search,
      isOverdueOnly: overdueText === "1",
      isRepliedOnly: repliedText === "1",
    },
  };
}
