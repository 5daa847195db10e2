import { and, asc, isNull } from "drizzle-orm";
import { grantOn } from "@forecourt/core/console/staff-access";
import { parseSiteSettings } from "@forecourt/core/site/site-settings";
import type { Database } from "../../client.ts";
import { websites } from "../../schema.ts";
import type { StaffMember } from "./get-staff-member.ts";
import { inSites } from "./site-scope.ts";
import { stockEntryFor, type StockEntrySite } from "./stock-entry-site.ts";

/**
 * The live sites where the actor may add cars (`decideStockEntry`: stock managers, and sales
 * where the site lets them), by name: the "New car" screen's choice of site.
 */
export async function listStockEntrySites(
  db: Database,
  { actor }: { actor: StaffMember },
): Promise<StockEntrySite[]> {
  const sites = actor.isPlatformOperator ? "all" : actor.grants.map((grant) => grant.websiteId);
  const rows = await db
    .select({ id: websites.id, name: websites.name, settings: websites.settings })
    .from(websites)
    .where(and(isNull(websites.archivedAt), inSites(sites, websites.id)))
    .orderBy(asc(websites.name));
  return rows.flatMap((row) => {
    const parsed = parseSiteSettings(row.settings);
    if (!parsed.ok) return [];
    const grant = actor.isPlatformOperator ? null : grantOn(actor, row.id);
    const target = {
      websiteId: row.id,
      dealershipId: grant?.dealershipId ?? null,
      locationId: grant?.locationId ?? null,
    };
    const entry = stockEntryFor(
      actor,
      { id: row.id, name: row.name, settings: parsed.settings },
      target,
    );
    return entry ? [entry] : [];
  });
}
