import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testSiteSettings as settings } from "@forecourt/core/testing/site-settings";
import { autoGrabValuationProvider, autoGrabVehicleLookup } from "./autograb-client.ts";
import { lookupsFor } from "./rego-provider.ts";
import { startAutoGrabStandIn, type AutoGrabStandIn } from "../../testing/autograb-stand-in.ts";

const KEY = "sec_dealer_test_key";
let production: AutoGrabStandIn;
let staging: AutoGrabStandIn;

beforeAll(async () => {
  production = await startAutoGrabStandIn(KEY);
  staging = await startAutoGrabStandIn(KEY);
});
afterAll(async () => {
  await production.close();
  await staging.close();
});

const client = (apiKey = KEY) => ({
  baseUrl: production.url,
  apiKey,
  region: "au",
  currency: "AUD",
});

describe("AutoGrab client against a local stand-in of its API", () => {
  it("finds a plate: GET /v2/vehicles/registrations/{plate} with region, state and the ApiKey header", async () => {
    const result = await autoGrabVehicleLookup(client()).lookup({
      rego: "REAL01",
      regoState: "NSW",
    });
    expect(result).toEqual({
      found: true,
      vehicle: {
        make: "Volkswagen",
        model: "Polo",
        year: 2019,
        variant: "Comfortline",
        vin: "WVWZZZAWZKU000001",
      },
    });
    const request = production.requests.at(-1)!;
    expect(request).toMatchObject({ method: "GET", path: "/v2/vehicles/registrations/REAL01" });
    expect(request.apiKey).toBe(KEY);
    expect(Object.fromEntries(request.query)).toEqual({ region: "au", state: "NSW" });
  });

  it("a plate AutoGrab matches to no vehicle is not found, never invented", async () => {
    const result = await autoGrabVehicleLookup(client()).lookup({
      rego: "XYZ789",
      regoState: "QLD",
    });
    expect(result).toEqual({ found: false, reason: "not-found" });
  });

  it("values the trade-in: POST /v2/valuations/predict with the vehicle id and kms, the trade bounds as the range", async () => {
    const result = await autoGrabValuationProvider(client()).value({
      rego: "REAL01",
      regoState: "NSW",
      km: 40_000,
    });
    expect(result).toMatchObject({
      found: true,
      vehicle: { make: "Volkswagen", model: "Polo", year: 2019 },
      valuation: { low: 13_850 - 750, high: 13_850 + 750, currency: "AUD" },
    });
    const predict = production.requests.at(-1)!;
    expect(predict).toMatchObject({ method: "POST", path: "/v2/valuations/predict", apiKey: KEY });
    expect(predict.body).toEqual({ region: "au", vehicle_id: "5804870883868672", kms: 40_000 });
  });

  it("a refused key, a rate limit and a server fault are errors that say which", async () => {
    await expect(
      autoGrabVehicleLookup(client("sec_wrong")).lookup({ rego: "REAL01", regoState: "NSW" }),
    ).rejects.toThrow("AutoGrab refused the API key (HTTP 401)");
    production.failWith(429);
    await expect(
      autoGrabVehicleLookup(client()).lookup({ rego: "REAL01", regoState: "NSW" }),
    ).rejects.toThrow("AutoGrab's rate limit for this key was reached (HTTP 429)");
    production.failWith(503);
    await expect(
      autoGrabValuationProvider(client()).value({ rego: "REAL01", regoState: "NSW" }),
    ).rejects.toThrow("AutoGrab answered HTTP 503");
    production.failWith(null);
  });
});

describe("a site's lookups (settings + environment)", () => {
  const config = () => ({
    autoGrabApiKey: KEY,
    autoGrabApiUrl: production.url,
    autoGrabStagingApiUrl: staging.url,
  });

  it("with no key the demo default stays offline: listed demo plates only", async () => {
    const lookups = lookupsFor(settings({}), { autoGrabApiUrl: production.url });
    const before = production.requests.length;
    expect(await lookups.registry.lookup({ rego: "REAL01", regoState: "NSW" })).toEqual({
      found: false,
      reason: "not-found",
    });
    expect((await lookups.registry.lookup({ rego: "ABC123", regoState: "VIC" })).found).toBe(true);
    expect(production.requests.length).toBe(before);
  });

  it("asks AutoGrab's production host while the staging setting is off", async () => {
    const before = { production: production.requests.length, staging: staging.requests.length };
    const result = await lookupsFor(settings({}), config())
      .valuation("autograb")
      .value({ rego: "REAL01", regoState: "NSW" });
    expect(result.found).toBe(true);
    expect(production.requests.length).toBe(before.production + 2);
    expect(staging.requests.length).toBe(before.staging);
  });

  it("asks the staging host when the site's staging setting is on (spec §7)", async () => {
    const before = { production: production.requests.length, staging: staging.requests.length };
    const site = settings({ integrations: { useStagingHost: true } });
    const lookups = lookupsFor(site, config());
    expect((await lookups.registry.lookup({ rego: "REAL01", regoState: "NSW" })).found).toBe(true);
    expect(
      (await lookups.valuation("autograb").value({ rego: "REAL01", regoState: "NSW" })).found,
    ).toBe(true);
    expect(staging.requests.slice(before.staging).map((r) => r.path)).toEqual([
      "/v2/vehicles/registrations/REAL01",
      "/v2/vehicles/registrations/REAL01",
      "/v2/valuations/predict",
    ]);
    expect(production.requests.length).toBe(before.production);
  });

  it("a site under test with no staging host configured never asks production", async () => {
    const before = production.requests.length;
    const lookups = lookupsFor(settings({ integrations: { useStagingHost: true } }), {
      autoGrabApiKey: KEY,
      autoGrabApiUrl: production.url,
    });
    await expect(lookups.registry.lookup({ rego: "REAL01", regoState: "NSW" })).rejects.toThrow(
      "AUTOGRAB_STAGING_API_URL is not set",
    );
    expect(production.requests.length).toBe(before);
  });

  it("a US site, which AutoGrab does not cover, stays offline", async () => {
    const before = production.requests.length;
    const lookups = lookupsFor(settings({ locale: "en-US", currency: "USD" }), config());
    expect((await lookups.registry.lookup({ rego: "REAL01", regoState: "TX" })).found).toBe(false);
    expect(production.requests.length).toBe(before);
  });
});
