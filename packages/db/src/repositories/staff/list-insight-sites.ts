import { and, asc, isNull } from "drizzle-orm";
import { wholeSitesOf } from "@forecourt/core/console/staff-access";
import type { Database } from "../../client.ts";
import { websites } from "../../schema.ts";
import { inSites } from "./site-scope.ts";
import type { StaffMember } from "./get-staff-member.ts";

export type InsightSite = { id: number; slug: string; name: string };

/**
 * The live sites whose insight the actor may read, by name: every site for an operator, a
 * dealer admin's whole sites (its dealership group), none for sales (`read-insight`).
 */
export async function listInsightSites(
  db: Database,
  { actor }: { actor: StaffMember },
): Promise<InsightSite[]> {
  return db
    .select({ id: websites.id, slug: websites.slug, name: websites.name })
    .from(websites)
    .where(
      and(isNull(websites.archivedAt), inSites(wholeSitesOf(actor, "read-insight"), websites.id)),
    )
    .orderBy(asc(websites.name));
}
