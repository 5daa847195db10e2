import { asc, eq } from "drizzle-orm";
import type { StockScope } from "@forecourt/core/search/search-result";
import type { Database } from "../../client.ts";
import { dealerships, searchSlugs } from "../../schema.ts";
import { listSitemapCars } from "./list-sitemap-cars.ts";

export type SitemapEntries = {
  searchSlugs: { slug: string; updatedAt: Date }[];
  dealershipSlugs: string[];
  /** Every vehicle page the site's search lists (its exclusions and sold-car window). */
  cars: { slug: string; updatedAt: Date }[];
};

/** The pages of one site a search engine should know about. */
export async function listSitemapEntries(db: Database, scope: StockScope): Promise<SitemapEntries> {
  const { websiteId } = scope;
  const [slugs, dealerRows, carRows] = await Promise.all([
    db
      .select({ slug: searchSlugs.slug, updatedAt: searchSlugs.updatedAt })
      .from(searchSlugs)
      .where(eq(searchSlugs.websiteId, websiteId))
      .orderBy(asc(searchSlugs.id)),
    db
      .select({ slug: dealerships.slug })
      .from(dealerships)
      .where(eq(dealerships.websiteId, websiteId))
      .orderBy(asc(dealerships.id)),
    listSitemapCars(db, scope),
  ]);
  return { searchSlugs: slugs, dealershipSlugs: dealerRows.map((d) => d.slug), cars: carRows };
}
