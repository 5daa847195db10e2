import type { AccessDecision } from "./staff-access.ts";

type AccessRefusal = Extract<AccessDecision, { allowed: false }>["reason"];

/** What the console tells a user whose write was refused, one sentence per reason. */
export const REFUSAL_MESSAGES = {
  "other-dealer": "That site is not one of yours.",
  "not-permitted": "Your role does not allow that.",
  "other-dealership": "That belongs to another dealership.",
  "other-location": "That belongs to another location.",
  "unknown-site": "That site does not exist.",
  "unknown-dealership": "Choose one of this site's dealerships",
  "not-found": "That access does not exist or was already removed.",
  "own-grant": "You cannot remove your own access; ask another admin.",
} as const satisfies Record<
  AccessRefusal | "unknown-site" | "unknown-dealership" | "not-found" | "own-grant",
  string
>;
