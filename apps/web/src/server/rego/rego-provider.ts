import "server-only";
import {
  offlineRegoProvider,
  type RegoLookupProvider,
  type RegoRecord,
} from "@forecourt/core/forms/rego-lookup";

/**
 * Registrations the offline provider knows. A registry or data-vendor provider implements the
 * same RegoLookupProvider interface and replaces this one in `regoProvider()`.
 */
export const OFFLINE_REGISTRATIONS: readonly RegoRecord[] = [
  { rego: "TRD123", state: "NSW", make: "Toyota", model: "Corolla", year: 2019 },
  { rego: "MAZ555", state: "VIC", make: "Mazda", model: "CX-5", year: 2020 },
  { rego: "1ABC234", state: "QLD", make: "Ford", model: "Ranger", year: 2018 },
  { rego: "HYU777", state: "WA", make: "Hyundai", model: "i30", year: 2021 },
];

let provider: RegoLookupProvider | undefined;

export function regoProvider(): RegoLookupProvider {
  provider ??= offlineRegoProvider(OFFLINE_REGISTRATIONS);
  return provider;
}
