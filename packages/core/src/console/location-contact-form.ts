import { WEEKDAYS, type Location } from "../domain/location.ts";
import { locationPatchSchema } from "../site/site-input.ts";
import type { z } from "zod";

/**
 * The console's form for a location's phone, opening hours and Google store code: flat fields
 * named by the platform API's location fields (`phone`, `opening_hours.monday.open`,
 * `google_store_code`), checked by the API's own location schema. The store code is the one of the
 * location's Google Business Profile, which Google's vehicle feeds send as `store_code` (the
 * location's slug when none is set, which vehicle ads rarely match to a store).
 */
export const locationContactSchema = locationPatchSchema.pick({
  phone: true,
  opening_hours: true,
  google_store_code: true,
});
export type LocationContactPatch = z.output<typeof locationContactSchema>;

export const DAY_LABELS = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
} as const satisfies Record<(typeof WEEKDAYS)[number], string>;

/** The form's text for a location: each day open or closed with its times. */
export function locationContactValues(location: Location): Record<string, string> {
  const values: Record<string, string> = {
    phone: location.phone ?? "",
    google_store_code: location.googleStoreCode ?? "",
  };
  for (const day of WEEKDAYS) {
    const hours = location.openingHours[day];
    values[`opening_hours.${day}.status`] = hours.status;
    values[`opening_hours.${day}.open`] = hours.status === "open" ? hours.open : "";
    values[`opening_hours.${day}.close`] = hours.status === "open" ? hours.close : "";
  }
  return values;
}

/**
 * The posted form as the API's location patch (not yet checked): a closed day has no times, and an
 * empty store code clears it.
 */
export function locationContactInput(values: Record<string, string>): unknown {
  return {
    phone: values.phone ?? "",
    google_store_code: values.google_store_code ?? "",
    opening_hours: Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        values[`opening_hours.${day}.status`] === "closed"
          ? { status: "closed" }
          : {
              status: "open",
              open: values[`opening_hours.${day}.open`] ?? "",
              close: values[`opening_hours.${day}.close`] ?? "",
            },
      ]),
    ),
  };
}

/** A day's own error ("The closing time must be after the opening time.") goes beside its closing time. */
export function locationContactField(path: string): string {
  return /^opening_hours\.[a-z]+$/.test(path) ? `${path}.close` : path;
}
