import "server-only";
import { CAR_NOT_FOUND_MESSAGE } from "@forecourt/core/domain/car";
import { thumbnailUrl } from "@forecourt/core/stock/thumbnail";
import type { Database } from "@forecourt/db/client";
import type { MediaStore } from "@forecourt/db/media/media-store";
import { listMediaInfo, type MediaInfo } from "@forecourt/db/repositories/media/list-media-info";
import {
  getCarImageSources,
  type CarImageSource,
} from "@forecourt/db/repositories/stock/get-car-image-sources";
import {
  replaceCarImages,
  type NewCarImage,
} from "@forecourt/db/repositories/stock/replace-car-images";
import { AppError } from "../http/app-error.ts";
import { fetchImage, type FetchImageOptions } from "./fetch-image.ts";
import { IMAGE_TYPES } from "./image-type.ts";
import { mediaStore } from "./media-store.ts";

/** Images fetched at once for one car. */
const IMAGE_FETCH_CONCURRENCY = 4;
/** URLs past this many are reported as failures and left out. */
export const MAX_IMAGES_PER_CAR = 100;

type CarImageFailure = { url: string; reason: string };

type SyncCarImagesInput = { websiteId: number; carId: number; urls: string[] };

type SyncCarImagesResult = {
  /** True only when the car's images were rewritten: callers expire its cache tags then. */
  changed: boolean;
  /** One entry per URL that could not be used, in the order given. */
  failures: CarImageFailure[];
};

export type SyncCarImagesOptions = {
  /** Default: the store the environment chooses (media-store.ts). */
  store?: MediaStore;
  /** Limits and network rules for each fetch (fetch-image.ts defaults). */
  fetch?: Pick<FetchImageOptions, "timeoutMs" | "maxBytes" | "isPrivateNetworkAllowed">;
};

/**
 * Makes a car's images the given URLs, in that order. An image whose URL is unchanged is asked
 * for conditionally, with the ETag and Last-Modified its server sent with it (If-None-Match,
 * If-Modified-Since), and kept, writing nothing, when the server answers 304 or sends the same
 * bytes (same SHA-256);
 * new or changed ones are fetched and stored in the media store under an id made from their
 * SHA-256, so the same bytes are stored once. A URL of an image stored here (`/media/...`) is
 * used as it is. An image that fails is reported and left out, or keeps its previous row if it
 * had one; it never fails the car. The rows (and the car's primary image) are written in one
 * transaction, and only when something changed.
 */
export async function syncCarImages(
  db: Database,
  input: SyncCarImagesInput,
  options: SyncCarImagesOptions = {},
): Promise<SyncCarImagesResult> {
  const { websiteId, carId } = input;
  const existing = await getCarImageSources(db, websiteId, carId);
  if (!existing) throw new AppError("NOT_FOUND", CAR_NOT_FOUND_MESSAGE);
  const urls = [...new Set(input.urls.map((url) => url.trim()).filter(Boolean))];
  const overflow = urls.splice(MAX_IMAGES_PER_CAR);
  const known = await knownImagesOf(db, existing, urls);
  const store = options.store ?? mediaStore(db);
  const resolved = await mapLimit(urls, IMAGE_FETCH_CONCURRENCY, async (url) => {
    const mediaId = mediaIdOf(url);
    return mediaId === null
      ? resolveFetched(url, known.bySource.get(url), store, options.fetch)
      : resolveStored(url, mediaId, known);
  });
  const failures: CarImageFailure[] = resolved.flatMap((entry, index) =>
    entry.failure === undefined ? [] : [{ url: urls[index]!, reason: entry.failure }],
  );
  for (const url of overflow) {
    failures.push({ url, reason: `more than ${MAX_IMAGES_PER_CAR} images` });
  }
  const images = resolved.flatMap((entry) => (entry.image ? [entry.image] : []));
  if (isSameImages(existing, images)) return { changed: false, failures };
  const isWritten = await replaceCarImages(db, websiteId, carId, images);
  if (!isWritten) throw new AppError("NOT_FOUND", CAR_NOT_FOUND_MESSAGE);
  return { changed: true, failures };
}

type KnownImages = {
  /** The car's rows by the URL they were fetched from (the first of each). */
  bySource: Map<string, CarImageSource>;
  /** The car's rows by their own URL. */
  byUrl: Map<string, CarImageSource>;
  /** The files stored here that the given `/media/` URLs name. */
  stored: Map<string, MediaInfo>;
};

