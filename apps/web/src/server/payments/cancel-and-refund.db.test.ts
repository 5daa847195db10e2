import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Site } from "@forecourt/core/site/site";
import type { DatabaseHandle } from "@forecourt/db/client";
import { getReservation } from "@forecourt/db/repositories/reservations/get-reservation";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import {
  getStaffReservation,
  listStaffReservations,
} from "@forecourt/db/repositories/staff/list-staff-reservations";
import { getCarById } from "@forecourt/db/repositories/stock/get-car";
import { cars, reservations, staffAuditLog, testPayments } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTwoSiteStaff } from "@forecourt/db/testing/staff-members";
import { createTestCar } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { leadReplyAddress } from "../leads/reply-address.ts";
import { useRouteTestDatabase } from "../../testing/route-harness.ts";
import {
  startSmtpStandIn,
  type SmtpStandIn,
  standInTransport,
} from "../../testing/smtp-stand-in.ts";
import { reservationMailChannel } from "../worker/channels/reservation-mail-channel.ts";
import { createOutboxWorker, type OutboxWorker } from "../worker/outbox-worker.ts";
import {
  cancelAndRefund,
  HANDED_OVER_MESSAGE,
  NO_PROVIDER_MESSAGE,
  NOT_CONFIRMED_MESSAGE,
} from "./cancel-and-refund.ts";
import { ALREADY_HANDED_OVER_MESSAGE, handOver, NOT_HANDABLE_MESSAGE } from "./hand-over.ts";
import { payTestPayment } from "./providers/test/test-provider.ts";
import { markRefunded } from "@forecourt/db/repositories/reservations/update-reservation";
import { checkPayment } from "./settle-payment.ts";
import { startReservation } from "./start-reservation.ts";

let handle: DatabaseHandle;
let north: LeadTestSite;
let south: LeadTestSite;
let site: Site;
let northAdmin: StaffMember;
let southAdmin: StaffMember;
let northSales: StaffMember;
let operator: StaffMember;
let smtp: SmtpStandIn;
let worker: OutboxWorker;
const mails: Buffer[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  useRouteTestDatabase(handle);
  north = await createLeadTestSite(handle.db, {
    slug: "north-reserve",
    dealership: { leadEmail: "sales@example.com" },
    settings: { timeZone: "Australia/Perth" },
  });
  south = await createLeadTestSite(handle.db, { slug: "south-reserve" });
  site = (await getSiteById(handle.db, north.id))!;
  ({ northAdmin, southAdmin, northSales, operator } = await createTwoSiteStaff(
    handle.db,
    north,
    south,
  ));
  smtp = await startSmtpStandIn({ onMessage: (raw) => mails.push(raw) });
  worker = createOutboxWorker({
    database: async () => handle.db,
    mail: {
      transport: standInTransport(smtp.port),
      from: "Forecourt <mail@forecourt.test>",
    },
    channels: [reservationMailChannel],
    log: { info: () => {}, warn: () => {} },
  });
});

afterAll(async () => {
  await worker?.stop();
  await handle?.close();
  await smtp?.close();
});

let carCount = 0;

/** A car of north's with a test-provider deposit, reserved and paid by a shopper. */
async function paidReservation() {
  carCount += 1;
  const carId = await createTestCar(handle.db, north);
  await handle.db
    .update(cars)
    .set({
      slug: `paid-${carCount}`,
      paymentProcessors: [
        { authorizationType: "test", authorizationKey: "demo_key", depositAmount: 500 },
      ],
    })
    .where(eq(cars.id, carId));
  const detail = (await getCarById(handle.db, { websiteId: site.id, id: carId }))!;
  const started = await startReservation(handle.db, {
    site,
    detail,
    kind: "reserve",
    answers: {
      first_name: "Sam",
      last_name: "Buyer",
      email: `buyer${carCount}@example.com`,
      phone: "0412345678",
      terms_conditions: true,
    },
    returnUrl: "http://north-reserve.localhost/api/payments/return?reservation={reservation}",
    cancelUrl: "http://north-reserve.localhost/cars/x/checkout",
    browserHash: null,
  });
  if (!started.ok) throw new Error(started.message);
  const pending = (await getReservation(handle.db, {
    websiteId: site.id,
    key: started.reservationId,
  }))!;
  await payTestPayment(handle.db, {
    websiteId: site.id,
    paymentRef: pending.providerRef!,
    cardNumber: "4242 4242 4242 4242",
  });
  const settled = await checkPayment(handle.db, site, pending);
  expect(settled.outcome).toBe("confirmed");
  return { carId, reservation: settled.reservation };
}

