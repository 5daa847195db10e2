import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offlineVehicle } from "@forecourt/core/valuation/vehicle-lookup";
import type { DatabaseHandle } from "@forecourt/db/client";
import { leads, outbox } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as carClarityRoute from "@/app/api/carClarityCustomer/route";
import * as nevdisRoute from "@/app/api/nevdis/route";
import * as regoRoute from "@/app/api/rego-lookup/route";
import * as redbookRoute from "@/app/api/redbook-valuation/route";
import * as autograbRoute from "@/app/api/simple-autograb-lookup/route";
import {
  callRoute,
  siteRequest,
  useRouteTestDatabase,
  type RouteModule,
} from "../../testing/route-harness.ts";

let handle: DatabaseHandle;
let on: LeadTestSite;
let off: LeadTestSite;

beforeAll(async () => {
  handle = await createTestDatabase();
  on = await createLeadTestSite(handle.db, {
    slug: "lookups-on",
    settings: {
      features: { nevdis: true, autograb: true, redbook: true },
      commerce: { financeProvider: "car-clarity" },
    },
    dealership: { leadEmail: "finance@example.com" },
  });
  off = await createLeadTestSite(handle.db, { slug: "lookups-off" });
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
});

const post = (route: RouteModule, slug: string, path: string, body: unknown) =>
  callRoute(
    route,
    "POST",
    siteRequest(slug, path, {
      json: body,
    }),
  );

const thisYear = new Date().getFullYear();

describe("vehicle lookups and valuations", () => {
  it("NEVDIS answers make, model, year, variant and VIN, the same for the same plate", async () => {
    const response = await post(nevdisRoute, on.slug, "/api/nevdis", {
      rego: "abc 123",
      regoState: "nsw",
    });
    expect(response.status).toBe(200);
    const expected = offlineVehicle({ rego: "ABC123", regoState: "NSW" }, thisYear);
    expect(await response.json()).toEqual({ vehicle: expected });
  });

  it("the rego lookup is on the same registry", async () => {
    const response = await post(regoRoute, off.slug, "/api/rego-lookup", {
      rego: "ABC123",
      regoState: "NSW",
    });
    expect(await response.json()).toEqual({
      vehicle: offlineVehicle({ rego: "ABC123", regoState: "NSW" }, thisYear),
    });
  });

  it("AutoGrab adds a valuation range, lower for a high odometer", async () => {
    const low = await post(autograbRoute, on.slug, "/api/simple-autograb-lookup", {
      rego: "HLX555",
      regoState: "VIC",
      km: 10_000,
    });
    const high = await post(autograbRoute, on.slug, "/api/simple-autograb-lookup", {
      rego: "HLX555",
      regoState: "VIC",
      km: 400_000,
    });
    const a = (await low.json()) as { valuation: { low: number; high: number; currency: string } };
    const b = (await high.json()) as { valuation: { low: number; high: number } };
    expect(a.valuation.currency).toBe("AUD");
    expect(a.valuation.low).toBeLessThan(a.valuation.high);
    expect(b.valuation.high).toBeLessThanOrEqual(a.valuation.high);
  });

  it("Redbook values a trade-in the same way, on sites that subscribe to it", async () => {
    const query = { rego: "HLX555", regoState: "VIC", km: 10_000 };
    const redbook = await post(redbookRoute, on.slug, "/api/redbook-valuation", query);
    expect(redbook.status).toBe(200);
    const body = (await redbook.json()) as { valuation: { low: number; high: number } };
    expect(body.valuation.low).toBeLessThan(body.valuation.high);
    const autograb = await post(autograbRoute, on.slug, "/api/simple-autograb-lookup", query);
    expect(body).toEqual(await autograb.json());
  });

  it("an unknown plate and bad input get clear messages", async () => {
    const unknown = await post(nevdisRoute, on.slug, "/api/nevdis", {
      rego: "ZZ999",
      regoState: "QLD",
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: "We could not find that registration. Please enter your vehicle's details.",
    });
    const bad = await post(autograbRoute, on.slug, "/api/simple-autograb-lookup", {
      rego: "ABC123",
      regoState: "NSW",
      km: -5,
    });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ errors: { km: "The odometer cannot be negative." } });
  });

  it("a lookup the site has not switched on is a 404", async () => {
    for (const [route, path] of [
      [nevdisRoute, "/api/nevdis"],
      [autograbRoute, "/api/simple-autograb-lookup"],
      [redbookRoute, "/api/redbook-valuation"],
      [carClarityRoute, "/api/carClarityCustomer"],
    ] as const) {
      const response = await post(route, off.slug, path, { rego: "ABC123", regoState: "NSW" });
      expect(response.status).toBe(404);
    }
  });

  it("carClarityCustomer records the shopper as a finance lead queued to the dealer", async () => {
    const invalid = await post(carClarityRoute, on.slug, "/api/carClarityCustomer", {
      first_name: "Sam",
    });
    expect(invalid.status).toBe(422);
    const response = await post(carClarityRoute, on.slug, "/api/carClarityCustomer", {
      first_name: "Sam",
      last_name: "Buyer",
      email: "sam@example.com",
      phone: "0412 345 678",
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({
      category: "Finance",
      subcategory: "Car Clarity",
      email: "sam@example.com",
      phone: "+61412345678",
    });
    expect(await handle.db.select().from(outbox).where(eq(outbox.aggregateId, id))).toHaveLength(1);
  });

  it("carClarityCustomer stores the location it asks for, and its dealership", async () => {
    const clarity = await createLeadTestSite(handle.db, {
      slug: "clarity-locations",
      settings: {
        commerce: { financeProvider: "car-clarity" },
        leads: { locationSelect: "always" },
      },
    });
    const shopper = {
      first_name: "Sam",
      last_name: "Buyer",
      email: "sam@example.com",
      phone: "0412 345 678",
    };
    const path = "/api/carClarityCustomer";
    const missing = await post(carClarityRoute, clarity.slug, path, shopper);
    expect(missing.status).toBe(422);
    const response = await post(carClarityRoute, clarity.slug, path, {
      ...shopper,
      location_id: String(clarity.primaryLocationId),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({
      locationId: clarity.primaryLocationId,
      dealershipId: clarity.otherDealershipId,
    });
  });
});
