import { parseLeadInboxQuery, type LeadInboxField } from "@forecourt/core/console/lead-inbox-query";
import { MAX_LEAD_PAGE_SIZE } from "@forecourt/core/leads/lead-list-query";
import { listInboxLeads } from "@forecourt/db/repositories/leads/list-inbox-leads";
import { currentStaff } from "@/server/console/console-session";
import { db } from "@/server/db";
import { leadsCsvResponse } from "@/server/leads/leads-csv-response";

/**
 * GET /console/leads/export?{the inbox's filters}: the filtered list as the platform API's CSV
 * (same columns, formula-safe cells), every lead the user may read that the filters match.
 */
export async function GET(request: Request) {
  const staff = await currentStaff();
  if (!staff) return new Response("Sign in again.\n", { status: 401 });
  const params = new URL(request.url).searchParams;
  const parsed = parseLeadInboxQuery((name: LeadInboxField) => params.get(name));
  if (!parsed.ok) {
    return new Response(`${Object.values(parsed.errors).join("\n")}\n`, {
      status: 422,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  const database = await db();
  const day = new Date().toISOString().slice(0, 10);
  return leadsCsvResponse(
    async (cursor) =>
      listInboxLeads(database, {
        actor: staff,
        query: { ...parsed.query, cursor, limit: MAX_LEAD_PAGE_SIZE },
      }),
    { filename: `leads-${day}.csv`, cursor: parsed.query.cursor },
  );
}
