import { and, eq, ne, sql } from "drizzle-orm";
import type { Reservation } from "@forecourt/core/domain/reservation";
import { queueSavedCarAlerts } from "../garage/queue-saved-car-alerts.ts";
import type { Database } from "../../client.ts";
import { cars, leads, reservations } from "../../schema.ts";
import type { Executor } from "../../client.ts";
import { leadColumns, type LeadWrite } from "../leads/lead-write.ts";
import { queueLeadDeliveries } from "../outbox/queue-lead-deliveries.ts";
import { queueReservationMail } from "./queue-reservation-mail.ts";
import { queueLeadPush } from "../leads/queue-lead-push.ts";
import { lockReservation, setCarReserved, toReservation } from "./reservation-row.ts";
import { isCarSold } from "@forecourt/core/domain/car";

type ConfirmReservationInput = {
  websiteId: number;
  reservationId: string;
  /** The provider's id of the payment it says is paid. */
  paymentRef: string;
  /** The lead the dealer receives (category 'Reservation', the payment reference in its fields). */
  lead: LeadWrite;
  /**
   * The purchase journey's lead, saved step by step while the shopper answered: a partial lead
   * of the site named here is completed with `lead` instead of a second lead being stored.
   */
  continuesLeadId?: string | null;
  now?: Date;
};

/**
 * confirmed: this call reserved the car; already-confirmed: an earlier call did (a webhook and
 * the shopper's return both arrive, or a webhook arrives twice); car-taken: the money came in
 * for a hold that had lost its car (it ran out and another shopper reserved, or the car sold),
 * so the caller must refund it and then call {@link markRefunded}.
 */
type ConfirmReservationResult =
  | { outcome: "confirmed" | "already-confirmed"; reservation: Reservation }
  | { outcome: "car-taken"; reservation: Reservation }
  | { outcome: "not-found" };

type ReservationRow = NonNullable<Awaited<ReturnType<typeof lockReservation>>>;

/** The reservation's car, its row locked; undefined when it is gone. */
async function lockCar(tx: Executor, websiteId: number, carId: number) {
  const [car] = await tx
    .select({
      isReserved: cars.isReserved,
      isSold: cars.isSold,
      status: cars.status,
      price: cars.price,
    })
    .from(cars)
    .where(and(eq(cars.websiteId, websiteId), eq(cars.id, carId)))
    .for("update");
  return car;
}

/** Whether another reservation is live on the car: confirmed, or pending and not run out. */
async function hasOtherLiveReservation(tx: Executor, row: ReservationRow, now: Date) {
  const [other] = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.carId, row.carId),
        ne(reservations.id, row.id),
        sql`${reservations.status} in ('pending', 'confirmed')`,
        sql`(${reservations.status} = 'confirmed' or ${reservations.expiresAt} >= ${now})`,
      ),
    )
    .limit(1);
  return other !== undefined;
}

/** An expired hold of another shopper may still block the unique index: it is released first. */
async function releaseOtherPendingHolds(tx: Executor, row: ReservationRow, now: Date) {
  await tx
    .update(reservations)
    .set({ status: "released", updatedAt: now })
    .where(
      and(
        eq(reservations.carId, row.carId),
        ne(reservations.id, row.id),
        eq(reservations.status, "pending"),
      ),
    );
}

/**
 * The lead to the dealer (the purchase journey's partial lead completed, or a new one), with
 * its outbox deliveries and the console's push of the paid deposit.
 */
async function storeReservationLead(tx: Executor, input: ConfirmReservationInput) {
  const lead =
    (input.continuesLeadId
      ? await completePartialLead(tx, input.websiteId, input.continuesLeadId, input.lead)
      : null) ??
    (
      await tx
        .insert(leads)
        .values({ websiteId: input.websiteId, ...leadColumns(input.lead) })
        .returning()
    )[0];
  if (!lead) throw new Error("The reservation's lead was not stored");
  await queueLeadDeliveries(tx, lead);
  await queueLeadPush(tx, {
    leadId: lead.id,
    event: "deposit-paid",
    occasion: `deposit-paid:${lead.id}`,
  });
  return lead;
}

/** A reservation already confirmed, or cancelled or refunded: what the payment finds; else null. */
function settledOutcome(row: ReservationRow): ConfirmReservationResult | null {
  if (row.status === "confirmed") {
    return { outcome: "already-confirmed", reservation: toReservation(row) };
  }
  if (row.status === "cancelled" || row.status === "refunded") {
    return { outcome: "car-taken", reservation: toReservation(row) };
  }
  return null;
}

/**
 * A confirmed payment, made true in one transaction: the reservation is `confirmed`, its car is
 * reserved, and the lead to the dealer is stored with its outbox deliveries. The reservation row
 * and then the car row are locked, so two confirmations of the same payment serialise and the
 * second finds it done.
 */
export async function confirmReservation(
  db: Database,
  input: ConfirmReservationInput,
): Promise<ConfirmReservationResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<ConfirmReservationResult> => {
    const row = await lockReservation(tx, input.websiteId, input.reservationId);
    if (!row) return { outcome: "not-found" };
    const settled = settledOutcome(row);
    if (settled) return settled;
    const car = await lockCar(tx, input.websiteId, row.carId);
    // A late payment on a released hold is still honoured when nobody else has the car.
    const isTaken = await hasOtherLiveReservation(tx, row, now);
    if (!car || car.isReserved || isCarSold(car) || isTaken) {
      return { outcome: "car-taken", reservation: toReservation(row) };
    }
    if (row.status === "released") await releaseOtherPendingHolds(tx, row, now);
    const lead = await storeReservationLead(tx, input);
    const [confirmed] = await tx
      .update(reservations)
      .set({
        status: "confirmed",
        providerRef: input.paymentRef,
        leadId: lead.id,
        message: null,
        confirmedAt: now,
        updatedAt: now,
      })
      .where(eq(reservations.id, row.id))
      .returning();
    await setCarReserved(tx, { websiteId: input.websiteId, carId: row.carId }, true, now);
    // Shoppers who saved the car hear it is reserved, queued with the reservation itself.
    await queueSavedCarAlerts(tx, {
      websiteId: input.websiteId,
      carId: row.carId,
      before: car,
      after: { ...car, isReserved: true },
    });
    // The shopper's receipt, queued with the reservation itself.
    await queueReservationMail(tx, row, "paid");
    return { outcome: "confirmed", reservation: toReservation(confirmed!) };
  });
}

/**
 * Completes a partial lead of the site with the reservation's lead, keeping the visit the
 * browser recorded with it (page, user agent, visited pages) when the write has none. Null
 * when there is no such partial lead (unknown, another site's, or already complete).
 */
async function completePartialLead(
  tx: Executor,
  websiteId: number,
  leadId: string,
  write: LeadWrite,
) {
  const [current] = await tx
    .select()
    .from(leads)
    .where(
      and(eq(leads.id, leadId), eq(leads.websiteId, websiteId), eq(leads.isFormCompleted, false)),
    )
    .for("update")
    .limit(1);
  if (!current) return null;
  const [updated] = await tx
    .update(leads)
    .set({
      ...leadColumns(write),
      url: write.url ?? current.url,
      userAgent: write.userAgent ?? current.userAgent,
      visitedPages: write.visitedPages.length > 0 ? write.visitedPages : current.visitedPages,
      linkedQueryParams:
        Object.keys(write.linkedQueryParams).length > 0
          ? write.linkedQueryParams
          : current.linkedQueryParams,
      updatedAt: sql`now()`,
    })
    .where(eq(leads.id, current.id))
    .returning();
  return updated ?? null;
}
