import { and, eq } from "drizzle-orm";
import { ACTION_EVENT_IDS } from "@forecourt/core/analytics/event-catalogue";
import type { Database } from "../../client.ts";
import { cars, trackingEvents } from "../../schema.ts";
import { isRowId } from "@forecourt/core/domain/row-id";
import { publishedClause } from "../stock/stock-scope.ts";

/**
 * Tracking categories written for car actions; event ids are the catalogue's (25 click to call,
 * 49 phone reveal, see core `analytics/event-catalogue`).
 */
export const CAR_EVENT = {
  phoneReveal: { category: "phone_reveal", eventId: ACTION_EVENT_IDS["phone-reveal"] },
  phoneCall: { category: "car_phone_call", eventId: ACTION_EVENT_IDS["click-to-call"] },
} as const;

export type CarEventKind = keyof typeof CAR_EVENT;

export type RecordCarEventInput = {
  websiteId: number;
  carId: number;
  /** Page the shopper was on; kept as given, trimmed to a sane length. */
  url?: string | null;
  anonId?: string | null;
  sessionId?: string | null;
  properties?: Record<string, unknown>;
};

export type RecordCarEventResult =
  | { ok: true; id: number; carId: number; dealershipId: number; websiteId: number }
  | { ok: false; reason: "car-not-found" };

const MAX_TEXT = 2_000;
const clip = (value: string | null | undefined, max = MAX_TEXT) =>
  value == null ? null : value.slice(0, max);

/**
 * Records an action on one site's car in tracking_events with the car, its dealership and the
 * site. The car must belong to the site: a car id from another site is "car-not-found" and
 * nothing is written.
 */
export async function recordCarEvent(
  db: Database,
  kind: CarEventKind,
  input: RecordCarEventInput,
): Promise<RecordCarEventResult> {
  const { websiteId, carId } = input;
  if (!isRowId(websiteId) || !isRowId(carId)) {
    return { ok: false, reason: "car-not-found" };
  }
  const [car] = await db
    .select({ id: cars.id, slug: cars.slug, name: cars.name, dealershipId: cars.dealershipId })
    .from(cars)
    // A draft is no car to shoppers: no event (nor pixel) names it.
    .where(and(eq(cars.websiteId, websiteId), eq(cars.id, carId), publishedClause))
    .limit(1);
  if (!car) return { ok: false, reason: "car-not-found" };
  const { category, eventId } = CAR_EVENT[kind];
  const [row] = await db
    .insert(trackingEvents)
    .values({
      websiteId,
      category,
      eventId,
      url: clip(input.url),
      carId: car.id,
      dealershipId: car.dealershipId,
      anonId: clip(input.anonId, 100),
      sessionId: clip(input.sessionId, 100),
      properties: { ...input.properties, car_slug: car.slug, car_name: car.name },
    })
    .returning({ id: trackingEvents.id });
  if (!row) throw new Error("tracking event insert returned no row");
  return { ok: true, id: row.id, carId: car.id, dealershipId: car.dealershipId, websiteId };
}
