import { and, asc, isNull } from "drizzle-orm";
import { scopeOf } from "@forecourt/core/console/staff-access";
import type { Database } from "../../client.ts";
import { websites } from "../../schema.ts";
import { inSites } from "./site-scope.ts";
import type { StaffMember } from "./get-staff-member.ts";

export type StockSite = { id: number; slug: string; name: string };

/** The live sites where the actor manages some stock, by name (the stock list's site filter). */
export async function listStockSites(
  db: Database,
  { actor }: { actor: StaffMember },
): Promise<StockSite[]> {
  const scope = scopeOf(actor, "manage-stock");
  const sites = scope.kind === "all" ? "all" : scope.grants.map((grant) => grant.websiteId);
  return db
    .select({ id: websites.id, slug: websites.slug, name: websites.name })
    .from(websites)
    .where(and(isNull(websites.archivedAt), inSites(sites, websites.id)))
    .orderBy(asc(websites.name));
}
