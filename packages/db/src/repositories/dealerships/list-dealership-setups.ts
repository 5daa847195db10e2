import { and, asc, eq } from "drizzle-orm";
import type { DealershipSetup } from "@forecourt/core/site/dealership-setup";
import type { Database } from "../../client.ts";
import { dealerships } from "../../schema.ts";
import { toDealershipSetup } from "../mappers.ts";

/**
 * A site's dealerships as the platform's setup answers show them (lead addresses, secrets as
 * markers), in the order they were added; with `id`, that one only (none when another site's).
 */
export async function listDealershipSetups(
  db: Database,
  websiteId: number,
  { id }: { id?: number } = {},
): Promise<DealershipSetup[]> {
  const rows = await db
    .select()
    .from(dealerships)
    .where(
      and(
        eq(dealerships.websiteId, websiteId),
        id === undefined ? undefined : eq(dealerships.id, id),
      ),
    )
    .orderBy(asc(dealerships.id));
  return rows.map(toDealershipSetup);
}
