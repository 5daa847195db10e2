import { z } from "zod";
import {
  analyticsSettingsSchema,
  experimentSettingsSchema,
} from "../analytics/analytics-settings.ts";
import { catalogueFeedSettingsSchema } from "../catalogue/catalogue-feed-settings.ts";
import { chatSettingsSchema } from "../chat/chat-settings.ts";
import { homeSettingsSchema } from "../content/home-settings.ts";
import {
  LOCALES,
  SITE_TEMPLATES,
  type LocaleCode,
  type SiteTemplate,
} from "../domain/locale-code.ts";
import { linkHrefSchema } from "../domain/link-href.ts";
import { pathSettingsSchema } from "../domain/path-settings.ts";
import { leadSettingsSchema } from "../forms/form-settings.ts";
import {
  authSettingsSchema,
  garageSettingsSchema,
  storageSettingsSchema,
} from "../garage/garage-settings.ts";
import { commerceSettingsSchema } from "../payments/payment-settings.ts";
import { searchSettingsSchema } from "../search/search-settings.ts";
import { securitySettingsSchema } from "../security/security-settings.ts";
import { stockFeedSettingsSchema } from "../stock/feeds/stock-feed-settings.ts";
import {
  labelSettingsSchema,
  phoneSettingsSchema,
  stockSettingsSchema,
} from "../stock/stock-settings.ts";
import {
  featureSettingsSchema,
  integrationSettingsSchema,
} from "../valuation/valuation-settings.ts";

/**
 * The per-site settings object (spec §3 "Website config"). Every behaviour that differs between
 * dealer sites is a value here, set in the site's data; code never compares a site's slug.
 * Defaults live in the schema so a site stores only what it changes. Each feature owns its
 * slice of the schema, in its own folder (`chat/chat-settings.ts`, `forms/form-settings.ts`,
 * ...); this module keeps the site's own keys (template, locale, branding, navigation, ...) and
 * puts the slices together.
 */

export { SEARCH_SORTS, type SearchSort } from "../search/search-sorts.ts";
export { FEATURE_FLAGS, type FeatureFlag } from "../valuation/valuation-settings.ts";
export { CSP_ORIGIN_PATTERN } from "../security/security-settings.ts";

const hexColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, "Use a 6-digit hex colour such as #1d4ed8.");
export type NavLink = {
  label: string;
  href?: string | undefined;
  /** Built from the site's data rather than listed here. */
  source?: "models" | "body-types" | undefined;
  children?: NavLink[] | undefined;
};

export const navLinkSchema: z.ZodType<NavLink, NavLink> = z.lazy(() =>
  z.object({
    label: z.string().min(1),
    href: linkHrefSchema.optional(),
    source: z.enum(["models", "body-types"]).optional(),
    children: z.array(navLinkSchema).optional(),
  }),
);

const footerGroupSchema = z.object({
  title: z.string().min(1),
  links: z.array(navLinkSchema).default([]),
});

/** A footer column: its title and its links. */
export type FooterGroup = z.infer<typeof footerGroupSchema>;

/** Where a settings-placed link goes: nowhere, the header menu or the first footer column. */
export const FINANCE_LINK_PLACEMENTS = ["none", "header", "footer"] as const;

/** The longest dealer group name a site's settings take (its footer names it). */
const MAX_GROUP_NAME_LENGTH = 120;

/** A site's time zone when its settings name none. */
export const DEFAULT_SITE_TIME_ZONE = "Australia/Sydney";

export const siteSettingsSchema = z.object({
  template: z.enum(SITE_TEMPLATES).default("cars"),
  locale: z.enum(LOCALES).default("en-AU"),
  /** IANA zone used for opening hours, "open now" and the console's times. */
  timeZone: z.string().default(DEFAULT_SITE_TIME_ZONE),
  currency: z.string().length(3).default("AUD"),
  url: z.string().url().optional(),
  /** The dealer group the site's dealerships belong to, named in the footer. */
  dealershipGroup: z
    .string()
    .max(MAX_GROUP_NAME_LENGTH, {
      error: `A dealer group's name is at most ${MAX_GROUP_NAME_LENGTH} characters.`,
    })
    .optional(),
  manufacturer: z
    .object({
      /** The make a single-make site sells: its /models page lists that make's range. */
      name: z.string().optional(),
    })
    .prefault({}),
  labels: labelSettingsSchema,
  branding: z
    .object({
      logoUrl: z.string().optional(),
      bannerUrl: z.string().optional(),
      faviconUrl: z.string().optional(),
      /**
       * The logo's main ink colour: when it does not stand out from the header (3:1), the logo
       * is shown on a light plate (`brandTheme`).
       */
      logoInk: hexColour.optional(),
      colours: z
        .object({
          primary: hexColour.default("#1d4ed8"),
          primaryForeground: hexColour.default("#ffffff"),
          accent: hexColour.default("#f59e0b"),
          header: hexColour.default("#ffffff"),
          headerForeground: hexColour.default("#0f172a"),
        })
        .prefault({}),
      tagline: z.string().optional(),
    })
    .prefault({}),
  header: z
    .object({
      /** Header dropdowns open on hover when set, otherwise on click (spec §2). */
      dropdownTrigger: z.enum(["hover", "click"]).default("click"),
    })
    .prefault({}),
  navigation: z
    .object({
      header: z.array(navLinkSchema).default([]),
      footer: z.array(footerGroupSchema).default([]),
      /** Where the finance pre-approval link (to the finance form, spec §2) is shown, if at all. */
      financePreApproval: z.enum(FINANCE_LINK_PLACEMENTS).default("none"),
      /** Where the finance sign-in link (sign-in with type=finance) is shown, if at all. */
      financeSignIn: z.enum(FINANCE_LINK_PLACEMENTS).default("none"),
    })
    .prefault({}),
  phones: phoneSettingsSchema,
  paths: pathSettingsSchema,
  search: searchSettingsSchema,
  stock: stockSettingsSchema,
  /** Full-snapshot stock feeds: column map, scheduled pull and the shrink guard. */
  stockFeed: stockFeedSettingsSchema,
  /** Catalogue feeds of the stock (Meta, Google, an export): the token in their URLs. */
  catalogueFeeds: catalogueFeedSettingsSchema,
  commerce: commerceSettingsSchema,
  garage: garageSettingsSchema,
  auth: authSettingsSchema,
  experiments: experimentSettingsSchema,
  leads: leadSettingsSchema,
  features: featureSettingsSchema,
  integrations: integrationSettingsSchema,
  analytics: analyticsSettingsSchema,
  chat: chatSettingsSchema,
  security: securitySettingsSchema,
  storage: storageSettingsSchema,
  home: homeSettingsSchema,
});

/** What a site stores: any subset, with defaults filled on load. */
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type { LocaleCode, SiteTemplate };

type SettingsResult =
  | { ok: true; settings: SiteSettings }
  | { ok: false; reason: "invalid-settings"; issues: string[] };

/** Validate stored settings; the caller decides whether an invalid site is served. */
export function parseSiteSettings(input: unknown): SettingsResult {
  const result = siteSettingsSchema.safeParse(input ?? {});
  if (result.success) return { ok: true, settings: result.data };
  return {
    ok: false,
    reason: "invalid-settings",
    issues: result.error.issues.map(
      (issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`,
    ),
  };
}

export function defaultSiteSettings(): SiteSettings {
  return siteSettingsSchema.parse({});
}
