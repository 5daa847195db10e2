import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { cars, dealerships, leads, reservations } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestCar, TEST_RANGER } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { HOLD_RAN_OUT_MESSAGE } from "@forecourt/db/repositories/reservations/hold-car";
import * as webhookRoute from "@/app/api/payments/[provider]/webhook/route";
import {
  postReservation,
  RESERVING_SHOPPER,
  returnFromPayment,
} from "../../testing/reservation-requests.ts";
import { callRoute, siteRequest, useRouteTestDatabase } from "../../testing/route-harness.ts";
import { CAR_HELD_MESSAGE } from "./start-reservation.ts";
import {
  startTillStandIn,
  type TillCallbackDelivery,
  type TillStandIn,
} from "../../testing/till-stand-in.ts";

const CONNECTOR = { apiKey: "harbour-till-connector", sharedSecret: "harbour-till-shared-secret" };
let handle: DatabaseHandle;
let site: LeadTestSite;
let standIn: TillStandIn;
let tillCar: number;

beforeAll(async () => {
  standIn = await startTillStandIn([CONNECTOR]);
  vi.stubEnv("TILL_API_URL", standIn.url);
  vi.stubEnv("TILL_API_USERNAME", standIn.username);
  vi.stubEnv("TILL_API_PASSWORD", standIn.password);
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, {
    slug: "till-site",
    dealership: { leadEmail: "sales@example.com" },
  });
  await handle.db
    .update(dealerships)
    .set({ paymentWebhookSecret: CONNECTOR.sharedSecret })
    .where(eq(dealerships.id, site.dealershipId));
  tillCar = await createTestCar(handle.db, site, {
    ...TEST_RANGER,
    stockNumber: "TILL-1",
    paymentProcessors: [
      { authorizationType: "Till", authorizationKey: CONNECTOR.apiKey, depositAmount: 500 },
    ],
  });
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
  await standIn?.close();
  vi.unstubAllEnvs();
});

function reserve(email = RESERVING_SHOPPER.email) {
  return postReservation(site.slug, {
    car_id: TEST_RANGER.slug,
    kind: "reserve",
    answers: { ...RESERVING_SHOPPER, email },
  });
}

/** Delivers a callback as Till would: to the webhook route on the site's host. */
function deliver(callback: TillCallbackDelivery) {
  const url = new URL(callback.url);
  return callRoute(
    webhookRoute,
    "POST",
    siteRequest(site.slug, url.pathname + url.search, {
      headers: callback.headers,
      body: callback.body,
    }),
    { provider: "till" },
  );
}

const rowsOfCar = () =>
  handle.db.select().from(reservations).where(eq(reservations.carId, tillCar));

const tillTypes = (reference: string) =>
  [...standIn.transactions.values()]
    .filter((t) => t.merchantTransactionId.startsWith(reference))
    .map((t) => `${t.transactionType}:${t.status}`)
    .sort();

