import { and, eq, sql } from "drizzle-orm";
import type { ContentInput, ContentKind } from "@forecourt/core/content/content-input";
import type { Database } from "../../client.ts";
import { websiteExists } from "../sites/website-exists.ts";
import { blogPosts, contentRedirects, offers, pages } from "../../schema.ts";
import { appendContentVersion, type ContentPublisher } from "./studio/content-versions.ts";
import { dropRedirect, type Redirect } from "./studio/content-redirects.ts";

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

/** The stored item a write replaces, found and locked by the caller; null for a new item. */
export type ReplacedContent = { id: number; slug: string; isPublished: boolean } | null;

type PublishedWrite<K extends ContentKind> = {
  websiteId: number;
  replaced: ReplacedContent;
  slug: string;
  /** Checked input with its HTML already cleaned. */
  input: ContentInput[K];
  publisher: ContentPublisher;
  now: Date;
  /** The studio publishes its draft: the draft and its schedule go with it. */
  isDraftPublished: boolean;
};

export type PublishedContent = {
  id: number;
  version: number;
  /** The published item's old slug, which now redirects to the new one. */
  previousSlug: string | null;
  stored: { title: string; bodyHtml: string; revision: number };
};

/**
 * The one write of published content, the studio's publish and the platform API's PUT alike:
 * the item's columns become `input` (a new row when nothing is replaced), its address answers it
 * (a published item's old slug redirects to the new one, and older redirects follow), and the
 * version is kept with who and when. Runs inside the caller's transaction, after its checks.
 */
export async function writePublishedContent<K extends ContentKind>(
  tx: Database,
  kind: K,
  options: PublishedWrite<K>,
): Promise<PublishedContent> {
  const { websiteId, replaced, slug, input, now } = options;
  const { table, slugField } = CONTENT_TABLES[kind];
  const columns = {
    ...contentRowOf(kind, input),
    [slugField]: slug,
    ...(options.isDraftPublished ? { draft: null, publishAt: null } : {}),
  };
  const [written] = replaced
    ? await tx.update(table).set(columns).where(eq(table.id, replaced.id)).returning()
    : await tx
        .insert(table)
        .values({ ...columns, websiteId, revision: 1 } as typeof table.$inferInsert)
        .returning();
  const stored = written as { id: number; title: string; bodyHtml: string; revision: number };
  const previousSlug = replaced?.isPublished && replaced.slug !== slug ? replaced.slug : null;
  if (previousSlug) await moveRedirects(tx, { websiteId, kind, from: previousSlug, to: slug });
  else await dropRedirect(tx, { websiteId, kind, from: slug });
  const version = await appendContentVersion(tx, {
    websiteId,
    kind,
    contentId: stored.id,
    slug,
    input,
    publisher: options.publisher,
    now,
  });
  return { id: stored.id, version, previousSlug, stored };
}

async function moveRedirects(
  tx: Database,
  { websiteId, kind, from, to }: Redirect & { to: string },
): Promise<void> {
  await dropRedirect(tx, { websiteId, kind, from: to });
  // Older addresses of the item go straight to the new one, not through the old one.
  await tx
    .update(contentRedirects)
    .set({ toSlug: to })
    .where(
      and(
        eq(contentRedirects.websiteId, websiteId),
        eq(contentRedirects.kind, kind),
        eq(contentRedirects.toSlug, from),
      ),
    );
  await tx
    .insert(contentRedirects)
    .values({ websiteId, kind, fromSlug: from, toSlug: to })
    .onConflictDoUpdate({
      target: [contentRedirects.websiteId, contentRedirects.kind, contentRedirects.fromSlug],
      set: { toSlug: to, toPath: null },
    });
}

/**
 * The platform API's PUT: creates or replaces one page, offer or blog post of one site, found by
 * its slug within the site only (another site's content of the same slug is never read or
 * touched), through the studio's own write. A draft the studio keeps of it stays a draft.
 */
export async function upsertContent<K extends ContentKind>(
  db: Database,
  kind: K,
  { websiteId, slug, input, publisher, match }: Options<K>,
): Promise<UpsertContentResult> {
  const { table, slugColumn } = CONTENT_TABLES[kind];
  return db.transaction(async (tx) => {
    if (!(await websiteExists(tx, websiteId)))
      return { ok: false, reason: "site-not-found" } as const;
    // Locked, so a studio write cannot land between the revision check and this write.
    const [existing] = await tx
      .select({ id: table.id, revision: table.revision, isPublished: table.isPublished })
      .from(table)
      .where(and(eq(table.websiteId, websiteId), eq(slugColumn, slug)))
      .for("update")
      .limit(1);
    if (match && !isMatched(match, existing?.revision ?? null)) {
      return { ok: false, reason: "conflict", revision: existing?.revision ?? null } as const;
    }
    const written = await writePublishedContent(tx, kind, {
      websiteId,
      replaced: existing ? { ...existing, slug } : null,
      slug,
      input,
      publisher: publisher ?? API_PUBLISHER,
      now: new Date(),
      isDraftPublished: false,
    });
    const { title, bodyHtml, revision } = written.stored;
    return {
      ok: true,
      isCreated: !existing,
      content: { id: written.id, slug, title, bodyHtml, revision },
    } as const;
  });
}
