import { describe, expect, it } from "vitest";
import { parsePresetFilters } from "./search-state.ts";
import {
  MAX_SEARCH_DESCRIPTION_LENGTH,
  parseSearchSlugInput,
  SEARCH_DESCRIPTION_MESSAGE,
  SEARCH_SLUG_MESSAGE,
  SEARCH_TITLE_MESSAGE,
} from "./search-slug-input.ts";

const errorsOf = (slug: string, body: unknown) => {
  const parsed = parseSearchSlugInput(slug, body);
  return parsed.ok ? null : parsed.errors;
};

describe("parseSearchSlugInput", () => {
  it("accepts a title and stored filters, trimmed, de-duplicated and without empty keywords", () => {
    const parsed = parseSearchSlugInput("used-Toyotas_2", {
      title: "  Used Toyotas ",
      filters: {
        make: ["Toyota", " Toyota "],
        carType: "used",
        priceMax: 30_000,
        yearMin: 2018,
        q: " ",
        dealership: "metro-richmond",
      },
    });
    expect(parsed).toEqual({
      ok: true,
      slug: "used-Toyotas_2",
      input: {
        title: "Used Toyotas",
        filters: {
          make: ["Toyota"],
          carType: ["used"],
          priceMax: 30_000,
          yearMin: 2018,
          dealership: "metro-richmond",
        },
      },
    });
    // What is stored reads back as the same search.
    if (parsed.ok) {
      expect(parsePresetFilters(parsed.input.filters)).toMatchObject({
        make: ["Toyota"],
        carType: ["used"],
        price: { min: null, max: 30_000 },
        year: { min: 2018, max: null },
        dealership: "metro-richmond",
      });
    }
  });

  it("takes a description as one paragraph, none when empty, and refuses a long one", () => {
    const described = (description: unknown) =>
      parseSearchSlugInput("utes", { title: "Utes", description });
    expect(described("  Every ute we have.\r\n\n Towing packs too.  ")).toMatchObject({
      ok: true,
      input: { description: "Every ute we have. Towing packs too." },
    });
    for (const none of ["  ", null, undefined]) {
      const parsed = described(none);
      expect(parsed.ok && parsed.input.description).toBeUndefined();
    }
    const refused = { ok: false, errors: { description: SEARCH_DESCRIPTION_MESSAGE } };
    expect(described("x".repeat(MAX_SEARCH_DESCRIPTION_LENGTH + 1))).toEqual(refused);
    expect(described("Utes\u0007")).toEqual(refused);
    expect(described(12)).toEqual(refused);
    expect(described("x".repeat(MAX_SEARCH_DESCRIPTION_LENGTH)).ok).toBe(true);
  });

  it("defaults to no filters", () => {
    expect(parseSearchSlugInput("all", { title: "All" })).toMatchObject({
      ok: true,
      input: { filters: {} },
    });
  });

  it.each(["", "has space", "dot.json", "a/b", "x".repeat(101), "é"])(
    "refuses the slug %j",
    (slug) => expect(errorsOf(slug, { title: "T" })?.slug).toBe(SEARCH_SLUG_MESSAGE),
  );

  it.each([{}, { title: "" }, { title: "  " }, { title: 5 }, { title: "x".repeat(121) }])(
    "refuses the title of %j",
    (body) => expect(errorsOf("ok", body)?.title).toBe(SEARCH_TITLE_MESSAGE),
  );

  it("reports each bad filter under its own name", () => {
    const errors = errorsOf("bad", {
      title: "Bad",
      filters: {
        make: [""],
        carType: ["nearly-new"],
        priceMin: 30_000,
        priceMax: 20_000,
        yearMin: 2020.5,
        dealership: "no spaces",
      },
    });
    expect(errors).toEqual({
      "filters.make": "make must be text or a list of up to 20 texts of 1 to 80 characters.",
      "filters.carType": "carType must be one of new, used, demo, or a list of them.",
      "filters.yearMin": "yearMin must be a whole number from 0 to 100,000,000.",
      "filters.dealership": "dealership must be the slug of one of the site's dealerships.",
    });
    expect(errorsOf("bad", { title: "Bad", filters: { priceMin: 3, priceMax: 2 } })).toEqual({
      "filters.priceMin": "priceMin must not be more than priceMax.",
    });
  });

  it("refuses unknown fields and filters, and a body that is not an object", () => {
    expect(errorsOf("x", { title: "X", slug: "y" })?.body).toBe(
      "Unknown field slug; send title, filters and description.",
    );
    expect(errorsOf("x", { title: "X", filters: { colour: ["red"] } })?.filters).toMatch(
      /^Unknown filter colour; filters are make, model, /,
    );
    expect(errorsOf("x", { title: "X", filters: [] })?.filters).toMatch(
      /^filters must be an object/,
    );
    expect(errorsOf("x", "title")?.body).toBe(
      'The body must be a JSON object: {"title": "...", "filters": {...}}.',
    );
    expect(
      errorsOf("x", {
        title: "X",
        filters: {
          make: Array(21)
            .fill("a")
            .map((a, i) => a + i),
        },
      }),
    ).toHaveProperty("filters.make");
  });
});
