import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { CAR_PHOTO_MAX_WIDTH, CAR_PHOTO_MESSAGES } from "@forecourt/core/stock/car-photo";
import { sniffImageType, SNIFF_LENGTH } from "./image-type.ts";

/** The ISO-media brands of HEIC and HEIF stills (an iPhone's photos), as opposed to AVIF. */
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

function isHeic(head: Uint8Array): boolean {
  if (head.length < 12) return false;
  const ascii = (from: number) => String.fromCharCode(...head.subarray(from, from + 4));
  return ascii(4) === "ftyp" && HEIC_BRANDS.has(ascii(8));
}

/** A photo made ready to store: JPEG, upright, at most the widest size served, with no EXIF. */
type PreparedCarPhoto = {
  bytes: Buffer;
  contentType: "image/jpeg";
  width: number;
  height: number;
  sha256: string;
};

type PrepareCarPhotoResult = { ok: true; photo: PreparedCarPhoto } | { ok: false; message: string };

/**
 * A phone's photo (JPEG, PNG, WebP, or the iPhone's HEIC, which sharp's own build cannot read:
 * `heic-convert` decodes it first) turned into the one copy the site stores: rotated upright by
 * its EXIF orientation, no wider than the widest size the storefront's image route serves (it
 * makes the smaller sizes from this copy), as JPEG, with every EXIF, XMP and ICC field dropped
 * (sharp writes no metadata unless asked): the yard's GPS position never reaches the site.
 */
export async function prepareCarPhoto(name: string, bytes: Buffer): Promise<PrepareCarPhotoResult> {
  const head = bytes.subarray(0, SNIFF_LENGTH);
  const type = sniffImageType(head);
  let input: Buffer;
  if (type === "jpeg" || type === "png" || type === "webp") {
    input = bytes;
  } else if (type === null && isHeic(head)) {
    try {
      const { default: convert } = await import("heic-convert");
      input = Buffer.from(await convert({ buffer: bytes, format: "JPEG", quality: 0.95 }));
    } catch {
      return { ok: false, message: CAR_PHOTO_MESSAGES.type(name) };
    }
  } else {
    return { ok: false, message: CAR_PHOTO_MESSAGES.type(name) };
  }
  try {
    const { data, info } = await sharp(input, { failOn: "error" })
      .rotate()
      .resize({ width: CAR_PHOTO_MAX_WIDTH, withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      photo: {
        bytes: data,
        contentType: "image/jpeg",
        width: info.width,
        height: info.height,
        sha256: createHash("sha256").update(data).digest("hex"),
      },
    };
  } catch {
    return { ok: false, message: CAR_PHOTO_MESSAGES.type(name) };
  }
}
