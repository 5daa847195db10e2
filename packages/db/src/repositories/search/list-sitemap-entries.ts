import { and, asc, eq, ne } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { cars, dealerships, searchSlugs } from "../../schema.ts";

export type SitemapEntries = {
  searchSlugs: { slug: string; updatedAt: Date }[];
  dealershipSlugs: string[];
  /** Every vehicle still for sale. */
  cars: { slug: string; updatedAt: Date }[];
};

/** The pages of one site a search engine should know about. */
export async function listSitemapEntries(db: Database, websiteId: number): Promise<SitemapEntries> {
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
    db
      .select({ slug: cars.slug, updatedAt: cars.updatedAt })
      .from(cars)
      .where(and(eq(cars.websiteId, websiteId), eq(cars.isSold, false), ne(cars.status, "sold")))
      .orderBy(asc(cars.id)),
  ]);
  return { searchSlugs: slugs, dealershipSlugs: dealerRows.map((d) => d.slug), cars: carRows };
}
