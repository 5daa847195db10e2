import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { libraryMediaIdOf } from "@forecourt/core/content/image-alt";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../client.ts";
import { blogPosts, media, offers, pages, websites } from "../../schema.ts";

/** A file of a site's media library, with what uses it. */
export type LibraryFile = {
  id: string;
  url: string;
  contentType: string;
  altText: string;
  fileName: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  createdAt: Date;
  usedBy: string[];
};

export const mediaUrlOf = (id: string) => `/media/${id}`;

/** Whether `column` (text or jsonb, read as text) holds `needle` anywhere. */
const holds = (column: AnyPgColumn, needle: string): SQL =>
  sql`position(${needle} in coalesce(${column}::text, '')) > 0`;

/**
 * What of a site uses a file (by its URL): offers, blog posts and pages (published or in a
 * draft: image, social image, body) and the site's settings (banner, logo, hero). Labels read
 * "Offer: Spring sale".
 */
async function listMediaUses(db: Database, websiteId: number, url: string): Promise<string[]> {
  const [offerRows, postRows, pageRows, siteRows] = await Promise.all([
    db
      .select({ title: offers.title })
      .from(offers)
      .where(
        and(
          eq(offers.websiteId, websiteId),
          or(holds(offers.imageUrl, url), holds(offers.bodyHtml, url), holds(offers.draft, url)),
        ),
      ),
    db
      .select({ title: blogPosts.title })
      .from(blogPosts)
      .where(
        and(
          eq(blogPosts.websiteId, websiteId),
          or(
            holds(blogPosts.imageUrl, url),
            holds(blogPosts.socialImageUrl, url),
            holds(blogPosts.bodyHtml, url),
            holds(blogPosts.draft, url),
          ),
        ),
      ),
    db
      .select({ title: pages.title })
      .from(pages)
      .where(
        and(
          eq(pages.websiteId, websiteId),
          or(holds(pages.socialImageUrl, url), holds(pages.bodyHtml, url), holds(pages.draft, url)),
        ),
      ),
    db
      .select({ name: websites.name })
      .from(websites)
      .where(and(eq(websites.id, websiteId), holds(websites.settings, url))),
  ]);
  return [
    ...offerRows.map((row) => `Offer: ${row.title}`),
    ...postRows.map((row) => `Blog post: ${row.title}`),
    ...pageRows.map((row) => `Page: ${row.title}`),
    ...siteRows.map(() => "Site settings"),
  ];
}

const libraryColumns = {
  id: media.id,
  contentType: media.contentType,
  altText: media.altText,
  fileName: media.fileName,
  byteSize: media.byteSize,
  width: media.width,
  height: media.height,
  createdAt: media.createdAt,
};

type LibraryRow = { [K in keyof typeof libraryColumns]: (typeof media.$inferSelect)[K] };

async function withUses(db: Database, websiteId: number, row: LibraryRow): Promise<LibraryFile> {
  const url = mediaUrlOf(row.id);
  return {
    ...row,
    url,
    altText: row.altText ?? "",
    fileName: row.fileName ?? "",
    byteSize: row.byteSize ?? 0,
    usedBy: await listMediaUses(db, websiteId, url),
  };
}

/** A site's library, newest first, each file with its uses. */
export async function listLibraryMedia(db: Database, websiteId: number): Promise<LibraryFile[]> {
  const rows = await db
    .select(libraryColumns)
    .from(media)
    .where(eq(media.websiteId, websiteId))
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(500);
  return Promise.all(rows.map((row) => withUses(db, websiteId, row)));
}

export async function getLibraryFile(
  db: Database,
  websiteId: number,
  id: string,
): Promise<LibraryFile | null> {
  const [row] = await db
    .select(libraryColumns)
    .from(media)
    .where(and(eq(media.websiteId, websiteId), eq(media.id, id)))
    .limit(1);
  return row ? withUses(db, websiteId, row) : null;
}

/** Files the store just put (or already had) become a site's library item with their details. */
export async function setLibraryDetails(
  db: Database,
  options: { websiteId: number; id: string; altText: string; fileName?: string; byteSize?: number },
): Promise<boolean> {
  const { websiteId, id, altText, fileName, byteSize } = options;
  const updated = await db
    .update(media)
    .set({
      websiteId,
      altText,
      ...(fileName === undefined ? {} : { fileName }),
      ...(byteSize === undefined ? {} : { byteSize }),
    })
    .where(
      and(eq(media.id, id), or(eq(media.websiteId, websiteId), sql`${media.websiteId} is null`)),
    )
    .returning({ id: media.id });
  return updated.length > 0;
}

/**
 * The library's descriptions of the images a site shows by URL (`/media/{id}`), by URL: what
 * offers and banners fall back on when they have none of their own. Other URLs are passed over.
 */
export async function listLibraryAltTexts(
  db: Database,
  websiteId: number,
  urls: readonly (string | null | undefined)[],
): Promise<Map<string, string>> {
  const ids = [...new Set(urls.map(libraryMediaIdOf).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: media.id, altText: media.altText })
    .from(media)
    .where(and(eq(media.websiteId, websiteId), inArray(media.id, ids)));
  return new Map(
    rows.filter((row) => row.altText).map((row) => [mediaUrlOf(row.id), row.altText!]),
  );
}
