import type { ContentKind } from "@forecourt/core/content/content-input";
import { cacheTags } from "../cache-tags.ts";

/** The cache tag of a site's content of each kind: a write to one expires exactly it. */
export const CONTENT_TAGS: Record<ContentKind, (siteId: number) => string> = {
  page: cacheTags.pages,
  offer: cacheTags.offers,
  "blog-post": cacheTags.blog,
};
