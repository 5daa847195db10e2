import { and, eq, ne } from "drizzle-orm";
import type { DealershipPatch } from "@forecourt/core/site/site-input";
import type { DealershipSetup } from "@forecourt/core/site/dealership-setup";
import type { Database } from "../../client.ts";
import { dealerships } from "../../schema.ts";
import { toDealershipSetup } from "../mappers.ts";
import {
  changedValues,
  foundOrRefused,
  refusal,
  refusedOr,
  SiteWriteRefused,
  type SiteWriteRefusal,
} from "../sites/site-write-refusal.ts";
import { DEALERSHIP_SLUG_TAKEN_MESSAGE } from "./create-dealership.ts";
import { dealershipValues } from "./dealership-values.ts";

export const DEALERSHIP_NOT_FOUND_MESSAGE = "Dealership not found";

type UpdateDealershipResult =
  { ok: true; isChanged: boolean; dealership: DealershipSetup } | SiteWriteRefusal;

/** Changes the fields a PATCH names of one dealership of one website. */
export async function updateDealership(
  db: Database,
  { websiteId, id, patch }: { websiteId: number; id: number; patch: DealershipPatch },
): Promise<UpdateDealershipResult> {
  return refusedOr(
    () =>
      db.transaction(async (tx) => {
        const [found] = await tx
          .select()
          .from(dealerships)
          .where(and(eq(dealerships.websiteId, websiteId), eq(dealerships.id, id)))
          .for("update");
        const row = foundOrRefused(found, DEALERSHIP_NOT_FOUND_MESSAGE);
        const values = dealershipValues(patch);
        const changed = changedValues(values, row);
        if (Object.keys(changed).length === 0) {
          return { ok: true as const, isChanged: false, dealership: toDealershipSetup(row) };
        }
        if (values.slug !== undefined && values.slug !== row.slug) {
          const [taken] = await tx
            .select({ id: dealerships.id })
            .from(dealerships)
            .where(
              and(
                eq(dealerships.websiteId, websiteId),
                eq(dealerships.slug, values.slug),
                ne(dealerships.id, id),
              ),
            );
          if (taken) {
            throw new SiteWriteRefused(
              refusal("slug-taken", "slug", DEALERSHIP_SLUG_TAKEN_MESSAGE),
            );
          }
        }
        const [updated] = await tx
          .update(dealerships)
          .set(changed)
          .where(eq(dealerships.id, id))
          .returning();
        if (!updated) throw new Error(`Dealership ${id} was not updated`);
        return { ok: true as const, isChanged: true, dealership: toDealershipSetup(updated) };
      }),
    refusal("slug-taken", "slug", DEALERSHIP_SLUG_TAKEN_MESSAGE),
  );
}
