import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { Database } from "@forecourt/db/client";
import type { MediaStore } from "@forecourt/db/media/media-store";
import { getLibraryFile, setLibraryDetails } from "@forecourt/db/repositories/media/media-library";
import { appendAuditEntry } from "@forecourt/db/repositories/staff/append-audit-entry";
import { IMAGE_TYPES, sniffImageType, SNIFF_LENGTH } from "./image-type.ts";

/** The largest file the library takes (the console's action limit is set above it). */
export const LIBRARY_MAX_BYTES = 5 * 1024 * 1024;
const MAX_ALT_TEXT_LENGTH = 300;

export const LIBRARY_MESSAGES = {
  file: "Choose an image file to upload.",
  size: `The file is too large: at most ${LIBRARY_MAX_BYTES / 1024 / 1024} MB.`,
  type: "Upload a JPEG, PNG, WebP, GIF or AVIF image.",
  alt: `Describe the image in 1 to ${MAX_ALT_TEXT_LENGTH} characters (its alt text, read to people who cannot see it).`,
  notFound: "That file is not in this site's library.",
  inUse: (uses: string[]) => `It is still used by ${uses.join(", ")}: remove it there first.`,
} as const;

type Actor = { id: string; email: string };
type Refused = { ok: false; field: "file" | "alt" | "form"; message: string };

/** Alt text as typed, trimmed; null when empty or too long. */
function altTextOf(text: string): string | null {
  const alt = text.trim();
  return alt.length > 0 && alt.length <= MAX_ALT_TEXT_LENGTH ? alt : null;
}

type ImageType = NonNullable<ReturnType<typeof sniffImageType>>;
type CheckedImage = { ok: true; type: ImageType; size: { width: number; height: number } };

/**
 * An upload checked as the library takes it: not empty, not over the size limit, and an image
 * by its bytes (never its name) that can be read, with its dimensions. Nothing is stored.
 */
export async function checkLibraryImage(
  bytes: Buffer,
): Promise<CheckedImage | { ok: false; field: "file"; message: string }> {
  if (bytes.length === 0) return { ok: false, field: "file", message: LIBRARY_MESSAGES.file };
  if (bytes.length > LIBRARY_MAX_BYTES) {
    return { ok: false, field: "file", message: LIBRARY_MESSAGES.size };
  }
  const type = sniffImageType(bytes.subarray(0, SNIFF_LENGTH));
  if (!type) return { ok: false, field: "file", message: LIBRARY_MESSAGES.type };
  try {
    const metadata = await sharp(bytes).metadata();
    if (!metadata.width || !metadata.height) throw new Error("no size");
    return { ok: true, type, size: { width: metadata.width, height: metadata.height } };
  } catch {
    return { ok: false, field: "file", message: LIBRARY_MESSAGES.type };
  }
}

/**
 * Adds an uploaded image to a site's library: its type read from its bytes (never its name),
 * its size checked, its dimensions read, stored through the media store (the database, or S3
 * when set) under an id made from its SHA-256, with its alt text; audited.
 */
export async function uploadLibraryFile(
  database: Database,
  store: MediaStore,
  options: {
    websiteId: number;
    actor: Actor;
    file: { name: string; bytes: Buffer };
    altText: string;
    now: Date;
  },
): Promise<{ ok: true; id: string } | Refused> {
  const { bytes } = options.file;
  const checked = await checkLibraryImage(bytes);
  if (!checked.ok) return checked;
  const alt = altTextOf(options.altText);
  if (alt === null) return { ok: false, field: "alt", message: LIBRARY_MESSAGES.alt };
  const { type, size } = checked;
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const id = `library/${options.websiteId}/${sha256}.${IMAGE_TYPES[type].extension}`;
  await store.put({ id, contentType: IMAGE_TYPES[type].contentType, bytes, ...size });
  await setLibraryDetails(database, {
    websiteId: options.websiteId,
    id,
    altText: alt,
    fileName: options.file.name.slice(0, 200),
    byteSize: bytes.length,
  });
  await appendAuditEntry(database, {
    actor: options.actor,
    websiteId: options.websiteId,
    action: "media.uploaded",
    subject: `media:${id}`,
    before: null,
    after: { fileName: options.file.name, altText: alt, byteSize: bytes.length },
    now: options.now,
  });
  return { ok: true, id };
}

/** Changes a library file's alt text; audited. */
export async function changeLibraryAlt(
  database: Database,
  options: { websiteId: number; actor: Actor; id: string; altText: string; now: Date },
): Promise<{ ok: true } | Refused> {
  const alt = altTextOf(options.altText);
  if (alt === null) return { ok: false, field: "alt", message: LIBRARY_MESSAGES.alt };
  const file = await getLibraryFile(database, options.websiteId, options.id);
  if (!file) return { ok: false, field: "form", message: LIBRARY_MESSAGES.notFound };
  await setLibraryDetails(database, { websiteId: options.websiteId, id: options.id, altText: alt });
  await appendAuditEntry(database, {
    actor: options.actor,
    websiteId: options.websiteId,
    action: "media.changed",
    subject: `media:${options.id}`,
    before: { altText: file.altText },
    after: { altText: alt },
    now: options.now,
  });
  return { ok: true };
}

/** Deletes a library file, refused while anything of the site uses it; audited. */
export async function deleteLibraryFile(
  database: Database,
  store: MediaStore,
  options: { websiteId: number; actor: Actor; id: string; now: Date },
): Promise<{ ok: true } | Refused> {
  const file = await getLibraryFile(database, options.websiteId, options.id);
  if (!file) return { ok: false, field: "form", message: LIBRARY_MESSAGES.notFound };
  if (file.usedBy.length > 0) {
    return { ok: false, field: "form", message: LIBRARY_MESSAGES.inUse(file.usedBy) };
  }
  await store.remove(options.id);
  await appendAuditEntry(database, {
    actor: options.actor,
    websiteId: options.websiteId,
    action: "media.deleted",
    subject: `media:${options.id}`,
    before: { fileName: file.fileName, altText: file.altText },
    after: null,
    now: options.now,
  });
  return { ok: true };
}
