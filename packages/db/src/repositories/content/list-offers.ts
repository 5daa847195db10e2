import { and, asc, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { Offer } from "@forecourt/core/domain/content";
import type { Database } from "../../client.ts";
import { cars, offers } from "../../schema.ts";

/** Offers running at `now` (no start or started, no end or not yet ended). */
export async function listOffers(db: Database, websiteId: number, now: Date): Promise<Offer[]> {
  const rows = await db
    .select({ offer: offers, car: { slug: cars.slug, name: cars.name, price: cars.price } })
    .from(offers)
    .leftJoin(cars, and(eq(offers.carId, cars.id), eq(cars.websiteId, websiteId)))
    .where(
      and(
        eq(offers.websiteId, websiteId),
        or(isNull(offers.startsAt), lte(offers.startsAt, now)),
        or(isNull(offers.endsAt), gt(offers.endsAt, now)),
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
