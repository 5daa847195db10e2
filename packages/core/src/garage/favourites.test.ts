import { describe, expect, it } from "vitest";
import {
  MAX_FAVOURITES,
  MAX_RECENTLY_VIEWED,
  favouriteFrom,
  parseFavourites,
  recordRecentlyViewed,
  removeFavourite,
  toggleFavourite,
  type Favourite,
} from "./favourites.ts";

const fav = (id: number): Favourite => ({
  id,
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: "Toyota",
  model: "Corolla",
  primary_image_url: `/media/${id}.webp`,
});

describe("favouriteFrom", () => {
  it("keeps exactly the spec §3 Favourite fields", () => {
    const favourite = favouriteFrom({
      id: 3,
      name: "2022 Toyota Corolla",
      slug: "toyota-corolla-3",
      make: "Toyota",
      model: "Corolla",
      primaryImageUrl: "/media/3.webp",
      ...{ price: 25_000, vin: "X" },
    });
    expect(favourite).toEqual({
      id: 3,
      name: "2022 Toyota Corolla",
      slug: "toyota-corolla-3",
      make: "Toyota",
      model: "Corolla",
      primary_image_url: "/media/3.webp",
    });
  });
});

describe("parseFavourites", () => {
  it("reads a stored list back", () => {
    expect(parseFavourites([fav(1), fav(2)])).toEqual([fav(1), fav(2)]);
  });

  it("gives an empty list for nothing or a value of another shape", () => {
    expect(parseFavourites(null)).toEqual([]);
    expect(parseFavourites({ 1: fav(1) })).toEqual([]);
    expect(parseFavourites("favourites")).toEqual([]);
  });

  it("drops entries that are not Favourites and repeats of an id", () => {
    expect(
      parseFavourites([fav(1), { id: "2", name: "x" }, null, { ...fav(3), id: -3 }, fav(1)]),
    ).toEqual([fav(1)]);
  });

  it(`keeps at most ${MAX_FAVOURITES}`, () => {
    const many = Array.from({ length: MAX_FAVOURITES + 5 }, (_, i) => fav(i + 1));
    expect(parseFavourites(many)).toHaveLength(MAX_FAVOURITES);
  });
});

describe("toggleFavourite", () => {
  it("adds a new car at the front", () => {
    expect(toggleFavourite([fav(1)], fav(2))).toEqual({ list: [fav(2), fav(1)], change: "added" });
  });

  it("removes a car already saved", () => {
    expect(toggleFavourite([fav(1), fav(2)], fav(1))).toEqual({
      list: [fav(2)],
      change: "removed",
    });
  });

  it(`drops the oldest beyond ${MAX_FAVOURITES}`, () => {
    const full = Array.from({ length: MAX_FAVOURITES }, (_, i) => fav(i + 1));
    const { list } = toggleFavourite(full, fav(999));
    expect(list).toHaveLength(MAX_FAVOURITES);
    expect(list[0]?.id).toBe(999);
    expect(list.some((item) => item.id === MAX_FAVOURITES)).toBe(false);
  });
});

describe("removeFavourite and recordRecentlyViewed", () => {
  it("removes by id and leaves an unknown id alone", () => {
    expect(removeFavourite([fav(1), fav(2)], 2)).toEqual([fav(1)]);
    expect(removeFavourite([fav(1)], 9)).toEqual([fav(1)]);
  });

  it("moves a viewed car to the front without repeating it, within the limit", () => {
    expect(recordRecentlyViewed([fav(1), fav(2)], fav(2))).toEqual([fav(2), fav(1)]);
    const many = Array.from({ length: MAX_RECENTLY_VIEWED }, (_, i) => fav(i + 1));
    const next = recordRecentlyViewed(many, fav(100));
    expect(next).toHaveLength(MAX_RECENTLY_VIEWED);
    expect(next[0]?.id).toBe(100);
  });
});
