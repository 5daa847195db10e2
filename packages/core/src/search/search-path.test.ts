import { describe, expect, it } from "vitest";
import type { SearchFacets } from "./search-result.ts";
import {
  canonicalSearchState,
  knownSearchValues,
  parseSearchPath,
  respelledSearchPath,
  searchStateHref,
} from "./search-path.ts";
import { emptySearchState, parseSearchState } from "./search-state.ts";

const facet = (...values: string[]) => values.map((value) => ({ value, label: value, count: 1 }));

const facets: SearchFacets = {
  make: facet("Ford", "Land Rover", "Mazda"),
  model: facet("Ranger", "CX-5"),
  carType: facet("new", "used") as SearchFacets["carType"],
  body: facet("SUV", "Ute"),
  fuel: facet("Diesel"),
  location: facet("richmond"),
  price: { min: 12_450, max: 89_990 },
  year: { min: 2015, max: 2026 },
  km: { min: 0, max: 143_000 },
};

const known = knownSearchValues(facets, 4, ["relevance", "price-asc", "latest"], "relevance");

const canonical = (query: string) => canonicalSearchState(parseSearchState(query), known);

describe("canonicalSearchState", () => {
  it("keeps the values the search has and drops the rest", () => {
    const state = canonical("make=Ford&make=Holden&body=SUV&body=Van&fuel=Petrol");
    expect(state.filters.make).toEqual(["Ford"]);
    expect(state.filters.body).toEqual(["SUV"]);
    expect(state.filters.fuel).toEqual([]);
  });

  it("puts numbers on the grid inside the facet's range and drops ends that filter nothing", () => {
    expect(canonical("price_min=20400&price_max=30600").filters.price).toEqual({
      min: 20_000,
      max: 31_000,
    });
    expect(canonical("price_min=5000&price_max=500000").filters.price).toEqual({
      min: null,
      max: null,
    });
    expect(canonical("price_min=900000").filters.price).toEqual({ min: 90_000, max: null });
    expect(canonical("year_min=2018&km_max=61234").filters).toMatchObject({
      year: { min: 2018, max: null },
      km: { min: null, max: 60_000 },
    });
  });

  it("drops the default sort and a sort the site does not offer, and keeps pages in range", () => {
    expect(canonical("sort=relevance").sort).toBeNull();
    expect(canonical("sort=km-asc").sort).toBeNull();
    expect(canonical("sort=price-asc").sort).toBe("price-asc");
    expect(canonical("page=99").page).toBe(4);
  });

  it("keeps a keyword as typed", () => {
    expect(canonical("q=red+ute").filters.q).toBe("red ute");
  });
});

describe("searchStateHref", () => {
  it("is the path form of a search without a keyword, in a fixed order", () => {
    const state = canonical("sort=price-asc&make=Land+Rover&price_max=40000&make=Ford&page=2");
    expect(searchStateHref("/search/used", state)).toBe(
      "/search/used/make/Ford/make/Land%20Rover/price_max/40000/sort/price-asc/page/2",
    );
    expect(searchStateHref("/search/used", emptySearchState())).toBe("/search/used");
  });

  it("keeps a keyword search in the query string", () => {
    expect(searchStateHref("/search/used", canonical("q=ute&make=Ford"))).toBe(
      "/search/used?q=ute&make=Ford",
    );
  });

  it("writes miles on a site that shows miles", () => {
    const state = { ...emptySearchState(), filters: { ...emptySearchState().filters } };
    state.filters.km = { min: null, max: 80_000 };
    expect(searchStateHref("/search/used", state, { distanceUnit: "mi" })).toBe(
      "/search/used/miles_max/49710",
    );
  });
});

describe("parseSearchPath", () => {
  const parse = (path: string) => parseSearchPath(path.split("/").map(decodeURIComponent), known);

  it("reads back every path searchStateHref writes", () => {
    for (const query of [
      "make=Ford",
      "make=Ford&model=Ranger&price_min=20000&price_max=40000",
      "body=SUV&sort=price-asc",
      "make=Land+Rover&make=Mazda&condition=used&year_min=2018&km_max=60000&page=3",
    ]) {
      const state = canonical(query);
      const path = searchStateHref("", state).slice(1);
      expect(parse(path)).toEqual(state);
    }
  });

  it("reads miles paths back on a site that shows miles", () => {
    const state = canonical("km_max=60000");
    const options = { distanceUnit: "mi" } as const;
    const path = searchStateHref("", state, options).slice(1);
    expect(parseSearchPath(path.split("/"), known, options)).toEqual(state);
  });

  it.each([
    ["an odd number of segments", "make/Ford/model"],
    ["an unknown value", "make/Holden"],
    ["a value in another case", "body/suv"],
    ["filters out of order", "sort/price-asc/make/Ford"],
    ["values out of order", "make/Mazda/make/Ford"],
    ["a repeated value", "make/Ford/make/Ford"],
    ["a number off the grid", "price_max/40500"],
    ["an end that filters nothing", "price_max/500000"],
    ["the default sort", "sort/relevance"],
    ["page 1", "page/1"],
    ["a page beyond the last", "page/9"],
    ["a keyword", "q/ute"],
    ["an unknown name", "colour/red"],
    ["nothing", ""],
  ])("refuses %s", (_name, path) => {
    expect(parse(path)).toBeNull();
  });
});

describe("respelledSearchPath", () => {
  const withSkoda = knownSearchValues(
    { ...facets, make: facet("Ford", "Škoda") },
    4,
    ["relevance", "price-asc"],
    "relevance",
  );
  const respell = (path: string) => respelledSearchPath(path.split("/"), withSkoda);

  it("takes a make spelt without its accent, or in another case, to the canonical path", () => {
    for (const path of ["make/Skoda", "make/skoda", "make/SKODA"]) {
      const state = respell(path);
      expect(state?.filters.make, path).toEqual(["Škoda"]);
      expect(searchStateHref("/search/pre-owned", state!)).toBe(
        "/search/pre-owned/make/%C5%A0koda",
      );
    }
    expect(respell("make/Skoda/sort/price-asc")?.sort).toBe("price-asc");
    expect(respell("make/ford")?.filters.make).toEqual(["Ford"]);
  });

  it("leaves the canonical path, unknown makes and other wrong paths alone", () => {
    expect(respell("make/Škoda")).toBeNull();
    expect(respell("make/Tesla")).toBeNull();
    expect(respell("make/Skoda/sort/relevance")).toBeNull();
  });
});
