import { and, desc, eq, max } from "drizzle-orm";
import type { ContentKind } from "@forecourt/core/content/content-input";
import type { Database } from "../../../client.ts";
import { contentVersions } from "../../../schema.ts";

/** Who published a version: a staff user (by id and address) or the platform API. */
export type ContentPublisher = { id: string | null; name: string };

export type ContentVersion = {
  version: number;
  slug: string;
  /** The write's input as the platform API takes it (dates as ISO text). */
  input: Record<string, unknown>;
  publishedBy: string;
  publishedAt: Date;
};

type Item = { websiteId: number; kind: ContentKind; contentId: number };

/** Keeps one more published version of an item (numbered from 1); answers its number. */
export async function appendContentVersion(
  db: Database,
  options: Item & { slug: string; input: object; publisher: ContentPublisher; now: Date },
): Promise<number> {
  const [last] = await db
    .select({ version: max(contentVersions.version) })
    .from(contentVersions)
    .where(
      and(eq(contentVersions.kind, options.kind), eq(contentVersions.contentId, options.contentId)),
    );
  const version = (last?.version ?? 0) + 1;
  await db.insert(contentVersions).values({
    websiteId: options.websiteId,
    kind: options.kind,
    contentId: options.contentId,
    version,
    slug: options.slug,
    // Dates become ISO text, as the API's JSON has them: a version parses as a write again.
    input: JSON.parse(JSON.stringify(options.input)) as Record<string, unknown>,
    publishedById: options.publisher.id,
    publishedBy: options.publisher.name,
    publishedAt: options.now,
  });
  return version;
}

const versionColumns = {
  version: contentVersions.version,
  slug: contentVersions.slug,
  input: contentVersions.input,
  publishedBy: contentVersions.publishedBy,
  publishedAt: contentVersions.publishedAt,
};

const itemWhere = ({ websiteId, kind, contentId }: Item) =>
  and(
    eq(contentVersions.websiteId, websiteId),
    eq(contentVersions.kind, kind),
    eq(contentVersions.contentId, contentId),
  );

/** An item's published versions, newest first. */
export async function listContentVersions(db: Database, item: Item): Promise<ContentVersion[]> {
  const rows = await db
    .select(versionColumns)
    .from(contentVersions)
    .where(itemWhere(item))
    .orderBy(desc(contentVersions.version));
  return rows as ContentVersion[];
}

export async function getContentVersion(
  db: Database,
  item: Item & { version: number },
): Promise<ContentVersion | null> {
  const [row] = await db
    .select(versionColumns)
    .from(contentVersions)
    .where(and(itemWhere(item), eq(contentVersions.version, item.version)))
    .limit(1);
  return (row as ContentVersion | undefined) ?? null;
}

/** An item's history goes with it (a deleted item purged after its keeping). */
export async function deleteContentVersions(db: Database, item: Item): Promise<void> {
  await db.delete(contentVersions).where(itemWhere(item));
}
