/** Realistic paint colours, most common first. */
export const VEHICLE_PAINT_COLOURS = [
  { name: "Glacier White", hex: "#f1f2ef" },
  { name: "Silver Metallic", hex: "#b3b8be" },
  { name: "Jet Black", hex: "#17191c" },
  { name: "Titanium Grey", hex: "#7b8086" },
  { name: "Flame Red", hex: "#b01c22" },
  { name: "Ocean Blue", hex: "#235a9c" },
  { name: "Graphite", hex: "#474b51" },
  { name: "Navy", hex: "#1c2a4d" },
  { name: "Forest Green", hex: "#2c5540" },
  { name: "Bronze", hex: "#8a6844" },
  { name: "Sunset Orange", hex: "#cc611e" },
  { name: "Sandstone", hex: "#c5b28d" },
] as const;

/** A paint colour (hex) for any integer seed; consecutive seeds walk the palette. */
export function pickColour(seed: number): string {
  return pickPaint(seed).hex;
}

/** The paint (name and hex) for any integer seed, as {@link pickColour} picks it. */
function pickPaint(seed: number): (typeof VEHICLE_PAINT_COLOURS)[number] {
  const n = VEHICLE_PAINT_COLOURS.length;
  const i = Number.isFinite(seed) ? ((Math.trunc(seed) % n) + n) % n : 0;
  return VEHICLE_PAINT_COLOURS[i]!;
}

/**
 * The paint of a vehicle kind's painted image number `colour`: the pictures and the colour a car
 * lists are the same. Kinds are spread over the palette so that two do not start on one colour.
 */
export function vehiclePaint(kind: string, colour: number): (typeof VEHICLE_PAINT_COLOURS)[number] {
  const kindIndex = [...kind].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % 7;
  return pickPaint(colour * 5 + kindIndex);
}
