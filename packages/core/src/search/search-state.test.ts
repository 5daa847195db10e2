import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  emptySearchState,
  activeFilterCount,
  hasActiveFilters,
  MAX_PAGE,
  MAX_VALUES_PER_FILTER,
  parsePresetFilters,
  parseSearchState,
  serializeSearchState,
  type SearchState,
} from "./search-state.ts";

describe("parseSearchState", () => {
  it("reads every filter, the sort and the page", () => {
    const state = parseSearchState(
      "make=Toyota&make=Mazda&model=Corolla&condition=used&condition=demo&body=SUV&fuel=Hybrid" +
        "&location=richmond&price_min=10000&price_max=45%2C000&year_min=2018&year_max=2024" +
        "&km_min=0&km_max=80000&q=+red++wagon+&sort=price-asc&page=3",
    );
    expect(state).toEqual({
      filters: {
        make: ["Mazda", "Toyota"],
        model: ["Corolla"],
        carType: ["demo", "used"],
        body: ["SUV"],
        fuel: ["Hybrid"],
        location: ["richmond"],
        price: { min: 10000, max: 45000 },
        year: { min: 2018, max: 2024 },
        km: { min: 0, max: 80000 },
        q: "red wagon",
      },
      sort: "price-asc",
      page: 3,
    });
  });

  it("accepts Next's searchParams object with repeated values", () => {
    const state = parseSearchState({ make: ["Ford", "ford "], condition: "NEW", page: undefined });
    expect(state.filters.make).toEqual(["Ford", "ford"]);
    expect(state.filters.carType).toEqual(["new"]);
    expect(state.page).toBe(1);
  });

  it("maps make aliases to the make shoppers see", () => {
    expect(parseSearchState("make=Skoda&make=SsangYong&make=GWM+Haval").filters.make).toEqual([
      "GWM",
      "KGM",
      "Škoda",
    ]);
  });

  it("splits comma-separated values", () => {
    expect(parseSearchState("make=Ford,Mazda").filters.make).toEqual(["Ford", "Mazda"]);
  });

  it.each([
    ["sort=cheapest", { sort: null }],
    ["page=0", { page: 1 }],
    ["page=-2", { page: 1 }],
    ["page=abc", { page: 1 }],
    ["page=2.5", { page: 1 }],
    [`page=${MAX_PAGE + 50}`, { page: MAX_PAGE }],
  ])("ignores a bad value: %s", (query, expected) => {
    expect(parseSearchState(query)).toEqual({ ...emptySearchState(), ...expected });
  });

  it("ignores garbage filters and keeps the rest", () => {
    const state = parseSearchState(
      "condition=brand-new&price_min=cheap&year_max=1e9&km_max=-5&make=%20%20&model=Ranger&zzz=1",
    );
    expect(state.filters.carType).toEqual([]);
    expect(state.filters.price).toEqual({ min: null, max: null });
    expect(state.filters.year).toEqual({ min: null, max: null });
    expect(state.filters.km).toEqual({ min: null, max: null });
    expect(state.filters.make).toEqual([]);
    expect(state.filters.model).toEqual(["Ranger"]);
  });

  it("swaps a reversed range", () => {
    expect(parseSearchState("price_min=50000&price_max=20000").filters.price).toEqual({
      min: 20000,
      max: 50000,
    });
  });

  it("caps the number of values per filter", () => {
    const query = Array.from({ length: 60 }, (_, i) => `body=b${i}`).join("&");
    expect(parseSearchState(query).filters.body).toHaveLength(MAX_VALUES_PER_FILTER);
  });

  it("survives malformed percent-encoding", () => {
    expect(() => parseSearchState("make=%E0%A4%A&q=%")).not.toThrow();
  });
});

describe("serializeSearchState", () => {
  it("leaves out defaults", () => {
    expect(serializeSearchState(emptySearchState())).toBe("");
  });

  it("writes filters, sort and page in a fixed order", () => {
    const state = parseSearchState("page=2&sort=latest&make=Ford&q=ute&condition=used");
    expect(serializeSearchState(state)).toBe("?q=ute&condition=used&make=Ford&sort=latest&page=2");
  });
});

