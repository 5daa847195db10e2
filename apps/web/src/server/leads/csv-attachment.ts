import { NO_STORE } from "../http/no-store.ts";
/** Lets Excel read a CSV file as UTF-8 (names with accents); other readers skip it. */
export const BYTE_ORDER_MARK = "\uFEFF";

/**
 * A CSV file to download (the console's lead and insight exports): UTF-8, saved under `filename`,
 * never cached, and not sniffed as anything else.
 */
export function csvAttachment(body: BodyInit, filename: string): Response {
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      ...NO_STORE,
      "x-content-type-options": "nosniff",
    },
  });
}
