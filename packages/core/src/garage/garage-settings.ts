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
export type AuthSettings = z.output<typeof authSettingsSchema>;
