import "server-only";
import { decideAccess } from "@forecourt/core/console/staff-access";
import { staffLeadAccess } from "@forecourt/db/repositories/leads/staff-lead-access";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { getShopperTimeline } from "../../leads/shopper-timeline.ts";
import { db } from "../../db.ts";

/**
 * The shopper timeline of a lead the user may read (null otherwise): the shopper's other leads
 * only where the user may read them too (a salesperson's own dealership or location).
 */
export async function shopperTimelineOf(staff: StaffMember, leadId: string) {
  const database = await db();
  const access = await staffLeadAccess(database, { actor: staff, leadId, action: "read-leads" });
  if (!access.ok) return null;
  return getShopperTimeline(
    database,
    { websiteId: access.lead.websiteId, leadId },
    (other) =>
      decideAccess(staff, "read-leads", { websiteId: access.lead.websiteId, ...other }).allowed,
  );
}
