import { z } from "zod";

/** A feed token: URL-safe (it is a path segment) and long enough not to be guessed. */
const CATALOGUE_FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

/**
 * A site's catalogue feeds (settings `catalogueFeeds`): the secret token in their URLs,
 * `/feeds/{token}/{name}` on the site's own host. No token, no feeds: every such URL is a 404.
 */
export const catalogueFeedSettingsSchema = z
  .object({
    /** Write-only (redact-settings.ts); made and replaced by the platform API's rotation. */
    token: z
      .string()
      .regex(CATALOGUE_FEED_TOKEN_PATTERN, "A feed token is 32 to 128 letters, digits, - or _.")
      .optional(),
    /**
     * Whether the generic stock export (stock.csv, stock.json) carries the platform's internal
     * fields: third-party valuation data (`autograb_data`) and the cars' payment processor
     * settings (`payment_processors`, `has_checkout_payment_processor`). Off by default: a
     * marketplace needs neither, and the valuation data is licensed to the dealer.
     */
    exportInternalFields: z.boolean().default(false),
  })
  .prefault({});
