import "server-only";
import type { CarDetail } from "@forecourt/core/domain/car-detail";
import type { Reservation } from "@forecourt/core/domain/reservation";
import { getReservation } from "@forecourt/db/repositories/reservations/get-reservation";
import {
  getTestPayment,
  type TestPayment,
} from "@forecourt/db/repositories/reservations/test-payments";
import { getCarById } from "@forecourt/db/repositories/stock/get-car";
import { db } from "../db.ts";

/**
 * A site's reservation by its reference or id, with the car it holds (null when the car is no
 * longer there), read on every request: its state changes with its payment. Null when the
 * site has no such reservation.
 */
export async function getReservationWithCar(
  siteId: number,
  key: string,
): Promise<{ reservation: Reservation; detail: CarDetail | null } | null> {
  const database = await db();
  const reservation = await getReservation(database, { websiteId: siteId, key });
  if (!reservation) return null;
  const detail = await getCarById(database, { websiteId: siteId, id: reservation.carId });
  return { reservation, detail };
}

/** The offline test provider's payment of a site, for its hosted payment page. */
export async function getSiteTestPayment(siteId: number, id: string): Promise<TestPayment | null> {
  return getTestPayment(await db(), { id, websiteId: siteId });
}
