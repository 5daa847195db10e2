import "server-only";
import {
  buildShopperTimeline,
  type TimelineEntry,
  type TimelineLead,
} from "@forecourt/core/leads/shopper-timeline";
import type { Database } from "@forecourt/db/client";
import { getShopperRecords } from "@forecourt/db/repositories/leads/get-shopper-records";

export type ShopperTimelineData = {
  entries: TimelineEntry[];
  /** How many of the shopper's leads on the site the timeline shows (this one included). */
  leadCount: number;
};

/**
 * The timeline of a lead's shopper on its site: every lead they sent there (linked by
 * normalised email or E.164 phone) that `isVisible` lets through, their visits, saved cars,
 * reservations and sales, newest first, with a form given up part-way and then finished shown
 * once. Null when the site holds no such lead. The caller has checked the lead may be read.
 */
export async function getShopperTimeline(
  database: Database,
  lead: { websiteId: number; leadId: string },
  isVisible: (lead: TimelineLead) => boolean = () => true,
): Promise<ShopperTimelineData | null> {
  const records = await getShopperRecords(database, lead);
  if (!records) return null;
  const leads = records.leads.filter((other) => other.id === lead.leadId || isVisible(other));
  return { entries: buildShopperTimeline({ ...records, leads }), leadCount: leads.length };
}
