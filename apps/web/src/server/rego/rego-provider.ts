import "server-only";
import {
  offlineValuationProvider,
  offlineVehicleLookup,
  type ValuationProvider,
  type VehicleLookup,
} from "@forecourt/core/valuation/vehicle-lookup";

/**
 * The vehicle registry and valuation service every lookup endpoint asks (rego lookup, NEVDIS,
 * AutoGrab). Demo sites and tests use the offline providers, which answer deterministically
 * from the plate and state; a vendor's client implements the same interfaces and replaces them
 * here.
 */
let lookup: VehicleLookup | undefined;

export function vehicleLookup(): VehicleLookup {
  lookup ??= offlineVehicleLookup();
  return lookup;
}

export function valuationProvider(currency: string): ValuationProvider {
  return offlineValuationProvider(currency);
}
