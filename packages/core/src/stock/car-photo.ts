/**
 * Photos a dealer uploads for a car from a phone: the limits the browser checks before sending
 * and the server checks again, with the same words, and the alt text suggested for each.
 */

/** The largest photo taken: a 12 MP phone photo is 3-12 MB; a 48 MP one in HEIC stays under. */
export const CAR_PHOTO_MAX_BYTES = 20 * 1024 * 1024;
/** Photos sent at once (one request, within its size limit); the console sends them one by one. */
export const CAR_PHOTOS_PER_UPLOAD = 10;
/** The widest copy stored: the widest the storefront's gallery asks the image route for. */
export const CAR_PHOTO_MAX_WIDTH = 2048;

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const CAR_PHOTO_MESSAGES = {
  none: "Choose one or more photos to upload.",
  tooMany: `Upload at most ${CAR_PHOTOS_PER_UPLOAD} photos at once.`,
  tooLarge: (name: string) =>
    `${name} is too large: a photo may be at most ${megabytes(CAR_PHOTO_MAX_BYTES)}.`,
  /** A request over the limit of one (one photo at the most, as the console sends them). */
  uploadTooLarge: `The upload is too large: send at most ${megabytes(CAR_PHOTO_MAX_BYTES)} at a time (one photo at a time, as the console does).`,
  type: (name: string) => `${name} is not a photo we can read: upload JPEG, PNG, WebP or HEIC.`,
} as const;

/** The angles a listing's photos are usually taken in, in order. */
const CAR_PHOTO_ANGLES = [
  "front three-quarter",
  "side",
  "rear three-quarter",
  "rear",
  "front",
  "interior",
  "dashboard",
  "rear seats",
  "boot",
  "engine bay",
] as const;

/**
 * The alt text suggested for a car's photo at `position` (0: the main photo): "2021 Toyota HiLux
 * SR5, front three-quarter"; past the usual angles, "photo 11". The staff member may change it.
 */
export function suggestedPhotoAlt(
  car: { year: number; make: string; model: string; badge?: string | null },
  position: number,
): string {
  const name = [car.year, car.make, car.model, car.badge].filter(Boolean).join(" ");
  const angle = CAR_PHOTO_ANGLES[position] ?? `photo ${position + 1}`;
  return `${name}, ${angle}`;
}

/** The first photo (by name) larger than the limit, or null: the browser's check before sending. */
export function oversizedPhoto(files: readonly { name: string; size: number }[]): string | null {
  const large = files.find((file) => file.size > CAR_PHOTO_MAX_BYTES);
  return large ? CAR_PHOTO_MESSAGES.tooLarge(large.name) : null;
}

/** A photo form posted from a page whose photos have changed since. */
export const PHOTOS_CHANGED_MESSAGE =
  "The photos changed meanwhile; here they are as they are now.";

/** The longest description (alt text) a photo keeps. */
export const CAR_PHOTO_ALT_MAX = 200;

/**
 * The photos' descriptions as a form posts them (one `alt` field per photo, in the photos'
 * order), trimmed and with their runs of white space made one; a message when one is too long
 * or the count does not match the photos (a stale page). An empty description is allowed: the
 * site then describes the photo by the car's name.
 */
export function parsePhotoAlts(
  posted: readonly string[],
  photoCount: number,
): { ok: true; alts: string[] } | { ok: false; message: string } {
  if (posted.length !== photoCount) {
    return { ok: false, message: PHOTOS_CHANGED_MESSAGE };
  }
  const alts = posted.map((text) => text.replace(/\s+/g, " ").trim());
  const long = alts.findIndex((alt) => alt.length > CAR_PHOTO_ALT_MAX);
  if (long >= 0) {
    return {
      ok: false,
      message: `Photo ${long + 1}'s description is too long: at most ${CAR_PHOTO_ALT_MAX} characters.`,
    };
  }
  return { ok: true, alts };
}
