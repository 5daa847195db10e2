import { z } from "zod";
import { SEARCH_SORTS } from "./search-sorts.ts";

/** The site's search (settings `search`): default page and sort, sorts offered, what is listed. */
export const searchSettingsSchema = z
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
  .prefault({});
export type SearchSettings = z.output<typeof searchSettingsSchema>;
