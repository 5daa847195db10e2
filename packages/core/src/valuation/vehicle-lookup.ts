import type { RegoQuery } from "../forms/rego-lookup.ts";

/** A vehicle found by its registration (spec §7 nevdis: make, model, year, variant, VIN). */
export type LookedUpVehicle = {
  make: string;
  model: string;
  year: number;
  variant: string;
  vin: string;
};

export type VehicleLookupResult =
  { found: true; vehicle: LookedUpVehicle } | { found: false; reason: "not-found" };

/** A registry or data vendor (NEVDIS, AutoGrab, Redbook) that finds a vehicle by its plate. */
export interface VehicleLookup {
  lookup(query: RegoQuery): Promise<VehicleLookupResult>;
}

/** A trade-in valuation range in whole currency units. */
export type Valuation = { low: number; high: number; currency: string };

export type ValuationResult =
  | { found: true; vehicle: LookedUpVehicle; valuation: Valuation }
  | { found: false; reason: "not-found" };

/** A valuation service (AutoGrab, Redbook): the vehicle and what it is worth as a trade-in. */
export interface ValuationProvider {
  value(query: RegoQuery & { km?: number | undefined }): Promise<ValuationResult>;
}

type CatalogueEntry = { make: string; model: string; variants: string[]; newPrice: number };

/** Vehicles the offline provider answers with: common Australian trade-ins. */
const CATALOGUE: readonly CatalogueEntry[] = [
  { make: "Toyota", model: "Corolla", variants: ["Ascent Sport", "SX", "ZR"], newPrice: 32_000 },
  { make: "Toyota", model: "HiLux", variants: ["SR", "SR5", "Rogue"], newPrice: 58_000 },
  { make: "Mazda", model: "CX-5", variants: ["Maxx", "Touring", "Akera"], newPrice: 42_000 },
  { make: "Ford", model: "Ranger", variants: ["XL", "XLT", "Wildtrak"], newPrice: 60_000 },
  { make: "Hyundai", model: "i30", variants: ["Active", "Elite", "N Line"], newPrice: 30_000 },
  { make: "Mitsubishi", model: "Triton", variants: ["GLX", "GLS", "GSR"], newPrice: 48_000 },
  { make: "Kia", model: "Sportage", variants: ["S", "SX", "GT-Line"], newPrice: 40_000 },
  { make: "Nissan", model: "Navara", variants: ["SL", "ST", "ST-X"], newPrice: 52_000 },
];

/**
 * The offline providers' convention for a plate no registry knows: it starts with "ZZ". Demo
 * sites and tests use it to see the not-found answer.
 */
export const OFFLINE_UNKNOWN_PREFIX = "ZZ";

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";

/** FNV-1a: a stable 32-bit number from text, so the same plate always gives the same car. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The vehicle the offline registry gives a plate and state: deterministic, never random. */
export function offlineVehicle(query: RegoQuery, thisYear: number): LookedUpVehicle | null {
  if (query.rego.startsWith(OFFLINE_UNKNOWN_PREFIX)) return null;
  const seed = hash(`${query.regoState}:${query.rego}`);
  const entry = CATALOGUE[seed % CATALOGUE.length]!;
  const year = thisYear - 1 - (Math.floor(seed / CATALOGUE.length) % 12);
  const variant = entry.variants[Math.floor(seed / 97) % entry.variants.length]!;
  let vin = "";
  let next = seed;
  for (let i = 0; i < 17; i++) {
    next = Math.imul(next ^ (next >>> 15), 0x2c1b3c6d) >>> 0;
    vin += VIN_CHARS[next % VIN_CHARS.length];
  }
  return { make: entry.make, model: entry.model, year, variant, vin };
}

/** The offline registry (demo sites and tests): any well-formed plate but "ZZ..." is found. */
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
