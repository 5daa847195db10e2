import "server-only";
import { listCertifiableHosts } from "@forecourt/db/repositories/domains/list-certifiable-hosts";
import { db } from "../db.ts";

/**
 * How long the hosts are reused before they are read again: a domain verified, removed or
 * archived through another server shows here within this time (through this one, at once).
 */
export const CERTIFIABLE_HOSTS_TTL_MS = 15_000;
/** Hosts held at most; past it, the others are asked under the rate limit (one read each). */
export const MAX_CERTIFIABLE_HOSTS = 100_000;

type Held = { hosts: Promise<ReadonlySet<string>>; loadedAt: number };

// On globalThis: route files are separate bundles, and a verification in one must reach the ask.
const holder = globalThis as typeof globalThis & { __forecourtCertifiableHosts?: Held };

/**
 * Whether `host` (in its stored form) is a verified domain of a live site, from the hosts read
 * at most once per CERTIFIABLE_HOSTS_TTL_MS however many names are asked: the TLS
 * terminator's question for a real dealer is answered before any limit, and a flood of made-up
 * names reads the database no more often. A failed read is not kept.
 */
export async function isRememberedCertifiable(host: string, now = Date.now()): Promise<boolean> {
  let held = holder.__forecourtCertifiableHosts;
  if (!held || now - held.loadedAt >= CERTIFIABLE_HOSTS_TTL_MS) {
    const entry: Held = {
      hosts: db()
        .then((database) => listCertifiableHosts(database, MAX_CERTIFIABLE_HOSTS))
        .then((hosts) => new Set(hosts)),
      loadedAt: now,
    };
    entry.hosts.catch(() => {
      if (holder.__forecourtCertifiableHosts === entry)
        holder.__forecourtCertifiableHosts = undefined;
    });
    holder.__forecourtCertifiableHosts = held = entry;
  }
  return (await held.hosts).has(host);
}

/** Forgets the hosts read above, after a domain was verified or removed or a site archived. */
export function forgetCertifiableHosts(): void {
  holder.__forecourtCertifiableHosts = undefined;
}
