import { offlineValuationProvider } from "@forecourt/core/valuation/vehicle-lookup";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { cars, leads, reservations } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as leadRoute from "@/app/api/leads/[leadId]/route";
import * as leadsRoute from "@/app/api/leads/route";
import { callRoute, siteRequest, useRouteTestDatabase } from "../../testing/route-harness.ts";
import { payAndReturn } from "../../testing/test-card.ts";
import { postReservation } from "../../testing/reservation-requests.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;
let carId: number;
const CAR_SLUG = "jayco-journey-22";

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, {
    slug: "journey-site",
    settings: { features: { autograb: true } },
    dealership: { leadEmail: "sales@example.com" },
  });
  const [car] = await handle.db
    .insert(cars)
    .values({
      websiteId: site.id,
      dealershipId: site.dealershipId,
      slug: CAR_SLUG,
      name: "2022 Jayco Journey Outback",
      make: "Jayco",
      model: "Journey",
      year: 2022,
      carType: "used",
      price: 64_990,
      stockNumber: "JRN-1",
      paymentProcessors: [
        { authorizationType: "test", authorizationKey: "demo_key", depositAmount: 500 },
      ],
    })
    .returning();
  carId = car!.id;
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
});

/** The journey's answers, step by step, as the browser's form engine sends them. */
const STEPS: Record<string, unknown>[] = [
  { vehicle_confirmed: true },
  { has_trade_in: "Yes", rego: "ABC123", regoState: "QLD", kilometres: "85000" },
  {
    payment_method: "Finance",
    finance_deposit: "10000",
    finance_term_years: "5",
    repayment_frequency: "monthly",
  },
  { handover: "Delivery", delivery_address: "1 Beach Road, Noosa", delivery_postcode: "4567" },
  {
    first_name: "Robin",
    last_name: "Camper",
    email: "robin@example.com",
    phone: "0412 345 678",
    reservation_terms: true,
    opt_in: true,
  },
];
const answersTo = (step: number) => Object.assign({}, ...STEPS.slice(0, step));

function partialSave(step: number, leadId: string | null) {
  const lead = {
    ...answersTo(step),
    form_id: `${site.slug}/purchase-journey`,
    category: "Reservation",
    subcategory: "Online purchase",
    lead_status: "Incomplete",
    form_completed: false,
    step_number: step,
    car_id: carId,
    ...(leadId ? { lead_id: leadId } : {}),
  };
  const init = {
    method: leadId ? "PUT" : "POST",
    json: { lead },
  };
  return leadId
    ? callRoute(leadRoute, "PUT", siteRequest(site.slug, `/api/leads/${leadId}`, init), {
        leadId,
      })
    : callRoute(leadsRoute, "POST", siteRequest(site.slug, "/api/leads", init));
}

function purchase(answers: Record<string, unknown>, leadId?: string) {
  return postReservation(site.slug, {
    car_id: CAR_SLUG,
    kind: "purchase",
    answers,
    ...(leadId ? { lead_id: leadId } : {}),
  });
}

describe("the online purchase journey", () => {
  let leadId = "";

  it("saves each step on one partial lead, also when a reloaded page saves a step again", async () => {
    const first = await partialSave(1, null);
    expect(first.status).toBe(201);
    leadId = ((await first.json()) as { id: string }).id;
    for (const step of [2, 3]) {
      const saved = await partialSave(step, leadId);
      expect(saved.status).toBe(200);
    }
    // The page is reloaded on step 3: its answers and lead id come back, and the step is saved
    // again, this time by POST naming the lead.
    const resumed = await callRoute(
      leadsRoute,
      "POST",
      siteRequest(site.slug, "/api/leads", {
        json: {
          lead: {
            ...answersTo(4),
            form_id: `${site.slug}/purchase-journey`,
            category: "Reservation",
            lead_status: "Incomplete",
            form_completed: false,
            step_number: 4,
            lead_id: leadId,
          },
        },
      }),
    );
    expect(((await resumed.json()) as { id: string }).id).toBe(leadId);
    const stored = await handle.db.select().from(leads).where(eq(leads.websiteId, site.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ isFormCompleted: false, stepNumber: 4 });
  });

  it("refuses a purchase whose answers miss a step, naming the field, and holds nothing", async () => {
    const { handover: _h, ...rest } = answersTo(5) as Record<string, unknown>;
    const response = await purchase(rest, leadId);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors).toEqual({ handover: "*This is a required field." });
    const refused = await purchase(answersTo(5), "not-a-lead");
    expect(refused.status).toBe(422);
    expect(await handle.db.select().from(reservations)).toHaveLength(0);
  });

  it("completes that lead with every answer once the deposit is paid: one lead, one reservation", async () => {
    const created = await purchase(answersTo(5), leadId);
    expect(created.status).toBe(201);
    const { redirect_url, reference } = (await created.json()) as Record<string, string>;
    const returned = await payAndReturn(site.slug, redirect_url!);
    expect(returned.headers.get("location")).toBe(`/reservations/${reference}`);

    const stored = await handle.db.select().from(leads).where(eq(leads.websiteId, site.id));
    expect(stored).toHaveLength(1);
    const [lead] = stored;
    expect(lead).toMatchObject({
      id: leadId,
      isFormCompleted: true,
      category: "Reservation",
      subcategory: "Online purchase",
      firstName: "Robin",
      lastName: "Camper",
      email: "robin@example.com",
      // One phone rule: kept in E.164 whichever way the shopper wrote it.
      phone: "+61412345678",
      carId,
    });
    const fields = lead!.fields as Record<string, unknown>;
    expect(fields).toMatchObject({
      has_trade_in: "Yes",
      rego: "ABC123",
      regoState: "QLD",
      payment_method: "Finance",
      finance_term_years: "5",
      repayment_frequency: "monthly",
      finance_interest_rate: "10",
      handover: "Delivery",
      delivery_address: "1 Beach Road, Noosa",
      delivery_postcode: "4567",
      reservation_reference: reference,
    });
    expect(fields).not.toHaveProperty("lead_id");
    // The lead names the trade-in vehicle the lookup found, as the journey showed it.
    const found = await offlineValuationProvider("AUD").value({
      rego: "ABC123",
      regoState: "QLD",
      km: 85_000,
    });
    expect(found.found).toBe(true);
    if (found.found) {
      const { year, make, model } = found.vehicle;
      expect(fields.trade_in_vehicle).toBe(`${year} ${make} ${model}`);
    }
    expect(Number(fields.trade_in_valuation_low)).toBeGreaterThan(0);
    expect(Number(fields.trade_in_valuation_high)).toBeGreaterThan(
      Number(fields.trade_in_valuation_low),
    );
    // Financed: the $64,990 price less the $500 paid online, the trade-in at its lower
    // valuation and the $10,000 finance deposit, as the journey showed it.
    expect(Number(fields.finance_amount)).toBe(
      64_990 - 500 - Number(fields.trade_in_valuation_low) - 10_000,
    );
    expect(Number(fields.finance_repayment)).toBeGreaterThan(300);

    const held = await handle.db.select().from(reservations);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ status: "confirmed", leadId, kind: "purchase" });
    const [car] = await handle.db.select().from(cars).where(eq(cars.id, carId));
    expect(car!.isReserved).toBe(true);
  });

  it("leaves the completed lead alone when a late step save arrives", async () => {
    const late = await partialSave(4, leadId);
    expect(late.status).toBe(200);
    const stored = await handle.db.select().from(leads).where(eq(leads.websiteId, site.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.isFormCompleted).toBe(true);
  });
});
