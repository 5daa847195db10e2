import { INSIGHT_CSV_HEADER, insightCsvRows } from "@forecourt/core/analytics/insight-report";
import { parseInsightQuery } from "@forecourt/core/console/insight-query";
import { csvLine } from "@forecourt/core/text/csv-write";
import { BYTE_ORDER_MARK, csvAttachment } from "@/server/leads/csv-attachment";
import { loadInsight } from "@/server/console/insight-data";
import { invalidQuery, staffEndpoint } from "@/server/console/staff-endpoint";
import { db } from "@/server/db";

/**
 * GET /console/insight/export?site=&from=&to=: the dashboard's figures as CSV, written with the
 * lead export's formula-safe cells (core `csvLine`). A range that cannot be read is a 422 here
 * (the page falls back instead); a site that is not the user's, as on the page, is not found.
 */
export const GET = staffEndpoint(async ({ request, staff }) => {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = parseInsightQuery(params, new Date());
  if (Object.keys(query.errors).length > 0) throw invalidQuery(query.errors);
  const view = await loadInsight(await db(), staff, query);
  if (!view) {
    return new Response("Not found.\n", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  const name = view.scope === "all" ? "all-sites" : view.shown[0]!.slug;
  const body =
    BYTE_ORDER_MARK +
    csvLine([...INSIGHT_CSV_HEADER]) +
    insightCsvRows(view.current, view.previous)
      .map((row) => csvLine(row))
      .join("");
  const { range } = view.query;
  return csvAttachment(body, `insight-${name}-${range.from}-${range.to}.csv`);
});
