import { SIMPLE_FUELS } from "../domain/car.ts";
import { simpleFuelOf } from "../stock/feeds/feed-values.ts";
import type { VinDecodedFields } from "../stock/vin-decode.ts";

/** The car form's fields a decoded VIN fills, in the order the summary names them. */
const FILLED = [
  ["make", "make"],
  ["model", "model"],
  ["year", "year"],
  ["series", "series"],
  ["body", "body"],
  ["transmission", "transmission"],
  ["simple_fuel", "fuel"],
] as const;

/** "a", "a and b", "a, b and c". */
function listed(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/**
 * What a decoded VIN puts in the car form (by field name) and the sentence that says so: "Filled
 * make, model, year and body from the VIN." vPIC's fuel becomes one of the site's fuels where it
 * is one ("Gasoline" is Petrol); a fuel it is not, and every field vPIC leaves empty, stay as
 * typed. The car keeps no drivetrain or engine field, so the summary names them to type into the
 * description.
 */
export function vinFormFill(fields: VinDecodedFields): {
  values: Record<string, string>;
  summary: string;
} {
  const fuel = fields.fuel ? simpleFuelOf(fields.fuel) : null;
  const given: Record<string, string | null> = {
    make: fields.make,
    model: fields.model,
    year: String(fields.year),
    series: fields.series,
    body: fields.body,
    transmission: fields.transmission,
    simple_fuel: fuel && (SIMPLE_FUELS as readonly string[]).includes(fuel) ? fuel : null,
  };
  const values: Record<string, string> = {};
  const named: string[] = [];
  for (const [field, word] of FILLED) {
    const value = given[field];
    if (value) {
      values[field] = value;
      named.push(word);
    }
  }
  const extra = [
    fields.drivetrain ? `drive ${fields.drivetrain}` : null,
    fields.engine ? `engine ${fields.engine}` : null,
  ].filter((part): part is string => part !== null);
  const summary = `Filled ${listed(named)} from the VIN.${
    extra.length > 0
      ? ` vPIC also gives ${extra.join("; ")}: add them to the description if you wish.`
      : ""
  }`;
  return { values, summary };
}
