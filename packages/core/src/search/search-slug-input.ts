import { hasControlCharacter } from "../text/control-characters.ts";
import { z } from "zod";
import { CAR_TYPES } from "../domain/car.ts";
import { SLUG_PATTERN } from "../domain/slug.ts";
import { parseFields, type FieldErrors } from "../validation/field-errors.ts";
import { MAX_KEYWORD_LENGTH, MAX_VALUE_LENGTH, MAX_VALUES_PER_FILTER } from "./search-state.ts";

/**
 * What an integration sends to create or replace one named search of a site (spec §2): its
 * title and the filters stored with it, in the stored shape `search_slugs.json` returns
 * (`{make: ["Toyota"], carType: ["used"], priceMax: 30000, dealership: "..."}`). Unlike a
 * URL, which is read tolerantly, a write is checked strictly: a filter that would be dropped
 * when the search runs is refused with a message instead of stored.
 */

const MAX_SEARCH_SLUG_LENGTH = 100;
const MAX_SEARCH_TITLE_LENGTH = 120;
/** Price, year and km bounds, as the search state reads them. */
const MAX_FILTER_NUMBER = 100_000_000;

export const SEARCH_SLUG_MESSAGE = `The URL name must be 1 to ${MAX_SEARCH_SLUG_LENGTH} letters, digits, hyphens or underscores.`;
/** Why a write to a site's named searches is refused, whoever writes (the API, the studio). */
export const SEARCH_PAGE_MESSAGES = {
  notFound: "Search slug not found",
  /** The site's default search (`search.defaultSlug`) stays while the settings name it. */
  isDefault:
    "This is the site's default search; it cannot be deleted while the site's settings point at it.",
  isDefaultRenamed:
    "This is the site's default search; its slug cannot change while the site's settings point at it.",
  slugTaken: "Another search of this site has that slug: choose another.",
} as const;

export const SEARCH_TITLE_MESSAGE = `title must be text of 1 to ${MAX_SEARCH_TITLE_LENGTH} characters.`;

/** What search engines show under the page's link, and the page's opening line. */
export const MAX_SEARCH_DESCRIPTION_LENGTH = 300;
export const SEARCH_DESCRIPTION_MESSAGE = `description must be text of at most ${MAX_SEARCH_DESCRIPTION_LENGTH} characters.`;

const LIST_FILTERS = ["make", "model", "body", "fuel", "location"] as const;
const NUMBER_FILTERS = ["priceMin", "priceMax", "yearMin", "yearMax", "kmMin", "kmMax"] as const;
export const SEARCH_FILTER_KEYS = [
  ...LIST_FILTERS,
  "carType",
  ...NUMBER_FILTERS,
  "q",
  "dealership",
] as const;

