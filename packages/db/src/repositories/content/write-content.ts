import { and, eq, sql } from "drizzle-orm";
import type { ContentInput, ContentKind } from "@forecourt/core/content/content-input";
import type { Database } from "../../client.ts";
import { websiteExists } from "../sites/website-exists.ts";
import { blogPosts, offers, pages } from "../../schema.ts";
import { appendContentVersion, type ContentPublisher } from "./studio/content-versions.ts";
import { dropRedirect } from "./studio/content-redirects.ts";

/** A page, offer or blog post as the platform API answers it after a write. */
export type WrittenContent = {
  id: number;
  slug: string;
  title: string;
  bodyHtml: string;
  /** Counts every write, the studio's drafts and publishes and the API's alike. */
  revision: number;
};

/**
 * What a conditional write expects of the stored item: one of these revisions, or "any" (the
 * item exists at all). Absent, the write is unconditional.
 */
export type RevisionMatch = readonly number[] | "any";

/** The item is not at a revision the write expected: its current one, or null when absent. */
export type RevisionConflict = { ok: false; reason: "conflict"; revision: number | null };

export type UpsertContentResult =
  | { ok: true; isCreated: boolean; content: WrittenContent }
  | { ok: false; reason: "site-not-found" }
  | RevisionConflict;

export const isMatched = (match: RevisionMatch, revision: number | null) =>
  revision !== null && (match === "any" || match.includes(revision));

type Options<K extends ContentKind> = {
  websiteId: number;
  slug: string;
  /** Checked input with its HTML already cleaned (the caller sanitises before writing). */
  input: ContentInput[K];
  /** Who publishes, for the item's history; the platform API when not given. */
  publisher?: ContentPublisher;
  /** Write only if the stored item is at one of these revisions (an API `If-Match`). */
  match?: RevisionMatch;
};

const API_PUBLISHER: ContentPublisher = { id: null, name: "platform API" };

/** The columns a kind's checked input is stored in (its slug and site apart). */
export function contentRowOf<K extends ContentKind>(
  kind: K,
  input: ContentInput[K],
): Record<string, unknown> {
  return (CONTENT_TABLES[kind].row as (value: ContentInput[K]) => Record<string, unknown>)(input);
}

// Each kind: its table, the column its slug is kept in, and the row its input becomes (every
// write counts in `revision`, so a console editor that started from an older one is refused).
export const CONTENT_TABLES = {
  page: {
    table: pages,
    slugColumn: pages.path,
    row: (input: ContentInput["page"]) => ({
      title: input.title,
      description: input.description,
      bodyHtml: input.body_html,
      isPublished: input.is_published,
      seoTitle: input.seo_title,
      socialImageUrl: input.social_image_url,
      updatedAt: new Date(),
      revision: sql`${pages.revision} + 1`,
    }),
    slugField: "path" as const,
  },
  offer: {
    table: offers,
    slugColumn: offers.slug,
    row: (input: ContentInput["offer"]) => ({
      title: input.title,
      summary: input.summary,
      bodyHtml: input.body_html,
      imageUrl: input.image_url,
      offerPrice: input.offer_price,
      financeTerms: input.finance_terms,
      modelSlugs: input.model_slugs,
      startsAt: input.starts_at,
      endsAt: input.ends_at,
      isPublished: true,
      revision: sql`${offers.revision} + 1`,
    }),
    slugField: "slug" as const,
  },
  "blog-post": {
    table: blogPosts,
    slugColumn: blogPosts.slug,
    row: (input: ContentInput["blog-post"]) => ({
      title: input.title,
      excerpt: input.excerpt,
      bodyHtml: input.body_html,
      imageUrl: input.image_url,
      publishedAt: input.published_at ?? new Date(),
      seoTitle: input.seo_title,
      seoDescription: input.seo_description,
      socialImageUrl: input.social_image_url,
      isPublished: true,
      revision: sql`${blogPosts.revision} + 1`,
    }),
    slugField: "slug" as const,
  },
} as const;

/**
 * Creates or replaces one page, offer or blog post of one site, found by its slug within the
 * site only: another site's content of the same slug is never read or touched.
 */
export async function upsertContent<K extends ContentKind>(
  db: Database,
  kind: K,
  { websiteId, slug, input, publisher, match }: Options<K>,
): Promise<UpsertContentResult> {
  const spec = CONTENT_TABLES[kind];
  const row = contentRowOf(kind, input);
  return db.transaction(async (tx) => {
    if (!(await websiteExists(tx, websiteId)))
      return { ok: false, reason: "site-not-found" } as const;
    const where = and(eq(spec.table.websiteId, websiteId), eq(spec.slugColumn, slug));
    // Locked, so a studio write cannot land between the revision check and this write.
    const [existing] = await tx
      .select({ id: spec.table.id, revision: spec.table.revision })
      .from(spec.table)
      .where(where)
      .for("update")
      .limit(1);
    if (match && !isMatched(match, existing?.revision ?? null)) {
      return { ok: false, reason: "conflict", revision: existing?.revision ?? null } as const;
    }
    const [written] = existing
      ? await tx.update(spec.table).set(row).where(eq(spec.table.id, existing.id)).returning()
      : await tx
          .insert(spec.table)
          .values({
            ...row,
            websiteId,
            [spec.slugField]: slug,
            revision: 1,
          } as typeof spec.table.$inferInsert)
          .returning();
    // The address is live again: no longer gone or moved.
    await dropRedirect(tx, { websiteId, kind, from: slug });
    const stored = written as { id: number; title: string; bodyHtml: string; revision: number };
    await appendContentVersion(tx, {
      websiteId,
      kind,
      contentId: stored.id,
      slug,
      input,
      publisher: publisher ?? API_PUBLISHER,
      now: new Date(),
    });
    return {
      ok: true,
      isCreated: !existing,
      content: {
        id: stored.id,
        slug,
        title: stored.title,
        bodyHtml: stored.bodyHtml,
        revision: stored.revision,
      },
    } as const;
  });
}
