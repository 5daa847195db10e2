import { and, asc, eq, ne } from "drizzle-orm";
import type { Database, Executor } from "../../client.ts";
import { dealerships, websites } from "../../schema.ts";
import { countCarsOf } from "../stock/count-cars-of.ts";
import { refusal, type SiteWriteRefusal } from "../sites/site-write-refusal.ts";
import { DEALERSHIP_NOT_FOUND_MESSAGE } from "./update-dealership.ts";

const dealershipHasCarsMessage = (slug: string, carCount: number) =>
  `Dealership ${slug} still has ${carCount} ${carCount === 1 ? "car" : "cars"} (sold ones included); delete or move them first.`;

type DeleteDealershipResult = { ok: true } | SiteWriteRefusal;

/**
 * Removes a dealership of a website with its locations (their reviews go with them; leads keep
 * their dealership's slug). One that still has cars is refused: its stock would go with it.
 * When it was the site's primary dealership, the site's oldest remaining one takes its place.
 */
export async function deleteDealership(
  db: Database,
  { websiteId, id }: { websiteId: number; id: number },
): Promise<DeleteDealershipResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ slug: dealerships.slug })
      .from(dealerships)
      .where(and(eq(dealerships.websiteId, websiteId), eq(dealerships.id, id)))
      .for("update");
    if (!row) return refusal("not-found", "id", DEALERSHIP_NOT_FOUND_MESSAGE);
    const refused = await refuseDealershipWithCars(tx, id, row.slug, "id");
    if (refused) return refused;
    await tx.delete(dealerships).where(eq(dealerships.id, id));
    const [site] = await tx
      .select({ primaryDealershipId: websites.primaryDealershipId })
      .from(websites)
      .where(eq(websites.id, websiteId));
    if (site?.primaryDealershipId === id) {
      const [next] = await tx
        .select({ id: dealerships.id })
        .from(dealerships)
        .where(and(eq(dealerships.websiteId, websiteId), ne(dealerships.id, id)))
        .orderBy(asc(dealerships.id))
        .limit(1);
      await tx
        .update(websites)
        .set({ primaryDealershipId: next?.id ?? null })
        .where(eq(websites.id, websiteId));
    }
    return { ok: true as const };
  });
}

/** The refusal for a dealership that still has cars, or null. */
export async function refuseDealershipWithCars(
  db: Executor,
  dealershipId: number,
  slug: string,
  field: string,
): Promise<SiteWriteRefusal | null> {
  const carCount = await countCarsOf(db, { dealershipId });
  return carCount > 0
    ? refusal("dealership-has-cars", field, dealershipHasCarsMessage(slug, carCount))
    : null;
}
