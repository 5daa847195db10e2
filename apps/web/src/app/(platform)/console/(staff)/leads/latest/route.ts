import { newestInboxLead } from "@forecourt/db/repositories/leads/list-inbox-leads";
import { currentStaff } from "@/server/console/console-session";
import { db } from "@/server/db";
import { NO_STORE } from "../../../../../../server/http/no-store.ts";

/** GET /console/leads/latest: the newest lead the user may read, for the inbox's watch. */
export async function GET() {
  const staff = await currentStaff();
  if (!staff) return Response.json({ error: "Sign in again." }, { status: 401 });
  const newest = await newestInboxLead(await db(), { actor: staff });
  return Response.json({ newestId: newest?.id ?? null }, { headers: NO_STORE });
}