/** What is already known of the given URLs: the car's rows, and the media files they name. */
async function knownImagesOf(
  db: Database,
  existing: CarImageSource[],
  urls: string[],
): Promise<KnownImages> {
  const bySource = new Map<string, CarImageSource>();
  for (const row of existing) {
    if (row.sourceUrl !== null && !bySource.has(row.sourceUrl)) bySource.set(row.sourceUrl, row);
  }
  const storedIds = urls.map(mediaIdOf).filter((id): id is string => id !== null);
  const stored = new Map((await listMediaInfo(db, storedIds)).map((file) => [file.id, file]));
  return { bySource, byUrl: new Map(existing.map((row) => [row.url, row])), stored };
}

/** A URL of an image stored here: the car's row for it, else the stored file's own figures. */
function resolveStored(url: string, mediaId: string, known: KnownImages): Resolved {
  const current = known.byUrl.get(url);
  if (current) return { image: keep(current) };
  const file = known.stored.get(mediaId);
  if (!file?.contentType.startsWith("image/") || !file.width || !file.height) {
    return { image: null, failure: "no image is stored at this address" };
  }
  return {
    image: {
      url,
      thumbUrl: thumbnailUrl(url),
      width: file.width,
      height: file.height,
      alt: "",
      sourceUrl: null,
      sourceHash: file.sha256,
      sourceEtag: null,
      sourceLastModified: null,
    },
  };
}

/**
 * An image elsewhere: asked for (conditionally when the car had it), stored under its SHA-256
 * when its bytes are new, and kept as it was when unchanged or when it fails.
 */
async function resolveFetched(
  url: string,
  previous: CarImageSource | undefined,
  store: MediaStore,
  limits: SyncCarImagesOptions["fetch"],
): Promise<Resolved> {
  // Only the server's own validators are sent back: a time of ours would say nothing of a
  // file replaced by an older one. Without them the bytes come again, and the same SHA-256
  // still writes nothing.
  const validators = previous?.sourceHash ? previous : null;
  const result = await fetchImage(url, {
    ...limits,
    ifNoneMatch: validators?.sourceEtag ?? null,
    ifModifiedSince: validators?.sourceLastModified ?? null,
  });
  if (result.status === "not-modified") {
    return previous
      ? { image: keep(previous) }
      : { image: null, failure: "the server answered 304" };
  }
  if (result.status === "failed") {
    return { image: previous ? keep(previous) : null, failure: result.reason };
  }
  const { image } = result;
  if (previous && previous.sourceHash === image.sha256) return { image: keep(previous) };
  const id = `images/${image.sha256}.${IMAGE_TYPES[image.type].extension}`;
  try {
    await store.put({
      id,
      contentType: image.contentType,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { image: previous ? keep(previous) : null, failure: `not stored (${message})` };
  }
  const mediaUrl = `/media/${id}`;
  return {
    image: {
      url: mediaUrl,
      thumbUrl: thumbnailUrl(mediaUrl),
      width: image.width,
      height: image.height,
      alt: previous?.alt ?? "",
      sourceUrl: url,
      sourceHash: image.sha256,
      sourceEtag: image.etag,
      sourceLastModified: image.lastModified,
    },
  };
}

type Resolved = { image: NewCarImage | null; failure?: string };

/** The media id of a URL of this server's media route, or null for any other URL. */
function mediaIdOf(url: string): string | null {
  if (!url.startsWith("/media/")) return null;
  const [path = ""] = url.split(/[?#]/, 1);
  return path.slice("/media/".length) || null;
}

function keep(row: CarImageSource): NewCarImage {
  return {
    url: row.url,
    thumbUrl: row.thumbUrl,
    width: row.width,
    height: row.height,
    alt: row.alt,
    sourceUrl: row.sourceUrl,
    sourceHash: row.sourceHash,
    sourceEtag: row.sourceEtag,
    sourceLastModified: row.sourceLastModified,
  };
}

function isSameImages(current: CarImageSource[], next: NewCarImage[]): boolean {
  if (current.length !== next.length) return false;
  return next.every((image, index) => {
    const row = current[index]!;
    return (
      row.position === index &&
      row.url === image.url &&
      row.thumbUrl === image.thumbUrl &&
      row.width === image.width &&
      row.height === image.height &&
      row.alt === image.alt &&
      row.sourceUrl === image.sourceUrl &&
      row.sourceHash === image.sourceHash &&
      row.sourceEtag === image.sourceEtag &&
      row.sourceLastModified === image.sourceLastModified
    );
  });
}

/** Runs `work` over `items` with at most `limit` at once; results keep the items' order. */
async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
