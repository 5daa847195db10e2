import { z } from "zod";
import { SLUG_PATTERN } from "../domain/slug.ts";
import { PAGE_VIEW_TYPES } from "./page-types.ts";

export const MAX_SPLIT_TEST_VARIANTS = 4;

const SPLIT_TEST_MESSAGES = {
  name: "The test's name is lower case letters, digits and dashes (such as home-hero).",
  variant:
    "A variant's name is lower case letters, digits and dashes (such as a or finance-first).",
  twoVariants: "A split test needs at least two variants.",
  tooManyVariants: `A split test has at most ${MAX_SPLIT_TEST_VARIANTS} variants.`,
  repeatedVariant: "Each variant is named once.",
  share: "A variant's share is a whole percent from 1 to 99.",
  sharesOf: "Give every variant a share, and only the test's variants.",
  sharesTotal: "The variants' shares add up to 100",
} as const;

/** The site's split test (settings `experiments`). */
export const experimentSettingsSchema = z
  .object({
    splitTest: z
      .object({
        name: z.string().regex(SLUG_PATTERN, { error: SPLIT_TEST_MESSAGES.name }),
        variants: z
          .array(z.string().regex(SLUG_PATTERN, { error: SPLIT_TEST_MESSAGES.variant }))
          .min(2, { error: SPLIT_TEST_MESSAGES.twoVariants })
          .max(MAX_SPLIT_TEST_VARIANTS, { error: SPLIT_TEST_MESSAGES.tooManyVariants })
          .refine((variants) => new Set(variants).size === variants.length, {
            error: SPLIT_TEST_MESSAGES.repeatedVariant,
          }),
        /**
         * Each variant's share of new visitors, in whole percent adding up to 100; without it,
         * an even draw. A visitor keeps the variant drawn first whatever the shares become.
         */
        shares: z
          .record(
            z.string().regex(SLUG_PATTERN),
            z
              .number({ error: SPLIT_TEST_MESSAGES.share })
              .int({ error: SPLIT_TEST_MESSAGES.share })
              .min(1, { error: SPLIT_TEST_MESSAGES.share })
              .max(99, { error: SPLIT_TEST_MESSAGES.share }),
          )
          .optional(),
        /** Stopped: every visitor sees the site's own home page and no variant is reported. */
        isRunning: z.boolean().default(true),
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
      .superRefine((test, ctx) => {
        if (!test.shares) return;
        const named = Object.keys(test.shares);
        if (
          named.length !== test.variants.length ||
          !named.every((variant) => test.variants.includes(variant))
        ) {
          ctx.addIssue({ code: "custom", path: ["shares"], message: SPLIT_TEST_MESSAGES.sharesOf });
          return;
        }
        const total = Object.values(test.shares).reduce((sum, share) => sum + share, 0);
        if (total !== 100) {
          ctx.addIssue({
            code: "custom",
            path: ["shares"],
            message: `${SPLIT_TEST_MESSAGES.sharesTotal} (they add up to ${total}).`,
          });
        }
      })
      .optional(),
  })
  .prefault({});
export type ExperimentSettings = z.output<typeof experimentSettingsSchema>;

/** Tags, the first-party collector and page types (settings `analytics`, spec §7, §9). */
export const analyticsSettingsSchema = z
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
  .prefault({});
export type AnalyticsSettings = z.output<typeof analyticsSettingsSchema>;
