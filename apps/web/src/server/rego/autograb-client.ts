import type { RegoQuery } from "@forecourt/core/forms/rego-lookup";
import type {
  LookedUpVehicle,
  ValuationProvider,
  VehicleLookup,
} from "@forecourt/core/valuation/vehicle-lookup";

/**
 * AutoGrab's published API (devhub.autograb.com, "Registration Plate Search" and "Valuation
 * Predict"), as the trade-in lookups need it:
 *
 * - GET {base}/v2/vehicles/registrations/{plate}?region=au&state=NSW, header `ApiKey`, answers
 *   `{ success, vehicle }` (vehicle null when the plate matches none);
 * - POST {base}/v2/valuations/predict `{ region, vehicle_id, kms }` answers
 *   `{ success, prediction: { trade_price, retail_price, ... }, bounds? }`.
 *
 * A 401/403 (key refused), a 429 (the contract's rate limit), any other failure or an answer of
 * another shape is thrown as an error that says which, for the log; the shopper is told the
 * lookup is unavailable and to enter the vehicle's details.
 */

type AutoGrabConfig = {
  /** Production or staging base URL, no trailing slash (core `vendorBaseUrl`). */
  baseUrl: string;
  apiKey: string;
  /** AutoGrab's region code: au, nz. */
  region: string;
  currency: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 8_000;

class AutoGrabError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "AutoGrabError";
  }
}

type AutoGrabVehicle = {
  id: string;
  make: string;
  model: string;
  year: string | number;
  badge?: string | null;
  vin?: string | null;
};

function statusMessage(status: number): string {
  if (status === 401 || status === 403) {
    return `AutoGrab refused the API key (HTTP ${status}); check AUTOGRAB_API_KEY and the licence`;
  }
  if (status === 429) return "AutoGrab's rate limit for this key was reached (HTTP 429)";
  if (status === 400 || status === 422) return `AutoGrab refused the request (HTTP ${status})`;
  return `AutoGrab answered HTTP ${status}`;
}

async function call(
  config: AutoGrabConfig,
  path: string,
  init: { method: "GET" } | { method: "POST"; body: unknown },
): Promise<{ status: 404 } | { status: 200; body: Record<string, unknown> }> {
  const doFetch = config.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(`${config.baseUrl}${path}`, {
      method: init.method,
      headers: {
        ApiKey: config.apiKey,
        accept: "application/json",
        ...(init.method === "POST" ? { "content-type": "application/json" } : {}),
      },
      ...(init.method === "POST" ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    throw new AutoGrabError(
      `AutoGrab could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      null,
    );
  }
  if (response.status === 404) return { status: 404 };
  if (!response.ok) throw new AutoGrabError(statusMessage(response.status), response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new AutoGrabError("AutoGrab answered with something other than JSON", response.status);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new AutoGrabError("AutoGrab answered with an unexpected shape", response.status);
  }
  return { status: 200, body: body as Record<string, unknown> };
}

function asVehicle(value: unknown): AutoGrabVehicle | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  const year = Number(v.year);
  if (typeof v.id !== "string" || typeof v.make !== "string" || typeof v.model !== "string") {
    throw new AutoGrabError("AutoGrab's vehicle lacks its id, make or model", 200);
  }
  if (!Number.isInteger(year)) throw new AutoGrabError("AutoGrab's vehicle lacks its year", 200);
  return {
    id: v.id,
    make: v.make,
    model: v.model,
    year,
    badge: typeof v.badge === "string" ? v.badge : null,
    vin: typeof v.vin === "string" ? v.vin : null,
  };
}

const shown = (vehicle: AutoGrabVehicle): LookedUpVehicle => ({
  make: vehicle.make,
  model: vehicle.model,
  year: Number(vehicle.year),
  variant: vehicle.badge ?? "",
  vin: vehicle.vin ?? "",
});

async function findVehicle(
  config: AutoGrabConfig,
  query: RegoQuery,
): Promise<AutoGrabVehicle | null> {
  const params = new URLSearchParams({ region: config.region, state: query.regoState });
  const answer = await call(
    config,
    `/v2/vehicles/registrations/${encodeURIComponent(query.rego)}?${params}`,
    { method: "GET" },
  );
  if (answer.status === 404) return null;
  return asVehicle(answer.body.vehicle);
}

const wholeUnits = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;

/** AutoGrab as the registry the rego, NEVDIS-style and trade-in lookups ask. */
export function autoGrabVehicleLookup(config: AutoGrabConfig): VehicleLookup {
  return {
    async lookup(query) {
      const vehicle = await findVehicle(config, query);
      return vehicle
        ? { found: true, vehicle: shown(vehicle) }
        : { found: false, reason: "not-found" };
    },
  };
}

/** AutoGrab as the trade-in valuation: the plate's vehicle, then its predicted trade price. */
export function autoGrabValuationProvider(config: AutoGrabConfig): ValuationProvider {
  return {
    async value(query) {
      const vehicle = await findVehicle(config, query);
      if (!vehicle) return { found: false, reason: "not-found" };
      const answer = await call(config, "/v2/valuations/predict", {
        method: "POST",
        body: {
          region: config.region,
          vehicle_id: vehicle.id,
          ...(query.km === undefined ? {} : { kms: query.km }),
        },
      });
      if (answer.status === 404) return { found: false, reason: "not-found" };
      const prediction = answer.body.prediction as Record<string, unknown> | undefined;
      const trade = (answer.body.bounds as { trade?: Record<string, unknown> } | undefined)?.trade;
      const price = wholeUnits(prediction?.trade_price);
      const low = wholeUnits(trade?.lower) ?? price;
      const high = wholeUnits(trade?.upper) ?? price;
      if (low === null || high === null) {
        throw new AutoGrabError("AutoGrab's prediction has no trade price", 200);
      }
      return {
        found: true,
        vehicle: shown(vehicle),
        valuation: {
          low: Math.min(low, high),
          high: Math.max(low, high),
          currency: config.currency,
        },
      };
    },
  };
}
