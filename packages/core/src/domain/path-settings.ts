import { z } from "zod";

/** A site's settings-driven paths (settings `paths`, spec §2): vehicle, search, blog, finance and garage routes. */
export const pathSettingsSchema = z
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
  .prefault({});
export type PathSettings = z.output<typeof pathSettingsSchema>;

/** Where a site shows one of its named searches (`/search/suv-under-30000`). */
export const searchSlugPath = (paths: Pick<PathSettings, "search">, slug: string) =>
  `${paths.search}/${slug}`;
