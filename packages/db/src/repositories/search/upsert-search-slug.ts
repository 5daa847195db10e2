import { and, eq, sql } from "drizzle-orm";
import {
  parseSearchSlugInput,
  SEARCH_PAGE_MESSAGES,
  type SearchSlugInput,
} from "@forecourt/core/search/search-slug-input";
import type { FieldErrors } from "@forecourt/core/validation/field-errors";
import type { Database, Tx } from "../../client.ts";
import { websiteExists } from "../sites/website-exists.ts";
import { appendAuditEntry } from "../staff/append-audit-entry.ts";
import { dealerships, searchSlugs } from "../../schema.ts";
import { toSearchSlug, type SearchSlug } from "./list-search-slugs.ts";
import { isUniqueViolation } from "../sites/site-write-refusal.ts";

/** A console user's entry in the audit log, written in the write's transaction. */
export type SearchSlugAudit = { actor: { id: string; email: string }; now: Date } | null;

type UpsertSearchSlugOptions = {
  websiteId: number;
  slug: string;
  /** The search's slug until now, when the write gives it a new one (it keeps its id). */
  renameFrom?: string | undefined;
  /** Refuses, rather than replaces, a search the site already has under `slug`. */
  isNew?: boolean | undefined;
  audit?: SearchSlugAudit | undefined;
} & Omit<SearchSlugInput, "description"> &
  Partial<Pick<SearchSlugInput, "description">>;

type UpsertSearchSlugResult =
  | { ok: true; isCreated: boolean; searchSlug: SearchSlug }
  | { ok: false; reason: "site-not-found" }
  /** `renameFrom` names no search of the site. */
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "invalid"; errors: FieldErrors };

type SearchSlugRow = typeof searchSlugs.$inferSelect;
type ParsedSearch = Extract<ReturnType<typeof parseSearchSlugInput>, { ok: true }>["input"];
type SearchSlugValues = Pick<SearchSlugRow, "websiteId" | "slug" | "title" | "description"> & {
  filters: ParsedSearch["filters"];
};

const slugTaken = {
  ok: false,
  reason: "invalid",
  errors: { slug: SEARCH_PAGE_MESSAGES.slugTaken },
} as const;

/** A refusal when the `dealership` filter names no dealership of the site, else null. */
async function refuseUnknownDealership(tx: Tx, websiteId: number, slug: string | undefined) {
  if (slug === undefined) return null;
  const [dealership] = await tx
    .select({ id: dealerships.id })
    .from(dealerships)
    .where(and(eq(dealerships.websiteId, websiteId), eq(dealerships.slug, slug)))
    .limit(1);
  if (dealership) return null;
  return {
    ok: false,
    reason: "invalid",
    errors: { "filters.dealership": `This site has no dealership with the slug ${slug}.` },
  } as const;
}

async function findSearchSlug(tx: Tx, websiteId: number, slug: string) {
  const [row] = await tx
    .select()
    .from(searchSlugs)
    .where(and(eq(searchSlugs.websiteId, websiteId), eq(searchSlugs.slug, slug)))
    .limit(1);
  return row;
}

/** The search's row updated when it exists, else inserted (or replaced under its slug). */
async function writeSearchSlug(
  tx: Tx,
  existing: SearchSlugRow | undefined,
  values: SearchSlugValues,
): Promise<SearchSlugRow> {
  const { websiteId, slug, title, description, filters } = values;
  const [row] = existing
    ? await tx
        .update(searchSlugs)
        .set({ slug, title, description, filters, updatedAt: sql`now()` })
        .where(eq(searchSlugs.id, existing.id))
        .returning()
    : await tx
        .insert(searchSlugs)
        .values(values)
        .onConflictDoUpdate({
          target: [searchSlugs.websiteId, searchSlugs.slug],
          set: { title, description, filters, updatedAt: sql`now()` },
        })
        .returning();
  if (!row) throw new Error(`Search slug ${slug} of site ${websiteId} was not written`);
  return row;
}

/** The checks and the write in one transaction, audited when a console user made it. */
async function saveSearchSlug(
  tx: Tx,
  values: SearchSlugValues,
  { renameFrom, isNew, audit }: Pick<UpsertSearchSlugOptions, "renameFrom" | "isNew" | "audit">,
): Promise<UpsertSearchSlugResult> {
  const { websiteId, slug, filters } = values;
  if (!(await websiteExists(tx, websiteId))) return { ok: false, reason: "site-not-found" };
  const badDealership = await refuseUnknownDealership(tx, websiteId, filters.dealership);
  if (badDealership) return badDealership;
  const existing = await findSearchSlug(tx, websiteId, renameFrom ?? slug);
  if (renameFrom !== undefined && !existing) return { ok: false, reason: "not-found" };
  const isTaken = isNew
    ? existing
    : renameFrom !== slug && (await findSearchSlug(tx, websiteId, slug));
  if ((isNew || renameFrom !== undefined) && isTaken) return slugTaken;
  const row = await writeSearchSlug(tx, existing, values);
  if (audit) {
    await appendAuditEntry(tx, {
      ...audit,
      websiteId,
      action: "search.page-saved",
      subject: `search-slug:${row.id}`,
      before: existing ? auditedSearch(existing) : null,
      after: auditedSearch(row),
    });
  }
  return { ok: true, isCreated: !existing, searchSlug: toSearchSlug(row) };
}

/**
 * Creates or replaces one named search of one site (spec §2): its title and stored filters.
 * The input is checked again here, whoever calls, and a `dealership` filter must name a
 * dealership of the same site. Another site's search of the same slug is never touched. With
 * `renameFrom`, that search takes the new slug, refused when another search of the site has it;
 * with `isNew`, a search the site has under the slug is refused rather than replaced.
 */
export async function upsertSearchSlug(
  db: Database,
  { websiteId, slug, renameFrom, isNew, audit, ...body }: UpsertSearchSlugOptions,
): Promise<UpsertSearchSlugResult> {
  const parsed = parseSearchSlugInput(slug, body);
  if (!parsed.ok) return { ok: false, reason: "invalid", errors: parsed.errors };
  const { title, filters } = parsed.input;
  const values = { websiteId, slug, title, description: parsed.input.description ?? null, filters };
  // A racing write may take the slug between the check and the write: the index refuses it.
  return db
    .transaction((tx) => saveSearchSlug(tx, values, { renameFrom, isNew, audit }))
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return slugTaken;
      throw error;
    });
}

/** A search as its audit entry records it. */
export const auditedSearch = (row: {
  slug: string;
  title: string;
  description: string | null;
  filters: unknown;
}) => ({
  slug: row.slug,
  title: row.title,
  ...(row.description ? { description: row.description } : {}),
  filters: row.filters,
});
