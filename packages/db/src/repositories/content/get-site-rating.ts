import { eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { dealerships } from "../../schema.ts";

type SiteRating = { average: number | null; count: number };

/** The site's rating: its dealerships' ratings weighted by their review counts (spec §9). */
export async function getSiteRating(db: Database, websiteId: number): Promise<SiteRating> {
  const rows = await db
    .select({ count: dealerships.reviewCount, average: dealerships.averageRating })
    .from(dealerships)
    .where(eq(dealerships.websiteId, websiteId));
  const rated = rows.filter((row) => row.average !== null && row.count > 0);
  const count = rated.reduce((sum, row) => sum + row.count, 0);
  if (count === 0) return { average: null, count: 0 };
  const total = rated.reduce((sum, row) => sum + (row.average ?? 0) * row.count, 0);
  return { average: Math.round((total / count) * 10) / 10, count };
}