const reload = async (id: string) =>
  (await getReservation(handle.db, { websiteId: site.id, key: id }))!;

const carOf = async (carId: number) =>
  (await handle.db.select().from(cars).where(eq(cars.id, carId)))[0]!;

const paymentOf = async (ref: string) =>
  (await handle.db.select().from(testPayments).where(eq(testPayments.id, ref)))[0]!;

describe("cancelling a paid reservation", () => {
  it("refunds the deposit through the provider, cancels it, puts the car on sale and audits who did it", async () => {
    const { carId, reservation } = await paidReservation();
    expect((await carOf(carId)).isReserved).toBe(true);

    const result = await cancelAndRefund(handle.db, site, reservation, northAdmin);
    expect(result).toMatchObject({ ok: true, reservation: { status: "cancelled" } });
    expect((await reload(reservation.id)).refundRef).toBe(`refund:${reservation.providerRef}`);
    expect((await paymentOf(reservation.providerRef!)).status).toBe("refunded");
    expect((await carOf(carId)).isReserved).toBe(false);
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subject, `reservation:${reservation.reference}`));
    expect(audit).toMatchObject([
      { action: "reservation.cancelled", actorEmail: northAdmin.email, websiteId: north.id },
    ]);
  });

  it("refunds once and cancels once when pressed twice at the same time, and refuses a third", async () => {
    const { reservation } = await paidReservation();
    const both = await Promise.all([
      cancelAndRefund(handle.db, site, reservation, northAdmin),
      cancelAndRefund(handle.db, site, reservation, northAdmin),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.find((r) => !r.ok)).toMatchObject({ reason: "not-confirmed" });
    const payment = await paymentOf(reservation.providerRef!);
    expect(payment.status).toBe("refunded");
    const again = await cancelAndRefund(handle.db, site, await reload(reservation.id));
    expect(again).toEqual({ ok: false, reason: "not-confirmed", message: NOT_CONFIRMED_MESSAGE });
    // The refund was not made a second time (its time is the first one's).
    expect((await paymentOf(reservation.providerRef!)).refundedAt).toEqual(payment.refundedAt);
  });

  it("changes nothing when the provider is not set up for the car any more", async () => {
    const { carId, reservation } = await paidReservation();
    await handle.db.update(cars).set({ paymentProcessors: [] }).where(eq(cars.id, carId));
    const result = await cancelAndRefund(handle.db, site, reservation, northAdmin);
    expect(result).toEqual({ ok: false, reason: "no-provider", message: NO_PROVIDER_MESSAGE });
    expect((await reload(reservation.id)).status).toBe("confirmed");
    expect((await carOf(carId)).isReserved).toBe(true);
  });
});

