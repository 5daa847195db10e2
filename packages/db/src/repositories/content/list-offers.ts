import { and, asc, eq, gt, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { Offer } from "@forecourt/core/domain/content";
import type { StockScope } from "@forecourt/core/search/search-result";
import { forSaleInScope } from "../stock/stock-scope.ts";
import type { Database } from "../../client.ts";
import { cars, offers } from "../../schema.ts";

/**
 * Offers running at `now` (no start or started, no end or not yet ended). An offer on a car
 * is shown only while that car is for sale within the site's stock scope (its exclusions).
 */
export async function listOffers(db: Database, scope: StockScope, now: Date): Promise<Offer[]> {
  const { websiteId } = scope;
  const rows = await db
    .select({ offer: offers, car: { slug: cars.slug, name: cars.name, price: cars.price } })
    .from(offers)
    .leftJoin(cars, and(eq(offers.carId, cars.id), forSaleInScope(scope)))
    .where(
      and(
        eq(offers.websiteId, websiteId),
        or(isNull(offers.startsAt), lte(offers.startsAt, now)),
        or(isNull(offers.endsAt), gt(offers.endsAt, now)),
        or(isNull(offers.carId), isNotNull(cars.id)),
      ),
    )
    .orderBy(asc(offers.endsAt), asc(offers.id));
  return rows.map(({ offer, car }) => ({
    id: offer.id,
    slug: offer.slug,
    title: offer.title,
    summary: offer.summary,
    bodyHtml: offer.bodyHtml,
    imageUrl: offer.imageUrl,
    offerPrice: offer.offerPrice,
    car: car?.slug ? { slug: car.slug, name: car.name ?? "", price: car.price } : null,
    endsAt: offer.endsAt,
  }));
}
