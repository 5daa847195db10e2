import { z } from "zod";
import { linkHrefSchema } from "../domain/link-href.ts";
import { MAX_URL_LENGTH } from "../domain/url.ts";

/**
 * The home page's sections, in the order a site shows them unless its settings say otherwise,
 * each with what the studio calls it.
 */
export const HOME_SECTION_LABELS = {
  hero: "Hero with the search",
  banners: "Banners",
  featured: "Featured stock",
  "just-arrived": "Just arrived",
  offers: "Special offers",
  reviews: "Reviews",
  locations: "Locations",
} as const satisfies Record<string, string>;
export type HomeSectionId = keyof typeof HOME_SECTION_LABELS;
export const HOME_SECTIONS = Object.keys(HOME_SECTION_LABELS) as [
  HomeSectionId,
  ...HomeSectionId[],
];

export const MAX_HOME_BANNERS = 10;
const MAX_BANNER_TITLE_LENGTH = 200;
const MAX_BANNER_TEXT_LENGTH = 500;

export const HOME_BANNER_MESSAGES = {
  imageUrl: "Choose an image from the media library, or give an https:// address.",
  altText: "Describe the image for people who cannot see it.",
  title: "Give the banner a title or an image.",
  endsAt: "The end must be after the start.",
  dateTime: "Use a date and time, e.g. 2026-11-22T09:00:00Z.",
  tooMany: `At most ${MAX_HOME_BANNERS} banners.`,
  sectionsOnce: "Each section is listed once.",
} as const;

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max, { error: `At most ${max} characters.` });

const instant = z.iso.datetime({ offset: true, error: HOME_BANNER_MESSAGES.dateTime });

/**
 * A banner on the home page: an image (from the media library or an https address, described
 * for those who cannot see it) and/or a title, a line of text, a link (the menus' rule), shown
 * from `startsAt` until before `endsAt` when given.
 */
const homeBannerSchema = z
  .object({
    imageUrl: z
      .string()
      .max(MAX_URL_LENGTH, { error: HOME_BANNER_MESSAGES.imageUrl })
      .regex(/^(\/media\/\S+|https:\/\/\S+)$/, { error: HOME_BANNER_MESSAGES.imageUrl })
      .optional(),
    altText: text(MAX_BANNER_TITLE_LENGTH).optional(),
    title: text(MAX_BANNER_TITLE_LENGTH).optional(),
    text: text(MAX_BANNER_TEXT_LENGTH).optional(),
    href: linkHrefSchema.max(MAX_URL_LENGTH).optional(),
    startsAt: instant.optional(),
    endsAt: instant.optional(),
  })
  .superRefine((banner, ctx) => {
    if (banner.imageUrl && !banner.altText) {
      ctx.addIssue({ code: "custom", path: ["altText"], message: HOME_BANNER_MESSAGES.altText });
    }
    if (!banner.imageUrl && !banner.title) {
      ctx.addIssue({ code: "custom", path: ["title"], message: HOME_BANNER_MESSAGES.title });
    }
    if (
      banner.startsAt &&
      banner.endsAt &&
      !(Date.parse(banner.endsAt) > Date.parse(banner.startsAt))
    ) {
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: HOME_BANNER_MESSAGES.endsAt });
    }
  });
export type HomeBanner = z.output<typeof homeBannerSchema>;

const homeSectionSchema = z.object({
  id: z.enum(HOME_SECTIONS),
  isVisible: z.boolean().default(true),
});
export type HomeSection = z.output<typeof homeSectionSchema>;

/** The home page (settings `home`): its hero's words, banners, sections and featured count. */
export const homeSettingsSchema = z
  .object({
    heroTitle: z.string().optional(),
    heroSubtitle: z.string().optional(),
    featuredCount: z.number().int().min(0).max(24).default(8),
    banners: z
      .array(homeBannerSchema)
      .max(MAX_HOME_BANNERS, { error: HOME_BANNER_MESSAGES.tooMany })
      .default([]),
    /** The sections in the site's order; absent, `HOME_SECTIONS` all shown (`homeSectionsInOrder`). */
    sections: z
      .array(homeSectionSchema)
      .refine((sections) => new Set(sections.map((s) => s.id)).size === sections.length, {
        error: HOME_BANNER_MESSAGES.sectionsOnce,
      })
      .optional(),
  })
  .prefault({});

/** Whether a banner shows at `now`: started (or no start) and not yet ended (or no end). */
export function isBannerLive(banner: Pick<HomeBanner, "startsAt" | "endsAt">, now: Date): boolean {
  const time = now.getTime();
  return (
    (banner.startsAt === undefined || Date.parse(banner.startsAt) <= time) &&
    (banner.endsAt === undefined || Date.parse(banner.endsAt) > time)
  );
}

/** The banners showing at `now`, in the site's order. */
export function liveBanners(banners: readonly HomeBanner[], now: Date): HomeBanner[] {
  return banners.filter((banner) => isBannerLive(banner, now));
}

/**
 * Every section once, in the site's order: the stored list as it is, and a section it does not
 * name (one added to the template after the list was saved) shown right after the section that
 * comes before it in the default order, so a new section lands where the template puts it.
 */
export function homeSectionsInOrder(stored: readonly HomeSection[] | undefined): HomeSection[] {
  const order: HomeSection[] = [...(stored ?? [])];
  HOME_SECTIONS.forEach((id, index) => {
    if (order.some((section) => section.id === id)) return;
    const before = index === 0 ? -1 : order.findIndex((s) => s.id === HOME_SECTIONS[index - 1]);
    order.splice(before + 1, 0, { id, isVisible: true });
  });
  return order;
}
