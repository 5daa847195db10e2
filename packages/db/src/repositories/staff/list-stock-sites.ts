import { and, asc, isNull } from "drizzle-orm";
import { scopeOf } from "@forecourt/core/console/staff-access";
import type { Database } from "../../client.ts";
import { websites } from "../../schema.ts";
import { siteTimeZone } from "../sites/site-time-zone.ts";
import { inSites } from "./site-scope.ts";
import type { StaffMember } from "./get-staff-member.ts";

/** A site of the stock screens, with its time zone (the import times are shown in it). */
type StockSite = { id: number; slug: string; name: string; timeZone: string };

/** The live sites where the actor manages some stock, by name (the stock list's site filter). */
export async function listStockSites(
  db: Database,
  { actor }: { actor: StaffMember },
): Promise<StockSite[]> {
  const scope = scopeOf(actor, "manage-stock");
  const sites = scope.kind === "all" ? "all" : scope.grants.map((grant) => grant.websiteId);
  return db
    .select({ id: websites.id, slug: websites.slug, name: websites.name, timeZone: siteTimeZone })
    .from(websites)
    .where(and(isNull(websites.archivedAt), inSites(sites, websites.id)))
    .orderBy(asc(websites.name));
}
