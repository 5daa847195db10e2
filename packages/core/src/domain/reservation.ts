/**
 * pending: the car is held while the shopper pays (until `expiresAt`); confirmed: paid, the car
 * is reserved; released: not paid in time or the payment failed; cancelled: the dealer cancelled
 * and the deposit was refunded; refunded: a payment arrived for a hold that had lost its car, so
 * it was given back.
 */
export const RESERVATION_STATUSES = [
  "pending",
  "confirmed",
  "released",
  "cancelled",
  "refunded",
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** reserve: `/cars/{slug}/checkout`; purchase: the online purchase journey. */
export const RESERVATION_KINDS = ["reserve", "purchase"] as const;
export type ReservationKind = (typeof RESERVATION_KINDS)[number];
/**
 * A salesperson's hold on a car for a phone or walk-in buyer: no deposit, `pending` until it
 * expires or is released, the car shown reserved meanwhile; the same one-live-row-per-car rule
 * as an online deposit.
 */
export const STAFF_HOLD_KIND = "hold";
/** Every kind a reservation row may have: the online ones and the staff hold. */
export type AnyReservationKind = ReservationKind | typeof STAFF_HOLD_KIND;

/** A staff hold lasts this long unless the salesperson says otherwise, and at most the maximum. */
export const STAFF_HOLD_DEFAULT_HOURS = 48;
export const STAFF_HOLD_MAX_HOURS = 14 * 24;

/**
 * A hold is released when its deposit is not paid within this time: the default of the site
 * setting `commerce.reservationHoldMinutes`. Its bounds are those of a hosted payment session
 * (Stripe Checkout expires between 30 minutes and 24 hours after it is created).
 */
export const RESERVATION_HOLD_MINUTES = 30;
export const MIN_RESERVATION_HOLD_MINUTES = 30;
export const MAX_RESERVATION_HOLD_MINUTES = 24 * 60;

export type Reservation = {
  id: string;
  websiteId: number;
  carId: number;
  leadId: string | null;
  reference: string;
  kind: AnyReservationKind;
  status: ReservationStatus;
  /** Whole currency units. */
  amount: number;
  currency: string;
  provider: string;
  providerRef: string | null;
  refundRef: string | null;
  /** Why a payment failed, in the provider's words. */
  message: string | null;
  answers: Record<string, unknown>;
  /** The hash of the cookie token of the browser that started the hold (null: placed by staff). */
  browserHash: string | null;
  /** The provider's page where the deposit is paid, while it can still be paid. */
  paymentUrl: string | null;
  expiresAt: Date;
  confirmedAt: Date | null;
  /** When the dealer handed the car over; a handed-over reservation cannot be cancelled. */
  handedOverAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};
