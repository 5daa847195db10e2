import { and, eq, ne, sql } from "drizzle-orm";
import type { Location } from "@forecourt/core/domain/location";
import type { Executor } from "../../client.ts";
import { dealerships, locations, websites } from "../../schema.ts";
import { toLocation } from "../mappers.ts";
import { refusal, SiteWriteRefused } from "../sites/site-write-refusal.ts";

export const LOCATION_NOT_FOUND_MESSAGE = "Location not found";
export const LOCATION_SLUG_TAKEN_MESSAGE = "Another location of this site has this short name.";

/** The live website a location write is for, locked against a racing change of its primary. */
export async function lockedSite(tx: Executor, websiteId: number) {
  const [site] = await tx
    .select({ name: websites.name, settings: websites.settings })
    .from(websites)
    .where(and(eq(websites.id, websiteId), sql`${websites.archivedAt} is null`))
    .for("update");
  if (!site) throw new SiteWriteRefused(refusal("not-found", "id", "Website not found"));
  return site;
}

/** The id of the site's dealership of that slug, or the refusal naming the field. */
export async function dealershipIdOf(
  tx: Executor,
  websiteId: number,
  slug: string,
): Promise<number> {
  const [row] = await tx
    .select({ id: dealerships.id })
    .from(dealerships)
    .where(and(eq(dealerships.websiteId, websiteId), eq(dealerships.slug, slug)));
  if (!row) {
    throw new SiteWriteRefused(
      refusal(
        "unknown-dealership",
        "dealership",
        `This site has no dealership with the slug "${slug}".`,
      ),
    );
  }
  return row.id;
}

/** Refuses a slug another location of the site has. */
export async function refuseTakenLocationSlug(
  tx: Executor,
  websiteId: number,
  slug: string,
  exceptId: number | null,
): Promise<void> {
  const [taken] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.websiteId, websiteId),
        eq(locations.slug, slug),
        exceptId === null ? undefined : ne(locations.id, exceptId),
      ),
    );
  if (taken) throw new SiteWriteRefused(refusal("slug-taken", "slug", LOCATION_SLUG_TAKEN_MESSAGE));
}

/** One primary location per site: the one made primary takes it from the others. */
export async function clearOtherPrimaries(
  tx: Executor,
  websiteId: number,
  id: number,
): Promise<void> {
  await tx
    .update(locations)
    .set({ isPrimary: false })
    .where(
      and(eq(locations.websiteId, websiteId), ne(locations.id, id), eq(locations.isPrimary, true)),
    );
}

/** The stored location as the API shows it. */
export async function locationById(tx: Executor, id: number): Promise<Location> {
  const [row] = await tx
    .select({ location: locations, dealershipSlug: dealerships.slug })
    .from(locations)
    .innerJoin(dealerships, eq(locations.dealershipId, dealerships.id))
    .where(eq(locations.id, id));
  if (!row) throw new Error(`Location ${id} is not there`);
  return toLocation(row.location, row.dealershipSlug);
}
