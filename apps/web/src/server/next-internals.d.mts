/** Types of next-internals.mjs, the one importer of Next's internals. */
import type FileSystemCacheClass from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import type imageLoader from "next/dist/shared/lib/image-loader.js";

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
export declare const FileSystemCache: typeof FileSystemCacheClass;
export declare const defaultImageLoader: typeof imageLoader;
