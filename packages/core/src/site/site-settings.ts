import { z } from "zod";
import { LOCALES, SITE_TEMPLATES, type LocaleCode, type SiteTemplate } from "../locale/locale.ts";

/**
 * The per-site settings object (spec §3 "Website config"). Every behaviour that differs between
 * dealer sites is a value here, set in the site's data; code never compares a site's slug.
 * Defaults live in the schema so a site stores only what it changes.
 */

export const PAYMENT_PROVIDERS = ["none", "stripe", "till", "st-george", "test"] as const;
export const PHONE_VARIANTS = ["au", "au-mobile", "nz", "us", "au-nz-uk"] as const;
export const SEARCH_SORTS = [
  "relevance",
  "latest",
  "price-desc",
  "price-asc",
  "subscription-price-asc",
  "km-desc",
  "km-asc",
] as const;
export const FEATURE_FLAGS = [
  "autograb",
  "autobot",
  "dealercell",
  "dealerstudio",
  "impel",
  "redbook",
  "nevdis",
] as const;

const hexColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, "Use a 6-digit hex colour such as #1d4ed8.");
/** An internal path, or a tel:, mailto: or http(s) URL. */
const href = z
  .string()
  .min(1)
  .regex(/^(\/|#|tel:|mailto:|https?:\/\/)/, "Links start with /, #, tel:, mailto: or http(s)://.");

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
    href: href.optional(),
    source: z.enum(["models", "body-types"]).optional(),
    children: z.array(navLinkSchema).optional(),
  }),
);

const footerGroupSchema = z.object({
  title: z.string().min(1),
  links: z.array(navLinkSchema).default([]),
});

