import "server-only";
import type { CarDetail } from "@forecourt/core/domain/car-detail";
import type { ReservationKind } from "@forecourt/core/domain/reservation";
import type { Site } from "@forecourt/core/site/site";
import { PaymentProviderError } from "@forecourt/core/payments/payment-provider";
import type { CheckoutIneligibleReason } from "@forecourt/core/stock/eligibility";
import type { Database } from "@forecourt/db/client";
import { getPaymentAccount } from "@forecourt/db/repositories/reservations/get-payment-account";
import { getActiveHold, isOwnHold } from "@forecourt/db/repositories/reservations/get-active-hold";
import { holdCar } from "@forecourt/db/repositories/reservations/hold-car";
import {
  releaseHold,
  setPaymentRef,
} from "@forecourt/db/repositories/reservations/update-reservation";
import { checkoutRules } from "./checkout-rules.ts";
import { paymentProviderFor } from "./payment-provider-for.ts";

export const CAR_HELD_MESSAGE =
  "Another shopper is paying the deposit on this vehicle right now, so it cannot be reserved. Nothing has been charged. Please try again later or enquire with us.";
export const CAR_NOT_RESERVABLE_MESSAGE =
  "This vehicle can no longer be reserved online. Nothing has been charged. Please enquire with us.";
const PAYMENTS_UNAVAILABLE_MESSAGE =
  "Online payment is not available for this vehicle right now. Nothing has been charged. Please enquire with us.";

type StartReservationInput = {
  site: Site;
  detail: CarDetail;
  kind: ReservationKind;
  /** The shopper's validated answers. */
  answers: Record<string, unknown>;
  /** Absolute URLs on the host the shopper is on; `{reservation}` is replaced by its id. */
  returnUrl: string;
  cancelUrl: string;
  /**
   * The hash of the shopper's browser token (see checkout-browser.ts): a hold this browser
   * started on the car is resumed instead of refused. Null: nobody resumes it.
   */
  browserHash: string | null;
};

type StartReservationResult =
  | {
      ok: true;
      reservationId: string;
      reference: string;
      redirectUrl: string;
      /** The browser already held the car: this is its own payment, carried on. */
      isResumed: boolean;
    }
  | {
      ok: false;
      reason: "held" | "car-not-found" | CheckoutIneligibleReason | "provider";
      message: string;
    };

/** The payment this browser already started on the car and can still pay, if any. */
async function ownPayment(db: Database, input: StartReservationInput) {
  const hold = await getActiveHold(db, { websiteId: input.site.id, carId: input.detail.car.id });
  if (!hold || !isOwnHold(hold, input.browserHash) || !hold.paymentUrl) return null;
  return {
    ok: true,
    reservationId: hold.id,
    reference: hold.reference,
    redirectUrl: hold.paymentUrl,
    isResumed: true,
  } as const;
}

/**
 * Sends a browser that already holds the car back to its own payment (same reservation, same
 * payment page). Otherwise holds the car for the shopper (refusing a second shopper before any money moves), then
 * creates the deposit with the car's payment provider and returns the page to pay on. When the
 * provider cannot be reached the hold is released at once and nothing was charged.
 */
export async function startReservation(
  db: Database,
  input: StartReservationInput,
): Promise<StartReservationResult> {
  const { site, detail } = input;
  const resumed = await ownPayment(db, input);
  if (resumed) return resumed;
  const held = await holdCar(db, {
    websiteId: site.id,
    carId: detail.car.id,
    kind: input.kind,
    rules: checkoutRules(site),
    currency: site.settings.currency,
    answers: input.answers,
    browserHash: input.browserHash,
    holdMinutes: site.settings.commerce.reservationHoldMinutes,
  });
  if (!held.ok) {
    return {
      ok: false,
      reason: held.reason,
      message: held.reason === "held" ? CAR_HELD_MESSAGE : CAR_NOT_RESERVABLE_MESSAGE,
    };
  }
  const { reservation } = held;
  const where = { websiteId: site.id, reservationId: reservation.id };
  const account = await getPaymentAccount(db, {
    websiteId: site.id,
    carId: detail.car.id,
    provider: reservation.provider,
  });
  const provider = account ? paymentProviderFor(db, site.id, account) : null;
  if (!provider) {
    await releaseHold(db, where, PAYMENTS_UNAVAILABLE_MESSAGE);
    return { ok: false, reason: "provider", message: PAYMENTS_UNAVAILABLE_MESSAGE };
  }
  const fill = (url: string) => url.replaceAll("{reservation}", reservation.id);
  try {
    const payment = await provider.createDeposit({
      amount: reservation.amount,
      currency: reservation.currency,
      reference: reservation.reference,
      description: `Deposit for ${detail.car.name} (stock ${detail.car.stockNumber})`,
      customerEmail: typeof input.answers.email === "string" ? input.answers.email : null,
      returnUrl: fill(input.returnUrl),
      cancelUrl: fill(input.cancelUrl),
      expiresAt: reservation.expiresAt,
    });
    // The hold ends when the provider closes its page, so an abandoned payment frees the car.
    await setPaymentRef(db, where, {
      providerRef: payment.paymentRef,
      paymentUrl: payment.redirectUrl,
      expiresAt: payment.expiresAt,
    });
    return {
      ok: true,
      reservationId: reservation.id,
      reference: reservation.reference,
      redirectUrl: payment.redirectUrl,
      isResumed: false,
    };
  } catch (error) {
    const message =
      error instanceof PaymentProviderError ? error.message : PAYMENTS_UNAVAILABLE_MESSAGE;
    await releaseHold(db, where, message);
    if (!(error instanceof PaymentProviderError)) throw error;
    return { ok: false, reason: "provider", message };
  }
}
