import { eq } from "drizzle-orm";
import type { Tx } from "../../client.ts";
import { websites } from "../../schema.ts";

/**
 * Locks the site's row until the transaction ends, so two writes that match cars by stock
 * number or VIN (a create, an upsert, a feed import, which takes the same lock) never both find
 * no car and both insert one. Writes to other sites do not wait. Returns the site's primary
 * dealership (null when it has none set), or null when there is no such site.
 */
export async function lockSiteStock(
  tx: Tx,
  websiteId: number,
): Promise<{ primaryDealershipId: number | null } | null> {
  const [site] = await tx
    .select({ primaryDealershipId: websites.primaryDealershipId })
    .from(websites)
    .where(eq(websites.id, websiteId))
    .for("update");
  return site ?? null;
}
