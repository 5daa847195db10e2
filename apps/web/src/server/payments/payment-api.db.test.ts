import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { cars, dealerships, leads, reservations } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestCar, TEST_RANGER } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as webhookRoute from "@/app/api/payments/[provider]/webhook/route";
import * as holdRoute from "@/app/api/reservations/hold/route";
import * as reservationsListRoute from "@/app/api/v1/websites/[id]/reservations.json/route";
import * as cancelRoute from "@/app/api/v1/websites/[id]/reservations/[reservation]/cancel/route";
import { expiredTags } from "../../testing/next-cache.ts";
import {
  postReservation,
  RESERVING_SHOPPER as shopper,
  returnFromPayment,
} from "../../testing/reservation-requests.ts";
import { callRoute, siteRequest, useRouteTestDatabase } from "../../testing/route-harness.ts";
import { payAndReturn, payWithTestCard } from "../../testing/test-card.ts";
import {
  startStripeStandIn,
  stripeEvent,
  type StripeStandIn,
} from "../../testing/stripe-stand-in.ts";
import { CAR_HELD_MESSAGE } from "./start-reservation.ts";

const WEBHOOK_SECRET = "whsec_api_test";
const SECRET_KEY = "sk_test_api_dealer";
let handle: DatabaseHandle;
let site: LeadTestSite;
let standIn: StripeStandIn;
let stripeCar: number;
let testCar: number;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  process.env.STRIPE_API_URL = standIn.url;
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, {
    slug: "pay-site",
    dealership: { leadEmail: "sales@example.com" },
  });
  await handle.db
    .update(dealerships)
    .set({ paymentWebhookSecret: WEBHOOK_SECRET })
    .where(eq(dealerships.id, site.dealershipId));
  stripeCar = await createTestCar(handle.db, site, {
    paymentProcessors: [
      { authorizationType: "Stripe", authorizationKey: SECRET_KEY, depositAmount: 750 },
    ],
  });
  testCar = await createTestCar(handle.db, site, {
    ...TEST_RANGER,
    stockNumber: "PAY-2",
    paymentProcessors: [
      { authorizationType: "test", authorizationKey: "demo_key", depositAmount: 500 },
    ],
  });
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
  await standIn?.close();
});

const SHOPPER_AGENT = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)";
/** Where the shopper reserved from, as the reservation form sends it. */
const visit = {
  url: "https://harbour.example/cars/ranger/checkout",
  visited_pages: [
    "https://harbour.example/?utm_source=google",
    "https://harbour.example/cars/ranger",
  ],
  linked_query_params: { utm_source: "google" },
};

function reserve(
  carSlug: string,
  answers: Record<string, unknown> = shopper,
  headers: Record<string, string> = {},
) {
  return postReservation(
    site.slug,
    { car_id: carSlug, kind: "reserve", answers, ...visit },
    { "user-agent": SHOPPER_AGENT, ...headers },
  );
}

