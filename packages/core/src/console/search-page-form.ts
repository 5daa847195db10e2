import type { FieldErrors } from "../validation/field-errors.ts";
import { SEARCH_FILTER_KEYS } from "../search/search-slug-input.ts";

/**
 * The studio's search page form: a named search's slug, title and filters as form controls
 * (check boxes for the lists, number boxes for the ranges), turned into the platform API's body
 * (`{title, filters}`) so the API's own parser checks it, and its messages turned into the
 * dealer's words, each beside its control.
 */

type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];

/** The filters that hold a list of values: one check box each. */
export const SEARCH_LIST_FILTERS = [
  "carType",
  "make",
  "model",
  "body",
  "fuel",
  "location",
] as const;
export type SearchListFilter = (typeof SEARCH_LIST_FILTERS)[number];

/** The ranges, each as its lower and upper bound's filter. */
export const SEARCH_RANGE_FILTERS = [
  ["priceMin", "priceMax"],
  ["yearMin", "yearMax"],
  ["kmMin", "kmMax"],
] as const;
type RangeFilter = (typeof SEARCH_RANGE_FILTERS)[number][number];

/** Each filter's name on the form and in its messages. */
export const SEARCH_FILTER_LABELS = {
  carType: "New, used or demo",
  make: "Makes",
  model: "Models",
  body: "Body types",
  fuel: "Fuel types",
  location: "Locations",
  priceMin: "Lowest price",
  priceMax: "Highest price",
  yearMin: "Earliest year",
  yearMax: "Latest year",
  kmMin: "Odometer at least",
  kmMax: "Odometer at most",
  q: "Keywords",
  dealership: "Dealership",
} as const satisfies Record<SearchFilterKey, string>;

const NUMBER_MESSAGE = (key: RangeFilter) =>
  `${SEARCH_FILTER_LABELS[key]}: enter a whole number, or leave it empty.`;

/** What the form posts: one value by name, and every value of a repeated name. */
type PostedForm = { get(name: string): unknown; getAll(name: string): unknown[] };

const textOf = (value: unknown) => (typeof value === "string" ? value.trim() : "");

type SearchPageInput = {
  slug: string;
  /** The API's body, for `parseSearchSlugInput`. */
  body: { title: string; description: string; filters: Record<string, unknown> };
  /** What the form can tell before the API's parser (a number box that holds no number). */
  errors: FieldErrors;
  /** The form's values as typed, a list's values one a line, to show again with a refusal. */
  values: Record<string, string>;
};

/** The posted form as the API's body, with what the form alone refuses. */
export function searchPageFormOf(form: PostedForm): SearchPageInput {
  const filters: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  const values: Record<string, string> = {};
  for (const key of SEARCH_LIST_FILTERS) {
    const items = form.getAll(key).map(textOf).filter(Boolean);
    values[key] = items.join("\n");
    if (items.length > 0) filters[key] = items;
  }
  for (const key of SEARCH_RANGE_FILTERS.flat()) {
    const text = textOf(form.get(key));
    values[key] = text;
    if (text === "") continue;
    const digits = text.replace(/[\s,$]/g, "");
    if (/^\d{1,12}$/.test(digits)) filters[key] = Number(digits);
    else errors[key] = NUMBER_MESSAGE(key);
  }
  for (const key of ["q", "dealership"] as const) {
    const text = textOf(form.get(key));
    values[key] = text;
    if (text) filters[key] = text;
  }
  const slug = textOf(form.get("slug"));
  const title = textOf(form.get("title"));
  const description = textOf(form.get("description"));
  Object.assign(values, { slug, title, description });
  return { slug, body: { title, description, filters }, errors, values };
}

const OWN_WORDS = { title: "Title", description: "Description" } as const;
const KEY_WORDS = new RegExp(
  `\\b(${[...SEARCH_FILTER_KEYS, ...Object.keys(OWN_WORDS)].join("|")})\\b`,
  "g",
);

/**
 * The API's messages by the form's fields (`filters.priceMin` is `priceMin`), its field names
 * put in the form's words ("priceMin must not be more than priceMax." reads "Lowest price must
 * not be more than highest price.").
 */
export function searchPageErrorsOf(errors: FieldErrors): FieldErrors {
  const words = (message: string) =>
    message
      .replace(KEY_WORDS, (key, _match, offset: number) => {
        const label =
          key in OWN_WORDS
            ? OWN_WORDS[key as keyof typeof OWN_WORDS]
            : SEARCH_FILTER_LABELS[key as SearchFilterKey];
        return offset === 0 ? label : label.toLowerCase();
      })
      .replace(/\b(the search |)slug\b/gi, (_match, the: string) =>
        the ? "the URL name" : "URL name",
      )
      .replace(/^the/, "The");
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [
      path.startsWith("filters.") ? path.slice("filters.".length) : path,
      words(message),
    ]),
  );
}

/** A stored search's filters as the form shows them: a list's values one a line. */
export function searchPageValuesOf(search: {
  slug: string;
  title: string;
  description: string | null;
  filters: unknown;
}): Record<string, string> {
  const stored =
    search.filters && typeof search.filters === "object" && !Array.isArray(search.filters)
      ? (search.filters as Record<string, unknown>)
      : {};
  const values: Record<string, string> = {
    slug: search.slug,
    title: search.title,
    description: search.description ?? "",
  };
  for (const key of SEARCH_FILTER_KEYS) {
    const value = stored[key];
    if (Array.isArray(value)) values[key] = value.map(String).join("\n");
    else if (value !== undefined && value !== null) values[key] = String(value);
  }
  return values;
}
