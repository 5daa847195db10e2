/** The image formats stock photos may come in, recognised from their first bytes. */
export const IMAGE_TYPES = {
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  png: { contentType: "image/png", extension: "png" },
  webp: { contentType: "image/webp", extension: "webp" },
  gif: { contentType: "image/gif", extension: "gif" },
  avif: { contentType: "image/avif", extension: "avif" },
} as const satisfies Record<string, { contentType: string; extension: string }>;

export type ImageType = keyof typeof IMAGE_TYPES;

/** Enough bytes to tell every format in IMAGE_TYPES apart. */
export const SNIFF_LENGTH = 32;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const AVIF_BRANDS = new Set(["avif", "avis"]);

/**
 * The image format of some content, read from its magic bytes (never from a file name or a
 * Content-Type header, which a server may get wrong); null when it is none of IMAGE_TYPES.
 */
export function sniffImageType(head: Uint8Array): ImageType | null {
  const ascii = (from: number, to: number) =>
    head.length >= to ? String.fromCharCode(...head.subarray(from, to)) : "";
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (PNG_SIGNATURE.every((byte, index) => head[index] === byte)) return "png";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp") return isAvifFileType(head) ? "avif" : null;
  return null;
}

/**
 * An ISO media file (HEIC, MP4 and AVIF share the container) is AVIF when its `ftyp` box names
 * an AVIF brand, as the major brand or among the compatible ones read so far.
 */
function isAvifFileType(head: Uint8Array): boolean {
  const boxSize = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
  const end = Math.min(head.length, boxSize);
  const brandAt = (offset: number) => String.fromCharCode(...head.subarray(offset, offset + 4));
  if (head.length >= 12 && AVIF_BRANDS.has(brandAt(8))) return true;
  // Compatible brands follow the major brand (8-12) and its minor version (12-16).
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    if (AVIF_BRANDS.has(brandAt(offset))) return true;
  }
  return false;
}
