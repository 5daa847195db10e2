import type { ContentInput, ContentKind } from "./content-input.ts";

/**
 * One rule for an offer's end, shared by every writer (the studio's publish, the platform API's
 * PUT): an offer whose end has passed is not written as live content.
 */
type OfferEndCheck = { ok: true } | { ok: false; reason: "offer-ended" };

/** The platform API's words for the refusal (the studio says it its own way). */
export const OFFER_ENDED_MESSAGE =
  "ends_at has passed: an offer that has already ended cannot be written. Send a later ends_at.";

/** Refused when `endsAt` is at or before `now`; no end, or a later one, is fine. */
export function checkOfferEnd(endsAt: Date | null, now: Date): OfferEndCheck {
  return endsAt && endsAt.getTime() <= now.getTime()
    ? { ok: false, reason: "offer-ended" }
    : { ok: true };
}

/** The rule on any content write's checked input: only an offer has an end. */
export function checkContentEnd<K extends ContentKind>(
  kind: K,
  input: ContentInput[K],
  now: Date,
): OfferEndCheck {
  return kind === "offer"
    ? checkOfferEnd((input as ContentInput["offer"]).ends_at, now)
    : { ok: true };
}
