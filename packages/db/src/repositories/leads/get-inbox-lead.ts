import { and, asc, eq, isNull } from "drizzle-orm";
import type { InboxLeadDetail } from "@forecourt/core/console/inbox-lead";
import type { Database } from "../../client.ts";
import {
  carImages,
  cars,
  dealerships,
  leadReads,
  leads,
  locations,
  staffUsers,
} from "../../schema.ts";
import type { StaffMember } from "../staff/get-staff-member.ts";
import { getLeadDetail } from "./get-lead-detail.ts";
import { inboxLeadColumns, leadCarJoin, toInboxLead } from "./inbox-lead-row.ts";
import { staffLeadAccess } from "./staff-lead-access.ts";

/**
 * A lead as its detail page shows it, for a staff user who may read it (null for anyone else,
 * another dealer's lead included). The first opening marks it read (`firstReadAt`), and each
 * user's first opening marks it read for them (lead_reads).
 */
export async function getInboxLead(
  db: Database,
  { actor, leadId, now }: { actor: StaffMember; leadId: string; now: Date },
): Promise<InboxLeadDetail | null> {
  const access = await staffLeadAccess(db, { actor, leadId, action: "read-leads" });
  if (!access.ok) return null;
  const { websiteId } = access.lead;
  await db
    .update(leads)
    .set({ firstReadAt: now })
    .where(and(eq(leads.id, leadId), eq(leads.websiteId, websiteId), isNull(leads.firstReadAt)));
  await db
    .insert(leadReads)
    .values({ websiteId, leadId, staffUserId: actor.id, readAt: now })
    .onConflictDoNothing();
  const [detail, [row]] = await Promise.all([
    getLeadDetail(db, websiteId, leadId),
    db
      .select({
        ...inboxLeadColumns(actor.id),
        dealershipName: dealerships.name,
        locationName: locations.name,
      })
      .from(leads)
      .leftJoin(staffUsers, eq(staffUsers.id, leads.assignedStaffUserId))
      .leftJoin(cars, leadCarJoin)
      .leftJoin(dealerships, eq(dealerships.id, leads.dealershipId))
      .leftJoin(locations, eq(locations.id, leads.locationId))
      .where(and(eq(leads.id, leadId), eq(leads.websiteId, websiteId))),
  ]);
  if (!detail || !row) return null;
  const inbox = toInboxLead(row);
  return {
    ...detail,
    assignee: inbox.assignee,
    firstReadAt: inbox.firstReadAt,
    isReadByMe: true,
    carName: inbox.carName,
    firstRespondedAt: inbox.firstRespondedAt,
    firstContactedAt: inbox.firstContactedAt,
    carPrice: inbox.carPrice,
    isReplied: inbox.isReplied,
    dealershipName: row.dealershipName,
    locationName: row.locationName,
    car: detail.carId === null ? null : await leadCar(db, websiteId, detail.carId),
  };
}

async function leadCar(db: Database, websiteId: number, carId: number) {
  const [car] = await db
    .select({
      id: cars.id,
      slug: cars.slug,
      name: cars.name,
      stockNumber: cars.stockNumber,
      price: cars.price,
      status: cars.status,
    })
    .from(cars)
    .where(and(eq(cars.id, carId), eq(cars.websiteId, websiteId)));
  if (!car) return null;
  const [image] = await db
    .select({ thumbUrl: carImages.thumbUrl, alt: carImages.alt })
    .from(carImages)
    .where(and(eq(carImages.carId, carId), eq(carImages.websiteId, websiteId)))
    .orderBy(asc(carImages.position), asc(carImages.id))
    .limit(1);
  return { ...car, thumbUrl: image?.thumbUrl ?? null, alt: image?.alt || car.name };
}
