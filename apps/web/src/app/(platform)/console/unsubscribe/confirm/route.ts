import { optOutOfWeeklyReports } from "@forecourt/db/repositories/reports/queue-weekly-reports";
import { consoleSecret } from "@/server/console/console-secret";
import {
  BAD_UNSUBSCRIBE_LINK,
  signedStaffUser,
  WEEKLY_REPORT_UNSUBSCRIBE_PATH,
} from "@/server/console/weekly-report-link";
import { db } from "@/server/db";
import { NO_STORE } from "../../../../../server/http/no-store.ts";

/**
 * POST /console/unsubscribe/confirm?u=&t=: the staff user the link is signed for gets no more
 * weekly reports. From the unsubscribe page's button (form field `from=page`): 303 back to the
 * page saying so; from a mail client's one-click unsubscribe (RFC 8058,
 * `List-Unsubscribe=One-Click`): 200 JSON. A link not signed for a user: 404, nothing stored.
 */
export async function POST(request: Request) {
  const url = new URL(request.url);
  const u = url.searchParams.get("u");
  const t = url.searchParams.get("t");
  const database = await db();
  const userId = signedStaffUser(await consoleSecret(database), { u, t });
  if (!userId || !(await optOutOfWeeklyReports(database, userId))) {
    return Response.json(
      { error: { code: "NOT_FOUND", message: BAD_UNSUBSCRIBE_LINK } },
      { status: 404, headers: NO_STORE },
    );
  }
  const form = await request.formData().catch(() => null);
  if (form?.get("from") === "page") {
    const back = new URL(WEEKLY_REPORT_UNSUBSCRIBE_PATH, url);
    back.search = new URLSearchParams({ u: u ?? "", t: t ?? "", done: "1" }).toString();
    return new Response(null, {
      status: 303,
      headers: { location: `${back.pathname}${back.search}`, ...NO_STORE },
    });
  }
  return Response.json({ unsubscribed: true }, { headers: NO_STORE });
}
