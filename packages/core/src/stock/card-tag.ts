import { isCarSold, type Car } from "../domain/car.ts";
import type { LabelSettings, StockSettings } from "./stock-settings.ts";

/** The one tag a vehicle card shows (spec §4), and why it was chosen. */
export type CardTag =
  | { kind: "fuel"; text: "Electric" | "Hybrid" | "PHEV" }
  | { kind: "reserved"; text: "RESERVED" }
  | { kind: "certified"; text: string; logoUrl: string | null }
  | { kind: "custom"; text: string }
  | { kind: "coming-soon"; text: "COMING SOON" }
  | { kind: "just-arrived"; text: string }
  | { kind: "sold"; text: string };

export type CardTagCar = Pick<
  Car,
  "simpleFuel" | "isReserved" | "isCertified" | "tag" | "status" | "isSold" | "createdAt"
>;

type CardTagSettings = {
  stock: Pick<StockSettings, "showFuelTags" | "justArrivedDays" | "certifiedProgram">;
  labels: Pick<LabelSettings, "soldTag" | "justArrivedTag">;
};

const DAY_MS = 86_400_000;

/**
 * Highest priority first: fuel label (when the site shows them), RESERVED, the certified
 * program's logo, the dealer's own tag text, COMING SOON, just arrived (created within the
 * site's days), sold. null when none applies. A sold car never reads "just arrived": the sold
 * label is what is true of it.
 */
export function cardTag(car: CardTagCar, settings: CardTagSettings, now: Date): CardTag | null {
  const fuel = car.simpleFuel;
  if (
    settings.stock.showFuelTags &&
    (fuel === "Electric" || fuel === "Hybrid" || fuel === "PHEV")
  ) {
    return { kind: "fuel", text: fuel };
  }
  if (car.isReserved) return { kind: "reserved", text: "RESERVED" };
  const program = settings.stock.certifiedProgram;
  if (car.isCertified && program) {
    return { kind: "certified", text: program.name, logoUrl: program.logoUrl ?? null };
  }
  const custom = car.tag?.trim();
  if (custom) return { kind: "custom", text: custom };
  if (car.status === "coming_soon") return { kind: "coming-soon", text: "COMING SOON" };
  const isSold = isCarSold(car);
  const age = now.getTime() - car.createdAt.getTime();
  if (!isSold && age >= 0 && age < settings.stock.justArrivedDays * DAY_MS) {
    return { kind: "just-arrived", text: settings.labels.justArrivedTag };
  }
  if (isSold) return { kind: "sold", text: settings.labels.soldTag };
  return null;
}
