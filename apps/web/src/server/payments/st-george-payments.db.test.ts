import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { cars, leads, reservations } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestCar, TEST_RANGER } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as webhookRoute from "@/app/api/payments/[provider]/webhook/route";
import * as payRoute from "@/app/api/payments/st-george/[reference]/route";
import {
  PAYWAY_TEST_CARDS,
  startPayWayStandIn,
  type PayWayStandIn,
} from "../../testing/payway-stand-in.ts";
import { postReservation, RESERVING_SHOPPER } from "../../testing/reservation-requests.ts";
import { callRoute, siteRequest, useRouteTestDatabase } from "../../testing/route-harness.ts";
import { ST_GEORGE_PAYMENT_FINISHED_MESSAGE } from "../api/browser/post-st-george-payment.ts";

const MERCHANT_ID = "24681357";
let handle: DatabaseHandle;
let site: LeadTestSite;
let standIn: PayWayStandIn;
let carId: number;

beforeAll(async () => {
  standIn = await startPayWayStandIn({ merchantIds: [MERCHANT_ID] });
  vi.stubEnv("ST_GEORGE_API_URL", standIn.url);
  vi.stubEnv("ST_GEORGE_SECRET_KEY", standIn.secretKey);
  vi.stubEnv("ST_GEORGE_PUBLISHABLE_KEY", standIn.publishableKey);
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, {
    slug: "sg-site",
    dealership: { leadEmail: "sales@example.com" },
  });
  carId = await createTestCar(handle.db, site, {
    ...TEST_RANGER,
    stockNumber: "SG-1",
    paymentProcessors: [
      { authorizationType: "St George", authorizationKey: MERCHANT_ID, depositAmount: 500 },
    ],
  });
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
  await standIn?.close();
  vi.unstubAllEnvs();
});

async function reserve(email: string) {
  const response = await postReservation(site.slug, {
    car_id: TEST_RANGER.slug,
    kind: "reserve",
    answers: { ...RESERVING_SHOPPER, email },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Record<string, string>;
}

function payWith(reference: string, body: unknown) {
  return callRoute(
    payRoute,
    "POST",
    siteRequest(site.slug, `/api/payments/st-george/${reference}`, {
      json: body,
    }),
    { reference },
  );
}

const rowsOfCar = () => handle.db.select().from(reservations).where(eq(reservations.carId, carId));
const ofOrder = (reference: string) =>
  [...standIn.transactions.values()]
    .filter((t) => t.orderNumber === reference)
    .map((t) => `${t.transactionType}:${t.status}`);

async function clearCar() {
  await handle.db.update(cars).set({ isReserved: false }).where(eq(cars.id, carId));
  await handle.db.delete(leads).where(eq(leads.carId, carId));
  await handle.db.delete(reservations).where(eq(reservations.carId, carId));
}

describe("reserving a car whose processor is St George (PayWay stand-in)", () => {
  it("sends the shopper to the platform's PayWay page, then takes and captures the deposit with the card token", async () => {
    const started = await reserve("alex@example.com");
    const reference = started.reference!;
    expect(started.redirect_url).toBe(`/pay/st-george/${reference}`);
    expect(ofOrder(reference)).toEqual([]);

    const paid = await payWith(reference, {
      single_use_token_id: await standIn.tokenFor(PAYWAY_TEST_CARDS.approved),
    });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ redirect_url: `/reservations/${reference}` });
    expect(ofOrder(reference)).toEqual(["preAuth:approved", "capture:approved"]);
    const capture = [...standIn.transactions.values()].find(
      (t) => t.orderNumber === reference && t.transactionType === "capture",
    )!;
    const [row] = await rowsOfCar();
    expect(row).toMatchObject({
      status: "confirmed",
      provider: "st-george",
      providerRef: String(capture.transactionId),
    });
    const preAuth = [...standIn.transactions.values()].find(
      (t) => t.orderNumber === reference && t.transactionType === "preAuth",
    )!;
    expect(preAuth.merchantId).toBe(MERCHANT_ID);
    const [car] = await handle.db.select().from(cars).where(eq(cars.id, carId));
    expect(car!.isReserved).toBe(true);
    expect(await handle.db.select().from(leads).where(eq(leads.carId, carId))).toHaveLength(1);

    // A second submit charges nothing more.
    const again = await payWith(reference, {
      single_use_token_id: await standIn.tokenFor(PAYWAY_TEST_CARDS.approved),
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: ST_GEORGE_PAYMENT_FINISHED_MESSAGE });
    expect(ofOrder(reference)).toEqual(["preAuth:approved", "capture:approved"]);
  });

  it("a token PayWay refuses is a 422 with its words; the hold stays and nothing is charged", async () => {
    await clearCar();
    const { reference } = await reserve("token@example.com");
    const response = await payWith(reference!, { single_use_token_id: "forged-token" });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: "Single use token is invalid or has been used",
      errors: { single_use_token_id: "Single use token is invalid or has been used" },
    });
    const missing = await payWith(reference!, {});
    expect(missing.status).toBe(422);
    expect((await rowsOfCar()).map((r) => r.status)).toEqual(["pending"]);
    expect(ofOrder(reference!)).toEqual([]);
  });

  it("a declined card releases the hold with the issuer's words; nothing is captured", async () => {
    await clearCar();
    const { reference } = await reserve("declined@example.com");
    const response = await payWith(reference!, {
      single_use_token_id: await standIn.tokenFor(PAYWAY_TEST_CARDS.declined),
    });
    expect(response.status).toBe(200);
    const [row] = await rowsOfCar();
    expect(row).toMatchObject({ status: "released", message: "Expired card" });
    expect(ofOrder(reference!)).toEqual(["preAuth:declined"]);
  });

  it("takes no notifications: the webhook path is not a St George endpoint", async () => {
    const response = await callRoute(
      webhookRoute,
      "POST",
      siteRequest(site.slug, "/api/payments/st-george/webhook", {
        json: { orderNumber: "RES-ANY" },
      }),
      { provider: "st-george" },
    );
    expect(response.status).toBe(404);
    const onPayRoute = await payWith("webhook", { orderNumber: "RES-ANY" });
    expect(onPayRoute.status).toBe(404);
  });
});