describe("handing a reserved car over", () => {
  it("is recorded once, audited, and then the reservation can no longer be cancelled", async () => {
    const { carId, reservation } = await paidReservation();
    const done = await handOver(handle.db, reservation, northAdmin);
    expect(done.ok).toBe(true);
    const handedOverAt = (await reload(reservation.id)).handedOverAt;
    expect(handedOverAt).toBeInstanceOf(Date);

    expect(await handOver(handle.db, reservation, northAdmin)).toEqual({
      ok: false,
      message: ALREADY_HANDED_OVER_MESSAGE,
    });
    expect((await reload(reservation.id)).handedOverAt).toEqual(handedOverAt);

    const cancel = await cancelAndRefund(handle.db, site, await reload(reservation.id));
    expect(cancel).toEqual({ ok: false, reason: "handed-over", message: HANDED_OVER_MESSAGE });
    // Even a cancel that read the reservation before the handover refunds nothing then.
    const stale = await cancelAndRefund(handle.db, site, reservation);
    expect(stale).toMatchObject({ ok: false, reason: "handed-over" });
    expect((await carOf(carId)).isReserved).toBe(true);
    const actions = await handle.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subject, `reservation:${reservation.reference}`));
    expect(actions).toEqual([{ action: "reservation.handed-over" }]);
  });

  it("refuses a cancelled reservation", async () => {
    const { reservation } = await paidReservation();
    await cancelAndRefund(handle.db, site, reservation, northAdmin);
    expect(await handOver(handle.db, reservation, northAdmin)).toEqual({
      ok: false,
      message: NOT_HANDABLE_MESSAGE,
    });
  });
});

describe("the console's reservations", () => {
  it("are its own sites' for an admin, every site's for the operator, and their dealership's for sales, who may not cancel them", async () => {
    const { reservation } = await paidReservation();
    const ids = async (actor: StaffMember) =>
      (await listStaffReservations(handle.db, { actor, filter: {}, limit: 500 })).map((r) => r.id);
    expect(await ids(northAdmin)).toContain(reservation.id);
    expect(await ids(operator)).toContain(reservation.id);
    expect(await ids(southAdmin)).toEqual([]);
    expect(await ids(northSales)).toContain(reservation.id);
    const otherCar = await createTestCar(handle.db, north, {
      slug: "other-dealership-car",
      stockNumber: "OTHER-1",
      dealershipId: north.otherDealershipId,
    });
    const [otherHold] = await handle.db
      .insert(reservations)
      .values({
        websiteId: north.id,
        carId: otherCar,
        reference: "RES-OTHER234",
        amount: 500,
        provider: "test",
        expiresAt: new Date(Date.now() + 60_000),
      })
      .returning();
    expect(await ids(northAdmin)).toContain(otherHold!.id);
    expect(await ids(northSales)).not.toContain(otherHold!.id);
    const reservationId = reservation.id;
    expect(
      await getStaffReservation(handle.db, { actor: northSales, reservationId }),
    ).not.toBeNull();
    expect(
      await getStaffReservation(handle.db, {
        actor: northSales,
        reservationId,
        access: "manage-reservations",
      }),
    ).toBeNull();

    const found = await getStaffReservation(handle.db, {
      actor: northAdmin,
      reservationId: reservation.id.toUpperCase(),
    });
    // The console shows its times in its site's zone.
    expect(found).toMatchObject({
      reference: reservation.reference,
      siteName: expect.any(String),
      timeZone: "Australia/Perth",
    });
    expect(found?.car.id).toBe(reservation.carId);
    for (const [actor, key] of [
      [southAdmin, reservation.id],
      [northAdmin, "not-a-uuid"],
      [northAdmin, "00000000-0000-4000-8000-000000000000"],
    ] as const) {
      expect(await getStaffReservation(handle.db, { actor, reservationId: key })).toBeNull();
    }
  });

  it("filter by status and site", async () => {
    const { reservation } = await paidReservation();
    const list = (filter: Parameters<typeof listStaffReservations>[1]["filter"]) =>
      listStaffReservations(handle.db, { actor: operator, filter, limit: 500 });
    expect((await list({ status: "confirmed" })).map((r) => r.id)).toContain(reservation.id);
    expect((await list({ status: "cancelled" })).map((r) => r.id)).not.toContain(reservation.id);
    expect(await list({ websiteId: south.id })).toEqual([]);
    const rows = await handle.db.select().from(reservations);
    expect((await list({ websiteId: north.id })).length).toBe(rows.length);
  });
});

