import { and, eq, inArray, lt } from "drizzle-orm";
import type { CarStatus, CarType, PaymentProcessor } from "@forecourt/core/domain/car";
import {
  RESERVATION_HOLD_MINUTES,
  STAFF_HOLD_KIND,
  type Reservation,
  type ReservationKind,
} from "@forecourt/core/domain/reservation";
import {
  checkoutEligibility,
  type CheckoutIneligibleReason,
  type CheckoutRules,
} from "@forecourt/core/stock/eligibility";
import {
  checkoutProcessor,
  type CheckoutProcessor,
} from "@forecourt/core/payments/payment-provider";
import type { Database } from "../../client.ts";
import { cars, reservations } from "../../schema.ts";
import { insertLiveHold, toReservation } from "./reservation-row.ts";
import type { Executor } from "../../client.ts";
import { publishedClause } from "../stock/stock-scope.ts";

type HoldCarInput = {
  websiteId: number;
  carId: number;
  kind: ReservationKind;
  rules: CheckoutRules;
  currency: string;
  /** The shopper's validated answers, kept for the lead the confirmed payment sends. */
  answers: Record<string, unknown>;
  /** The hash of the shopper's browser token: the same browser coming back resumes the hold. */
  browserHash?: string | null;
  /** How long the hold lasts (the site's `commerce.reservationHoldMinutes`). */
  holdMinutes?: number;
  now?: Date;
};

type HoldCarResult =
  | { ok: true; reservation: Reservation; processor: CheckoutProcessor; dealershipId: number }
  | { ok: false; reason: "car-not-found" | "held" | CheckoutIneligibleReason };

export const HOLD_RAN_OUT_MESSAGE = "Not paid before the hold ran out.";

/**
 * Holds whose time ran out without a payment become `released`, inside the caller's transaction;
 * a staff hold that ran out puts its car on offer again (it was the car's one live row).
 * Returns the cars that came off hold that way.
 */
export async function releaseExpiredHolds(
  tx: Executor,
  where: { websiteId: number; carId?: number },
  now: Date,
): Promise<number[]> {
  const released = await tx
    .update(reservations)
    .set({
      status: "released",
      message: HOLD_RAN_OUT_MESSAGE,
      updatedAt: now,
    })
    .where(
      and(
        eq(reservations.websiteId, where.websiteId),
        where.carId === undefined ? undefined : eq(reservations.carId, where.carId),
        eq(reservations.status, "pending"),
        lt(reservations.expiresAt, now),
      ),
    )
    .returning({ carId: reservations.carId, kind: reservations.kind });
  const unheld = released.filter((row) => row.kind === STAFF_HOLD_KIND).map((row) => row.carId);
  if (unheld.length > 0) {
    await tx
      .update(cars)
      .set({ isReserved: false, updatedAt: now })
      .where(and(eq(cars.websiteId, where.websiteId), inArray(cars.id, unheld)));
  }
  return unheld;
}

/** The car with its row locked, as the checkout's eligibility reads it; undefined for none. */
async function lockCheckoutCar(tx: Executor, websiteId: number, carId: number) {
  const [car] = await tx
    .select({
      status: cars.status,
      price: cars.price,
      isSold: cars.isSold,
      isReserved: cars.isReserved,
      isReservable: cars.isReservable,
      paymentProcessors: cars.paymentProcessors,
      carType: cars.carType,
      dealershipId: cars.dealershipId,
    })
    .from(cars)
    // A draft cannot be reserved: it is no car to shoppers.
    .where(and(eq(cars.websiteId, websiteId), eq(cars.id, carId), publishedClause))
    .for("update");
  if (!car) return undefined;
  return {
    ...car,
    status: car.status as CarStatus,
    carType: car.carType as CarType,
    paymentProcessors: car.paymentProcessors as PaymentProcessor[],
  };
}

/**
 * The first step of a reservation, before any money moves: releases holds that ran out, then
 * with the car's row locked checks it is still eligible (the one gate, core
 * `checkoutEligibility`: a car a salesperson holds is reserved), and stores a `pending` hold for the shopper. A second shopper finds the hold and is refused
 * here, so they are never sent to pay; the partial unique index refuses a hold that slipped
 * past under any interleaving.
 */
export async function holdCar(db: Database, input: HoldCarInput): Promise<HoldCarResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    // First, so a staff hold that ran out no longer keeps the car reserved.
    await releaseExpiredHolds(tx, { websiteId: input.websiteId, carId: input.carId }, now);
    const car = await lockCheckoutCar(tx, input.websiteId, input.carId);
    if (!car) return { ok: false, reason: "car-not-found" } as const;
    const eligibility = checkoutEligibility(car, input.rules);
    if (!eligibility.isEligible) return { ok: false, reason: eligibility.reason } as const;
    const processor = checkoutProcessor(car.paymentProcessors, input.rules.paymentProviders);
    if (!processor) return { ok: false, reason: "payment-provider-unsupported" } as const;

    const inserted = await insertLiveHold(
      tx,
      {
        websiteId: input.websiteId,
        carId: input.carId,
        kind: input.kind,
        amount: processor.depositAmount,
        currency: input.currency,
        provider: processor.provider,
        answers: input.answers,
        browserHash: input.browserHash ?? null,
        expiresAt: new Date(
          now.getTime() + (input.holdMinutes ?? RESERVATION_HOLD_MINUTES) * 60_000,
        ),
      },
      now,
    );
    if (!inserted) return { ok: false, reason: "held" } as const;
    return {
      ok: true,
      reservation: toReservation(inserted),
      processor,
      dealershipId: car.dealershipId,
    } as const;
  });
}
