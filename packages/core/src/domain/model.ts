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
  bodies: string[];
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
