import { and, eq, like, or } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { cars } from "../../schema.ts";

/** A slug's stem is cut here, so the slug with its number stays well inside the URL's limit. */
const MAX_CAR_SLUG_STEM = 120;

/**
 * A slug no car of the site has: the stem ("2024-toyota-corolla-sx-a1", as the demo's cars are
 * slugged), else the stem with -2, -3, ... Call it under the site's stock lock.
 */
export async function uniqueCarSlug(
  db: Database,
  websiteId: number,
  base: string,
): Promise<string> {
  const stem = base.slice(0, MAX_CAR_SLUG_STEM).replace(/-+$/, "") || "car";
  // Slugs are made of a-z, 0-9 and -, so the stem holds no LIKE wildcard.
  const taken = new Set(
    (
      await db
        .select({ slug: cars.slug })
        .from(cars)
        .where(
          and(eq(cars.websiteId, websiteId), or(eq(cars.slug, stem), like(cars.slug, `${stem}-%`))),
        )
    ).map((row) => row.slug),
  );
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) {
    const slug = `${stem}-${n}`;
    if (!taken.has(slug)) return slug;
  }
}
