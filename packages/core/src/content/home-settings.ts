import { z } from "zod";

/** The home page (settings `home`): its hero's words and how many featured cars it shows. */
export const homeSettingsSchema = z
  .object({
    heroTitle: z.string().optional(),
    heroSubtitle: z.string().optional(),
    featuredCount: z.number().int().min(0).max(24).default(8),
  })
  .prefault({});
export type HomeSettings = z.output<typeof homeSettingsSchema>;
