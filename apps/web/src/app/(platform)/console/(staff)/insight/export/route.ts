import { INSIGHT_CSV_HEADER, insightCsvRows } from "@forecourt/core/analytics/insight-report";
import { parseInsightQuery } from "@forecourt/core/console/insight-query";
import { csvLine } from "@forecourt/core/text/csv-write";
import { BYTE_ORDER_MARK, csvAttachment } from "@/server/leads/csv-attachment";
import { currentStaff } from "@/server/console/console-session";
import { loadInsight } from "@/server/console/insight-data";
import { db } from "@/server/db";

/**
 * GET /console/insight/export?site=&from=&to=: the dashboard's figures as CSV, written with the
 * lead export's formula-safe cells (core `csvLine`). A range that cannot be read is a 422 here
 * (the page falls back instead); a site that is not the user's, as on the page, is not found.
 */
export async function GET(request: Request) {
  const staff = await currentStaff();
  if (!staff) return new Response("Sign in again.\n", { status: 401 });
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = parseInsightQuery(params, new Date());
  const text = { "content-type": "text/plain; charset=utf-8" };
  if (Object.keys(query.errors).length > 0) {
    return new Response(`${Object.values(query.errors).join("\n")}\n`, {
      status: 422,
      headers: text,
    });
  }
  const view = await loadInsight(await db(), staff, query);
  if (!view) return new Response("Not found.\n", { status: 404, headers: text });
  const name = view.scope === "all" ? "all-sites" : view.shown[0]!.slug;
  const body =
    BYTE_ORDER_MARK +
    csvLine([...INSIGHT_CSV_HEADER]) +
    insightCsvRows(view.current, view.previous)
      .map((row) => csvLine(row))
      .join("");
  return csvAttachment(body, `insight-${name}-${query.range.from}-${query.range.to}.csv`);
}
