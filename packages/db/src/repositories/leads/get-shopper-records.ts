import { alias } from "drizzle-orm/pg-core";
import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import {
  shopperKeys,
  type ShopperKeys,
  type ShopperRecords,
} from "@forecourt/core/leads/shopper-timeline";
import type { Database } from "../../client.ts";
import {
  cars,
  garageUsers,
  leads,
  reservations,
  trackingEvents,
  watchlistItems,
} from "../../schema.ts";

/** Most of each kind one timeline reads; a real shopper has far fewer. */
const MAX_SHOPPER_LEADS = 100;
const MAX_SHOPPER_VISITS = 50;
const MAX_SHOPPER_VISITORS = 20;

const soldCars = alias(cars, "sold_cars");

/** A shopper's emails (normalised) and E.164 phones, as their leads give them. */
type KeySet = { emails: Set<string>; phones: Set<string> };

const keyCount = (keys: KeySet) => keys.emails.size + keys.phones.size;

function addKeys(keys: KeySet, found: ShopperKeys) {
  if (found.email) keys.emails.add(found.email);
  if (found.phone) keys.phones.add(found.phone);
}

/** Rows with one of the shopper's emails (compared lower-cased) or phones; null for no key. */
function sameShopper(keys: KeySet, email: SQL, phone: SQL): SQL | null {
  const conditions = [
    keys.emails.size > 0 ? inArray(sql`lower(${email})`, [...keys.emails]) : undefined,
    keys.phones.size > 0 ? inArray(phone, [...keys.phones]) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return conditions.length === 0 ? null : (or(...conditions) as SQL);
}

/** How many times the keys of the leads found are followed (an email found by its phone). */
const LINK_ROUNDS = 2;

type Scope = { db: Database; websiteId: number };

/**
 * The shopper's keys: the lead's own, then those of the leads found under them, followed
 * {@link LINK_ROUNDS} times. Null when the site holds no such lead.
 */
async function findShopperKeys({ db, websiteId }: Scope, leadId: string): Promise<KeySet | null> {
  const [anchor] = await db
    .select({ email: leads.email, phone: leads.phone })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.websiteId, websiteId)));
  if (!anchor) return null;
  const keys: KeySet = { emails: new Set(), phones: new Set() };
  addKeys(keys, shopperKeys(anchor));
  for (let round = 0; round < LINK_ROUNDS; round += 1) {
    const match = sameShopper(keys, sql`${leads.email}`, sql`${leads.phone}`);
    if (!match) break;
    const before = keyCount(keys);
    const found = await db
      .selectDistinct({ email: leads.email, phone: leads.phone })
      .from(leads)
      .where(and(eq(leads.websiteId, websiteId), match))
      .limit(MAX_SHOPPER_LEADS);
    for (const row of found) addKeys(keys, shopperKeys(row));
    if (keyCount(keys) === before) break;
  }
  return keys;
}

/** The shopper's leads, newest first, the lead itself always among them. */
function readShopperLeads({ db, websiteId }: Scope, leadId: string, keys: KeySet) {
  const match = sameShopper(keys, sql`${leads.email}`, sql`${leads.phone}`);
  return db
    .select({
      id: leads.id,
      dealershipId: leads.dealershipId,
      locationId: leads.locationId,
      category: leads.category,
      subcategory: leads.subcategory,
      isFormCompleted: leads.isFormCompleted,
      stepNumber: leads.stepNumber,
      status: leads.status,
      carName: cars.name,
      createdAt: leads.createdAt,
      soldAt: leads.soldAt,
      soldCarName: soldCars.name,
    })
    .from(leads)
    .leftJoin(cars, and(eq(cars.id, leads.carId), eq(cars.websiteId, leads.websiteId)))
    .leftJoin(
      soldCars,
      and(eq(soldCars.id, leads.soldCarId), eq(soldCars.websiteId, leads.websiteId)),
    )
    .where(
      and(
        eq(leads.websiteId, websiteId),
        match ? or(eq(leads.id, leadId), match) : eq(leads.id, leadId),
      ),
    )
    .orderBy(desc(leads.createdAt))
    .limit(MAX_SHOPPER_LEADS);
}

/** The collector's anonymous ids of the visitors who sent these leads. */
async function readVisitors({ db, websiteId }: Scope, leadIds: string[]): Promise<string[]> {
  const visitorRows = await db
    .selectDistinct({ anonId: trackingEvents.anonId })
    .from(trackingEvents)
    .where(
      and(
        eq(trackingEvents.websiteId, websiteId),
        isNotNull(trackingEvents.leadId),
        inArray(trackingEvents.leadId, leadIds),
        isNotNull(trackingEvents.anonId),
      ),
    )
    .limit(MAX_SHOPPER_VISITORS);
  return visitorRows.map((row) => row.anonId as string);
}

