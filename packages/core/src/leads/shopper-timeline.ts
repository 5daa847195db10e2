/**
 * One shopper's timeline on a site (pure): their enquiries, visits, saved cars, reservations and
 * sales, newest first. A multi-step form given up part-way and then finished is one enquiry,
 * not two. Which records belong to the shopper is decided by the reader (same site, same
 * normalised email or E.164 phone: {@link shopperKeys}).
 */

/** How a shopper is recognised across leads: their email, lower-cased and trimmed, and phone. */
export type ShopperKeys = { email: string | null; phone: string | null };

/** The keys a lead links by: its email normalised; its phone as stored (E.164 already). */
export function shopperKeys(lead: { email: string | null; phone: string | null }): ShopperKeys {
  const email = lead.email?.trim().toLowerCase() || null;
  const phone = lead.phone?.trim() || null;
  return { email, phone };
}

export type TimelineLead = {
  id: string;
  /** Where the lead went, so a reader can leave out the leads a user may not read. */
  dealershipId: number | null;
  locationId: number | null;
  category: string;
  subcategory: string | null;
  isFormCompleted: boolean;
  stepNumber: number | null;
  status: string;
  carName: string | null;
  createdAt: Date;
  soldAt: Date | null;
  soldCarName: string | null;
};

type TimelineVisit = {
  sessionId: string;
  startedAt: Date;
  endedAt: Date;
  pageViews: number;
  carsViewed: number;
};

type TimelineSavedCar = { carId: number; carName: string; savedAt: Date };

type TimelineReservation = {
  id: string;
  reference: string;
  kind: string;
  status: string;
  carName: string;
  amount: number;
  currency: string;
  createdAt: Date;
};

export type TimelineEntry =
  | {
      kind: "enquiry";
      at: Date;
      lead: TimelineLead;
      /** Earlier unfinished tries of the same form that this one finished. */
      abandoned: TimelineLead[];
    }
  | { kind: "visit"; at: Date; visit: TimelineVisit }
  | { kind: "saved-car"; at: Date; saved: TimelineSavedCar }
  | { kind: "reservation"; at: Date; reservation: TimelineReservation }
  | { kind: "sale"; at: Date; lead: TimelineLead };

export type ShopperRecords = {
  leads: readonly TimelineLead[];
  visits: readonly TimelineVisit[];
  savedCars: readonly TimelineSavedCar[];
  reservations: readonly TimelineReservation[];
};

/** How long after giving up a form its finished copy still counts as the same enquiry. */
export const ABANDONED_FORM_WINDOW_MS = 14 * 24 * 60 * 60_000;

const sameForm = (a: TimelineLead, b: TimelineLead) =>
  a.category === b.category && a.subcategory === b.subcategory;

/**
 * The shopper's leads as enquiries: each finished lead takes the unfinished leads of the same
 * form made before it (since the form's previous finished lead, within the window); an
 * unfinished lead no finished one took stays on its own.
 */
export function foldAbandonedForms(
  leads: readonly TimelineLead[],
): { lead: TimelineLead; abandoned: TimelineLead[] }[] {
  const oldestFirst = [...leads].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  const open: TimelineLead[] = [];
  const enquiries: { lead: TimelineLead; abandoned: TimelineLead[] }[] = [];
  for (const lead of oldestFirst) {
    if (!lead.isFormCompleted) {
      open.push(lead);
      continue;
    }
    const abandoned = open.filter(
      (earlier) =>
        sameForm(earlier, lead) &&
        lead.createdAt.getTime() - earlier.createdAt.getTime() <= ABANDONED_FORM_WINDOW_MS,
    );
    for (const taken of abandoned) open.splice(open.indexOf(taken), 1);
    enquiries.push({ lead, abandoned });
  }
  for (const lead of open) enquiries.push({ lead, abandoned: [] });
  return enquiries;
}

/** Every record of the shopper as one list, newest first (ties: the order above). */
export function buildShopperTimeline(records: ShopperRecords): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...foldAbandonedForms(records.leads).map(({ lead, abandoned }): TimelineEntry => ({
      kind: "enquiry",
      at: lead.createdAt,
      lead,
      abandoned,
    })),
    ...records.leads.flatMap((lead): TimelineEntry[] =>
      lead.soldAt ? [{ kind: "sale", at: lead.soldAt, lead }] : [],
    ),
    ...records.visits.map((visit): TimelineEntry => ({
      kind: "visit",
      at: visit.startedAt,
      visit,
    })),
    ...records.savedCars.map((saved): TimelineEntry => ({
      kind: "saved-car",
      at: saved.savedAt,
      saved,
    })),
    ...records.reservations.map((reservation): TimelineEntry => ({
      kind: "reservation",
      at: reservation.createdAt,
      reservation,
    })),
  ];
  return entries.sort((a, b) => b.at.getTime() - a.at.getTime());
}
