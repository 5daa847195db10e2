import type { RegoQuery } from "@forecourt/core/forms/rego-lookup";
import { AU_STATES } from "@forecourt/core/locale/dictionary";
import type { LookedUpVehicle, VehicleLookup } from "@forecourt/core/valuation/vehicle-lookup";

/**
 * NEVDIS (Austroads' national register of vehicles) through Blue Flag's published REST API
 * (blueflag.com.au/docs/api/products/NEVDIS), as the NEVDIS lookup needs it:
 *
 * - GET {base}/nevdis/vehicle_details?plate=&state= answers `{ request_id, result: [{ vin,
 *   chassis, registration: { plate, state }, make, model, colour, body_type, vehicle_type,
 *   engine_number }] }`;
 * - GET {base}/nevdis/build_and_compliance?plate=&state= answers the same envelope with
 *   `compliance_plate` (YYYY-MM, none in TAS) and `year_of_manufacture` (YYYY, none in NSW).
 *
 * The secret key is the bare `Authorization` header. A plate the register does not hold is an
 * empty `result` (or a 404). The register has no badge or variant, so the vehicle's variant is
 * empty; its year is the year of manufacture, else the compliance plate's year. A plate outside
 * Australia's eight states is not asked (NEVDIS holds none, and every call is billed).
 *
 * A 401/403 (key refused), a 429, any other failure or an answer of another shape is thrown as
 * an error that says which, for the log; the shopper is told the lookup is unavailable.
 */

type NevdisConfig = {
  /** Production or staging (sandbox) base URL, no trailing slash (core `vendorBaseUrl`). */
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 8_000;
const NEVDIS_STATES = new Set(AU_STATES.map((state) => state.code));

class NevdisError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "NevdisError";
  }
}

function statusMessage(status: number): string {
  if (status === 401 || status === 403) {
    return `Blue Flag refused the NEVDIS key (HTTP ${status}); check NEVDIS_API_KEY`;
  }
  if (status === 429) return "Blue Flag's rate limit for this NEVDIS key was reached (HTTP 429)";
  if (status === 400 || status === 422)
    return `Blue Flag refused the NEVDIS request (HTTP ${status})`;
  return `Blue Flag's NEVDIS API answered HTTP ${status}`;
}

type Product = "vehicle_details" | "build_and_compliance";

/** The first record of a product for the plate, or null when the register holds none. */
async function record(
  config: NevdisConfig,
  product: Product,
  query: RegoQuery,
): Promise<Record<string, unknown> | null> {
  const doFetch = config.fetch ?? fetch;
  const params = new URLSearchParams({ plate: query.rego, state: query.regoState });
  let response: Response;
  try {
    response = await doFetch(`${config.baseUrl}/nevdis/${product}?${params}`, {
      headers: { authorization: config.apiKey, accept: "application/json" },
      signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    throw new NevdisError(
      `Blue Flag's NEVDIS API could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      null,
    );
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new NevdisError(statusMessage(response.status), response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new NevdisError("Blue Flag answered with something other than JSON", response.status);
  }
  const result = (body as { result?: unknown } | null)?.result;
  if (!Array.isArray(result)) {
    throw new NevdisError("Blue Flag's answer has no result list", response.status);
  }
  const first: unknown = result[0];
  if (first === undefined) return null;
  if (typeof first !== "object" || first === null) {
    throw new NevdisError("Blue Flag's result is not a vehicle record", response.status);
  }
  return first as Record<string, unknown>;
}

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/** The year of manufacture (YYYY), else the compliance plate's year (YYYY-MM), else null. */
export function nevdisYear(build: Record<string, unknown> | null): number | null {
  for (const value of [build?.year_of_manufacture, build?.compliance_plate]) {
    const year = typeof value === "string" ? /^(\d{4})(?:-\d{2})?$/.exec(value.trim()) : null;
    if (year) return Number(year[1]);
  }
  return null;
}

/** NEVDIS as the registry the NEVDIS lookup asks: make, model and VIN, then the year. */
export function nevdisVehicleLookup(config: NevdisConfig): VehicleLookup {
  return {
    async lookup(query) {
      if (!NEVDIS_STATES.has(query.regoState)) return { found: false, reason: "not-found" };
      const details = await record(config, "vehicle_details", query);
      if (!details) return { found: false, reason: "not-found" };
      const make = text(details.make);
      const model = text(details.model);
      if (!make || !model) {
        throw new NevdisError("Blue Flag's vehicle details lack the make or model", 200);
      }
      const year = nevdisYear(await record(config, "build_and_compliance", query));
      if (year === null) {
        throw new NevdisError("Blue Flag's build and compliance record has no year", 200);
      }
      const vehicle: LookedUpVehicle = {
        make,
        model,
        year,
        variant: "",
        vin: text(details.vin) ?? text(details.chassis) ?? "",
      };
      return { found: true, vehicle };
    },
  };
}