describe("odometer in miles", () => {
  it("reads and writes miles on a miles site, keeping kilometres in the state", () => {
    const state = parseSearchState("miles_min=1000&miles_max=30000&km_max=5", {
      distanceUnit: "mi",
    });
    expect(state.filters.km).toEqual({ min: 1609, max: 48280 });
    expect(serializeSearchState(state, { distanceUnit: "mi" })).toBe(
      "?miles_min=1000&miles_max=30000",
    );
  });

  it("round-trips any miles value", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (miles) => {
        const options = { distanceUnit: "mi" as const };
        const state = parseSearchState(`miles_max=${miles}`, options);
        expect(serializeSearchState(state, options)).toBe(`?miles_max=${miles}`);
      }),
    );
  });
});

describe("hasActiveFilters", () => {
  it("counts filters but not sort or page", () => {
    expect(hasActiveFilters(parseSearchState("sort=latest&page=4").filters)).toBe(false);
    expect(hasActiveFilters(parseSearchState("km_max=10").filters)).toBe(true);
    expect(hasActiveFilters(parseSearchState("q=ute").filters)).toBe(true);
  });
});

describe("parsePresetFilters", () => {
  it("reads stored search-slug filters", () => {
    const preset = parsePresetFilters({ carType: ["used", "demo"], dealership: "metro-richmond" });
    expect(preset.carType).toEqual(["demo", "used"]);
    expect(preset.dealership).toBe("metro-richmond");
  });

  it.each([null, undefined, 42, "x", [], { carType: 7, make: { a: 1 }, dealership: 3 }])(
    "tolerates %j",
    (stored) => {
      const preset = parsePresetFilters(stored);
      expect(preset.carType).toEqual([]);
      expect(preset.dealership).toBeNull();
    },
  );
});

// Property tests: arbitrary query strings never throw, and parsing is a fixed point of
// serialise-then-parse.
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.constantFrom("Škoda", "GWM Haval", "%", "%zz", ",", " , ", "\u0000", "1e3", "-1", "00012"),
);
const paramName = fc.constantFrom(
  "make",
  "model",
  "condition",
  "body",
  "fuel",
  "location",
  "price_min",
  "price_max",
  "year_min",
  "year_max",
  "km_min",
  "km_max",
  "q",
  "sort",
  "page",
  "other",
);
const queryPairs = fc.array(fc.tuple(paramName, nastyString), { maxLength: 30 });

describe("search state properties", () => {
  it("never throws on any query string", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (query) => {
        parseSearchState(query);
      }),
    );
  });

  it("never throws on any searchParams object", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string(),
          fc.oneof(fc.string(), fc.array(fc.string()), fc.constant(undefined)),
        ),
        (params) => {
          parseSearchState(params);
        },
      ),
    );
  });

  it("parse(serialise(parse(q))) equals parse(q)", () => {
    fc.assert(
      fc.property(queryPairs, (pairs) => {
        const state = parseSearchState(new URLSearchParams(pairs));
        expect(parseSearchState(serializeSearchState(state))).toEqual(state);
      }),
    );
  });

  it("serialise is stable: serialise(parse(serialise(s))) equals serialise(s)", () => {
    fc.assert(
      fc.property(queryPairs, (pairs) => {
        const state: SearchState = parseSearchState(new URLSearchParams(pairs));
        const query = serializeSearchState(state);
        expect(serializeSearchState(parseSearchState(query))).toBe(query);
      }),
    );
  });
});

describe("activeFilterCount", () => {
  it("counts each ticked value, the keyword and each range with an end set", () => {
    expect(activeFilterCount(parseSearchState("sort=latest&page=2").filters)).toBe(0);
    expect(
      activeFilterCount(
        parseSearchState("make=Ford&make=Kia&condition=used&q=ute&price_min=1000&price_max=9000")
          .filters,
      ),
    ).toBe(5);
    expect(activeFilterCount(parseSearchState("year_max=2020&km_min=5").filters)).toBe(2);
  });
});
