import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutRules } from "@forecourt/core/stock/eligibility";
import type { DatabaseHandle } from "../../client.ts";
import { cars, reservations, staffAuditLog } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTwoSiteStaff, type TwoSiteStaff } from "../../testing/staff-members.ts";
import { createTestCar } from "../../testing/test-car.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { listStaffReservations } from "../staff/list-staff-reservations.ts";
import { holdCar } from "./hold-car.ts";
import { placeStaffHold } from "./place-staff-hold.ts";
import { releaseLapsedStaffHolds } from "./release-lapsed-staff-holds.ts";
import { releaseStaffHold } from "./release-staff-hold.ts";

let handle: DatabaseHandle;
let north: LeadTestSite;
let south: LeadTestSite;
let staff: TwoSiteStaff;

const rules: CheckoutRules = {
  allowComingSoon: false,
  excludedCarTypes: [],
  paymentProviders: ["test"],
};
const buyer = { name: "Pat Walkin", phone: "0412 345 678", email: "" };

beforeAll(async () => {
  handle = await createTestDatabase();
  north = await createLeadTestSite(handle.db, { slug: "north-hold" });
  south = await createLeadTestSite(handle.db, { slug: "south-hold" });
  staff = await createTwoSiteStaff(handle.db, north, south);
});

afterAll(async () => {
  await handle?.close();
});

let cars_ = 0;
/** A published car of north's (its main dealership unless told) that takes a test deposit. */
async function reservableCar(dealershipId = north.dealershipId): Promise<number> {
  cars_ += 1;
  return createTestCar(handle.db, north, {
    slug: `held-${cars_}`,
    stockNumber: `H-${cars_}`,
    dealershipId,
    paymentProcessors: [
      { authorizationType: "test", authorizationKey: "demo_key", depositAmount: 500 },
    ],
  });
}

const onlineDeposit = (carId: number, now?: Date) =>
  holdCar(handle.db, {
    websiteId: north.id,
    carId,
    kind: "reserve",
    rules,
    currency: "AUD",
    answers: { email: "shopper@example.com" },
    ...(now ? { now } : {}),
  });

const isReserved = async (carId: number) =>
  (await handle.db.select().from(cars).where(eq(cars.id, carId)))[0]!.isReserved;

describe("a salesperson's hold on a car", () => {
  it("reserves the car, audited, and blocks an online deposit until it is released", async () => {
    const carId = await reservableCar();
    const placed = await placeStaffHold(handle.db, {
      actor: staff.northSales,
      carId,
      buyer,
      hours: 48,
    });
    expect(placed).toMatchObject({
      ok: true,
      reservation: { kind: "hold", status: "pending", amount: 0, browserHash: null },
    });
    if (!placed.ok) return;
    const hours = (placed.reservation.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    expect(await isReserved(carId)).toBe(true);
    expect(await onlineDeposit(carId)).toEqual({ ok: false, reason: "reserved" });
    // A second hold, by anyone, is refused too.
    expect(
      await placeStaffHold(handle.db, { actor: staff.northAdmin, carId, buyer, hours: 2 }),
    ).toEqual({ ok: false, reason: "reserved" });

    // Sales see their dealership's reservations, the hold among them.
    const seen = await listStaffReservations(handle.db, {
      actor: staff.northSales,
      filter: { websiteId: north.id },
      limit: 50,
    });
    expect(seen.map((r) => r.id)).toContain(placed.reservation.id);

    expect(
      await releaseStaffHold(handle.db, {
        actor: staff.northSales,
        reservationId: placed.reservation.id,
      }),
    ).toMatchObject({ ok: true, reservation: { status: "released" } });
    expect(await isReserved(carId)).toBe(false);
    expect(await onlineDeposit(carId)).toMatchObject({ ok: true });
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subject, `reservation:${placed.reservation.reference}`));
    expect(audit.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ["reservation.held", staff.northSales.email],
      ["reservation.hold-released", staff.northSales.email],
    ]);
  });

  it("is refused while a shopper is paying a deposit on the car", async () => {
    const carId = await reservableCar();
    expect(await onlineDeposit(carId)).toMatchObject({ ok: true });
    expect(
      await placeStaffHold(handle.db, { actor: staff.northSales, carId, buyer, hours: 48 }),
    ).toEqual({ ok: false, reason: "held" });
    const rows = await handle.db.select().from(reservations).where(eq(reservations.carId, carId));
    expect(rows.map((r) => r.kind)).toEqual(["reserve"]);
    expect(await isReserved(carId)).toBe(false);
  });

  it("expires: the car is on offer again and a shopper may pay a deposit", async () => {
    const carId = await reservableCar();
    const placed = await placeStaffHold(handle.db, {
      actor: staff.northSales,
      carId,
      buyer,
      hours: 1,
    });
    expect(placed.ok).toBe(true);
    const later = new Date(Date.now() + 61 * 60_000);
    expect(await onlineDeposit(carId, later)).toMatchObject({ ok: true });
    expect(await isReserved(carId)).toBe(false);
    const rows = await handle.db.select().from(reservations).where(eq(reservations.carId, carId));
    expect(rows.map((r) => [r.kind, r.status]).sort()).toEqual([
      ["hold", "released"],
      ["reserve", "pending"],
    ]);
  });

  it("a lapsed hold is released by the worker's clock, with nothing else touching the car", async () => {
    const carId = await reservableCar();
    const placed = await placeStaffHold(handle.db, {
      actor: staff.northSales,
      carId,
      buyer,
      hours: 2,
    });
    expect(placed.ok).toBe(true);
    expect(await releaseLapsedStaffHolds(handle.db, new Date())).toEqual([]);
    expect(await isReserved(carId)).toBe(true);
    const released = await releaseLapsedStaffHolds(handle.db, new Date(Date.now() + 3 * 3_600_000));
    expect(released.find((site) => site.websiteId === north.id)?.carIds).toContain(carId);
    expect(await isReserved(carId)).toBe(false);
  });

  it("refuses sales of another dealership, another site's staff, and releasing what is not a staff hold", async () => {
    const otherCar = await reservableCar(north.otherDealershipId);
    expect(
      await placeStaffHold(handle.db, {
        actor: staff.northSales,
        carId: otherCar,
        buyer,
        hours: 4,
      }),
    ).toEqual({ ok: false, reason: "car-not-found" });
    expect(
      await placeStaffHold(handle.db, {
        actor: staff.southAdmin,
        carId: otherCar,
        buyer,
        hours: 4,
      }),
    ).toEqual({ ok: false, reason: "car-not-found" });
    expect(await isReserved(otherCar)).toBe(false);

    const held = await placeStaffHold(handle.db, {
      actor: staff.northAdmin,
      carId: otherCar,
      buyer,
      hours: 4,
    });
    if (!held.ok) throw new Error(held.reason);
    expect(
      await releaseStaffHold(handle.db, {
        actor: staff.northSales,
        reservationId: held.reservation.id,
      }),
    ).toEqual({ ok: false, reason: "not-found" });
    const seen = await listStaffReservations(handle.db, {
      actor: staff.northSales,
      filter: {},
      limit: 50,
    });
    expect(seen.map((r) => r.id)).not.toContain(held.reservation.id);

    const carId = await reservableCar();
    const online = await onlineDeposit(carId);
    if (!online.ok) throw new Error(online.reason);
    expect(
      await releaseStaffHold(handle.db, {
        actor: staff.northAdmin,
        reservationId: online.reservation.id,
      }),
    ).toEqual({ ok: false, reason: "not-held" });
  });
});