export const siteSettingsSchema = z.object({
  template: z.enum(SITE_TEMPLATES).default("cars"),
  locale: z.enum(LOCALES).default("en-AU"),
  /** IANA zone used for opening hours and "open now". */
  timeZone: z.string().default("Australia/Sydney"),
  currency: z.string().length(3).default("AUD"),
  url: z.string().url().optional(),
  dealershipGroup: z.string().optional(),
  manufacturer: z
    .object({
      id: z.number().int().optional(),
      name: z.string().optional(),
      slug: z.string().optional(),
    })
    .prefault({}),
  address: z.object({ city: z.string().default(""), state: z.string().default("") }).prefault({}),

  labels: z
    .object({
      /** Overrides the template's vehicle noun (spec §1). */
      vehicleNoun: z.string().optional(),
      /** Used stock is called "Pre-owned" on this site (spec §1). */
      usePreOwnedLabel: z.boolean().default(false),
      soldTag: z.string().default("JUST SOLD"),
      justArrivedTag: z.string().default("JUST ARRIVED"),
    })
    .prefault({}),

  branding: z
    .object({
      logoUrl: z.string().optional(),
      logoThumbUrl: z.string().optional(),
      bannerUrl: z.string().optional(),
      faviconUrl: z.string().optional(),
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
    })
    .prefault({}),

  phones: z
    .object({
      /** Numbers shown per car type; the location's phone is used when absent. */
      new: z.string().optional(),
      used: z.string().optional(),
      demo: z.string().optional(),
      service: z.string().optional(),
    })
    .prefault({}),

  paths: z
    .object({
      /** Vehicle detail base path: /cars, /motorcycles, /campers. */
      vehicleBase: z
        .string()
        .regex(/^\/[a-z0-9-]+$/)
        .default("/cars"),
      search: z
        .string()
        .regex(/^\/[a-z0-9-]+$/)
        .default("/search"),
      /** Blog lives at /news on some sites (spec §2). */
      blog: z
        .string()
        .regex(/^\/[a-z0-9-]+$/)
        .default("/blog"),
      blogTitle: z.string().default("Blog"),
      finance: z
        .enum(["/finance", "/finance-enquiry", "/apply-for-finance", "/finance-the-dream"])
        .default("/finance"),
      /** Legal and about pages keep their /pages prefix only when this is on (spec §2). */
      usePagesPath: z.boolean().default(false),
      /** Saved cars page (spec §2): /my-garage?tab=saved-cars or a branded path plus /saved. */
      garage: z
        .string()
        .regex(/^\/[a-z0-9-]+$/)
        .default("/my-garage"),
    })
    .prefault({}),

  search: z
    .object({
      defaultSlug: z.string().default("new-used-and-demo-cars"),
      defaultSort: z.enum(SEARCH_SORTS).default("relevance"),
      sortOptions: z
        .array(z.enum(SEARCH_SORTS))
        .default(["relevance", "latest", "price-desc", "price-asc"]),
      /** Sold cars stay listed this many days (spec §9). */
      includeSoldCarsDays: z.number().int().min(0).max(365).default(3),
      excludedLocationIds: z.array(z.number().int()).default([]),
      excludeFordNewAndDemo: z.boolean().default(false),
      pageSize: z.number().int().min(6).max(96).default(24),
      /** Hosted search engine, when a site uses one instead of SQL search. */
      host: z.string().optional(),
      key: z.string().optional(),
    })
    .prefault({}),

  stock: z
    .object({
      justArrivedDays: z.number().int().min(0).default(8),
      showFuelTags: z.boolean().default(false),
      /** Reserve and buy online also allowed for coming-soon cars (spec §9). */
      allowComingSoonCheckout: z.boolean().default(false),
      certifiedProgram: z
        .object({
          name: z.string(),
          logoUrl: z.string().optional(),
          benefits: z
            .array(z.string())
            .default(["90-point inspection", "1 year roadside assist", "History check"]),
        })
        .optional(),
    })
    .prefault({}),

  commerce: z
    .object({
      paymentProvider: z.enum(PAYMENT_PROVIDERS).default("none"),
      offersSubscription: z.boolean().default(false),
      /** Car types kept out of reserve and online purchase (spec §9 "excluded by a site check"). */
      checkoutExcludedCarTypes: z.array(z.enum(["new", "used", "demo"])).default([]),
      financeProvider: z.string().optional(),
      financeCalculatorInterest: z.number().min(0).max(50).default(10),
    })
    .prefault({}),

  garage: z
    .object({
      isEnabled: z.boolean().default(false),
    })
    .prefault({}),

  auth: z
    .object({
      /** Login popup with a verification code (spec §6). */
      isEnabled: z.boolean().default(false),
    })
    .prefault({}),

  experiments: z
    .object({
      splitTest: z.object({ name: z.string(), variants: z.array(z.string()).min(2) }).optional(),
    })
    .prefault({}),

  leads: z
    .object({
      phoneVariant: z.enum(PHONE_VARIANTS).default("au"),
      isPostcodeRequired: z.boolean().default(false),
      isMessageRequired: z.boolean().default(true),
      askWhereHeard: z.boolean().default(false),
      /** Leads go to the primary location's dealership and location (spec §7). */
      usePrimaryLocation: z.boolean().default(false),
      /** Every lead is sent for this dealership slug (spec §7). */
      fixedDealershipSlug: z.string().optional(),
      conversionEventId: z.number().int().default(22),
    })
    .prefault({}),

  features: z
    .object(
      Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean().default(false)])) as Record<
        (typeof FEATURE_FLAGS)[number],
        z.ZodDefault<z.ZodBoolean>
      >,
    )
    .prefault({}),

  analytics: z
    .object({
      googleTagManagerId: z.string().optional(),
      googleAnalyticsId: z.string().optional(),
      facebookPixelId: z.string().optional(),
      collectorEnabled: z.boolean().default(false),
      /** A manufacturer tag that waits for a page-bottom hook (spec §4). */
      manufacturerTag: z.string().optional(),
    })
    .prefault({}),

  chat: z
    .object({
      provider: z.enum(["none", "text", "live"]).default("none"),
      greeting: z.string().default("Hi there, have a question? Text us here."),
      whatsappNumber: z.string().optional(),
    })
    .prefault({}),

  storage: z
    .object({
      /** Favourites and recently viewed are kept in the browser. */
      favouritesKey: z.string().default("favourites"),
      viewsKey: z.string().default("views"),
    })
    .prefault({}),

  home: z
    .object({
      heroTitle: z.string().optional(),
      heroSubtitle: z.string().optional(),
      featuredCount: z.number().int().min(0).max(24).default(8),
    })
    .prefault({}),
});

/** What a site stores: any subset, with defaults filled on load. */
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type { LocaleCode, SiteTemplate };
export type SearchSort = (typeof SEARCH_SORTS)[number];
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export type SettingsResult =
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
