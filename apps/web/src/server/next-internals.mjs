// The one module that imports Next's internals (next/dist/...), which are not a public API and
// move between Next releases: an upgrade that moves one breaks here, in one place. Plain ESM, so
// the cache handlers Next loads by path (apps/web/cache) read it as the app's code does.
//
// - The request stores a cache write checks (server/cached.ts, server/cache/expire-site-tags.ts).
// - The tag names and headers of Next's cache, and its file-system cache with the tags manifest
//   it shares with the server (cache/local-cache-handler.mjs, server/cache/tag-writes.ts), and
//   where that cache puts its files (cache/disk-cap.mjs).
// - Next's image rules, which the markup of image-sources.ts is tested against.
import fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import imageLoaderModule from "next/dist/shared/lib/image-loader.js";

export { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external.js";
export { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external.js";
export { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
export { nodeFs } from "next/dist/server/lib/node-fs-methods.js";
export {
  NEXT_CACHE_IMPLICIT_TAG_ID,
  NEXT_CACHE_TAGS_HEADER,
  NEXT_DATA_SUFFIX,
  NEXT_META_SUFFIX,
  RSC_SEGMENTS_DIR_SUFFIX,
  RSC_SUFFIX,
} from "next/dist/lib/constants.js";
export { ROUTE_CACHE_DIRECTORY } from "next/dist/server/lib/route-cache-key.js";
export { getImgProps } from "next/dist/shared/lib/get-img-props.js";
export { imageConfigDefault } from "next/dist/shared/lib/image-config.js";

/** Next's file-system page and data cache (a CommonJS default export). */
export const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;
/** Next's default image loader (a CommonJS default export). */
export const defaultImageLoader = imageLoaderModule.default ?? imageLoaderModule;
