import { and, sql } from "drizzle-orm";
import { stockScopeFor } from "@forecourt/core/search/search-scope";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import type { Database } from "../../client.ts";
import * as schema from "../../schema.ts";
import { forSaleInScope } from "../../repositories/stock/stock-scope.ts";
import { slugify } from "../random.ts";
import type { DemoSite } from "../sites/demo-site.ts";
import { addDays } from "./add-days.ts";
import { heroMediaId, mediaUrl } from "./media-ids.ts";

const SAVINGS = [1_000, 1_500, 2_500];

/**
 * A saving on each of the site's first three vehicles over $10,000 that it shows for sale (its
 * stock scope: a dealer never advertises stock its own site excludes), running for weeks.
 */
export async function seedOffers(db: Database, site: DemoSite, websiteId: number, now: Date) {
  const scope = stockScopeFor(websiteId, siteSettingsSchema.parse(site.settings), now);
  const cars = await db
    .select({ id: schema.cars.id, name: schema.cars.name })
    .from(schema.cars)
    .where(and(forSaleInScope(scope), sql`${schema.cars.price} > 10000`))
    .orderBy(schema.cars.id)
    .limit(SAVINGS.length);
  if (cars.length === 0) return;
  await db.insert(schema.offers).values(
    cars.map((car, i) => {
      const saving = SAVINGS[i] ?? 1_000;
      return {
        websiteId,
        slug: slugify(`${car.name} offer ${i + 1}`),
        title: `Save $${saving.toLocaleString("en-AU")} on the ${car.name}`,
        summary: `Drive away in the ${car.name} with $${saving.toLocaleString("en-AU")} off while the offer lasts.`,
        bodyHtml: `<p>Offer applies to the advertised vehicle only. Ask our team for details.</p>`,
        imageUrl: mediaUrl(heroMediaId(site.slug)),
        offerPrice: saving,
        carId: car.id,
        startsAt: addDays(now, -7),
        endsAt: addDays(now, 30 + i * 15),
      };
    }),
  );
}
