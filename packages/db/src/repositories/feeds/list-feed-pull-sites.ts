import { and, asc, isNull, sql } from "drizzle-orm";
import type { Site } from "@forecourt/core/site/site";
import type { Database } from "../../client.ts";
import { websites } from "../../schema.ts";
import { getSiteById } from "../sites/get-site.ts";

/** The live sites whose settings name a stock feed URL to pull. */
export async function listFeedPullSites(db: Database): Promise<Site[]> {
  const rows = await db
    .select({ id: websites.id })
    .from(websites)
    .where(
      and(
        isNull(websites.archivedAt),
        sql`${websites.settings} -> 'stockFeed' ->> 'pullUrl' is not null`,
      ),
    )
    .orderBy(asc(websites.id));
  const sites = await Promise.all(rows.map((row) => getSiteById(db, row.id)));
  return sites.filter((site): site is Site => site?.settings.stockFeed.pullUrl !== undefined);
}
