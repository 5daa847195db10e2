import { z } from "zod";

/** How a site names its vehicles and tags them (settings `labels`). */
export const labelSettingsSchema = z
  .object({
    /** Overrides the template's vehicle noun (spec §1). */
    vehicleNoun: z.string().optional(),
    /** Used stock is called "Pre-owned" on this site (spec §1). */
    usePreOwnedLabel: z.boolean().default(false),
    soldTag: z.string().default("JUST SOLD"),
    justArrivedTag: z.string().default("JUST ARRIVED"),
  })
  .prefault({});
export type LabelSettings = z.output<typeof labelSettingsSchema>;

/** The site's phone numbers by car type (settings `phones`). */
export const phoneSettingsSchema = z
  .object({
    /** Numbers shown per car type; the location's phone is used when absent. */
    new: z.string().optional(),
    used: z.string().optional(),
    demo: z.string().optional(),
    service: z.string().optional(),
  })
  .prefault({});
export type PhoneSettings = z.output<typeof phoneSettingsSchema>;

/** How the stock shows: tags, coming-soon checkout, the certified program (settings `stock`). */
export const stockSettingsSchema = z
  .object({
    justArrivedDays: z.number().int().min(0).default(8),
    showFuelTags: z.boolean().default(false),
    /** Reserve and buy online also allowed for coming-soon cars (spec §9). */
    allowComingSoonCheckout: z.boolean().default(false),
    /** A reserved car still offers test drives (by default it offers none, as a sold car). */
    testDriveWhenReserved: z.boolean().default(false),
    /**
     * Sales staff may add and edit cars of their own dealership in the console (by default only
     * dealer admins do). What they add is a draft, off the site, unless `salesMayPublishCars`.
     */
    salesMayListCars: z.boolean().default(false),
    /**
     * Sales who may list cars may also publish and unpublish them; without it a salesperson
     * saves drafts and a dealer admin publishes (core console/stock-entry-access.ts).
     */
    salesMayPublishCars: z.boolean().default(false),
    certifiedProgram: z
      .object({
        name: z.string(),
        /**
         * Whether this is a maker's certified pre-owned program (Toyota Certified Pre-Owned)
         * rather than the dealer's own: only a maker's makes a certified car "certified
         * pre-owned" in Google's and Meta's catalogues. A dealer's own program by default.
         */
        isManufacturerProgram: z.boolean().default(false),
        logoUrl: z.string().optional(),
        benefits: z
          .array(z.string())
          .default(["90-point inspection", "1 year roadside assist", "History check"]),
      })
      .optional(),
  })
  .prefault({});
export type StockSettings = z.output<typeof stockSettingsSchema>;