describe("reserving a car whose processor is Till (local stand-in)", () => {
  let reservationId = "";
  let reference = "";
  let paymentRef = "";

  it("holds the car and sends the shopper to Till's hosted page, pre-authorised with the dealership's connector", async () => {
    const response = await reserve();
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, string>;
    reservationId = body.reservation_id!;
    reference = body.reference!;
    expect(body.redirect_url).toMatch(new RegExp(`^${standIn.url}/hpp/`));
    paymentRef = body.redirect_url!.split("/").pop()!;
    expect(standIn.transactions.get(paymentRef)).toMatchObject({
      transactionType: "PREAUTHORIZE",
      merchantTransactionId: reference,
      amount: "500.00",
      callbackUrl: "http://till-site.localhost/api/payments/till/webhook",
      successUrl: `http://till-site.localhost/api/payments/return?reservation=${reservationId}`,
    });
    const [row] = await rowsOfCar();
    expect(row).toMatchObject({ status: "pending", provider: "till", providerRef: paymentRef });
  });

  it("refuses a callback with a bad signature, and nothing is captured or stored", async () => {
    const callback = standIn.pay(paymentRef);
    const forged = { ...callback, headers: { ...callback.headers, "x-signature": "AAAA" } };
    const response = await deliver(forged);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The webhook signature does not match." });
    const unsigned = await deliver({
      ...callback,
      headers: { "content-type": callback.headers["content-type"]!, date: callback.headers.date! },
    });
    expect(unsigned.status).toBe(400);
    expect((await rowsOfCar()).map((r) => r.status)).toEqual(["pending"]);
    expect(tillTypes(reference)).toEqual(["PREAUTHORIZE:SUCCESS"]);
    const [car] = await handle.db.select().from(cars).where(eq(cars.id, tillCar));
    expect(car!.isReserved).toBe(false);
  });

  it("the signed callback captures the deposit and confirms the reservation once; Till is answered OK", async () => {
    const callback = standIn.callbackOf(
      paymentRef,
      `http://till-site.localhost/api/payments/till/webhook`,
    );
    for (let i = 0; i < 2; i++) {
      const response = await deliver(callback);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("OK");
    }
    expect(tillTypes(reference)).toEqual(["CAPTURE:SUCCESS", "PREAUTHORIZE:SUCCESS"]);
    const rows = await rowsOfCar();
    expect(rows.map((r) => [r.status, r.providerRef])).toEqual([["confirmed", paymentRef]]);
    const [car] = await handle.db.select().from(cars).where(eq(cars.id, tillCar));
    expect(car!.isReserved).toBe(true);
    const carLeads = await handle.db.select().from(leads).where(eq(leads.carId, tillCar));
    expect(carLeads).toHaveLength(1);
    expect(carLeads[0]!.fields).toMatchObject({
      reservation_reference: reference,
      payment_reference: paymentRef,
    });
  });

  it("the shopper's return lands on the confirmation page", async () => {
    const response = await returnFromPayment(site.slug, reservationId);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/reservations/${reference}`);
  });
});

describe("a Till payment declined on the hosted page", () => {
  it("releases the hold with the issuer's words when the shopper returns; nothing is captured", async () => {
    await handle.db.update(cars).set({ isReserved: false }).where(eq(cars.id, tillCar));
    await handle.db.delete(leads).where(eq(leads.carId, tillCar));
    await handle.db.delete(reservations).where(eq(reservations.carId, tillCar));
    const response = await reserve("declined@example.com");
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, string>;
    const paymentRef = body.redirect_url!.split("/").pop()!;
    standIn.pay(paymentRef, "declined");
    const back = await returnFromPayment(site.slug, body.reservation_id!);
    expect(back.status).toBe(303);
    const [row] = await rowsOfCar();
    expect(row).toMatchObject({ status: "released", message: "Transaction declined by issuer." });
    expect(tillTypes(body.reference!)).toEqual(["PREAUTHORIZE:ERROR"]);
  });
});

describe("a Till payment page left open past the hold", () => {
  it("no longer blocks the car once its hold ends: the next shopper reserves it, and the open hold reads released", async () => {
    await handle.db.update(cars).set({ isReserved: false }).where(eq(cars.id, tillCar));
    await handle.db.delete(leads).where(eq(leads.carId, tillCar));
    await handle.db.delete(reservations).where(eq(reservations.carId, tillCar));
    const open = await reserve("open-page@example.com");
    expect(open.status).toBe(201);
    const left = (await open.json()) as Record<string, string>;
    // While the hold lasts, the page left open on Till keeps the car.
    const refused = await reserve("too-soon@example.com");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: CAR_HELD_MESSAGE });

    // The site's hold ends with the shopper still on Till's page, never paying.
    await handle.db
      .update(reservations)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(reservations.id, left.reservation_id!));
    const next = await reserve("next-shopper@example.com");
    expect(next.status).toBe(201);
    const taken = (await next.json()) as Record<string, string>;
    expect(taken.redirect_url).toMatch(new RegExp(`^${standIn.url}/hpp/`));

    const rows = await rowsOfCar();
    expect(rows.find((r) => r.id === left.reservation_id)).toMatchObject({
      status: "released",
      message: HOLD_RAN_OUT_MESSAGE,
    });
    expect(rows.find((r) => r.id === taken.reservation_id)).toMatchObject({ status: "pending" });
    expect(rows).toHaveLength(2);
    // The page left open was never paid: nothing was taken from that shopper.
    expect(tillTypes(left.reference!)).toEqual(["PREAUTHORIZE:REDIRECT"]);
  });
});
