import "server-only";
import type { Site } from "@forecourt/core/domain/site";
import { MAX_LEAD_PAGE_SIZE, type LeadCursor } from "@forecourt/core/leads/lead-list-query";
import { csvLine } from "@forecourt/core/text/csv-write";
import { listLeads } from "@forecourt/db/repositories/leads/list-leads";
import { db } from "../db.ts";
import type { PlatformInput } from "../http/endpoints.ts";
import { leadListParams } from "./lead-list-params.ts";
import { LEAD_CSV_COLUMNS } from "./leads-out-json.ts";

/** Lets Excel read the file as UTF-8 (names with accents); other readers skip it. */
const BYTE_ORDER_MARK = "\uFEFF";

/**
 * GET /api/v1/websites/{id}/leads.csv?since&status&category&dealership&location: every lead
 * the filters match, newest first, as CSV a spreadsheet opens safely (core `csvCell`). Streamed
 * a page at a time, so a site with many leads holds one page in memory. `cursor` starts after
 * a lead as in the list; `limit` does not apply (the export holds every match).
 */
export async function exportLeadsCsv({ request, found: site }: PlatformInput<Site>) {
  const query = leadListParams(request);
  const database = await db();
  const encoder = new TextEncoder();
  let cursor: LeadCursor | null = query.cursor;
  let isFirst = true;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (isFirst) {
        isFirst = false;
        controller.enqueue(
          encoder.encode(BYTE_ORDER_MARK + csvLine(LEAD_CSV_COLUMNS.map(([header]) => header))),
        );
      }
      const page = await listLeads(database, site.id, {
        ...query,
        cursor,
        limit: MAX_LEAD_PAGE_SIZE,
      });
      const text = page.leads
        .map((lead) => csvLine(LEAD_CSV_COLUMNS.map(([, value]) => value(lead))))
        .join("");
      if (text) controller.enqueue(encoder.encode(text));
      cursor = page.nextCursor;
      if (!cursor) controller.close();
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="leads-${site.slug}-${day}.csv"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
