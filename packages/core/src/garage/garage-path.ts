import type { PathSettings } from "../domain/path-settings.ts";
import type { GarageSettings as GarageSlice } from "./garage-settings.ts";

/** The garage's tabs; the query's `tab` picks one, saved cars by default (spec §2). */
export const GARAGE_TABS = ["saved-cars", "recently-viewed", "my-details"] as const;
export type GarageTab = (typeof GARAGE_TABS)[number];

/** The path every site's garage has unless its settings brand it (spec §2). */
const DEFAULT_GARAGE_PATH = "/my-garage";

type GarageSettings = { paths: PathSettings; garage: GarageSlice };

/**
 * Where the header and links send a shopper for the saved cars (spec §2):
 * `/my-garage?tab=saved-cars`, or a branded garage path (`/mymetro`) with `/saved` appended.
 * Null where the site has no garage.
 */
export function garageHref(settings: GarageSettings): string | null {
  if (!settings.garage.isEnabled) return null;
  const base = settings.paths.garage;
  return base === DEFAULT_GARAGE_PATH ? `${base}?tab=saved-cars` : `${base}/saved`;
}

/** The tab a garage request asks for: `/saved` and unknown or missing tabs show saved cars. */
export function garageTab(tab: string | string[] | undefined): GarageTab {
  const value = Array.isArray(tab) ? tab[0] : tab;
  return (GARAGE_TABS as readonly string[]).includes(value ?? "")
    ? (value as GarageTab)
    : "saved-cars";
}
