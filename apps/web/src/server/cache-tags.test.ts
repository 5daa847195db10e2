import { describe, expect, it } from "vitest";
import { cacheTags, PER_CAR_EXPIRY_LIMIT, stockWriteTags } from "./cache-tags.ts";

const cars = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, slug: `car-${i + 1}` }));

describe("stockWriteTags", () => {
  it("expires nothing when no car changed", () => {
    expect(stockWriteTags(7, [])).toEqual([]);
  });

  it("expires the stock lists and each changed car's id and slug tags, nothing of other cars", () => {
    expect(stockWriteTags(7, cars(2))).toEqual([
      "site:7:cars",
      "site:7:car:1",
      "site:7:vehicle:car-1",
      "site:7:car:2",
      "site:7:vehicle:car-2",
    ]);
  });

  it("names each tag once when a car is written twice in one change", () => {
    expect(stockWriteTags(7, [...cars(1), ...cars(1)])).toEqual([
      "site:7:cars",
      "site:7:car:1",
      "site:7:vehicle:car-1",
    ]);
  });

  it("goes per car up to the limit, then expires the whole stock in one tag", () => {
    expect(stockWriteTags(7, cars(PER_CAR_EXPIRY_LIMIT))).toHaveLength(
      1 + 2 * PER_CAR_EXPIRY_LIMIT,
    );
    expect(stockWriteTags(7, cars(PER_CAR_EXPIRY_LIMIT + 1))).toEqual([
      cacheTags.cars(7),
      cacheTags.stock(7),
    ]);
  });
});
