import { and, asc, inArray, isNull } from "drizzle-orm";
import { wholeSitesOf } from "@forecourt/core/console/staff-access";
import type { Database } from "../../client.ts";
import { dealerships, websites } from "../../schema.ts";
import { inSites } from "./site-scope.ts";
import type { StaffMember } from "./get-staff-member.ts";

/** A site the actor may invite to, with the dealerships a sales invitation may be narrowed to. */
export type ManageableSite = {
  id: number;
  name: string;
  dealerships: { id: number; name: string }[];
};

/** The live sites whose users the actor manages, by name, each with its dealerships. */
export async function listManageableSites(
  db: Database,
  { actor }: { actor: StaffMember },
): Promise<ManageableSite[]> {
  const sites = await db
    .select({ id: websites.id, name: websites.name })
    .from(websites)
    .where(
      and(isNull(websites.archivedAt), inSites(wholeSitesOf(actor, "manage-users"), websites.id)),
    )
    .orderBy(asc(websites.name));
  if (sites.length === 0) return [];
  const rows = await db
    .select({ id: dealerships.id, name: dealerships.name, websiteId: dealerships.websiteId })
    .from(dealerships)
    .where(
      inArray(
        dealerships.websiteId,
        sites.map((site) => site.id),
      ),
    )
    .orderBy(asc(dealerships.name));
  return sites.map((site) => ({
    ...site,
    dealerships: rows
      .filter((row) => row.websiteId === site.id)
      .map(({ id, name }) => ({ id, name })),
  }));
}
