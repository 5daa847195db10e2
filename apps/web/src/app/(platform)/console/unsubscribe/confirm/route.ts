import { optOutByLink } from "@/server/console/queries/unsubscribe";
import {
  BAD_UNSUBSCRIBE_LINK,
  WEEKLY_REPORT_UNSUBSCRIBE_PATH,
} from "@/server/reports/weekly-report-link";
import { AppError } from "@/server/http/app-error";
import { publicEndpoint } from "@/server/http/edge";
import { NO_STORE } from "@/server/http/no-store";

/**
 * POST /console/unsubscribe/confirm?u=&t=: the staff user the link is signed for gets no more
 * weekly reports. From the unsubscribe page's button (form field `from=page`): 303 back to the
 * page saying so; from a mail client's one-click unsubscribe (RFC 8058,
 * `List-Unsubscribe=One-Click`): 200 JSON. A link not signed for a user: the API's 404, nothing
 * stored. No sign-in: the link is signed for its user.
 */
export const POST = publicEndpoint(async ({ request }) => {
  const url = new URL(request.url);
  const u = url.searchParams.get("u");
  const t = url.searchParams.get("t");
  if (!(await optOutByLink({ u, t }))) throw new AppError("NOT_FOUND", BAD_UNSUBSCRIBE_LINK);
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
});
