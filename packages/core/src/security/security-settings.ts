import { z } from "zod";

/**
 * A CSP source for a third-party host: `https://` plus a host (optionally `*.` for its
 * subdomains) and port. Nothing else can be written into a policy from settings.
 */
export const CSP_ORIGIN_PATTERN = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/;
const cspOrigin = z
  .string()
  .regex(CSP_ORIGIN_PATTERN, "Use an origin such as https://widgets.example.com.");

/** Framing, Turnstile and extra origins of the site's content security policy (settings `security`). */
export const securitySettingsSchema = z
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
  .prefault({});
export type SecuritySettings = z.output<typeof securitySettingsSchema>;
