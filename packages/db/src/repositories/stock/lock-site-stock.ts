import { sql } from "drizzle-orm";
import type { Database } from "../../client.ts";

/** The first key of the advisory lock on a site's stock (the second is the site's id). */
const SITE_STOCK_LOCK = 36_001;

/**
 * Holds the site's stock lock until the transaction ends, so two writes that match cars by
 * stock number or VIN (a create, an upsert, a feed import) never both find no car and both
 * insert one. Writes to other sites do not wait.
 */
export async function lockSiteStock(tx: Database, websiteId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SITE_STOCK_LOCK}, ${websiteId})`);
}
