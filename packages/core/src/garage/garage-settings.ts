import { z } from "zod";

/** The saved-cars garage (settings `garage`). */
export const garageSettingsSchema = z
  .object({
    isEnabled: z.boolean().default(false),
  })
  .prefault({});
export type GarageSettings = z.output<typeof garageSettingsSchema>;

/** Shopper sign-in (settings `auth`). */
export const authSettingsSchema = z
  .object({
    /** Login popup with a verification code (spec §6). */
    isEnabled: z.boolean().default(false),
  })
  .prefault({});

/**
 * Where a shopper's things are kept in the browser (settings `storage`): favourites and recently
 * viewed (the garage), and the contact details a first enquiry leaves (spec §3 User).
 */
export const storageSettingsSchema = z
  .object({
    /** Favourites and recently viewed are kept in the browser. */
    favouritesKey: z.string().default("favourites"),
    viewsKey: z.string().default("views"),
    /** The shopper's contact details (spec §3 User), kept after a first enquiry. */
    userKey: z.string().default("user"),
  })
  .prefault({});
export type StorageSettings = z.output<typeof storageSettingsSchema>;
