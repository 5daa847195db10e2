import { and, desc, eq, isNull } from "drizzle-orm";
import type { ContentKind } from "@forecourt/core/content/content-input";
import type { RemovedAddress } from "@forecourt/core/content/content-removal";
import type { Database } from "../../../client.ts";
import { contentRedirects } from "../../../schema.ts";

/** An old address of a site's item. */
export type Redirect = { websiteId: number; kind: ContentKind; from: string };

/** A slug that is live again no longer redirects (nor answers gone). */
export async function dropRedirect(
  tx: Database,
  { websiteId, kind, from }: Redirect,
): Promise<void> {
  await tx
    .delete(contentRedirects)
    .where(
      and(
        eq(contentRedirects.websiteId, websiteId),
        eq(contentRedirects.kind, kind),
        eq(contentRedirects.fromSlug, from),
      ),
    );
}

/** Sets what a deleted item's address answers (and the addresses that led to it). */
export async function answerRemovedAddress(
  tx: Database,
  { websiteId, kind, slug }: { websiteId: number; kind: ContentKind; slug: string },
  address: RemovedAddress,
): Promise<void> {
  const toPath = address.kind === "moved" ? address.path : null;
  const sameKind = and(eq(contentRedirects.websiteId, websiteId), eq(contentRedirects.kind, kind));
  // Older addresses of the item answer as its last one does.
  await tx
    .update(contentRedirects)
    .set({ toSlug: null, toPath })
    .where(and(sameKind, eq(contentRedirects.toSlug, slug)));
  await tx
    .insert(contentRedirects)
    .values({ websiteId, kind, fromSlug: slug, toSlug: null, toPath })
    .onConflictDoUpdate({
      target: [contentRedirects.websiteId, contentRedirects.kind, contentRedirects.fromSlug],
      set: { toSlug: null, toPath },
    });
}

/** What an old slug of a site's item answers now (its new slug, a path, gone), or null. */
export async function getContentRedirect(
  db: Database,
  { websiteId, kind, from }: Redirect,
): Promise<ContentRedirect | null> {
  const [row] = await db
    .select({ toSlug: contentRedirects.toSlug, toPath: contentRedirects.toPath })
    .from(contentRedirects)
    .where(
      and(
        eq(contentRedirects.websiteId, websiteId),
        eq(contentRedirects.kind, kind),
        eq(contentRedirects.fromSlug, from),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (row.toSlug !== null) return { kind: "slug", slug: row.toSlug };
  return row.toPath !== null ? { kind: "moved", path: row.toPath } : { kind: "gone" };
}

/** What an old address answers: the item's new slug, a path of the site, or 410 Gone. */
type ContentRedirect = { kind: "slug"; slug: string } | RemovedAddress;

/** A site's addresses of deleted posts and pages (slug, and the path when moved), newest first. */
export async function listRemovedAddresses(
  db: Database,
  websiteId: number,
): Promise<{ kind: ContentKind; slug: string; toPath: string | null }[]> {
  const rows = await db
    .select({
      kind: contentRedirects.kind,
      slug: contentRedirects.fromSlug,
      toPath: contentRedirects.toPath,
    })
    .from(contentRedirects)
    .where(and(eq(contentRedirects.websiteId, websiteId), isNull(contentRedirects.toSlug)))
    .orderBy(desc(contentRedirects.id))
    .limit(REMOVED_ADDRESSES_LIMIT);
  return rows as { kind: ContentKind; slug: string; toPath: string | null }[];
}

/** How many removed addresses of a site the storefront answers for (the newest). */
const REMOVED_ADDRESSES_LIMIT = 5_000;
