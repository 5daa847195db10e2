import type { CarDetail } from "@forecourt/core/domain/car-detail";
import type { Reservation } from "@forecourt/core/domain/reservation";
import type { LeadWrite } from "@forecourt/db/repositories/leads/lead-write";

const RESERVATION_LEAD_CATEGORY = "Reservation";
/** The answer naming the purchase journey's partial lead, which the paid deposit completes. */
export const JOURNEY_LEAD_ANSWER = "lead_id";

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/**
 * The answer holding where the shopper reserved from (page, user agent, pages visited before, the
 * first page's query): kept with the reservation until the paid deposit makes it a lead.
 */
export const VISIT_ANSWER = "visit";

export type ReservationVisit = {
  url: string | null;
  userAgent: string | null;
  visitedPages: string[];
  linkedQueryParams: Record<string, string>;
};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

function visitOf(answers: Record<string, unknown>): ReservationVisit {
  const visit = answers[VISIT_ANSWER];
  const record = visit && typeof visit === "object" ? (visit as Record<string, unknown>) : {};
  const params = record.linkedQueryParams;
  return {
    url: text(record.url),
    userAgent: text(record.userAgent),
    visitedPages: strings(record.visitedPages),
    linkedQueryParams:
      params && typeof params === "object" && !Array.isArray(params)
        ? Object.fromEntries(
            Object.entries(params).filter(
              (entry): entry is [string, string] => typeof entry[1] === "string",
            ),
          )
        : {},
  };
}

/** The partial lead a reservation's answers continue, if any. */
export function journeyLeadId(reservation: Pick<Reservation, "answers">): string | null {
  const id = reservation.answers[JOURNEY_LEAD_ANSWER];
  return typeof id === "string" && id !== "" ? id : null;
}

/**
 * The dealer's lead for a paid reservation: category 'Reservation', the shopper's details, the
 * car, and in its answers the reservation reference, the deposit and the provider's payment
 * reference, so the dealer email carries them.
 */
export function reservationLead(
  reservation: Reservation,
  detail: CarDetail,
  paymentRef: string,
  url: string | null,
): LeadWrite {
  const { car, dealership, location } = detail;
  const answers = reservation.answers;
  const firstName = text(answers.first_name);
  const lastName = text(answers.last_name);
  const {
    first_name: _first,
    last_name: _last,
    email: _email,
    phone: _phone,
    postcode: _postcode,
    message: _message,
    [JOURNEY_LEAD_ANSWER]: _journeyLead,
    [VISIT_ANSWER]: _visit,
    ...rest
  } = answers;
  const visit = visitOf(answers);
  return {
    dealershipId: dealership.id,
    dealershipSlug: dealership.slug,
    locationId: location?.id ?? null,
    carId: car.id,
    category: RESERVATION_LEAD_CATEGORY,
    subcategory: reservation.kind === "purchase" ? "Online purchase" : "Reserve",
    isFormCompleted: true,
    stepNumber: null,
    skippedSteps: [],
    name: [firstName, lastName].filter(Boolean).join(" ") || null,
    firstName,
    middleName: null,
    lastName,
    email: text(answers.email),
    phone: text(answers.phone),
    postcode: text(answers.postcode),
    message: text(answers.message),
    fields: {
      ...rest,
      reservation_reference: reservation.reference,
      deposit: `${reservation.amount} ${reservation.currency}`,
      payment_provider: reservation.provider,
      payment_reference: paymentRef,
      stock_number: car.stockNumber,
      "Vehicle Make": car.make,
      "Vehicle Model": car.model,
      car_type: car.carType,
    },
    url: url ?? visit.url,
    userAgent: visit.userAgent,
    visitedPages: visit.visitedPages,
    linkedQueryParams: visit.linkedQueryParams,
    hasFiles: false,
  };
}
