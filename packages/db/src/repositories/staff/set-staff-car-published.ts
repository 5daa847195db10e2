import { and, eq } from "drizzle-orm";
import type { CarDetail } from "@forecourt/core/domain/car-detail";
import type { Database } from "../../client.ts";
import { cars } from "../../schema.ts";
import { getCarById } from "../stock/get-car.ts";
import { lockSiteStock } from "../stock/lock-site-stock.ts";
import { appendAuditEntry } from "./append-audit-entry.ts";
import type { StaffMember } from "./get-staff-member.ts";
import { stockEntryCarSite } from "./stock-entry-site.ts";

type SetStaffCarPublishedResult =
  | { ok: true; detail: CarDetail; isChanged: boolean }
  | { ok: false; reason: "car-not-found" | "drafts-only" };

/**
 * Publishes a car (on the site, search, sitemap and feeds at once) or takes it back to draft
 * (off them all), for an actor who may publish on its site (`decideCarPublishing`): a dealer
 * admin, or sales where the site lets them. Sales who save drafts only are refused with
 * "drafts-only"; another dealer's car is "not found". The change and its audit entry are one
 * transaction; asking for the state the car is already in changes nothing and records nothing.
 */
export async function setStaffCarPublished(
  db: Database,
  {
    actor,
    carId,
    isPublished,
    now = new Date(),
  }: { actor: StaffMember; carId: number; isPublished: boolean; now?: Date },
): Promise<SetStaffCarPublishedResult> {
  const site = await stockEntryCarSite(db, { actor, carId });
  if (!site) return { ok: false, reason: "car-not-found" };
  if (!site.mayPublish) return { ok: false, reason: "drafts-only" };
  const isChanged = await db.transaction(async (tx) => {
    await lockSiteStock(tx, site.id);
    const [changed] = await tx
      .update(cars)
      .set({ isDraft: !isPublished, updatedAt: now })
      .where(and(eq(cars.id, carId), eq(cars.websiteId, site.id), eq(cars.isDraft, isPublished)))
      .returning({ id: cars.id });
    if (!changed) return false;
    await appendAuditEntry(tx, {
      actor,
      websiteId: site.id,
      action: isPublished ? "stock.car-published" : "stock.car-unpublished",
      subject: `car:${carId}`,
      before: { is_draft: isPublished },
      after: { is_draft: !isPublished },
      now,
    });
    return true;
  });
  const detail = await getCarById(db, { websiteId: site.id, id: carId });
  if (!detail) return { ok: false, reason: "car-not-found" };
  return { ok: true, detail, isChanged };
}
