import { and, asc, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Offer } from "@forecourt/core/domain/content";
import { imageAltOf } from "@forecourt/core/content/image-alt";
import { listLibraryAltTexts } from "../media/media-library.ts";
import type { StockScope } from "@forecourt/core/search/search-result";
import { forSaleInScope } from "../stock/stock-scope.ts";
import type { Database } from "../../client.ts";
import { cars, offers } from "../../schema.ts";

/** An instant, or the span [from, to) such as a day. */
type OfferWindow = Date | { from: Date; to: Date };

/**
 * Published offers running at some time of `window` (no start or started before its end, no end
 * or ending after its start); at an instant, those running then. A day's list is cached and
 * narrowed to the moment when read (core `offersRunningAt`). An offer on a car is shown only
 * while that car is for sale within the site's stock scope (its exclusions).
 */
export async function listOffers(
  db: Database,
  scope: StockScope,
  window: OfferWindow,
): Promise<Offer[]> {
  const { websiteId } = scope;
  const { from, to } =
    window instanceof Date ? { from: window, to: new Date(window.getTime() + 1) } : window;
  const rows = await db
    .select({ offer: offers, car: { slug: cars.slug, name: cars.name, price: cars.price } })
    .from(offers)
    .leftJoin(cars, and(eq(offers.carId, cars.id), forSaleInScope(scope)))
    .where(
      and(
        eq(offers.websiteId, websiteId),
        eq(offers.isPublished, true),
        or(isNull(offers.startsAt), lt(offers.startsAt, to)),
        or(isNull(offers.endsAt), gt(offers.endsAt, from)),
        or(isNull(offers.carId), isNotNull(cars.id)),
      ),
    )
    .orderBy(asc(offers.endsAt), asc(offers.id));
  const alts = await listLibraryAltTexts(
    db,
    websiteId,
    rows.map(({ offer }) => offer.imageUrl),
  );
  return rows.map(({ offer, car }) => ({
    id: offer.id,
    slug: offer.slug,
    title: offer.title,
    summary: offer.summary,
    bodyHtml: offer.bodyHtml,
    imageUrl: offer.imageUrl,
    imageAlt: imageAltOf(null, offer.imageUrl ? alts.get(offer.imageUrl) : null),
    offerPrice: offer.offerPrice,
    financeTerms: offer.financeTerms,
    car: car?.slug ? { slug: car.slug, name: car.name ?? "", price: car.price } : null,
    startsAt: offer.startsAt,
    endsAt: offer.endsAt,
  }));
}
