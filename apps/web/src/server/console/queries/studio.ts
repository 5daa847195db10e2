import "server-only";
import { consoleContentPreviewPath } from "@forecourt/core/console/console-paths";
import type { ContentKind } from "@forecourt/core/content/content-input";
import { menusOf } from "@forecourt/core/console/menu-form";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { listContentVersions } from "@forecourt/db/repositories/content/studio/content-versions";
import {
  getStudioItem,
  listStudioItems,
} from "@forecourt/db/repositories/content/studio/studio-items";
import { listDeletedContent } from "@forecourt/db/repositories/content/studio/remove-content";
import { deletedContentPurgeBefore } from "@forecourt/core/content/content-removal";
import { listLibraryMedia, type LibraryFile } from "@forecourt/db/repositories/media/media-library";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { previewSecret, previewToken, previewUrl } from "../../content/preview-link.ts";
import { studioSiteFor } from "../../content/studio-site.ts";
import { db } from "../../db.ts";

export type {
  StudioItem,
  StudioItemSummary,
} from "@forecourt/db/repositories/content/studio/studio-items";
export type { DeletedContent } from "@forecourt/db/repositories/content/studio/remove-content";
export type { ContentVersion } from "@forecourt/db/repositories/content/studio/content-versions";

/**
 * The studio's home of a site (by its path segment): its offers, posts, pages and images, and
 * what was deleted in the last 30 days (to restore), or null.
 */
export async function studioListOf(staff: StaffMember, segment: string) {
  const database = await db();
  const site = await studioSiteFor(database, staff, parseRowId(segment));
  if (!site) return null;
  const [offers, posts, pages, library, deleted] = await Promise.all([
    listStudioItems(database, site.id, "offer"),
    listStudioItems(database, site.id, "blog-post"),
    listStudioItems(database, site.id, "page"),
    listLibraryMedia(database, site.id),
    listDeletedContent(database, site.id, deletedContentPurgeBefore(new Date())),
  ]);
  return { site, offers, posts, pages, images: imagesOf(library), deleted };
}

/**
 * One item's editor: the site, the item ("new": none yet), its history, the library's images to
 * pick from, and, once it is stored, the console's preview route for it (signed-in staff only).
 */
export async function studioItemOf(
  staff: StaffMember,
  { siteSegment, kind, idSegment }: { siteSegment: string; kind: ContentKind; idSegment: string },
) {
  const database = await db();
  const site = await studioSiteFor(database, staff, parseRowId(siteSegment));
  if (!site) return null;
  const id = idSegment === "new" ? null : parseRowId(idSegment);
  if (idSegment !== "new" && id === null) return null;
  const item = id === null ? null : await getStudioItem(database, site.id, kind, id);
  if (id !== null && !item) return null;
  const [versions, library] = await Promise.all([
    item ? listContentVersions(database, { websiteId: site.id, kind, contentId: item.id }) : [],
    listLibraryMedia(database, site.id),
  ]);
  const preview = item ? consoleContentPreviewPath(site.id, kind, item.id) : null;
  return {
    site,
    item,
    versions,
    images: imagesOf(library),
    preview,
  };
}

/**
 * Where the console's preview route sends a signed-in user who may edit this item: the draft on
 * the site's own host, by an address signed for PREVIEW_LINK_MS. Null for anything else.
 */
export async function previewAddressOf(
  staff: StaffMember,
  {
    siteSegment,
    kind,
    idSegment,
    port,
  }: { siteSegment: string; kind: ContentKind; idSegment: string; port: string },
): Promise<string | null> {
  const database = await db();
  const site = await studioSiteFor(database, staff, parseRowId(siteSegment));
  const id = parseRowId(idSegment);
  if (!site || id === null || !(await getStudioItem(database, site.id, kind, id))) return null;
  const target = { websiteId: site.id, kind, id };
  const token = previewToken(await previewSecret(database), target, new Date());
  return previewUrl(site, target, token, port);
}

/** The library's images as an editor picks them. */
function imagesOf(library: LibraryFile[]) {
  return library
    .filter((file) => file.contentType.startsWith("image/"))
    .map(({ url, altText, fileName }) => ({ url, altText, fileName }));
}

/** A site's media library for the studio, or null. */
export async function mediaLibraryOf(staff: StaffMember, segment: string) {
  const database = await db();
  const site = await studioSiteFor(database, staff, parseRowId(segment));
  if (!site) return null;
  return { site, files: await listLibraryMedia(database, site.id) };
}

/** A site's menus as the studio's menu editor opens them, or null. */
export async function studioMenusOf(staff: StaffMember, segment: string) {
  const site = await studioSiteFor(await db(), staff, parseRowId(segment));
  return site ? { site, menus: menusOf(site.settings) } : null;
}
