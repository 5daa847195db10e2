import { foldAccents } from "./fold-accents.ts";

/**
 * The URL form of a name: lower case, accents folded, every other run of characters one hyphen.
 * "Mercedes Benz" -> "mercedes-benz", "Škoda" -> "skoda", "Sell My Car" -> "sell-my-car".
 * The one slug function: makes, models, enquiry types, demo data and success pages all use it.
 */
export function slugify(name: string): string {
  return foldAccents(name)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
