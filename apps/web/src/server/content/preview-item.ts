import "server-only";
import type { ContentKind } from "@forecourt/core/content/content-input";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { getStudioItem } from "@forecourt/db/repositories/content/studio/studio-items";
import { imageAltOf } from "@forecourt/core/content/image-alt";
import { listLibraryAltTexts } from "@forecourt/db/repositories/media/media-library";
import { db } from "../db.ts";
import { isPreviewTokenValid, parsePreviewKind, previewSecret } from "./preview-link.ts";
import { sanitizeHtml } from "./sanitize-html.ts";

/** What a preview shows: the draft (or, without one, the stored item) as the API's input. */
export type PreviewItem = {
  kind: ContentKind;
  id: number;
  slug: string;
  input: Record<string, unknown>;
  /** The body cleaned as the site would render it. */
  bodyHtml: string;
  /** Its image's description as the site shows it (the media library's). */
  imageAlt: string;
};

/**
 * An item's preview for a signed link (preview-link.ts): the item's draft if it has one, else
 * what is stored; null for a link that is not valid now or an item not on this site.
 */
export async function getPreviewItem(
  websiteId: number,
  { kindSegment, idSegment, token }: { kindSegment: string; idSegment: string; token: unknown },
): Promise<PreviewItem | null> {
  const kind = parsePreviewKind(kindSegment);
  const id = parseRowId(idSegment);
  if (!kind || id === null || typeof token !== "string") return null;
  const database = await db();
  const secret = await previewSecret(database);
  if (!isPreviewTokenValid(secret, { websiteId, kind, id }, token, new Date())) return null;
  const item = await getStudioItem(database, websiteId, kind, id);
  if (!item) return null;
  const source = item.draft ?? { slug: item.slug, input: item.input };
  const imageUrl = typeof source.input.image_url === "string" ? source.input.image_url : null;
  const alts = await listLibraryAltTexts(database, websiteId, [imageUrl]);
  return {
    imageAlt: imageAltOf(null, imageUrl ? alts.get(imageUrl) : null),
    kind,
    id,
    slug: source.slug,
    input: source.input,
    bodyHtml: sanitizeHtml(String(source.input.body_html ?? "")),
  };
}
