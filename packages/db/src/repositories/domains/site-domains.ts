import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { domains, websites } from "../../schema.ts";

/** How a domain was proved to be the dealer's; "operator": set up before verification existed. */
type DomainProof = "dns" | "http" | "operator";

/** One custom domain of a site and whether it has been verified. */
export type SiteDomain = {
  websiteId: number;
  host: string;
  verifiedAt: Date | null;
  verifiedBy: DomainProof | null;
  createdAt: Date;
};

const columns = {
  websiteId: domains.websiteId,
  host: domains.host,
  verifiedAt: domains.verifiedAt,
  verifiedBy: domains.verifiedBy,
  createdAt: domains.createdAt,
};

const toSiteDomain = (row: {
  websiteId: number;
  host: string;
  verifiedAt: Date | null;
  verifiedBy: string | null;
  createdAt: Date;
}): SiteDomain => ({ ...row, verifiedBy: row.verifiedBy as DomainProof | null });

/** One custom domain of one site; null when the site has no such domain. */
export async function getSiteDomain(
  db: Database,
  { websiteId, host }: { websiteId: number; host: string },
): Promise<SiteDomain | null> {
  const [row] = await db
    .select(columns)
    .from(domains)
    .where(and(eq(domains.websiteId, websiteId), eq(domains.host, host)));
  return row ? toSiteDomain(row) : null;
}

/** The domain (of any site) stored under a normalised host; null when none is. */
export async function findDomainByHost(db: Database, host: string): Promise<SiteDomain | null> {
  const [row] = await db.select(columns).from(domains).where(eq(domains.host, host));
  return row ? toSiteDomain(row) : null;
}

/**
 * Records that the domain was proved to be the site's. The first proof stands: verifying an
 * already verified domain again changes nothing. False when the site has no such domain.
 */
export async function markDomainVerified(
  db: Database,
  { websiteId, host, by }: { websiteId: number; host: string; by: DomainProof },
): Promise<boolean> {
  const updated = await db
    .update(domains)
    .set({
      verifiedAt: sql`coalesce(${domains.verifiedAt}, now())`,
      verifiedBy: sql`coalesce(${domains.verifiedBy}, ${by})`,
    })
    .where(and(eq(domains.websiteId, websiteId), eq(domains.host, host)))
    .returning({ id: domains.id });
  return updated.length > 0;
}

/**
 * Whether a host may be given a certificate: a verified domain of a site that is not archived.
 * Asked by the TLS terminator (Caddy's on-demand `ask`) before it requests one.
 */
export async function isCertifiableDomain(db: Database, host: string): Promise<boolean> {
  const [row] = await db
    .select({ id: domains.id })
    .from(domains)
    .innerJoin(websites, eq(domains.websiteId, websites.id))
    .where(and(eq(domains.host, host), isNotNull(domains.verifiedAt), isNull(websites.archivedAt)))
    .limit(1);
  return row !== undefined;
}
