import { and, desc, eq } from "drizzle-orm";
import type { ContentKind } from "@forecourt/core/content/content-input";
import type { Database } from "../../../client.ts";
import type { blogPosts, offers, pages } from "../../../schema.ts";
import { CONTENT_TABLES } from "../write-content.ts";
import type { ContentPublisher } from "./content-versions.ts";

/** An unpublished change: its slug and input as the platform API takes them, and its author. */
export type StudioDraft = { slug: string; input: Record<string, unknown>; by: ContentPublisher };

/** One row of the studio's list of a kind. */
export type StudioItemSummary = {
  id: number;
  slug: string;
  title: string;
  isPublished: boolean;
  hasDraft: boolean;
  publishAt: Date | null;
  /** Offers: when it ends (the list says which have ended). */
  endsAt: Date | null;
};

/** An item as its editor opens it: what the site shows, the draft if any, and its revision. */
export type StudioItem = {
  id: number;
  websiteId: number;
  slug: string;
  isPublished: boolean;
  revision: number;
  publishAt: Date | null;
  draft: StudioDraft | null;
  /** The stored columns as the API's input (what is published, or the first draft's). */
  input: Record<string, unknown>;
};

const iso = (value: Date | null) => value?.toISOString() ?? null;

// Each kind's stored row read back as the API's input, so a form and a version read one shape.
const INPUTS = {
  page: (row: typeof pages.$inferSelect) => ({
    title: row.title,
    description: row.description,
    body_html: row.bodyHtml,
    is_published: row.isPublished,
    seo_title: row.seoTitle,
    social_image_url: row.socialImageUrl,
  }),
  offer: (row: typeof offers.$inferSelect) => ({
    title: row.title,
    summary: row.summary,
    body_html: row.bodyHtml,
    image_url: row.imageUrl,
    offer_price: row.offerPrice,
    finance_terms: row.financeTerms,
    model_slugs: row.modelSlugs,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
  }),
  "blog-post": (row: typeof blogPosts.$inferSelect) => ({
    title: row.title,
    excerpt: row.excerpt,
    body_html: row.bodyHtml,
    image_url: row.imageUrl,
    published_at: iso(row.publishedAt),
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    social_image_url: row.socialImageUrl,
  }),
} as const;

/** A kind's stored row read back as the platform API's input. */
export function storedInputOf(kind: ContentKind, row: unknown): Record<string, unknown> {
  return (INPUTS[kind] as (value: unknown) => Record<string, unknown>)(row);
}

type AnyRow = {
  id: number;
  websiteId: number;
  title: string;
  isPublished: boolean;
  revision: number;
  publishAt: Date | null;
  draft: unknown;
};

function slugOf(kind: ContentKind, row: Record<string, unknown>): string {
  return String(row[CONTENT_TABLES[kind].slugField]);
}

/** A site's items of one kind for the studio's list, newest first (drafts included). */
export async function listStudioItems(
  db: Database,
  websiteId: number,
  kind: ContentKind,
): Promise<StudioItemSummary[]> {
  const { table } = CONTENT_TABLES[kind];
  const rows = (await db
    .select()
    .from(table)
    .where(eq(table.websiteId, websiteId))
    .orderBy(desc(table.id))) as (AnyRow & Record<string, unknown>)[];
  return rows.map((row) => {
    const draft = row.draft as StudioDraft | null;
    return {
      id: row.id,
      slug: slugOf(kind, row),
      title: String(draft?.input.title ?? row.title),
      isPublished: row.isPublished,
      hasDraft: draft !== null,
      publishAt: row.publishAt,
      endsAt: (row.endsAt as Date | null | undefined) ?? null,
    };
  });
}

/** One item of one site (another site's id answers null). */
export async function getStudioItem(
  db: Database,
  websiteId: number,
  kind: ContentKind,
  id: number,
): Promise<StudioItem | null> {
  const { table } = CONTENT_TABLES[kind];
  const [row] = (await db
    .select()
    .from(table)
    .where(and(eq(table.websiteId, websiteId), eq(table.id, id)))
    .limit(1)) as (AnyRow & Record<string, unknown>)[];
  if (!row) return null;
  return {
    id: row.id,
    websiteId: row.websiteId,
    slug: slugOf(kind, row),
    isPublished: row.isPublished,
    revision: row.revision,
    publishAt: row.publishAt,
    draft: (row.draft as StudioDraft | null) ?? null,
    input: storedInputOf(kind, row),
  };
}
