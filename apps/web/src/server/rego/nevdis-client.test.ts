import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testSiteSettings as settings } from "@forecourt/core/testing/site-settings";
import { nevdisVehicleLookup, nevdisYear } from "./nevdis-client.ts";
import { lookupsFor } from "./rego-provider.ts";
import { startNevdisStandIn, type NevdisStandIn } from "../../testing/nevdis-stand-in.ts";

const KEY = "secret_dealer_test_key";
let production: NevdisStandIn;
let staging: NevdisStandIn;

beforeAll(async () => {
  production = await startNevdisStandIn(KEY);
  staging = await startNevdisStandIn(KEY);
});
afterAll(async () => {
  await production.close();
  await staging.close();
});

const client = (apiKey = KEY) => nevdisVehicleLookup({ baseUrl: production.url, apiKey });

describe("NEVDIS client against a local stand-in of Blue Flag's API", () => {
  it("finds a plate: vehicle details, then build and compliance for the year, with the key as Authorization", async () => {
    const before = production.requests.length;
    const result = await client().lookup({ rego: "NEV001", regoState: "VIC" });
    expect(result).toEqual({
      found: true,
      vehicle: { make: "HYUNDAI", model: "I30", year: 2019, variant: "", vin: "KMHH351EMKU000001" },
    });
    const asked = production.requests.slice(before);
    expect(asked.map((r) => r.path)).toEqual([
      "/nevdis/vehicle_details",
      "/nevdis/build_and_compliance",
    ]);
    for (const request of asked) {
      expect(request.authorization).toBe(KEY);
      expect(Object.fromEntries(request.query)).toEqual({ plate: "NEV001", state: "VIC" });
    }
  });

  it("takes the compliance plate's year where the state gives no year of manufacture (NSW)", async () => {
    const result = await client().lookup({ rego: "NEV002", regoState: "NSW" });
    expect(result).toMatchObject({ found: true, vehicle: { make: "TOYOTA", year: 2020 } });
  });

  it("a plate the register does not hold is not found, after one call", async () => {
    const before = production.requests.length;
    expect(await client().lookup({ rego: "NEV001", regoState: "QLD" })).toEqual({
      found: false,
      reason: "not-found",
    });
    expect(production.requests.length).toBe(before + 1);
  });

  it("a state outside Australia's eight is not asked (every call is billed)", async () => {
    const before = production.requests.length;
    expect(await client().lookup({ rego: "NEV001", regoState: "AUK" })).toEqual({
      found: false,
      reason: "not-found",
    });
    expect(production.requests.length).toBe(before);
  });

  it("a refused key, a rate limit and a server fault are errors that say which", async () => {
    await expect(
      client("secret_wrong").lookup({ rego: "NEV001", regoState: "VIC" }),
    ).rejects.toThrow("Blue Flag refused the NEVDIS key (HTTP 401)");
    production.failWith(429);
    await expect(client().lookup({ rego: "NEV001", regoState: "VIC" })).rejects.toThrow(
      "Blue Flag's rate limit for this NEVDIS key was reached (HTTP 429)",
    );
    production.failWith(503);
    await expect(client().lookup({ rego: "NEV001", regoState: "VIC" })).rejects.toThrow(
      "Blue Flag's NEVDIS API answered HTTP 503",
    );
    production.failWith(null);
  });

  it("an answer of another shape is an error, not a vehicle", async () => {
    const odd = nevdisVehicleLookup({
      baseUrl: "http://vendor.invalid",
      apiKey: KEY,
      fetch: async () => Response.json({ request_id: "x", vehicles: [] }),
    });
    await expect(odd.lookup({ rego: "NEV001", regoState: "VIC" })).rejects.toThrow(
      "Blue Flag's answer has no result list",
    );
  });

  it("reads the year of manufacture, else the compliance plate's, else none", () => {
    expect(nevdisYear({ year_of_manufacture: "2018", compliance_plate: "2019-02" })).toBe(2018);
    expect(nevdisYear({ year_of_manufacture: null, compliance_plate: "2019-02" })).toBe(2019);
    expect(nevdisYear({ year_of_manufacture: "n/a", compliance_plate: null })).toBeNull();
    expect(nevdisYear(null)).toBeNull();
  });
});

describe("a site's NEVDIS lookup (settings + environment)", () => {
  const config = () => ({
    autoGrabApiUrl: "http://autograb.invalid",
    nevdisApiKey: KEY,
    nevdisApiUrl: production.url,
    nevdisStagingApiUrl: staging.url,
  });

  it("with no key the demo default stays offline: listed demo plates only", async () => {
    const before = production.requests.length;
    const lookups = lookupsFor(settings({}), { autoGrabApiUrl: "http://autograb.invalid" });
    expect((await lookups.nevdis.lookup({ rego: "NEV001", regoState: "VIC" })).found).toBe(false);
    expect((await lookups.nevdis.lookup({ rego: "ABC123", regoState: "VIC" })).found).toBe(true);
    expect(production.requests.length).toBe(before);
  });

  it("asks Blue Flag's production host while the staging setting is off; the rego lookup does not", async () => {
    const before = { production: production.requests.length, staging: staging.requests.length };
    const lookups = lookupsFor(settings({}), config());
    expect((await lookups.nevdis.lookup({ rego: "NEV001", regoState: "VIC" })).found).toBe(true);
    expect((await lookups.registry.lookup({ rego: "NEV001", regoState: "VIC" })).found).toBe(false);
    expect(production.requests.length).toBe(before.production + 2);
    expect(staging.requests.length).toBe(before.staging);
  });

  it("asks the staging host when the site's staging setting is on (spec §7)", async () => {
    const before = { production: production.requests.length, staging: staging.requests.length };
    const lookups = lookupsFor(settings({ integrations: { useStagingHost: true } }), config());
    expect((await lookups.nevdis.lookup({ rego: "NEV001", regoState: "VIC" })).found).toBe(true);
    expect(staging.requests.length).toBe(before.staging + 2);
    expect(production.requests.length).toBe(before.production);
  });

  it("a site under test with no staging host configured never asks production", async () => {
    const before = production.requests.length;
    const { nevdisStagingApiUrl: _none, ...noStaging } = config();
    const lookups = lookupsFor(settings({ integrations: { useStagingHost: true } }), noStaging);
    await expect(lookups.nevdis.lookup({ rego: "NEV001", regoState: "VIC" })).rejects.toThrow(
      "NEVDIS_STAGING_API_URL is not set",
    );
    expect(production.requests.length).toBe(before);
  });

  it("a New Zealand site, whose vehicles NEVDIS does not hold, is not sent to it", async () => {
    const before = production.requests.length;
    const lookups = lookupsFor(settings({ locale: "en-NZ", currency: "NZD" }), config());
    expect((await lookups.nevdis.lookup({ rego: "NEV001", regoState: "VIC" })).found).toBe(false);
    expect(production.requests.length).toBe(before);
  });
});