function textList(name: string, allowed?: readonly string[]) {
  const message = allowed
    ? `${name} must be one of ${allowed.join(", ")}, or a list of them.`
    : `${name} must be text or a list of up to ${MAX_VALUES_PER_FILTER} texts of 1 to ${MAX_VALUE_LENGTH} characters.`;
  return z.union([z.string(), z.array(z.string())], { error: message }).transform((value, ctx) => {
    const items = (Array.isArray(value) ? value : [value]).map((item) => item.trim());
    const isBad = (item: string) =>
      !item ||
      item.length > MAX_VALUE_LENGTH ||
      hasControlCharacter(item) ||
      (allowed !== undefined && !allowed.includes(item));
    if (items.length > MAX_VALUES_PER_FILTER || items.some(isBad)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return [...new Set(items)];
  });
}

function amount(name: string) {
  const message = `${name} must be a whole number from 0 to ${MAX_FILTER_NUMBER.toLocaleString("en-US")}.`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(MAX_FILTER_NUMBER, { error: message });
}

const filterKeysText = SEARCH_FILTER_KEYS.join(", ");

const searchFiltersInputSchema = z
  .strictObject(
    {
      make: textList("make").optional(),
      model: textList("model").optional(),
      body: textList("body").optional(),
      fuel: textList("fuel").optional(),
      location: textList("location").optional(),
      carType: textList("carType", CAR_TYPES).optional(),
      priceMin: amount("priceMin").optional(),
      priceMax: amount("priceMax").optional(),
      yearMin: amount("yearMin").optional(),
      yearMax: amount("yearMax").optional(),
      kmMin: amount("kmMin").optional(),
      kmMax: amount("kmMax").optional(),
      q: z
        .string({ error: `q must be text of at most ${MAX_KEYWORD_LENGTH} characters.` })
        .trim()
        .max(MAX_KEYWORD_LENGTH, {
          error: `q must be text of at most ${MAX_KEYWORD_LENGTH} characters.`,
        })
        .optional(),
      dealership: z
        .string({ error: "dealership must be the slug of one of the site's dealerships." })
        .regex(SLUG_PATTERN, {
          error: "dealership must be the slug of one of the site's dealerships.",
        })
        .max(MAX_VALUE_LENGTH, {
          error: "dealership must be the slug of one of the site's dealerships.",
        })
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `Unknown filter ${issue.keys.join(", ")}; filters are ${filterKeysText}.`
          : `filters must be an object with any of ${filterKeysText}.`,
    },
  )
  .superRefine((filters, ctx) => {
    for (const [min, max] of [
      ["priceMin", "priceMax"],
      ["yearMin", "yearMax"],
      ["kmMin", "kmMax"],
    ] as const) {
      const low = filters[min];
      const high = filters[max];
      if (low !== undefined && high !== undefined && low > high) {
        ctx.addIssue({
          code: "custom",
          path: [min],
          message: `${min} must not be more than ${max}.`,
        });
      }
    }
  })
  .transform((filters) => {
    // An empty keyword is no filter: store nothing rather than "".
    const { q, ...rest } = filters;
    return q ? { ...rest, q } : rest;
  });

const searchSlugInputSchema = z.strictObject(
  {
    title: z
      .string({ error: SEARCH_TITLE_MESSAGE })
      .trim()
      .min(1, { error: SEARCH_TITLE_MESSAGE })
      .max(MAX_SEARCH_TITLE_LENGTH, { error: SEARCH_TITLE_MESSAGE })
      .refine((title) => !hasControlCharacter(title), { error: SEARCH_TITLE_MESSAGE }),
    filters: searchFiltersInputSchema.default({}),
    // One paragraph: line breaks typed into a box become spaces; empty or null is none (a
    // replacing write without it clears it).
    description: z
      .string({ error: SEARCH_DESCRIPTION_MESSAGE })
      .transform((text) => text.replace(/\s+/g, " ").trim())
      .refine(
        (text) => text.length <= MAX_SEARCH_DESCRIPTION_LENGTH && !hasControlCharacter(text),
        { error: SEARCH_DESCRIPTION_MESSAGE },
      )
      .nullish()
      .transform((text) => text || undefined),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Unknown field ${issue.keys.join(", ")}; send title, filters and description.`
        : 'The body must be a JSON object: {"title": "...", "filters": {...}}.',
  },
);

export type SearchSlugInput = z.infer<typeof searchSlugInputSchema>;

export function isSearchSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= MAX_SEARCH_SLUG_LENGTH && SLUG_PATTERN.test(slug);
}

type ParsedSearchSlug =
  { ok: true; slug: string; input: SearchSlugInput } | { ok: false; errors: FieldErrors };

/** A named search's slug and body, checked together so every problem is reported at once. */
export function parseSearchSlugInput(slug: string, body: unknown): ParsedSearchSlug {
  const parsed = parseFields(searchSlugInputSchema, body);
  const errors: FieldErrors = isSearchSlug(slug) ? {} : { slug: SEARCH_SLUG_MESSAGE };
  if (!parsed.ok) Object.assign(errors, parsed.errors);
  if (!parsed.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, slug, input: parsed.data };
}