async function holdOf(carSlug: string, headers: Record<string, string> = {}) {
  const response = await callRoute(
    holdRoute,
    "GET",
    siteRequest(site.slug, `/api/reservations/hold?car_id=${carSlug}`, { method: "GET", headers }),
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return response.json();
}

function webhook(body: string, signature: string) {
  return callRoute(
    webhookRoute,
    "POST",
    siteRequest(site.slug, "/api/payments/stripe/webhook", {
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body,
    }),
    { provider: "stripe" },
  );
}

const sign = (payload: string) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

describe("the reservation API with Stripe (local stand-in)", () => {
  let reservationId = "";
  let reference = "";
  let sessionId = "";

  it("refuses answers the form does not accept, naming each field, and holds nothing", async () => {
    const response = await reserve("hilux-sr5", {
      ...shopper,
      email: "nope",
      terms_conditions: false,
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors).toEqual({
      email: "invalid email address",
      terms_conditions: "*This is a required field.",
    });
    expect(await handle.db.select().from(reservations)).toHaveLength(0);
  });

  it("holds the car and sends the shopper to Stripe's page, created with the dealership's key", async () => {
    const response = await reserve("hilux-sr5");
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, string>;
    expect(body.redirect_url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    reservationId = body.reservation_id!;
    reference = body.reference!;
    const created = standIn.requests.find((r) => r.path === "/v1/checkout/sessions")!;
    expect(created.apiKey).toBe(SECRET_KEY);
    expect(created.body.get("line_items[0][price_data][unit_amount]")).toBe("75000");
    expect(created.body.get("success_url")).toBe(
      `http://pay-site.localhost/api/payments/return?reservation=${reservationId}`,
    );
    sessionId = [...standIn.sessions.keys()][0]!;
  });

  it("a second shopper is refused before being charged", async () => {
    const response = await reserve("hilux-sr5", { ...shopper, email: "second@example.com" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: CAR_HELD_MESSAGE });
    expect(standIn.sessions.size).toBe(1);
  });

  it("a tampered webhook is refused and changes nothing", async () => {
    const body = stripeEvent("checkout.session.completed", standIn.pay(sessionId));
    const response = await webhook(body.replace('"paid"', '"unpaid"'), sign(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The webhook signature does not match." });
    const [car] = await handle.db.select().from(cars).where(eq(cars.id, stripeCar));
    expect(car!.isReserved).toBe(false);
  });

  it("the signed webhook completes a paid reservation whose shopper never came back; a repeat changes nothing", async () => {
    const body = stripeEvent("checkout.session.completed", standIn.sessions.get(sessionId)!);
    for (let i = 0; i < 2; i++) {
      const response = await webhook(body, sign(body));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, outcome: "confirmed" });
    }
    const rows = await handle.db
      .select()
      .from(reservations)
      .where(eq(reservations.carId, stripeCar));
    expect(rows.map((r) => [r.status, r.providerRef])).toEqual([["confirmed", sessionId]]);
    const [car] = await handle.db.select().from(cars).where(eq(cars.id, stripeCar));
    expect(car!.isReserved).toBe(true);
    const carLeads = await handle.db.select().from(leads).where(eq(leads.carId, stripeCar));
    expect(carLeads).toHaveLength(1);
    expect(carLeads[0]!.fields).toMatchObject({
      reservation_reference: reference,
      payment_reference: sessionId,
    });
    // The lead keeps where the shopper reserved from, as any lead does, and not as an answer.
    expect(carLeads[0]).toMatchObject({
      url: visit.url,
      userAgent: SHOPPER_AGENT,
      visitedPages: visit.visited_pages,
      linkedQueryParams: visit.linked_query_params,
    });
    expect(carLeads[0]!.fields).not.toHaveProperty("visit");
  });

  it("the shopper's late return lands on the confirmation page", async () => {
    const response = await returnFromPayment(site.slug, reservationId);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/reservations/${reference}`);
  });
});

describe("a shopper who leaves the payment page and comes back", () => {
  it("returns to their own payment (same reservation, same page); another browser is still refused", async () => {
    const car = await createTestCar(handle.db, site, {
      slug: "returning-corolla",
      name: "2021 Toyota Corolla",
      model: "Corolla",
      price: 25_000,
      stockNumber: "PAY-4",
      paymentProcessors: [
        { authorizationType: "Stripe", authorizationKey: SECRET_KEY, depositAmount: 300 },
      ],
    });
    const first = await reserve("returning-corolla");
    expect(first.status).toBe(201);
    const setCookie = first.headers.get("set-cookie")!;
    expect(setCookie).toMatch(
      /^forecourt_checkout=[\w-]{40,}; Path=\/api\/reservations; HttpOnly; SameSite=Lax; Max-Age=86400$/,
    );
    const browser = { cookie: setCookie.split(";")[0]! };
    const started = (await first.json()) as Record<string, string>;
    const sessions = standIn.sessions.size;

    expect(await holdOf("returning-corolla", browser)).toEqual({
      is_held: false,
      is_yours: true,
      held_until: null,
    });
    const again = await reserve("returning-corolla", shopper, browser);
    expect(again.status).toBe(200);
    expect(again.headers.get("set-cookie")).toBeNull();
    expect(await again.json()).toEqual(started);
    expect(standIn.sessions.size).toBe(sessions);

    const stranger = { cookie: `forecourt_checkout=${"s".repeat(43)}` };
    const other = await reserve(
      "returning-corolla",
      { ...shopper, email: "o@example.com" },
      stranger,
    );
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ error: CAR_HELD_MESSAGE });
    expect(await holdOf("returning-corolla", stranger)).toMatchObject({ is_held: true });
    expect((await reserve("returning-corolla", shopper)).status).toBe(409);
    const rows = await handle.db.select().from(reservations).where(eq(reservations.carId, car));
    expect(rows.map((r) => [r.id, r.status])).toEqual([[started.reservation_id, "pending"]]);
  });
});

describe("an abandoned Stripe payment page", () => {
  it("holds the car only until the page closes, and its expiry event lets the car go", async () => {
    const corolla = await createTestCar(handle.db, site, {
      slug: "abandoned-corolla",
      name: "2020 Toyota Corolla",
      model: "Corolla",
      price: 24_000,
      stockNumber: "PAY-3",
      paymentProcessors: [
        { authorizationType: "Stripe", authorizationKey: SECRET_KEY, depositAmount: 300 },
      ],
    });
    const response = await reserve("abandoned-corolla");
    expect(response.status).toBe(201);
    const { reservation_id: id } = (await response.json()) as Record<string, string>;
    const session = [...standIn.sessions.values()].at(-1)!;
    // The page closes when the site's hold (30 minutes by default) is up, and the hold with it.
    expect(session.expires_at * 1000 - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(session.expires_at * 1000 - Date.now()).toBeLessThan(32 * 60_000);
    const [held] = await handle.db.select().from(reservations).where(eq(reservations.id, id!));
    expect(held!.expiresAt.getTime()).toBe(session.expires_at * 1000);
    expect(
      (await reserve("abandoned-corolla", { ...shopper, email: "b@example.com" })).status,
    ).toBe(409);
    // The reserve page can say so before its form.
    expect(await holdOf("abandoned-corolla")).toEqual({
      is_held: true,
      is_yours: false,
      held_until: new Date(session.expires_at * 1000).toISOString(),
    });

    session.status = "expired";
    const body = stripeEvent("checkout.session.expired", session);
    const expired = await webhook(body, sign(body));
    expect(expired.status).toBe(200);
    const [released] = await handle.db.select().from(reservations).where(eq(reservations.id, id!));
    expect(released!.status).toBe("released");
    expect(await holdOf("abandoned-corolla")).toEqual({
      is_held: false,
      is_yours: false,
      held_until: null,
    });
    // The next shopper may reserve it at once.
    expect(
      (await reserve("abandoned-corolla", { ...shopper, email: "c@example.com" })).status,
    ).toBe(201);
    const [after] = await handle.db.select().from(cars).where(eq(cars.id, corolla));
    expect(after!.isReserved).toBe(false);
  });
});

describe("the reservation API with the test provider", () => {
  it("pays with the success card and confirms on return", async () => {
    const created = await reserve("ranger-xlt");
    expect(created.status).toBe(201);
    const { redirect_url, reference } = (await created.json()) as Record<string, string>;
    const refused = await payWithTestCard(site.slug, redirect_url!, "1111");
    expect(refused.status).toBe(422);
    const returned = await payAndReturn(site.slug, redirect_url!);
    expect(returned.headers.get("location")).toBe(`/reservations/${reference}`);
    const [car] = await handle.db.select().from(cars).where(eq(cars.id, testCar));
    expect(car!.isReserved).toBe(true);
  });
});

describe("the platform API for dealers' systems", () => {
  const AUTH = `Basic ${Buffer.from("platform:demo-password").toString("base64")}`;
  const platform = (path: string, method = "GET") =>
    new Request(`http://localhost${path}`, { method, headers: { authorization: AUTH } });

  it("lists the site's reservations and cancels one: refunded through Stripe, car released, tags expired", async () => {
    const listed = await callRoute(
      reservationsListRoute,
      "GET",
      platform(`/api/v1/websites/${site.id}/reservations.json`),
      { id: String(site.id) },
    );
    expect(listed.status).toBe(200);
    const { reservations: rows } = (await listed.json()) as {
      reservations: { id: string; reference: string; status: string; car_id: number }[];
    };
    const stripeReservation = rows.find((r) => r.car_id === stripeCar && r.status === "confirmed");
    expect(stripeReservation).toMatchObject({ status: "confirmed" });

    expiredTags.length = 0;
    const cancel = () =>
      callRoute(
        cancelRoute,
        "POST",
        platform(`/api/v1/websites/${site.id}/reservations/x/cancel`, "POST"),
        { id: String(site.id), reservation: stripeReservation!.reference },
      );
    const cancelled = await cancel();
    expect(cancelled.status).toBe(200);
    const body = (await cancelled.json()) as { status: string; refund_reference: string };
    expect(body.status).toBe("cancelled");
    expect(body.refund_reference).toMatch(/^re_/);
    expect(standIn.refunds.map((r) => r.id)).toContain(body.refund_reference);
    expect(standIn.requests.at(-1)).toMatchObject({ path: "/v1/refunds", apiKey: SECRET_KEY });
    const [car] = await handle.db.select().from(cars).where(eq(cars.id, stripeCar));
    expect(car!.isReserved).toBe(false);
    expect(expiredTags).toContain(`site:${site.id}:cars`);
    // The car's own page and API entry too, before the answer.
    expect(expiredTags).toContain(`site:${site.id}:car:${stripeCar}`);

    // Twice: nothing more is refunded.
    const again = await cancel();
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "Only a confirmed reservation can be cancelled." });
    expect(standIn.refunds.filter((r) => r.id === body.refund_reference)).toHaveLength(1);
  });

  it("another site's reservation is not found", async () => {
    const other = await createLeadTestSite(handle.db, { slug: "pay-other" });
    const response = await callRoute(
      cancelRoute,
      "POST",
      platform(`/api/v1/websites/${other.id}/reservations/x/cancel`, "POST"),
      {
        id: String(other.id),
        reservation: [...standIn.sessions.values()][0]!.client_reference_id!,
      },
    );
    expect(response.status).toBe(404);
  });
});
