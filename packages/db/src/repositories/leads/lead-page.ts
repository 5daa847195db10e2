import { desc, sql, type SQL } from "drizzle-orm";
import { MAX_LEAD_PAGE_SIZE, type LeadCursor } from "@forecourt/core/leads/lead-list-query";
import { leads } from "../../schema.ts";

/**
 * Pages of leads, newest first, ordered by (created_at, id) as the platform API's list is: leads
 * made in the same instant are neither skipped nor repeated. The site's list and the console's
 * inbox page alike.
 */

/** The creation time as PostgreSQL holds it (microseconds), so a cursor loses no digit. */
export const leadCreatedAtText = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The order of a page: newest first. */
export const NEWEST_LEADS_FIRST = [desc(leads.createdAt), desc(leads.id)] as const;

/**
 * A page's window: its size as asked, kept to 1 to MAX_LEAD_PAGE_SIZE, and the condition that
 * starts it after the cursor (the last lead of the page before; none on the first page).
 */
export function leadPageWindow({ limit, cursor }: { limit: number; cursor: LeadCursor | null }): {
  limit: number;
  after: SQL | undefined;
} {
  return {
    limit: Math.min(Math.max(1, Math.trunc(limit)), MAX_LEAD_PAGE_SIZE),
    after: cursor
      ? sql`(${leads.createdAt}, ${leads.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
      : undefined,
  };
}

/**
 * The page from rows read one beyond it (`limit + 1`, so a row more tells that a page follows);
 * `nextCursor` is null on the last page.
 */
export function leadPage<R extends { createdAtText: string; row: { id: string } }, L>(
  rows: R[],
  limit: number,
  toLead: (row: R) => L,
): { leads: L[]; nextCursor: LeadCursor | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    leads: page.map(toLead),
    nextCursor:
      rows.length > limit && last ? { createdAt: last.createdAtText, id: last.row.id } : null,
  };
}
