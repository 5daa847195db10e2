import type { DemoSite } from "./sites/demo-site.ts";
import { COASTLINE_RV } from "./sites/coastline-rv.ts";
import { HARBOUR_CITY_MOTORS } from "./sites/harbour-city-motors.ts";
import { LONE_STAR_AUTO } from "./sites/lone-star-auto.ts";
import { METRO_PRE_OWNED } from "./sites/metro-pre-owned.ts";
import { THROTTLE_MOTORCYCLES } from "./sites/throttle-motorcycles.ts";

export type { CatalogueEntry, DemoLocation, DemoSite } from "./sites/demo-site.ts";

/**
 * The five demo dealer sites (design §5). Everything that makes one behave differently from
 * another is in its settings here; the platform's code never names them.
 */
export const DEMO_SITES: DemoSite[] = [
  COASTLINE_RV,
  METRO_PRE_OWNED,
  HARBOUR_CITY_MOTORS,
  LONE_STAR_AUTO,
  THROTTLE_MOTORCYCLES,
];
