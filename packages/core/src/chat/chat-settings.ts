import { z } from "zod";

/** The site's chat: 'Text us', WhatsApp or a live provider (settings `chat`). */
export const chatSettingsSchema = z
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
  .prefault({});
export type ChatSettings = z.output<typeof chatSettingsSchema>;
