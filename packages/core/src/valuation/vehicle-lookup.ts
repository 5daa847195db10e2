import type { Valuation } from "../domain/valuation.ts";
import type { RegoQuery } from "../forms/rego-lookup.ts";

/** A vehicle found by its registration (spec §7 nevdis: make, model, year, variant, VIN). */
export type LookedUpVehicle = {
  make: string;
  model: string;
  year: number;
  variant: string;
  vin: string;
};

type VehicleLookupResult =
  { found: true; vehicle: LookedUpVehicle } | { found: false; reason: "not-found" };

/** A registry or data vendor (NEVDIS, AutoGrab, Redbook) that finds a vehicle by its plate. */
export interface VehicleLookup {
  lookup(query: RegoQuery): Promise<VehicleLookupResult>;
}

/** A trade-in valuation range in whole currency units. */
export type { Valuation };

type ValuationResult =
  | { found: true; vehicle: LookedUpVehicle; valuation: Valuation }
  | { found: false; reason: "not-found" };

/** A valuation service (AutoGrab, Redbook): the vehicle and what it is worth as a trade-in. */
export interface ValuationProvider {
  value(query: RegoQuery & { km?: number | undefined }): Promise<ValuationResult>;
}

type CatalogueEntry = { make: string; model: string; newPrice: number };

/** New prices of the models the offline valuation knows: common Australian trade-ins. */
const CATALOGUE: readonly CatalogueEntry[] = [
  { make: "Toyota", model: "Corolla", newPrice: 32_000 },
  { make: "Toyota", model: "HiLux", newPrice: 58_000 },
  { make: "Mazda", model: "CX-5", newPrice: 42_000 },
  { make: "Ford", model: "Ranger", newPrice: 60_000 },
  { make: "Hyundai", model: "i30", newPrice: 30_000 },
  { make: "Mitsubishi", model: "Triton", newPrice: 48_000 },
  { make: "Kia", model: "Sportage", newPrice: 40_000 },
  { make: "Nissan", model: "Navara", newPrice: 52_000 },
];

type DemoPlate = Omit<LookedUpVehicle, "year"> & {
  /** Years old: the vehicle's year is this many before the current one, so it never ages out. */
  age: number;
};

/**
 * The plates the offline registry knows, in every state or region: the demo sites' and the
 * tests' vehicles. Any other plate is not found, so a site with no registry contract never shows
 * a shopper a vehicle, or a dealer a valuation, that no registry gave.
 */
export const OFFLINE_DEMO_PLATES: Readonly<Record<string, DemoPlate>> = {
  ABC123: { make: "Mazda", model: "CX-5", variant: "Touring", age: 4, vin: "JM0KF4W7A00123456" },
  TRD123: { make: "Toyota", model: "Corolla", variant: "SX", age: 3, vin: "JTNK4RBE403123456" },
  HLX555: { make: "Toyota", model: "HiLux", variant: "SR5", age: 5, vin: "MR0HA3CD500789123" },
  UTE456: { make: "Ford", model: "Ranger", variant: "XLT", age: 6, vin: "MNAUMFF50HW456789" },
  KIA321: { make: "Kia", model: "Sportage", variant: "GT-Line", age: 2, vin: "KNAPU81BMN7321654" },
  OLD111: { make: "Hyundai", model: "i30", variant: "Active", age: 12, vin: "KMHDH41EXCU111222" },
};

/** The vehicle the offline registry gives a listed plate, or null: never an invented one. */
export function offlineVehicle(query: RegoQuery, thisYear: number): LookedUpVehicle | null {
  const listed = Object.hasOwn(OFFLINE_DEMO_PLATES, query.rego)
    ? OFFLINE_DEMO_PLATES[query.rego]
    : undefined;
  if (!listed) return null;
  const { age, ...vehicle } = listed;
  return { ...vehicle, year: thisYear - age };
}

/** The offline registry (demo sites and tests): the listed demo plates, in any state. */
export function offlineVehicleLookup(now: () => Date = () => new Date()): VehicleLookup {
  return {
    async lookup(query) {
      const vehicle = offlineVehicle(query, now().getFullYear());
      return vehicle ? { found: true, vehicle } : { found: false, reason: "not-found" };
    },
  };
}

const ROUND_TO = 100;
const roundDown = (value: number) => Math.floor(value / ROUND_TO) * ROUND_TO;

/**
 * The offline valuation: the model's new price less 12% a year of age and 5 cents a km over
 * 15,000 km a year, as a range of plus or minus 8% (a trade-in is never valued under $500).
 */
export function offlineValuation(
  vehicle: LookedUpVehicle,
  options: { thisYear: number; km?: number | undefined; currency: string },
): Valuation {
  const entry = CATALOGUE.find((e) => e.make === vehicle.make && e.model === vehicle.model);
  const newPrice = entry?.newPrice ?? 30_000;
  const age = Math.max(0, options.thisYear - vehicle.year);
  const expectedKm = age * 15_000;
  const extraKm = Math.max(0, (options.km ?? expectedKm) - expectedKm);
  const middle = Math.max(500, newPrice * 0.88 ** age - extraKm * 0.05);
  return {
    low: Math.max(500, roundDown(middle * 0.92)),
    high: Math.max(600, roundDown(middle * 1.08)),
    currency: options.currency,
  };
}

export function offlineValuationProvider(
  currency: string,
  now: () => Date = () => new Date(),
): ValuationProvider {
  return {
    async value(query) {
      const thisYear = now().getFullYear();
      const vehicle = offlineVehicle(query, thisYear);
      if (!vehicle) return { found: false, reason: "not-found" };
      return {
        found: true,
        vehicle,
        valuation: offlineValuation(vehicle, { thisYear, km: query.km, currency }),
      };
    },
  };
}
