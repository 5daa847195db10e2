/**
 * Where the bytes behind /media/{id} live. The `media` row always holds the id, content type,
 * SHA-256 and size in pixels; the bytes are in the row (the embedded default,
 * database-media-store.ts) or in an S3-compatible bucket under the id (s3-media-store.ts).
 * Ids never change content: putting an id already stored keeps what is there.
 */
export type MediaStore = {
  /** "database" or "s3": which backend holds new bytes. */
  kind: MediaStoreKind;
  put(file: MediaUpload): Promise<void>;
  /** The file's bytes, or null when no file has that id. */
  get(id: string): Promise<MediaContent | null>;
  /** True when a file with that id is stored (its bytes are not read). */
  has(id: string): Promise<boolean>;
  /** Deletes the file's row and bytes (the caller has checked nothing uses it). */
  remove(id: string): Promise<void>;
};

type MediaStoreKind = "database" | "s3";

export type MediaUpload = {
  id: string;
  contentType: string;
  bytes: Buffer;
  width?: number | null;
  height?: number | null;
};

type MediaContent = { contentType: string; bytes: Buffer };
