import { MANUFACTURER_BODIES, type ManufacturerBody } from "../domain/model.ts";

/**
 * The seven RV body types of spec §2, as /range?body= values. Links use the hyphenated form
 * ("camper-trailer"); the spec's spaced form ("camper trailer") and any case are accepted.
 */
type RangeBody = { body: ManufacturerBody; param: string; label: string };

const LABELS: Record<ManufacturerBody, string> = {
  "J-POD": "J-Pod",
  "CAMPER TRAILER": "Camper trailers",
  "POP TOPS": "Pop tops",
  "OFF-GRID": "Off-grid",
  CARAVANS: "Caravans",
  "TOY HAULERS": "Toy haulers",
  MOTORISED: "Motorised",
};

// The order of spec §2.
const ORDER: ManufacturerBody[] = [
  "J-POD",
  "CAMPER TRAILER",
  "POP TOPS",
  "OFF-GRID",
  "CARAVANS",
  "TOY HAULERS",
  "MOTORISED",
];

const toParam = (body: string) => body.toLowerCase().replace(/[\s_-]+/g, "-");

export const RANGE_BODIES: RangeBody[] = ORDER.map((body) => ({
  body,
  param: toParam(body),
  label: LABELS[body],
}));

export function rangeBodyHref(body: RangeBody): string {
  return `/range?body=${body.param}`;
}

/** The body type a ?body= value names, or null. */
export function parseRangeBody(value: string | string[] | undefined): RangeBody | null {
  if (typeof value !== "string") return null;
  const param = toParam(value.trim());
  return RANGE_BODIES.find((body) => body.param === param) ?? null;
}

/**
 * Whether a range model is of a body type: any of its bodies or its second and third
 * manufacturer bodies, case-insensitive.
 */
export function hasRangeBody(
  model: {
    bodies: string[];
    manufacturerBody2?: string | null;
    manufacturerBody3?: string | null;
  },
  body: RangeBody,
): boolean {
  return [...model.bodies, model.manufacturerBody2, model.manufacturerBody3].some(
    (b) => typeof b === "string" && toParam(b) === body.param,
  );
}

export { MANUFACTURER_BODIES };
