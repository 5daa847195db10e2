import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Site } from "@forecourt/core/site/site";
import type { DatabaseHandle } from "@forecourt/db/client";
import { getReservation } from "@forecourt/db/repositories/reservations/get-reservation";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { getCarById } from "@forecourt/db/repositories/stock/get-car";
import { cars, leads, outbox, reservations, testPayments } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestCar } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { cacheTags } from "../cache-tags.ts";
import { expiredTags } from "../../testing/next-cache.ts";
import { checkPayment, CAR_TAKEN_REFUNDED_MESSAGE } from "./settle-payment.ts";
import { CAR_HELD_MESSAGE, startReservation } from "./start-reservation.ts";
import { HOLD_RAN_OUT_MESSAGE } from "@forecourt/db/repositories/reservations/hold-car";
import { payTestPayment } from "./providers/test/test-provider.ts";
import { getLeadDelivery } from "@forecourt/db/repositories/outbox/get-lead-delivery";
import { CONSOLE_PUSH_OUTBOX_KIND } from "@forecourt/db/repositories/leads/queue-lead-push";
import { saveStaffPushSubscription } from "@forecourt/db/repositories/staff/push-subscriptions";
import { createSiteAdmin } from "@forecourt/db/testing/staff-members";
import { leadEmail } from "../worker/lead-mail.ts";
import { useRouteTestDatabase } from "../../testing/route-harness.ts";

let handle: DatabaseHandle;
let testSite: LeadTestSite;
let site: Site;

beforeAll(async () => {
  handle = await createTestDatabase();
  testSite = await createLeadTestSite(handle.db, {
    slug: "reserve-site",
    dealership: { leadEmail: "sales@example.com" },
  });
  site = (await getSiteById(handle.db, testSite.id))!;
  // Settling a payment reads the car back through the server's database.
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
});

beforeEach(() => {
  expiredTags.length = 0;
});

let carCount = 0;
async function reservableCar(): Promise<number> {
  const id = await createTestCar(handle.db, testSite);
  carCount += 1;
  await handle.db
    .update(cars)
    .set({
      slug: `reservable-${carCount}`,
      paymentProcessors: [
        { authorizationType: "test", authorizationKey: "demo_key", depositAmount: 500 },
      ],
    })
    .where(eq(cars.id, id));
  return id;
}

const answers = (n: number) => ({
  first_name: "Sam",
  last_name: `Shopper${"abcdefghijklmnopqrstu"[n]}`,
  email: `sam${n}@example.com`,
  phone: "0412345678",
  terms_conditions: true,
});

async function begin(carId: number, n = 0) {
  const detail = (await getCarById(handle.db, { websiteId: site.id, id: carId }))!;
  return startReservation(handle.db, {
    site,
    detail,
    kind: "reserve",
    answers: answers(n),
    returnUrl: "http://reserve-site.localhost/api/payments/return?reservation={reservation}",
    cancelUrl: "http://reserve-site.localhost/cars/x/checkout",
    browserHash: `browser-${n}`,
  });
}

/** The shopper pays on the test provider's page with `card`, then comes back. */
async function payAndReturn(reservationId: string, card: string) {
  const reservation = (await getReservation(handle.db, {
    websiteId: site.id,
    key: reservationId,
  }))!;
  await payTestPayment(handle.db, {
    websiteId: site.id,
    paymentRef: reservation.providerRef!,
    cardNumber: card,
  });
  return checkPayment(handle.db, site, reservation);
}

const SUCCEEDS = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";

