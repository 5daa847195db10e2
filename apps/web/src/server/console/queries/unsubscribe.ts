import "server-only";
import { getStaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { optOutOfWeeklyReports } from "@forecourt/db/repositories/reports/queue-weekly-reports";
import { db } from "../../db.ts";
import { consoleSecret } from "../../security/console-secret.ts";
import { signedStaffUser } from "../../reports/weekly-report-link.ts";

type SignedLink = { u: string | null; t: string | null };

/** The staff user a weekly report's unsubscribe link is signed for, or null. */
export async function unsubscribingUser(link: SignedLink) {
  const database = await db();
  const userId = signedStaffUser(await consoleSecret(database), link);
  return userId ? getStaffMember(database, { id: userId }) : null;
}

/** Stops the weekly reports of the user the link is signed for; false when it is signed for none. */
export async function optOutByLink(link: SignedLink): Promise<boolean> {
  const database = await db();
  const userId = signedStaffUser(await consoleSecret(database), link);
  return userId !== null && (await optOutOfWeeklyReports(database, userId));
}
