import { z } from "zod";
import { SEARCH_SORTS } from "../search/search-sorts.ts";
import { PAGE_VIEW_TYPES } from "../analytics/page-types.ts";
import { LOCALES, SITE_TEMPLATES, type LocaleCode, type SiteTemplate } from "../locale/locale.ts";
import { PAGE_FORM_IDS } from "../forms/page-form-ids.ts";
import { SLUG_PATTERN } from "../domain/slug.ts";
import { PHONE_VARIANTS } from "../validation/phone.ts";
import { stockFeedSettingsSchema } from "../stock/feeds/stock-feed-settings.ts";
import { catalogueFeedSettingsSchema } from "./catalogue-feed-settings.ts";
import {
  MAX_RESERVATION_HOLD_MINUTES,
  MIN_RESERVATION_HOLD_MINUTES,
  RESERVATION_HOLD_MINUTES,
} from "../domain/reservation.ts";
import {
  DEFAULT_RESPONSE_TARGET_MINUTES,
  MAX_RESPONSE_TARGET_MINUTES,
  MIN_RESPONSE_TARGET_MINUTES,
} from "../leads/lead-response.ts";

/**
 * The per-site settings object (spec §3 "Website config"). Every behaviour that differs between
 * dealer sites is a value here, set in the site's data; code never compares a site's slug.
 * Defaults live in the schema so a site stores only what it changes.
 */

export { SEARCH_SORTS, type SearchSort } from "../search/search-sorts.ts";
/** Lookups a site switches on (docs/decisions/0024: flags of integrations never built are gone). */
export const FEATURE_FLAGS = ["autograb", "redbook", "nevdis"] as const;

/**
 * A CSP source for a third-party host: `https://` plus a host (optionally `*.` for its
 * subdomains) and port. Nothing else can be written into a policy from settings.
 */
export const CSP_ORIGIN_PATTERN = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/;
const cspOrigin = z
  .string()
  .regex(CSP_ORIGIN_PATTERN, "Use an origin such as https://widgets.example.com.");

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

/** A footer column: its title and its links. */
export type FooterGroup = z.infer<typeof footerGroupSchema>;

/** Where a settings-placed link goes: nowhere, the header menu or the first footer column. */
export const FINANCE_LINK_PLACEMENTS = ["none", "header", "footer"] as const;

