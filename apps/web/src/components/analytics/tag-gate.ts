import type { Consent } from "./consent.ts";

/** Why a page's third-party tags may not load yet (or ever, on this page). */
type TagWaitReason = "no-tags" | "hydrating" | "asking-consent" | "consent-declined";
type TagGate = { mayLoad: true } | { mayLoad: false; reason: TagWaitReason };

/**
 * Whether a page may start its late tag loader: only where the site configures tags and, on a
 * site whose settings require consent, once the shopper has accepted. "asking-consent" is the one
 * state that shows the banner; while hydrating the answer is not known yet, so nothing shows.
 */
export function tagGate(
  hasTags: boolean,
  isConsentRequired: boolean,
  consent: Consent | null | "unknown",
): TagGate {
  if (!hasTags) return { mayLoad: false, reason: "no-tags" };
  if (!isConsentRequired || consent === "granted") return { mayLoad: true };
  if (consent === "unknown") return { mayLoad: false, reason: "hydrating" };
  if (consent === null) return { mayLoad: false, reason: "asking-consent" };
  return { mayLoad: false, reason: "consent-declined" };
}
