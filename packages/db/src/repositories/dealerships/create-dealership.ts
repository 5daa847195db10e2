import { and, eq, isNull } from "drizzle-orm";
import type { DealershipCreate } from "@forecourt/core/site/site-input";
import type { DealershipSetup } from "@forecourt/core/site/dealership-setup";
import type { Database } from "../../client.ts";
import { dealerships, websites } from "../../schema.ts";
import { toDealershipSetup } from "../mappers.ts";
import {
  refusal,
  refusedOr,
  SiteWriteRefused,
  type SiteWriteRefusal,
} from "../sites/site-write-refusal.ts";
import { fullDealershipValues } from "./dealership-values.ts";

export const DEALERSHIP_SLUG_TAKEN_MESSAGE = "Another dealership of this site has this short name.";

type CreateDealershipResult = { ok: true; dealership: DealershipSetup } | SiteWriteRefusal;

/**
 * A new dealership of a live website; the site's first becomes its primary dealership (the one
 * leads and bookings fall back to).
 */
export async function createDealership(
  db: Database,
  { websiteId, input }: { websiteId: number; input: DealershipCreate },
): Promise<CreateDealershipResult> {
  return refusedOr(
    () =>
      db.transaction(async (tx) => {
        const [site] = await tx
          .select({ primaryDealershipId: websites.primaryDealershipId })
          .from(websites)
          .where(and(eq(websites.id, websiteId), isNull(websites.archivedAt)))
          .for("update");
        if (!site) throw new SiteWriteRefused(refusal("not-found", "id", "Website not found"));
        const [taken] = await tx
          .select({ id: dealerships.id })
          .from(dealerships)
          .where(and(eq(dealerships.websiteId, websiteId), eq(dealerships.slug, input.slug)));
        if (taken) {
          throw new SiteWriteRefused(refusal("slug-taken", "slug", DEALERSHIP_SLUG_TAKEN_MESSAGE));
        }
        const [row] = await tx
          .insert(dealerships)
          .values({ websiteId, ...fullDealershipValues(input) })
          .returning();
        if (!row) throw new Error(`Dealership ${input.slug} was not created`);
        if (site.primaryDealershipId === null) {
          await tx
            .update(websites)
            .set({ primaryDealershipId: row.id })
            .where(eq(websites.id, websiteId));
        }
        return { ok: true as const, dealership: toDealershipSetup(row) };
      }),
    refusal("slug-taken", "slug", DEALERSHIP_SLUG_TAKEN_MESSAGE),
  );
}
