import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { domains, websites } from "../../schema.ts";

/**
 * The hosts `isCertifiableDomain` says yes to (verified domains of sites that are not
 * archived), at most `limit` of them: what the TLS terminator's questions are answered from
 * before any rate limit.
 */
export async function listCertifiableHosts(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ host: domains.host })
    .from(domains)
    .innerJoin(websites, eq(domains.websiteId, websites.id))
    .where(and(isNotNull(domains.verifiedAt), isNull(websites.archivedAt)))
    .orderBy(asc(domains.id))
    .limit(limit);
  return rows.map((row) => row.host);
}
