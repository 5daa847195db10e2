import type { Executor } from "../../client.ts";
import * as schema from "../../schema.ts";
import { createRandom } from "../random.ts";
import type { DemoSite } from "../sites/demo-site.ts";
import { buildStock } from "./build-stock.ts";
import { seedBlogPosts } from "./seed-blog-posts.ts";
import { seedCareers } from "./seed-careers.ts";
import { seedOffers } from "./seed-offers.ts";
import { seedPages } from "./seed-pages.ts";
import { seedRangeModels } from "./seed-range-models.ts";
import { seedReviews } from "./seed-reviews.ts";
import { seedStock } from "./seed-stock.ts";
import { seedSiteSetup } from "./seed-site-setup.ts";

export type SeededSite = { slug: string; id: number; cars: number };

/**
 * One demo site, step by step. The order is part of the output: the site's random sequence is
 * drawn by the stock, then the reviews, and ids follow insertion order.
 */
export async function seedSite(db: Executor, site: DemoSite, now: Date): Promise<SeededSite> {
  const random = createRandom(site.seed);
  // The website, domains, dealerships and locations come from the site's document.
  const { websiteId, locations } = await seedSiteSetup(db, site);
  const website = { id: websiteId };
  await seedRangeModels(db, site, website.id);
  const salesLocations = locations.filter((l) => l.locationTypes.includes("sales"));
  const stock = buildStock(site, website.id, salesLocations, random, now);
  await seedStock(db, website.id, stock);
  await db
    .insert(schema.searchSlugs)
    .values(site.searchSlugs.map((s) => ({ websiteId: website.id, ...s })));
  await seedBlogPosts(db, site, website.id, now);
  await seedReviews(db, site, website.id, random, now);
  await seedCareers(db, site, website.id, now);
  await seedOffers(db, site, website.id, now);
  await seedPages(db, site, website.id);
  return { slug: site.slug, id: website.id, cars: stock.length };
}
