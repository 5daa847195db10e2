import { and, eq } from "drizzle-orm";
import type { Location } from "@forecourt/core/domain/location";
import type { LocationPatch } from "@forecourt/core/site/site-input";
import type { Database, Tx } from "../../client.ts";
import { locations } from "../../schema.ts";
import {
  changedValues,
  foundOrRefused,
  refusal,
  refusedOr,
  type SiteWriteRefusal,
} from "../sites/site-write-refusal.ts";
import {
  clearOtherPrimaries,
  dealershipIdOf,
  LOCATION_NOT_FOUND_MESSAGE,
  LOCATION_SLUG_TAKEN_MESSAGE,
  locationById,
  lockedSite,
  refuseTakenLocationSlug,
} from "./location-writes-shared.ts";
import { locationValues } from "./location-values.ts";

type UpdateLocationResult = { ok: true; isChanged: boolean; location: Location } | SiteWriteRefusal;

/**
 * Changes the fields a PATCH names of one location of one website. `opening_hours` replaces the
 * whole week (a day left out is closed); `address` replaces the whole address.
 */
export async function updateLocation(
  db: Database,
  {
    websiteId,
    id,
    patch,
    onChange,
  }: {
    websiteId: number;
    id: number;
    patch: LocationPatch;
    /** Runs in the same transaction with the changed columns as they were and are (an audit). */
    onChange?: (
      tx: Tx,
      change: { before: Record<string, unknown>; after: Record<string, unknown> },
    ) => Promise<void>;
  },
): Promise<UpdateLocationResult> {
  return refusedOr(
    () =>
      db.transaction(async (tx) => {
        const site = await lockedSite(tx, websiteId);
        const [found] = await tx
          .select()
          .from(locations)
          .where(and(eq(locations.websiteId, websiteId), eq(locations.id, id)))
          .for("update");
        const row = foundOrRefused(found, LOCATION_NOT_FOUND_MESSAGE);
        const dealershipId =
          patch.dealership === undefined
            ? undefined
            : await dealershipIdOf(tx, websiteId, patch.dealership);
        const values = locationValues(patch, { dealershipId, site });
        const changed = changedValues(values, row);
        if (Object.keys(changed).length === 0) {
          return { ok: true as const, isChanged: false, location: await locationById(tx, id) };
        }
        if (values.slug !== undefined)
          await refuseTakenLocationSlug(tx, websiteId, values.slug, id);
        await tx.update(locations).set(changed).where(eq(locations.id, id));
        if (values.isPrimary) await clearOtherPrimaries(tx, websiteId, id);
        if (onChange) {
          const before = Object.fromEntries(
            Object.keys(changed).map((key) => [key, row[key as keyof typeof row]]),
          );
          await onChange(tx, { before, after: changed });
        }
        return { ok: true as const, isChanged: true, location: await locationById(tx, id) };
      }),
    refusal("slug-taken", "slug", LOCATION_SLUG_TAKEN_MESSAGE),
  );
}
