import {
  asNullableText,
  asPositiveInteger,
  asRecord,
  asText,
} from "../validation/stored-shapes.ts";

/** A site keeps at most this many favourites in the browser; the oldest go first. */
export const MAX_FAVOURITES = 100;
/** Recently viewed cars kept in the browser (the garage shows them newest first). */
export const MAX_RECENTLY_VIEWED = 12;

/** Spec §3 Favourite, stored locally under the site's `storage.favouritesKey`. */
export type Favourite = {
  id: number;
  name: string;
  slug: string;
  make: string | null;
  model: string | null;
  primary_image_url: string | null;
};

/** A stored entry that is a Favourite, with its known keys only; undefined for anything else. */
function readFavourite(value: unknown): Favourite | undefined {
  const entry = asRecord(value);
  if (!entry) return undefined;
  const favourite = {
    id: asPositiveInteger(entry.id),
    name: asText(entry.name, 1, 300),
    slug: asText(entry.slug, 1, 200),
    make: asNullableText(entry.make, 100),
    model: asNullableText(entry.model, 100),
    primary_image_url: asNullableText(entry.primary_image_url, 2_048),
  };
  return Object.values(favourite).every((field) => field !== undefined)
    ? (favourite as Favourite)
    : undefined;
}

/** What a car gives a favourite; the shapes every card and vehicle page already have. */
type FavouriteSource = {
  id: number;
  name: string;
  slug: string;
  make: string | null;
  model: string | null;
  primaryImageUrl: string | null;
};

export function favouriteFrom(car: FavouriteSource): Favourite {
  return {
    id: car.id,
    name: car.name,
    slug: car.slug,
    make: car.make,
    model: car.model,
    primary_image_url: car.primaryImageUrl,
  };
}

/**
 * A stored list read back: anything that is not a list gives an empty one, and entries that
 * are not Favourites (written by an older version or by hand) are dropped, not fatal.
 * Duplicates by id keep the first.
 */
export function parseFavourites(value: unknown): Favourite[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const list: Favourite[] = [];
  for (const entry of value) {
    const favourite = readFavourite(entry);
    if (!favourite || seen.has(favourite.id)) continue;
    seen.add(favourite.id);
    list.push(favourite);
  }
  return list.slice(0, MAX_FAVOURITES);
}

type FavouriteToggle = { list: Favourite[]; change: "added" | "removed" };

/** Adds the car at the front, or removes it when it is already saved. */
export function toggleFavourite(list: readonly Favourite[], car: Favourite): FavouriteToggle {
  if (list.some((item) => item.id === car.id)) {
    return { list: list.filter((item) => item.id !== car.id), change: "removed" };
  }
  return { list: [car, ...list].slice(0, MAX_FAVOURITES), change: "added" };
}

export function removeFavourite(list: readonly Favourite[], id: number): Favourite[] {
  return list.filter((item) => item.id !== id);
}

/** A viewed car moves to the front of the recently viewed list (same shape as a Favourite). */
export function recordRecentlyViewed(list: readonly Favourite[], car: Favourite): Favourite[] {
  return [car, ...list.filter((item) => item.id !== car.id)].slice(0, MAX_RECENTLY_VIEWED);
}
