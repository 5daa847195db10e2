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

const fold = (make: string) =>
  make
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\s-]+/g, " ")
    .trim()
    .toLowerCase();

const BY_FOLDED = new Map<string, string>();
for (const [raw, shown] of Object.entries(MAKE_ALIASES)) {
  BY_FOLDED.set(fold(raw), shown);
  BY_FOLDED.set(fold(shown), shown);
}

/** The make a shopper sees and filters on, for a make as stored or as typed into a URL. */
export function displayMake(make: string): string {
  const trimmed = make.trim();
  return BY_FOLDED.get(fold(trimmed)) ?? trimmed;
}

/** Every stored spelling that shows as this make: the make itself plus its aliases. */
export function storedMakesFor(make: string): string[] {
  const shown = displayMake(make);
  const stored = new Set([shown]);
  for (const [raw, target] of Object.entries(MAKE_ALIASES)) if (target === shown) stored.add(raw);
  return [...stored].sort();
}

/** Makes whose name itself is shown differently wherever it appears (spec §7 "shown as"). */
export const MAKE_SHOWN_AS: Readonly<Record<string, string>> = { SsangYong: "KGM", Skoda: "Škoda" };

/** A vehicle's name as shown: "2020 Skoda Octavia RS" reads "2020 Škoda Octavia RS". */
export function displayCarName(name: string, make: string): string {
  const shown = MAKE_SHOWN_AS[make.trim()];
  if (!shown) return name;
  return name.replace(new RegExp(`(^|\\s)${make.trim()}(?=\\s|$)`), `$1${shown}`);
}

/**
 * A stored vehicle's name and make as every page, API answer and mail shows them (the
 * repositories apply it where rows become domain types), so a Skoda is "Škoda" on its card,
 * its page's title, heading and structured data, the car JSON and the garage alike.
 */
export function shownVehicle<T extends { name: string; make: string }>(vehicle: T): T {
  const shown = MAKE_SHOWN_AS[vehicle.make.trim()];
  if (!shown) return vehicle;
  return { ...vehicle, name: displayCarName(vehicle.name, vehicle.make), make: shown };
}
