import { z } from "zod";
import { FEED_COLUMN_TARGETS } from "./feed-columns.ts";

/** A feed that would sell more than this share of a site's unsold stock is held by default. */
const DEFAULT_MAX_REMOVAL_SHARE = 0.3;
const DEFAULT_PULL_EVERY_MINUTES = 60;
const MIN_PULL_EVERY_MINUTES = 5;

/**
 * A site's stock feed (settings `stockFeed`): headers of its dealer system that the built-in
 * names do not cover, where to pull the whole stock from on a schedule, and how much of the stock
 * one snapshot may sell before it waits for confirmation. Every field has a default, so sites
 * without a feed validate as before.
 */
export const stockFeedSettingsSchema = z
  .object({
    /** The site's CSV header (any case or punctuation) to the car field it fills, or "ignore". */
    columnMap: z.record(z.string().min(1).max(100), z.enum(FEED_COLUMN_TARGETS)).default({}),
    /**
     * A feed's own name of a yard to the slug of the site's location its cars are at: a CSV
     * Location cell, or a CSN-DTO vehicle's `Seller.Identifier` (without an entry, a CSN car
     * gets no location). A CSV value not listed is read as a location slug.
     */
    locationMap: z
      .record(z.string().min(1).max(100), z.string().min(1).max(100))
      .refine((map) => Object.keys(map).length <= 200, {
        error: "A location map has at most 200 entries.",
      })
      .default({}),
    /** The URL of the dealer's whole stock as a file (CSV or JSON), pulled on a schedule. */
    pullUrl: z
      .url({ protocol: /^https?$/, error: "Enter the feed's http(s) URL." })
      .max(2_000)
      .optional(),
    pullEveryMinutes: z
      .number()
      .int()
      .min(MIN_PULL_EVERY_MINUTES)
      .max(7 * 24 * 60)
      .default(DEFAULT_PULL_EVERY_MINUTES),
    /** A snapshot selling more than this share of the unsold cars is held, not applied. */
    maxRemovalShare: z.number().min(0).max(1).default(DEFAULT_MAX_REMOVAL_SHARE),
  })
  .prefault({});
