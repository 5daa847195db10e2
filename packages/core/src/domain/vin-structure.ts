import { VIN_PATTERN } from "./vin.ts";

/**
 * What a VIN's own characters say of the vehicle (ISO 3779 / 3780, 49 CFR 565.15), read the way
 * NHTSA's vPIC decoder reads them: positions 1-3 name the maker (the World Manufacturer
 * Identifier, WMI) and position 10 the model year. A VIN whose WMI is no maker of the vehicle's
 * make, or whose year code is not its model year, does not decode to the vehicle it is sent with.
 */

/**
 * World Manufacturer Identifiers of real makers (vPIC's WMI list), by maker. A dealer's make is
 * matched by its maker's name, in any case and accents, with words after it ("Isuzu Ute", "GWM
 * Haval", "Škoda"). Not every maker's every WMI: those of the makes the platform's own data (the
 * demo catalogue) sells. A make missing here is not judged by its WMI.
 */
export const VIN_MAKER_WMIS: Readonly<Record<string, readonly string[]>> = {
  Chery: ["LVV"],
  Chevrolet: ["1GC", "1G1", "3GC"],
  Chrysler: ["2C4", "1C3"],
  Ducati: ["ZDM"],
  Ford: ["1FT", "1FA", "1FM", "MPB"],
  GWM: ["LGW"],
  "Harley-Davidson": ["1HD"],
  Holden: ["6G1", "6H8"],
  // JHM and 2HK Honda's cars, JH2 its motorcycles.
  Honda: ["JHM", "2HK", "JH2"],
  Hyundai: ["KMH", "5NM"],
  Isuzu: ["MPA", "JAA"],
  Jayco: ["1UJ"],
  Jeep: ["1C4"],
  Kawasaki: ["JKA"],
  Mazda: ["JM1", "JM3"],
  "Mercedes-Benz": ["WDD", "W1K"],
  Mitsubishi: ["JA4", "JA3"],
  Skoda: ["TMB"],
  SsangYong: ["KPT"],
  Suzuki: ["JS2", "JSA"],
  Tesla: ["5YJ", "7SA"],
  Toyota: ["JTD", "JTM", "4T1", "MR0"],
  Yamaha: ["JYA"],
  Zero: ["538"],
};

/** A make as the table matches it: "Škoda", "skoda" and "SKODA" are one make. */
function makeKey(make: string): string {
  return make
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

const WMIS_BY_MAKE = new Map(
  Object.entries(VIN_MAKER_WMIS).map(([make, wmis]) => [makeKey(make), wmis] as const),
);

/** The maker a dealer's make names: "Isuzu Ute", "GWM Haval" and "Suzuki Australia" by their maker. */
function makerOf(make: string): string | null {
  const key = makeKey(make);
  let found: string | null = null;
  for (const maker of WMIS_BY_MAKE.keys()) {
    if (key.startsWith(maker) && maker.length > (found?.length ?? 0)) found = maker;
  }
  return found;
}

/** WMIs a maker gives its motorcycles only, where they differ from its cars'. */
export const VIN_MOTORCYCLE_WMIS: Readonly<Record<string, string>> = { Honda: "JH2" };

/** The WMIs of the maker a dealer's make names, or null when the table does not know it. */
export function vinMakerWmis(make: string): readonly string[] | null {
  const maker = makerOf(make);
  return maker === null ? null : (WMIS_BY_MAKE.get(maker) ?? null);
}

/** Model year codes of position 10, a 30-year cycle from 1980 (A) without I, O, Q, U, Z and 0. */
const VIN_YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";
const FIRST_CODED_YEAR = 1980;

/** The code position 10 of a VIN carries for a model year. */
export function vinYearCode(year: number): string {
  const index = (((year - FIRST_CODED_YEAR) % 30) + 30) % 30;
  return VIN_YEAR_CODES[index]!;
}

type VinStructureProblem = "vin-other-maker" | "vin-model-year";

type VinStructure = { isValid: true } | { isValid: false; reason: VinStructureProblem };

/**
 * Whether a VIN of valid characters names the vehicle it is sent with: a WMI of the car's make
 * (when `VIN_MAKER_WMIS` knows the make; another make's WMI is wrong either way) and its model year
 * in position 10 (from 1981, when the 17-character VIN began).
 */
export function checkVinStructure(
  vin: string,
  vehicle: { make: string; year: number },
): VinStructure {
  const text = vin.trim().toUpperCase();
  if (!VIN_PATTERN.test(text)) return { isValid: true };
  const wmi = text.slice(0, 3);
  const make = makerOf(vehicle.make);
  const own = make === null ? undefined : WMIS_BY_MAKE.get(make);
  const isOtherMakers = [...WMIS_BY_MAKE].some(
    ([other, wmis]) => other !== make && wmis.includes(wmi),
  );
  if ((own && !own.includes(wmi)) || (!own?.includes(wmi) && isOtherMakers)) {
    return { isValid: false, reason: "vin-other-maker" };
  }
  if (vehicle.year >= 1981 && text[9] !== vinYearCode(vehicle.year)) {
    return { isValid: false, reason: "vin-model-year" };
  }
  return { isValid: true };
}

/** Why a VIN does not decode as its vehicle, after "is a VIN that". */
export const VIN_STRUCTURE_MESSAGES = {
  "vin-other-maker": "does not start with a World Manufacturer Identifier of the vehicle's make",
  "vin-model-year": "does not give the vehicle's model year in position 10",
} as const satisfies Record<VinStructureProblem, string>;