describe("the shopper's mails about their reservation", () => {
  /** Sends what is queued and reads what arrived, once each. */
  async function sent() {
    mails.length = 0;
    while ((await worker.drainOnce()).delivered > 0);
    return Promise.all(mails.map((raw) => simpleParser(raw)));
  }

  it("a receipt when the deposit is paid, and word when the dealer cancels, each sent exactly once", async () => {
    await sent();
    const { carId, reservation } = await paidReservation();
    const car = await carOf(carId);
    const [receipt, ...more] = await sent();
    expect(more).toEqual([]);
    expect(receipt!.to).toMatchObject({ text: reservation.answers.email });
    expect(receipt!.from?.text).toBe(`"${site.name}" <mail@forecourt.test>`);
    // It threads under the shopper's enquiry, and their answer lands on the lead.
    const { leadId } = await reload(reservation.id);
    const enquiry = `<lead.${leadId}@forecourt.test>`;
    expect(receipt!.replyTo?.text).toBe(await leadReplyAddress(handle.db, leadId!));
    expect(receipt!.messageId).toMatch(
      /^<reservation\.shopper-mail\.[0-9a-f-]+-paid@forecourt\.test>$/,
    );
    expect(receipt!.inReplyTo).toBe(enquiry);
    expect(receipt!.references).toBe(enquiry);
    expect(receipt!.subject).toBe(
      `Your deposit for the ${car.name} is paid (${reservation.reference})`,
    );
    expect(receipt!.text).toContain("Hello Sam,");
    expect(receipt!.text).toContain("Deposit paid: $500");
    expect(receipt!.text).toContain(`Vehicle: ${car.name} (stock ${car.stockNumber})`);
    expect(receipt!.text).toContain("Dealership: ");
    expect(receipt!.text).toContain(
      `To cancel your reservation or ask about it, reply to this email`,
    );
    expect(receipt!.text).toContain(`/reservations/${reservation.reference}`);
    // The same words as HTML, from the template the console's answers use, signed by the site.
    expect(receipt!.html).toContain("Deposit paid: $500");
    expect(receipt!.html).toContain(`/reservations/${reservation.reference}</a>`);
    expect(receipt!.text).toMatch(/\n-- \n.+\n\S+\n?$/);

    // Settling the same payment again queues no second receipt.
    await checkPayment(handle.db, site, await reload(reservation.id));
    expect(await sent()).toEqual([]);

    expect(await cancelAndRefund(handle.db, site, reservation, northAdmin)).toMatchObject({
      ok: true,
    });
    const [cancelled, ...again] = await sent();
    expect(again).toEqual([]);
    expect(cancelled!.subject).toBe(
      `Your reservation of the ${car.name} is cancelled (${reservation.reference})`,
    );
    // It answers the receipt, under the enquiry.
    expect(cancelled!.inReplyTo).toBe(receipt!.messageId);
    expect(cancelled!.references).toEqual([enquiry, receipt!.messageId]);
    expect(cancelled!.replyTo?.text).toBe(receipt!.replyTo?.text);
    expect(cancelled!.text).toContain("has been refunded to the card you paid with");
    expect(cancelled!.text).toContain(`Refund reference: refund:${reservation.providerRef}`);
  });

  it("word when a payment that lost its car is refunded, once however often it is marked", async () => {
    await sent();
    const { reservation } = await paidReservation();
    await sent();
    await handle.db
      .update(reservations)
      .set({ status: "released" })
      .where(eq(reservations.id, reservation.id));
    const where = { websiteId: site.id, reservationId: reservation.id };
    await markRefunded(handle.db, where, "refund-1");
    await markRefunded(handle.db, where, "refund-1");
    const [refunded, ...more] = await sent();
    expect(more).toEqual([]);
    expect(refunded!.subject).toMatch(/has been refunded \(RES-/);
    expect(refunded!.text).toContain("the vehicle was no longer available");
  });
});
