/** A range item (spec §3 Model). */

export const MANUFACTURER_BODIES = [
  "CAMPER TRAILER",
  "POP TOPS",
  "CARAVANS",
  "TOY HAULERS",
  "J-POD",
  "OFF-GRID",
  "MOTORISED",
] as const;
export type ManufacturerBody = (typeof MANUFACTURER_BODIES)[number];

export type RangeModel = {
  id: number;
  websiteId: number;
  name: string;
  slug: string;
  description: string;
  manufacturerName: string;
  /** The body lists; the first is the model's manufacturer body (spec §3 manufacturer_body). */
  bodies: string[];
  /** Further manufacturer bodies the model is also listed under (a caravan built off-grid). */
  manufacturerBody2: string | null;
  manufacturerBody3: string | null;
  /** The catalogue id of the maker of the model's aftermarket accessories. */
  aftermarketManufacturerId: number | null;
  bodyStyles: string[];
  fuels: string[];
  variant: string | null;
  imageUrl: string | null;
  imageThumbUrl: string | null;
  isNew: boolean;
  overrideUrl: string | null;
  accessoriesCount: number;
  position: number;
};
