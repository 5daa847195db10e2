/**
 * How often a feed import asks an image's server again about an image whose URL the feed did
 * not change (a photo replaced at the same URL): once a day. A feed pulled every 15 minutes then
 * asks about 1/96 of its cars' images each time instead of all of them, and a source that sends
 * no ETag or Last-Modified (so every check downloads the whole file again) costs a day's worth of
 * one download per image. docs/architecture/feeds.md, "Feed imports", gives the reasoning.
 */
export const FEED_IMAGE_RECHECK_MS = 24 * 60 * 60 * 1000;

export type ImageRecheckInput = {
  carId: number;
  /** When the car was created: its images were first fetched then. */
  carCreatedAt: Date;
  /** When the site's previous snapshot was applied; null when there was none. */
  previousImportAt: Date | null;
  /** When this snapshot is applied. */
  now: Date;
  /** The least time between two checks of one car's images ({@link FEED_IMAGE_RECHECK_MS}). */
  intervalMs: number;
};

type ImageRecheck =
  | { isDue: true }
  | {
      isDue: false;
      /**
       * new-car: created less than an interval ago, so its images are that fresh already.
       * not-its-turn: its moment of the interval is not between the previous import and this one.
       */
      reason: "new-car" | "not-its-turn";
    };

const HASH_RANGE = 2 ** 32;

/** A 32-bit mix of the car's id (murmur3's finaliser): consecutive ids land far apart. */
function mix(id: number): number {
  let h = id | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Where in each interval a car's images are due, from its id: cars spread evenly over it. */
export function imageRecheckOffset(carId: number, intervalMs: number): number {
  return Math.floor((mix(carId) / HASH_RANGE) * intervalMs);
}

/**
 * Whether an import should ask again about the images of a car whose image URLs it did not
 * change. Each car has a moment of its own in every interval (from its id); the first import
 * after that moment asks, so a car is asked at most once an interval, however often the feed
 * runs, and every import asks about its share of the cars rather than all of them at once. An
 * import an interval or more after the previous one asks about every car. Nothing is stored for
 * this: the previous import's time is the only state, so a check that finds the same image writes
 * nothing.
 */
export function imageRecheckOf({
  carId,
  carCreatedAt,
  previousImportAt,
  now,
  intervalMs,
}: ImageRecheckInput): ImageRecheck {
  if (now.getTime() - carCreatedAt.getTime() < intervalMs) {
    return { isDue: false, reason: "new-car" };
  }
  if (previousImportAt === null) return { isDue: true };
  const offset = imageRecheckOffset(carId, intervalMs);
  const period = (time: Date) => Math.floor((time.getTime() - offset) / intervalMs);
  return period(now) > period(previousImportAt)
    ? { isDue: true }
    : { isDue: false, reason: "not-its-turn" };
}
