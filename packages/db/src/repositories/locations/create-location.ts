import { eq, max } from "drizzle-orm";
import type { Location } from "@forecourt/core/domain/location";
import type { LocationCreate } from "@forecourt/core/site/site-input";
import type { Database } from "../../client.ts";
import { locations } from "../../schema.ts";
import { refusal, refusedOr, type SiteWriteRefusal } from "../sites/site-write-refusal.ts";
import {
  clearOtherPrimaries,
  dealershipIdOf,
  LOCATION_SLUG_TAKEN_MESSAGE,
  locationById,
  lockedSite,
  refuseTakenLocationSlug,
} from "./location-writes-shared.ts";
import { locationValues } from "./location-values.ts";

type CreateLocationResult = { ok: true; location: Location } | SiteWriteRefusal;

/**
 * A new location of a live website, for one of its dealerships (by slug), listed after the
 * others. Made primary, it takes that from the site's previous primary location.
 */
export async function createLocation(
  db: Database,
  { websiteId, input }: { websiteId: number; input: LocationCreate },
): Promise<CreateLocationResult> {
  return refusedOr(
    () =>
      db.transaction(async (tx) => {
        const site = await lockedSite(tx, websiteId);
        const dealershipId = await dealershipIdOf(tx, websiteId, input.dealership);
        await refuseTakenLocationSlug(tx, websiteId, input.slug, null);
        const [last] = await tx
          .select({ position: max(locations.position) })
          .from(locations)
          .where(eq(locations.websiteId, websiteId));
        const values = locationValues(input, { dealershipId, site });
        const [row] = await tx
          .insert(locations)
          .values({
            websiteId,
            dealershipId,
            slug: input.slug,
            name: input.name,
            openingHours: input.opening_hours,
            address: values.address ?? {},
            ...values,
            position: (last?.position ?? -1) + 1,
          })
          .returning({ id: locations.id });
        if (!row) throw new Error(`Location ${input.slug} was not created`);
        if (input.primary) await clearOtherPrimaries(tx, websiteId, row.id);
        return { ok: true as const, location: await locationById(tx, row.id) };
      }),
    refusal("slug-taken", "slug", LOCATION_SLUG_TAKEN_MESSAGE),
  );
}