describe("reserving a car with the test provider", () => {
  it("confirms a paid deposit in one go: reservation, reserved car, lead with the payment reference, expired tags", async () => {
    const carId = await reservableCar();
    const started = await begin(carId);
    if (!started.ok) throw new Error(started.message);
    expect(started.redirectUrl).toBe(`/pay/test/tp_${started.reference}`);
    expect(started.reference).toMatch(/^RES-[0-9A-Z]{8}$/);

    const settled = await payAndReturn(started.reservationId, SUCCEEDS);
    expect(settled.outcome).toBe("confirmed");
    const [car] = await handle.db.select().from(cars).where(eq(cars.id, carId));
    expect(car!.isReserved).toBe(true);
    const [row] = await handle.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, started.reservationId));
    expect(row).toMatchObject({ status: "confirmed", amount: 500, provider: "test" });
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, row!.leadId!));
    expect(lead).toMatchObject({
      category: "Reservation",
      carId,
      email: "sam0@example.com",
      isFormCompleted: true,
    });
    expect(lead!.fields).toMatchObject({
      reservation_reference: started.reference,
      payment_reference: `tp_${started.reference}`,
    });
    const deliveries = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.aggregateId, lead!.id));
    expect(deliveries.map((d) => d.kind)).toEqual(["lead.email"]);
    // The dealer's email names the reservation and the payment, as the dealer will quote them.
    const delivery = await getLeadDelivery(handle.db, {
      websiteId: site.id,
      leadId: lead!.id,
      dealershipId: (deliveries[0]!.payload as { dealershipId: number }).dealershipId,
    });
    const mail = leadEmail(delivery!);
    expect(mail.subject).toContain("Reservation");
    expect(mail.text).toContain(started.reference);
    expect(mail.text).toContain(`tp_${started.reference}`);
    expect(expiredTags).toContain(cacheTags.cars(site.id));

    // The shopper reloads the confirmation: nothing new happens.
    const again = await checkPayment(handle.db, site, settled.reservation);
    expect(again.outcome).toBe("confirmed");
    expect(await handle.db.select().from(leads).where(eq(leads.carId, carId))).toHaveLength(1);
  });

  it("a paid deposit tells the devices of the dealership's staff that want deposits, once", async () => {
    const admin = await createSiteAdmin(handle.db, "deposits@reserve.test", testSite);
    await saveStaffPushSubscription(handle.db, {
      staffUserId: admin.id,
      subscription: {
        endpoint: "https://push.example/deposits",
        keys: { p256dh: "key", auth: "auth" },
        events: ["deposit-paid"],
      },
      label: "Phone",
    });
    const started = await begin(await reservableCar());
    if (!started.ok) throw new Error(started.message);
    const settled = await payAndReturn(started.reservationId, SUCCEEDS);
    await checkPayment(handle.db, site, settled.reservation);
    const pushes = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, CONSOLE_PUSH_OUTBOX_KIND));
    expect(pushes.map((row) => row.aggregateId.split(":")[0])).toEqual(["deposit-paid"]);
    // The form and the car, the shopper's first name at most: the lock screen shows it.
    expect(pushes[0]?.payload).toMatchObject({
      notice: {
        title: "Deposit paid: Reservation",
        body: expect.stringMatching(/^Sam about the \d{4} \S+/),
      },
    });
    const { title, body } = (pushes[0]?.payload as { notice: { title: string; body: string } })
      .notice;
    expect(`${title} ${body}`).not.toMatch(/Shopper|sam0@|0412|\+61412|RES-/);
  });

  it("a declined card leaves the car unreserved with the provider's message, and the shopper may try again", async () => {
    const carId = await reservableCar();
    const started = await begin(carId);
    if (!started.ok) throw new Error(started.message);
    const settled = await payAndReturn(started.reservationId, DECLINED);
    expect(settled).toMatchObject({
      outcome: "failed",
      message: "Your card was declined. No money was taken.",
    });
    const [car] = await handle.db.select().from(cars).where(eq(cars.id, carId));
    expect(car!.isReserved).toBe(false);
    const retry = await begin(carId);
    expect(retry.ok).toBe(true);
  });

  it("20 concurrent reservations of one car: one reservation, one reserved car, 19 clear refusals, no charge for any refusal", async () => {
    const carId = await reservableCar();
    const paymentsBefore = await handle.db.select().from(testPayments);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, async (_, n) => {
        const started = await begin(carId, n);
        if (!started.ok) return started;
        return { ...started, settled: await payAndReturn(started.reservationId, SUCCEEDS) };
      }),
    );
    const won = attempts.filter((a) => a.ok);
    const refused = attempts.filter((a) => !a.ok);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const refusal of refused)
      expect(refusal).toMatchObject({ reason: "held", message: CAR_HELD_MESSAGE });

    const rows = await handle.db.select().from(reservations).where(eq(reservations.carId, carId));
    expect(rows.map((r) => r.status)).toEqual(["confirmed"]);
    const [car] = await handle.db.select().from(cars).where(eq(cars.id, carId));
    expect(car!.isReserved).toBe(true);
    // Only the winner was ever sent to pay: one payment, the winner's, and it is kept.
    const payments = await handle.db
      .select()
      .from(testPayments)
      .where(eq(testPayments.reference, rows[0]!.reference));
    expect(payments.map((p) => p.status)).toEqual(["succeeded"]);
    const paymentsAfter = await handle.db.select().from(testPayments);
    expect(paymentsAfter.length - paymentsBefore.length).toBe(1);
    expect(await handle.db.select().from(leads).where(eq(leads.carId, carId))).toHaveLength(1);
  });

  it("a payment that arrives after its hold ran out and another shopper reserved is refunded", async () => {
    const carId = await reservableCar();
    const first = await begin(carId, 1);
    if (!first.ok) throw new Error(first.message);
    // The first shopper's 30 minutes run out before they pay.
    await handle.db
      .update(reservations)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(reservations.id, first.reservationId));
    const second = await begin(carId, 2);
    if (!second.ok) throw new Error(second.message);
    expect((await payAndReturn(second.reservationId, SUCCEEDS)).outcome).toBe("confirmed");

    const late = await payAndReturn(first.reservationId, SUCCEEDS);
    expect(late).toMatchObject({ outcome: "refunded", message: CAR_TAKEN_REFUNDED_MESSAGE });
    const [payment] = await handle.db
      .select()
      .from(testPayments)
      .where(eq(testPayments.id, `tp_${first.reference}`));
    expect(payment!.status).toBe("refunded");
    const statuses = (
      await handle.db.select().from(reservations).where(eq(reservations.carId, carId))
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual(["confirmed", "refunded"]);
  });

  it("a hold not paid within 30 minutes is released and the car can be reserved by the next shopper", async () => {
    const carId = await reservableCar();
    const first = await begin(carId, 1);
    expect(first.ok).toBe(true);
    expect(await begin(carId, 2)).toMatchObject({ ok: false, reason: "held" });
    await handle.db
      .update(reservations)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(reservations.carId, carId));
    const next = await begin(carId, 3);
    expect(next.ok).toBe(true);
    const rows = await handle.db.select().from(reservations).where(eq(reservations.carId, carId));
    expect(rows.map((r) => r.status).sort()).toEqual(["pending", "released"]);
    expect(rows.find((r) => r.status === "released")!.message).toBe(HOLD_RAN_OUT_MESSAGE);
  });

  it("the browser that started a hold comes back to its own payment; any other browser is refused", async () => {
    const carId = await reservableCar();
    const first = await begin(carId, 4);
    expect(first).toMatchObject({ ok: true, isResumed: false });
    const again = await begin(carId, 4);
    expect(again).toEqual({ ...first, isResumed: true });
    expect(await begin(carId, 5)).toEqual({
      ok: false,
      reason: "held",
      message: CAR_HELD_MESSAGE,
    });
    const rows = await handle.db.select().from(reservations).where(eq(reservations.carId, carId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ browserHash: "browser-4", status: "pending" });
    const payments = await handle.db
      .select()
      .from(testPayments)
      .where(eq(testPayments.reference, rows[0]!.reference));
    expect(payments).toHaveLength(1);
  });

  it("holds the car for as long as the site's settings say", async () => {
    const carId = await reservableCar();
    const detail = (await getCarById(handle.db, { websiteId: site.id, id: carId }))!;
    const longer = {
      ...site,
      settings: {
        ...site.settings,
        commerce: { ...site.settings.commerce, reservationHoldMinutes: 90 },
      },
    };
    const before = Date.now();
    const started = await startReservation(handle.db, {
      site: longer,
      detail,
      kind: "reserve",
      answers: answers(4),
      returnUrl: "http://reserve-site.localhost/api/payments/return?reservation={reservation}",
      cancelUrl: "http://reserve-site.localhost/cars/x/checkout",
      browserHash: null,
    });
    if (!started.ok) throw new Error(started.message);
    const [row] = await handle.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, started.reservationId));
    expect(row!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 90 * 60_000);
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 90 * 60_000);
  });

  it("a reserved or ineligible car is refused before any payment", async () => {
    const carId = await reservableCar();
    await handle.db.update(cars).set({ isReserved: true }).where(eq(cars.id, carId));
    expect(await begin(carId)).toMatchObject({ ok: false, reason: "reserved" });
    await handle.db
      .update(cars)
      .set({
        isReserved: false,
        paymentProcessors: [
          { authorizationType: "Till", authorizationKey: "k", depositAmount: 500 },
        ],
      })
      .where(eq(cars.id, carId));
    expect(await begin(carId)).toMatchObject({ ok: false, reason: "payment-provider-unsupported" });
  });
});
