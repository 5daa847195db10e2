import { z } from "zod";

/** A feed token: URL-safe (it is a path segment) and long enough not to be guessed. */
export const CATALOGUE_FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

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
  })
  .prefault({});

export type CatalogueFeedSettings = z.output<typeof catalogueFeedSettingsSchema>;
