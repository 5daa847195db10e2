import { and, eq, sql } from "drizzle-orm";
import {
  parseSearchSlugInput,
  type SearchSlugInput,
} from "@forecourt/core/search/search-slug-input";
import type { FieldErrors } from "@forecourt/core/validation/field-errors";
import type { Database } from "../../client.ts";
import { websiteExists } from "../sites/website-exists.ts";
import { dealerships, searchSlugs } from "../../schema.ts";
import { toSearchSlug, type SearchSlug } from "./list-search-slugs.ts";

export type UpsertSearchSlugOptions = { websiteId: number; slug: string } & SearchSlugInput;

export type UpsertSearchSlugResult =
  | { ok: true; isCreated: boolean; searchSlug: SearchSlug }
  | { ok: false; reason: "site-not-found" }
  | { ok: false; reason: "invalid"; errors: FieldErrors };

/**
 * Creates or replaces one named search of one site (spec §2): its title and stored filters.
 * The input is checked again here, whoever calls, and a `dealership` filter must name a
 * dealership of the same site. Another site's search of the same slug is never touched.
 */
export async function upsertSearchSlug(
  db: Database,
  { websiteId, slug, ...body }: UpsertSearchSlugOptions,
): Promise<UpsertSearchSlugResult> {
  const parsed = parseSearchSlugInput(slug, body);
  if (!parsed.ok) return { ok: false, reason: "invalid", errors: parsed.errors };
  const { title, filters } = parsed.input;
  return db.transaction(async (tx) => {
    if (!(await websiteExists(tx, websiteId)))
      return { ok: false, reason: "site-not-found" } as const;
    if (filters.dealership !== undefined) {
      const [dealership] = await tx
        .select({ id: dealerships.id })
        .from(dealerships)
        .where(and(eq(dealerships.websiteId, websiteId), eq(dealerships.slug, filters.dealership)))
        .limit(1);
      if (!dealership) {
        return {
          ok: false,
          reason: "invalid",
          errors: {
            "filters.dealership": `This site has no dealership with the slug ${filters.dealership}.`,
          },
        } as const;
      }
    }
    const [existing] = await tx
      .select({ id: searchSlugs.id })
      .from(searchSlugs)
      .where(and(eq(searchSlugs.websiteId, websiteId), eq(searchSlugs.slug, slug)))
      .limit(1);
    const [row] = await tx
      .insert(searchSlugs)
      .values({ websiteId, slug, title, filters })
      .onConflictDoUpdate({
        target: [searchSlugs.websiteId, searchSlugs.slug],
        set: { title, filters, updatedAt: sql`now()` },
      })
      .returning();
    if (!row) throw new Error(`Search slug ${slug} of site ${websiteId} was not written`);
    return { ok: true, isCreated: !existing, searchSlug: toSearchSlug(row) } as const;
  });
}
