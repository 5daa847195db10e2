import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { domains, websites } from "../../schema.ts";
import { refuseTakenDomains } from "./create-website.ts";
import {
  DOMAIN_TAKEN_MESSAGE,
  refusal,
  refusedOr,
  SiteWriteRefused,
  type SiteWriteRefusal,
} from "./site-write-refusal.ts";

type AddDomainResult = { ok: true; isCreated: boolean } | SiteWriteRefusal;

/**
 * Adds a normalised custom domain to a live website. The site's own domain again is no change;
 * one another site serves is refused without saying which site.
 */
export async function addDomain(
  db: Database,
  { websiteId, host }: { websiteId: number; host: string },
): Promise<AddDomainResult> {
  return refusedOr(
    () =>
      db.transaction(async (tx) => {
        const [site] = await tx
          .select({ id: websites.id })
          .from(websites)
          .where(and(eq(websites.id, websiteId), isNull(websites.archivedAt)));
        if (!site) throw new SiteWriteRefused(refusal("not-found", "id", "Website not found"));
        await refuseTakenDomains(tx, [host], websiteId, () => "host");
        const added = await tx
          .insert(domains)
          .values({ websiteId, host })
          .onConflictDoNothing()
          .returning({ id: domains.id });
        return { ok: true as const, isCreated: added.length > 0 };
      }),
    refusal("domain-taken", "host", DOMAIN_TAKEN_MESSAGE),
  );
}
