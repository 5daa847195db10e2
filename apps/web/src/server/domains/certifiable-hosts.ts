import "server-only";
import { isCertifiableDomain } from "@forecourt/db/repositories/domains/site-domains";
import { db } from "../db.ts";
import { createShortMemory } from "../short-memory.ts";

/**
 * How long an answer is reused: a domain verified, removed or archived through another server
 * shows here within this time (through this one, at once).
 */
export const CERTIFIABLE_ANSWER_TTL_MS = 15_000;
/** Hosts whose answers are held at most (the least recently asked go first): about 1 MB. */
export const MAX_CERTIFIABLE_ANSWERS = 10_000;

type Answers = (host: string) => Promise<boolean>;

// On globalThis: route files are separate bundles, and a verification in one must reach the ask.
const holder = globalThis as typeof globalThis & { __forecourtCertifiableAnswers?: Answers };

/**
 * The answers of `lookup` (is this stored host a verified domain of a live site?) remembered per
 * host for CERTIFIABLE_ANSWER_TTL_MS, at most MAX_CERTIFIABLE_ANSWERS of them. Exported for its
 * test; `lookup` is one read by the domains' unique index on the host.
 */
export function rememberedCertifiable(
  lookup: (host: string) => Promise<boolean>,
  now?: () => number,
): Answers {
  return createShortMemory(lookup, {
    ttlMs: CERTIFIABLE_ANSWER_TTL_MS,
    maxEntries: MAX_CERTIFIABLE_ANSWERS,
    ...(now ? { now } : {}),
  });
}

/**
 * Whether `host` (in its stored form) is a verified domain of a live site: one indexed read of
 * that host (`isCertifiableDomain`), remembered for a short time, never a read of every host.
 * The TLS terminator's question for a real dealer is answered before any rate limit; a flood
 * of made-up names costs one point read each (a name asked again is remembered). A failed read
 * is not kept.
 */
export function isRememberedCertifiable(host: string): Promise<boolean> {
  holder.__forecourtCertifiableAnswers ??= rememberedCertifiable(async (asked) =>
    isCertifiableDomain(await db(), asked),
  );
  return holder.__forecourtCertifiableAnswers(host);
}

/** Forgets the answers held above, after a domain was verified or removed or a site archived. */
export function forgetCertifiableHosts(): void {
  holder.__forecourtCertifiableAnswers = undefined;
}
