import "server-only";
import type { ListedLead } from "@forecourt/core/leads/lead-record";
import type { LeadCursor } from "@forecourt/core/leads/lead-list-query";
import { csvLine } from "@forecourt/core/text/csv-write";
import { LEAD_CSV_COLUMNS } from "./leads-out-json.ts";
import { BYTE_ORDER_MARK, csvAttachment } from "./csv-attachment.ts";

/** One page of leads after `cursor`, and where the next page starts (null after the last). */
type LeadCsvPages = (
  cursor: LeadCursor | null,
) => Promise<{ leads: ListedLead[]; nextCursor: LeadCursor | null }>;

/**
 * Every lead the pages hold, newest first, as CSV a spreadsheet opens safely (core `csvCell`
 * neutralises formulas). Streamed a page at a time, so a site with many leads holds one page in
 * memory. Shared by the platform API's export and the dealer console's.
 */
export function leadsCsvResponse(
  pages: LeadCsvPages,
  { filename, cursor: first = null }: { filename: string; cursor?: LeadCursor | null },
): Response {
  const encoder = new TextEncoder();
  let cursor: LeadCursor | null = first;
  let isFirst = true;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (isFirst) {
        isFirst = false;
        controller.enqueue(
          encoder.encode(BYTE_ORDER_MARK + csvLine(LEAD_CSV_COLUMNS.map(([header]) => header))),
        );
      }
      const page = await pages(cursor);
      const text = page.leads
        .map((lead) => csvLine(LEAD_CSV_COLUMNS.map(([, value]) => value(lead))))
        .join("");
      if (text) controller.enqueue(encoder.encode(text));
      cursor = page.nextCursor;
      if (!cursor) controller.close();
    },
  });
  return csvAttachment(body, filename);
}
