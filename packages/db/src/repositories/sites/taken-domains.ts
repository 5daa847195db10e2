import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { domains, websites } from "../../schema.ts";

/**
 * Which of `hosts` (normalised custom domains) another site than `websiteId` already serves, or
 * a site's slug already names, so a form can refuse them before anything is written.
 */
export async function takenDomains(
  db: Pick<Database, "select">,
  hosts: readonly string[],
  websiteId: number | null,
): Promise<Set<string>> {
  if (hosts.length === 0) return new Set();
  const rows = await db
    .select({ host: domains.host, websiteId: domains.websiteId })
    .from(domains)
    .where(inArray(domains.host, [...hosts]));
  return new Set(rows.filter((row) => row.websiteId !== websiteId).map((row) => row.host));
}

/** The id of the website (archived ones too, which keep their slug) of this slug, if any. */
export async function websiteIdOfSlug(
  db: Pick<Database, "select">,
  slug: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: websites.id })
    .from(websites)
    .where(eq(websites.slug, slug))
    .limit(1);
  return row?.id ?? null;
}
