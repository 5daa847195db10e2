import type { ReservationMailEvent } from "@forecourt/core/outbox/outbox-payload";

/** What a shopper's reservation mail says, all of it already worded for the site. */
type ReservationMailFacts = {
  event: ReservationMailEvent;
  reference: string;
  firstName: string | null;
  /** The deposit in the site's currency, e.g. "$500". */
  deposit: string;
  car: { name: string; stockNumber: string; url: string };
  dealership: { name: string; phone: string | null; email: string | null };
  /** The shopper's page of the reservation on the site. */
  reservationUrl: string;
  refundRef: string | null;
};

const HEADLINES = {
  paid: (f: ReservationMailFacts) => `Your deposit for the ${f.car.name} is paid (${f.reference})`,
  cancelled: (f: ReservationMailFacts) =>
    `Your reservation of the ${f.car.name} is cancelled (${f.reference})`,
  refunded: (f: ReservationMailFacts) =>
    `Your deposit for the ${f.car.name} has been refunded (${f.reference})`,
} as const satisfies Record<ReservationMailEvent, (facts: ReservationMailFacts) => string>;

const OPENINGS = {
  paid: (f: ReservationMailFacts) =>
    `Thank you. Your deposit of ${f.deposit} is paid and the ${f.car.name} is reserved for you at ${f.dealership.name}.`,
  cancelled: (f: ReservationMailFacts) =>
    `${f.dealership.name} has cancelled your reservation of the ${f.car.name}, and your deposit of ${f.deposit} has been refunded to the card you paid with.`,
  refunded: (f: ReservationMailFacts) =>
    `Your payment for the ${f.car.name} could not be kept: the vehicle was no longer available when it arrived. Your deposit of ${f.deposit} has been refunded to the card you paid with.`,
} as const satisfies Record<ReservationMailEvent, (facts: ReservationMailFacts) => string>;

function contactLine(f: ReservationMailFacts): string {
  const ways = [
    "reply to this email",
    ...(f.dealership.phone ? [`call ${f.dealership.phone}`] : []),
  ].join(" or ");
  return f.event === "paid"
    ? `To cancel your reservation or ask about it, ${ways} and quote ${f.reference}. If it is cancelled, your deposit is refunded to the card you paid with.`
    : `Questions? ${ways[0]!.toUpperCase()}${ways.slice(1)} and quote ${f.reference}.`;
}

/** The shopper's mail about their reservation: subject and plain text. */
export function reservationMail(f: ReservationMailFacts): { subject: string; text: string } {
  const lines = [
    f.firstName ? `Hello ${f.firstName},` : "Hello,",
    "",
    OPENINGS[f.event](f),
    "",
    `Reference: ${f.reference}`,
    `${f.event === "paid" ? "Deposit paid" : "Deposit refunded"}: ${f.deposit}`,
    ...(f.refundRef && f.event !== "paid" ? [`Refund reference: ${f.refundRef}`] : []),
    `Vehicle: ${f.car.name} (stock ${f.car.stockNumber})`,
    `Dealership: ${f.dealership.name}`,
    ...(f.dealership.phone ? [`Phone: ${f.dealership.phone}`] : []),
    ...(f.dealership.email ? [`Email: ${f.dealership.email}`] : []),
    "",
    `Your reservation: ${f.reservationUrl}`,
    ...(f.event === "paid" ? [`The vehicle: ${f.car.url}`] : []),
    "",
    contactLine(f),
    ...(f.event === "paid" ? [] : ["A refund can take a few business days to reach your account."]),
  ];
  return { subject: HEADLINES[f.event](f), text: `${lines.join("\n")}\n` };
}