/** The visitors' sessions, newest first, with their page views and cars viewed. */
async function readVisits({ db, websiteId }: Scope, visitors: string[]) {
  if (visitors.length === 0) return [];
  return db
    .select({
      sessionId: sql<string>`coalesce(${trackingEvents.sessionId}, ${trackingEvents.anonId})`,
      startedAt: sql<Date>`min(${trackingEvents.createdAt})`.mapWith(trackingEvents.createdAt),
      endedAt: sql<Date>`max(${trackingEvents.createdAt})`.mapWith(trackingEvents.createdAt),
      pageViews:
        sql<number>`count(*) filter (where ${trackingEvents.category} = 'page_view')`.mapWith(
          Number,
        ),
      carsViewed: sql<number>`count(distinct ${trackingEvents.carId})`.mapWith(Number),
    })
    .from(trackingEvents)
    .where(and(eq(trackingEvents.websiteId, websiteId), inArray(trackingEvents.anonId, visitors)))
    .groupBy(sql`1`)
    .orderBy(desc(sql`2`))
    .limit(MAX_SHOPPER_VISITS);
}

/** The cars saved by a garage account with one of the shopper's emails or phones. */
async function readSavedCars({ db, websiteId }: Scope, keys: KeySet) {
  const garageMatch = sameShopper(keys, sql`${garageUsers.email}`, sql`${garageUsers.phone}`);
  if (!garageMatch) return [];
  return db
    .select({ carId: cars.id, carName: cars.name, savedAt: watchlistItems.createdAt })
    .from(garageUsers)
    .innerJoin(
      watchlistItems,
      and(eq(watchlistItems.userId, garageUsers.id), eq(watchlistItems.websiteId, websiteId)),
    )
    .innerJoin(cars, and(eq(cars.id, watchlistItems.carId), eq(cars.websiteId, websiteId)))
    .where(and(eq(garageUsers.websiteId, websiteId), garageMatch))
    .orderBy(desc(watchlistItems.createdAt))
    .limit(MAX_SHOPPER_LEADS);
}

/** The reservations sent as one of the leads or under one of the shopper's emails. */
function readReservations({ db, websiteId }: Scope, leadIds: string[], keys: KeySet) {
  const emails = [...keys.emails];
  return db
    .select({
      id: reservations.id,
      reference: reservations.reference,
      kind: reservations.kind,
      status: reservations.status,
      carName: cars.name,
      amount: reservations.amount,
      currency: reservations.currency,
      createdAt: reservations.createdAt,
    })
    .from(reservations)
    .innerJoin(cars, and(eq(cars.id, reservations.carId), eq(cars.websiteId, websiteId)))
    .where(
      and(
        eq(reservations.websiteId, websiteId),
        or(
          inArray(reservations.leadId, leadIds),
          emails.length > 0
            ? inArray(sql`lower(${reservations.answers}->>'email')`, emails)
            : undefined,
        ),
      ),
    )
    .orderBy(desc(reservations.createdAt))
    .limit(MAX_SHOPPER_LEADS);
}

/**
 * Everything the shopper of one lead did on its site, for their timeline: the leads with the
 * lead's email (normalised) or E.164 phone, and with the emails and phones those leads give
 * (a lead by phone only links the leads under its email; the lead is always among them), the
 * visits of the visitors who sent those leads (by the collector's anonymous id), the cars saved
 * by a garage account with one of those emails or phones, and the reservations sent as those
 * leads or under one of those emails. Null when the site holds no such lead.
 */
export async function getShopperRecords(
  db: Database,
  { websiteId, leadId }: { websiteId: number; leadId: string },
): Promise<(ShopperRecords & { leadIds: string[] }) | null> {
  const scope: Scope = { db, websiteId };
  const keys = await findShopperKeys(scope, leadId);
  if (!keys) return null;
  const leadRows = await readShopperLeads(scope, leadId, keys);
  const leadIds = leadRows.map((row) => row.id);
  if (!leadIds.includes(leadId)) leadIds.push(leadId);
  const visitors = await readVisitors(scope, leadIds);
  const [visits, savedCars, reservationRows] = await Promise.all([
    readVisits(scope, visitors),
    readSavedCars(scope, keys),
    readReservations(scope, leadIds, keys),
  ]);
  return { leadIds, leads: leadRows, visits, savedCars, reservations: reservationRows };
}
