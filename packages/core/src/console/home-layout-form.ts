import {
  HOME_SECTIONS,
  MAX_HOME_BANNERS,
  type HomeBanner,
  type HomeSection,
  type HomeSectionId,
} from "../content/home-settings.ts";
import { instantOfWallText, wallTextOf } from "./studio-form.ts";

/**
 * The studio's home page form: its banners as indexed text fields (`banners.0.title`, with
 * `bannerCount`), times typed as the site's wall-clock time, and its sections as an order
 * (`sectionOrder`, ids by commas) with a `show.{id}` box each; turned into the `home` settings
 * patch, which the settings schema checks, and back. Pure.
 */

const BANNER_FIELDS = [
  "imageUrl",
  "altText",
  "title",
  "text",
  "href",
  "startsAt",
  "endsAt",
] as const;
export type BannerField = (typeof BANNER_FIELDS)[number];
export type BannerValues = Record<BannerField, string>;

const DATE_FIELDS = new Set<BannerField>(["startsAt", "endsAt"]);

export const EMPTY_BANNER: BannerValues = Object.fromEntries(
  BANNER_FIELDS.map((field) => [field, ""]),
) as BannerValues;

/** The form's name of a banner's field. */
export const bannerFieldName = (index: number, field: BannerField) => `banners.${index}.${field}`;

/** The banners as the form shows them, from the stored settings. */
export function bannerValuesOf(banners: readonly HomeBanner[], timeZone: string): BannerValues[] {
  return banners.map(
    (banner) =>
      Object.fromEntries(
        BANNER_FIELDS.map((field) => {
          const value = banner[field] ?? "";
          return [field, DATE_FIELDS.has(field) ? wallTextOf(value, timeZone) : value];
        }),
      ) as BannerValues,
  );
}

/** The banners as typed (a refused form shows them again). */
export function bannerValuesOfForm(values: Record<string, string>): BannerValues[] {
  const count = Math.min(Number.parseInt(values.bannerCount ?? "0", 10) || 0, MAX_HOME_BANNERS + 1);
  return Array.from(
    { length: Math.max(count, 0) },
    (_, index) =>
      Object.fromEntries(
        BANNER_FIELDS.map((field) => [field, values[bannerFieldName(index, field)] ?? ""]),
      ) as BannerValues,
  );
}

const isSectionId = (text: string): text is HomeSectionId =>
  (HOME_SECTIONS as readonly string[]).includes(text);

/** The sections as typed: the order given (unknown ids dropped), each shown if its box is ticked. */
export function sectionsOfForm(values: Record<string, string>): HomeSection[] {
  const ids = (values.sectionOrder ?? "").split(",").map((id) => id.trim());
  return [...new Set(ids.filter(isSectionId))].map((id) => ({
    id,
    isVisible: values[`show.${id}`] === "on",
  }));
}

/**
 * The `home` settings patch of the form: every banner's filled fields (an empty field is left
 * out; times as instants in `timeZone`, text that is not a time passed on to be refused) and the
 * sections in order. The whole list replaces the stored one (a merge patch replaces arrays).
 */
export function homeLayoutPatchOf(
  values: Record<string, string>,
  timeZone: string,
): { banners: Record<string, string>[]; sections: HomeSection[] } {
  const banners = bannerValuesOfForm(values).map((banner) => {
    const patch: Record<string, string> = {};
    for (const field of BANNER_FIELDS) {
      const text = banner[field].trim();
      if (text === "") continue;
      patch[field] = DATE_FIELDS.has(field) ? (instantOfWallText(text, timeZone) ?? text) : text;
    }
    return patch;
  });
  return { banners, sections: sectionsOfForm(values) };
}
