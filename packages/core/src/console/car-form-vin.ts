import { SIMPLE_FUELS } from "../domain/car.ts";
import { MAX_DRIVETRAIN_LENGTH, MAX_ENGINE_LENGTH } from "../stock/car-input.ts";
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
  ["drivetrain", "drivetrain"],
  ["engine", "engine"],
] as const;

/**
 * vPIC's drive type in the car's short words: "4WD/4-Wheel Drive/4x4" is 4WD, "AWD/All-Wheel
 * Drive" AWD; one without a short form ("4x2") as it is, if it fits the field.
 */
export function drivetrainOf(driveType: string | null): string | null {
  const short = driveType?.split("/")[0]?.trim() ?? "";
  return short !== "" && short.length <= MAX_DRIVETRAIN_LENGTH ? short : null;
}

/** "a", "a and b", "a, b and c". */
function listed(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/**
 * What a decoded VIN puts in the car form (by field name) and the sentence that says so: "Filled
 * make, model, year and body from the VIN." vPIC's fuel becomes one of the site's fuels where it
 * is one ("Gasoline" is Petrol); its drive type in short ("4WD") and its engine as vPIC words it;
 * a fuel the site does not list, and every field vPIC leaves empty, stay as typed.
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
    drivetrain: drivetrainOf(fields.drivetrain),
    engine: fields.engine && fields.engine.length <= MAX_ENGINE_LENGTH ? fields.engine : null,
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
  return { values, summary: `Filled ${listed(named)} from the VIN.` };
}
