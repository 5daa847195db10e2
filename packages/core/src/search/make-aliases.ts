import { foldAccents } from "../text/fold-accents.ts";

/**
 * Dealer feeds name some makes in their own way; shoppers see and filter on one name per make
 * (spec §7): "GWM Haval" is GWM, "SsangYong" is shown as KGM, "Skoda" as Škoda, and so on.
 */
export const MAKE_ALIASES: Readonly<Record<string, string>> = {
  "GWM Haval": "GWM",
  "Mercedes Benz": "Mercedes-Benz",
  "Suzuki Australia": "Suzuki",
  "Isuzu Ute": "Isuzu",
  "Chery NZ": "Chery",
  SsangYong: "KGM",
  Skoda: "Škoda",
};

/** A make as compared: accents, case and separators aside ("Škoda", "skoda", "SKODA"). */
export const foldMake = (make: string) =>
  foldAccents(make)
    .replace(/[\s-]+/g, " ")
    .trim();

const BY_FOLDED = new Map<string, string>();
for (const [raw, shown] of Object.entries(MAKE_ALIASES)) {
  BY_FOLDED.set(foldMake(raw), shown);
  BY_FOLDED.set(foldMake(shown), shown);
}

/** The make a shopper sees and filters on, for a make as stored or as typed into a URL. */
export function displayMake(make: string): string {
  const trimmed = make.trim();
  return BY_FOLDED.get(foldMake(trimmed)) ?? trimmed;
}

/** Every stored spelling that shows as this make: the make itself plus its aliases. */
export function storedMakesFor(make: string): string[] {
  const shown = displayMake(make);
  const stored = new Set([shown]);
  for (const [raw, target] of Object.entries(MAKE_ALIASES)) if (target === shown) stored.add(raw);
  return [...stored].sort();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A vehicle's name as shown, with the make shoppers see and filter on (one display make
 * everywhere): "2020 Skoda Octavia RS" reads "2020 Škoda Octavia RS", "Chery NZ Tiggo 7 Pro"
 * reads "Chery Tiggo 7 Pro".
 */
export function displayCarName(name: string, make: string): string {
  const stored = make.trim();
  const shown = displayMake(stored);
  if (shown === stored) return name;
  return name.replace(new RegExp(`(^|\\s)${escapeRegExp(stored)}(?=\\s|$)`), `$1${shown}`);
}

/**
 * A stored vehicle's name and make as every page, API answer and mail shows them (the
 * repositories apply it where rows become domain types), so a Skoda is "Škoda" and a "Chery NZ"
 * is "Chery" on its card, its page's title, heading and structured data, the car JSON and the
 * garage alike, as the search filter names them.
 */
export function shownVehicle<T extends { name: string; make: string }>(vehicle: T): T {
  const shown = displayMake(vehicle.make);
  if (shown === vehicle.make) return vehicle;
  return { ...vehicle, name: displayCarName(vehicle.name, vehicle.make), make: shown };
}