export const siteSettingsSchema = z.object({
  template: z.enum(SITE_TEMPLATES).default("cars"),
  locale: z.enum(LOCALES).default("en-AU"),
  /** IANA zone used for opening hours and "open now". */
  timeZone: z.string().default("Australia/Sydney"),
  currency: z.string().length(3).default("AUD"),
  url: z.string().url().optional(),
  /** The dealer group the site's dealerships belong to, named in the footer. */
  dealershipGroup: z.string().optional(),
  manufacturer: z
    .object({
      /** The make a single-make site sells: its /models page lists that make's range. */
      name: z.string().optional(),
    })
    .prefault({}),

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
    })
    .prefault({}),

  stock: z
    .object({
      justArrivedDays: z.number().int().min(0).default(8),
      showFuelTags: z.boolean().default(false),
      /** Reserve and buy online also allowed for coming-soon cars (spec §9). */
      allowComingSoonCheckout: z.boolean().default(false),
      /** A reserved car still offers test drives (by default it offers none, as a sold car). */
      testDriveWhenReserved: z.boolean().default(false),
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

  /** Full-snapshot stock feeds: column map, scheduled pull and the shrink guard. */
  stockFeed: stockFeedSettingsSchema,

  /** Catalogue feeds of the stock (Meta, Google, an export): the token in their URLs. */
  catalogueFeeds: catalogueFeedSettingsSchema,

  commerce: z
    .object({
      offersSubscription: z.boolean().default(false),
      /** Car types kept out of reserve and online purchase (spec §9 "excluded by a site check"). */
      checkoutExcludedCarTypes: z.array(z.enum(["new", "used", "demo"])).default([]),
      financeProvider: z.string().optional(),
      /**
       * Where the site subscribes to both AutoGrab and Redbook (`features`), the one that values
       * its trade-in forms; AutoGrab when unset.
       */
      valuationService: z.enum(["autograb", "redbook"]).optional(),
      financeCalculatorInterest: z.number().min(0).max(50).default(10),
      /**
       * How long a car is held for a shopper on the payment page; the provider's payment session
       * expires with it, so an abandoned payment lets the car go.
       */
      reservationHoldMinutes: z
        .number()
        .int("Enter a whole number of minutes.")
        .min(
          MIN_RESERVATION_HOLD_MINUTES,
          `Enter at least ${MIN_RESERVATION_HOLD_MINUTES} minutes.`,
        )
        .max(MAX_RESERVATION_HOLD_MINUTES, `Enter at most ${MAX_RESERVATION_HOLD_MINUTES} minutes.`)
        .default(RESERVATION_HOLD_MINUTES),
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
      splitTest: z
        .object({
          name: z.string().regex(SLUG_PATTERN),
          variants: z.array(z.string().regex(SLUG_PATTERN)).min(2),
          /**
           * What the home page's hero says in each variant; a variant not listed shows the
           * site's own `home.heroTitle` / `heroSubtitle`.
           */
          homeHero: z
            .record(
              z.string().regex(SLUG_PATTERN),
              z.object({ title: z.string().optional(), subtitle: z.string().optional() }),
            )
            .default({}),
        })
        .optional(),
    })
    .prefault({}),

  leads: z
    .object({
      phoneVariant: z.enum(PHONE_VARIANTS).default("au"),
      isPostcodeRequired: z.boolean().default(false),
      isMessageRequired: z.boolean().default(true),
      /** §5: "where did you hear about us", a fixed list of eight sources, on every form. */
      askWhereHeard: z.boolean().default(false),
      /**
       * The location select on every form (required when shown, §5): `auto` shows it when
       * the site has more than one dealership or sales location.
       */
      locationSelect: z.enum(["auto", "always", "never"]).default("auto"),
      /** Every form asks consent to the site's terms and conditions, with a link to them. */
      askTermsConsent: z.boolean().default(false),
      /** §3: an optional middle name after the first name. */
      askMiddleName: z.boolean().default(false),
      /** §3: the finance form asks the birth date in day, month and year parts. */
      askBirthDate: z.boolean().default(false),
      /** The youngest applicant the finance form accepts when it asks the birth date. */
      minimumApplicantAge: z.number().int().min(16).max(99).default(18),
      /**
       * Mock mode (spec §7): the site's forms send to /api/mock/leads..., which check and
       * answer like the real lead API but store and deliver nothing (for testing a site's forms).
       */
      isMockMode: z.boolean().default(false),
      /** The finance form asks the 'Best Finance' and 'Best Deal' Yes/No questions. */
      askBestFinanceQuestions: z.boolean().default(false),
      /** Leads go to the primary location's dealership and location (spec §7). */
      usePrimaryLocation: z.boolean().default(false),
      /** Every lead is sent for this dealership slug (spec §7). */
      fixedDealershipSlug: z.string().optional(),
      conversionEventId: z.number().int().default(22),
      /** Forms the site shows on pages of their own, /forms/{id} (service feedback, ...). */
      pageForms: z.array(z.enum(PAGE_FORM_IDS)).default([]),
      /**
       * A form sent sooner than this after it was shown is turned away as automated (people
       * take longer to fill one in); 0 turns the check off.
       */
      minimumFillSeconds: z.number().min(0).max(60).default(0),
      /**
       * The dealer console marks a new lead overdue, and emails its assignee or the site's
       * admins, when nobody has answered it within this many minutes.
       */
      responseTargetMinutes: z
        .number()
        .int("Enter a whole number of minutes.")
        .min(MIN_RESPONSE_TARGET_MINUTES, `Enter at least ${MIN_RESPONSE_TARGET_MINUTES} minutes.`)
        .max(
          MAX_RESPONSE_TARGET_MINUTES,
          `Enter at most ${MAX_RESPONSE_TARGET_MINUTES} minutes (a week).`,
        )
        .default(DEFAULT_RESPONSE_TARGET_MINUTES),
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

  /**
   * Spec §7: "a staging host is used when a staging flag is set". While on, every call the
   * site makes to a data vendor's API (the trade-in lookups: AutoGrab, NEVDIS, Redbook) goes to
   * that vendor's staging host, never its production one: for a site under test, whose
   * lookups must not be billed or counted as real.
   */
  integrations: z
    .object({
      useStagingHost: z.boolean().default(false),
    })
    .prefault({}),

  analytics: z
    .object({
      /** Loaded late (after the first interaction or 3 s idle), only when set. */
      googleTagManagerId: z
        .string()
        .regex(/^GTM-[A-Z0-9]{1,20}$/)
        .optional(),
      googleAnalyticsId: z
        .string()
        .regex(/^G-[A-Z0-9]{1,20}$/)
        .optional(),
      facebookPixelId: z
        .string()
        .regex(/^[0-9]{1,20}$/)
        .optional(),
      /** Events are also sent to the first-party collector, POST /api/events (spec §7). */
      collectorEnabled: z.boolean().default(false),
      /**
       * A manufacturer tag that waits for a page-bottom hook (spec §4): the name of the global
       * function the manufacturer's script defines; it is polled for every 300 ms and called once.
       */
      manufacturerTag: z
        .string()
        .regex(/^[A-Za-z_$][\w$-]*$/)
        .optional(),
      /** The manufacturer's script, loaded late like the other tags (https only). */
      manufacturerTagSrc: z
        .string()
        .regex(/^https:\/\/[^\s"'<>]+$/)
        .optional(),
      /** Third-party tags wait for the shopper's consent (the cookie banner's Accept). */
      requireConsent: z.boolean().default(false),
      /**
       * Share of page views whose web vitals (LCP, INP, CLS, TTFB) are measured and sent to the
       * collector, 0 to 1 (0: none). Needs the collector; waits for consent where required.
       */
      rumSampleRate: z.number().min(0).max(1).default(0.1),
      /** §9 page type of content pages, by slug, where the slug's words do not say it. */
      pageTypes: z.record(z.string().regex(SLUG_PATTERN), z.enum(PAGE_VIEW_TYPES)).default({}),
    })
    .prefault({}),

  chat: z
    .object({
      /** none; text: the first-party 'Text us' widget; live: a third-party provider's script. */
      provider: z.enum(["none", "text", "live"]).default("none"),
      greeting: z.string().default("Hi there, have a question? Text us here."),
      whatsappNumber: z.string().optional(),
      /**
       * The live provider's script (https only), loaded on the shopper's first click, never
       * with the page; its origin is added to the site's content security policy.
       */
      scriptUrl: z
        .string()
        .regex(/^https:\/\/[^\s"'<>]+$/)
        .optional(),
      /** The provider's launcher button, clicked to open its chat once the script is ready. */
      launcherSelector: z.string().max(200).optional(),
      /**
       * 'Text us' asks a message, a name and a mobile; these add "where did you hear about us"
       * and consent to the site's terms to it, for a dealer who needs them on chat leads too.
       */
      askWhereHeard: z.boolean().default(false),
      askTermsConsent: z.boolean().default(false),
    })
    .prefault({}),

  security: z
    .object({
      /**
       * Origins allowed to show this site's pages in a frame (a partner's site that embeds a
       * form); none by default, so no one can frame the lead forms.
       */
      frameAncestors: z.array(cspOrigin).max(20).default([]),
      /**
       * Cloudflare Turnstile on the lead forms: the widget shows with `siteKey`, and the server
       * checks each new lead's token with `secretKey` (never sent to the browser). Without it,
       * the honeypot and the minimum fill time are the bot defence.
       */
      turnstile: z
        .object({
          siteKey: z.string().trim().min(1).max(100),
          secretKey: z.string().trim().min(1).max(200),
        })
        .optional(),
      /** Hosts of a dealer's own tags or widgets beyond those its settings switch on. */
      extraOrigins: z
        .object({
          script: z.array(cspOrigin).max(20).default([]),
          frame: z.array(cspOrigin).max(20).default([]),
          connect: z.array(cspOrigin).max(20).default([]),
          img: z.array(cspOrigin).max(20).default([]),
        })
        .prefault({}),
    })
    .prefault({}),

  storage: z
    .object({
      /** Favourites and recently viewed are kept in the browser. */
      favouritesKey: z.string().default("favourites"),
      viewsKey: z.string().default("views"),
      /** The shopper's contact details (spec §3 User), kept after a first enquiry. */
      userKey: z.string().default("user"),
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
