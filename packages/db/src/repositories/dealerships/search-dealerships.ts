import { and, asc, ilike, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { dealerships, websites } from "../../schema.ts";
import { containing } from "../like-pattern.ts";

/** How many dealerships one page of the picker shows. */
const DEALERSHIP_PICK_PAGE_SIZE = 10;

/** A dealership the new-site wizard can start from: its details and the group it belongs to. */
export type DealershipPick = {
  id: number;
  name: string;
  slug: string;
  /** Its site's dealer group (settings `dealershipGroup`), else null. */
  group: string | null;
  siteName: string;
  leadEmail: string | null;
  adfEmail: string | null;
  webhookUrl: string | null;
};

export type DealershipPickPage = { items: DealershipPick[]; page: number; hasMore: boolean };

const groupOf = sql<string | null>`${websites.settings} ->> 'dealershipGroup'`;

/**
 * One page of the live sites' dealerships whose name, group or site name contains `query`
 * (all when empty), by name: the operator picks the dealer a new site is for among thousands.
 */
export async function searchDealerships(
  database: Database,
  { query, page }: { query: string; page: number },
): Promise<DealershipPickPage> {
  const text = query.trim();
  const pattern = containing(text);
  const at = Math.max(0, Math.floor(page));
  const rows = await database
    .select({
      id: dealerships.id,
      name: dealerships.name,
      slug: dealerships.slug,
      group: groupOf,
      siteName: websites.name,
      leadEmail: dealerships.leadEmail,
      adfEmail: dealerships.adfEmail,
      webhookUrl: dealerships.webhookUrl,
    })
    .from(dealerships)
    .innerJoin(websites, sql`${websites.id} = ${dealerships.websiteId}`)
    .where(
      and(
        isNull(websites.archivedAt),
        text === ""
          ? undefined
          : or(
              ilike(dealerships.name, pattern),
              ilike(groupOf, pattern),
              ilike(websites.name, pattern),
            ),
      ),
    )
    .orderBy(asc(dealerships.name), asc(dealerships.id))
    .limit(DEALERSHIP_PICK_PAGE_SIZE + 1)
    .offset(at * DEALERSHIP_PICK_PAGE_SIZE);
  return {
    items: rows.slice(0, DEALERSHIP_PICK_PAGE_SIZE),
    page: at,
    hasMore: rows.length > DEALERSHIP_PICK_PAGE_SIZE,
  };
}
