/**
 * The refusals the edge answers with, in a module of their own that imports nothing, so the
 * browser suites can read the very words the server sends.
 */

/** The browser endpoints' groups; each has its own rate limit (see `edge.ts`). */
export const RATE_LIMIT_GROUPS = [
  "leads",
  "events",
  "rego",
  "garage",
  "search",
  "signin",
  "payments",
  "domains",
] as const;
export type RateLimitGroup = (typeof RATE_LIMIT_GROUPS)[number];

export const RATE_LIMITED_MESSAGES: Record<RateLimitGroup, string> = {
  leads: "Too many submissions from your network. Please wait a minute and try again.",
  events: "Too many requests from your network. Please wait a minute and try again.",
  rego: "Too many registration lookups from your network. Please wait a minute and try again.",
  garage: "Too many requests from your network. Please wait a minute and try again.",
  search: "Too many searches from your network. Please wait a minute and try again.",
  signin: "Too many sign-in attempts from your network. Please wait a minute and try again.",
  payments: "Too many payment requests from your network. Please wait a minute and try again.",
  domains: "Too many domain questions from this address. Please wait a minute and try again.",
};

export const BAD_HOST_MESSAGE =
  "The Host header is not a host name (such as example.com or example.com:8080).";
