import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { STAFF_HOLD_MESSAGES } from "@forecourt/core/payments/staff-hold";
import type { DatabaseHandle } from "@forecourt/db/client";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { cars, reservations } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTwoSiteStaff, type TwoSiteStaff } from "@forecourt/db/testing/staff-members";
import { createTestCar } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { cacheTags } from "../cache-tags.ts";
import { expiredTags } from "../../testing/next-cache.ts";
import { useRouteTestDatabase } from "../../testing/route-harness.ts";
import { signedIn } from "../../testing/signed-in-staff.ts";
import { IDLE, NOT_YOURS } from "./form-state.ts";
import { placeStaffHoldAction, releaseStaffHoldAction } from "./staff-hold-actions.ts";

// The console's hold forms on the database, with the user the test signs in.
vi.mock("@/server/console/console-session", () => import("../../testing/signed-in-staff.ts"));
vi.mock("next/cache", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  revalidatePath: vi.fn(),
}));

let handle: DatabaseHandle;
let north: LeadTestSite;
let staff: TwoSiteStaff;

beforeAll(async () => {
  handle = await createTestDatabase();
  useRouteTestDatabase(handle);
  north = await createLeadTestSite(handle.db, { slug: "hold-north" });
  const south = await createLeadTestSite(handle.db, { slug: "hold-south" });
  staff = await createTwoSiteStaff(handle.db, north, south);
});

afterAll(async () => {
  signedIn.staff = null;
  await handle?.close();
});

function post<A extends (state: typeof IDLE, form: FormData) => unknown>(
  action: A,
  actor: StaffMember,
  values: Record<string, string>,
) {
  signedIn.staff = actor;
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return action(IDLE, form) as ReturnType<A>;
}

describe("holding a car for a buyer from the console", () => {
  it("refuses bad input field by field and stores nothing", async () => {
    const carId = await createTestCar(handle.db, north, { slug: "bad-hold", stockNumber: "BH1" });
    const state = await post(placeStaffHoldAction, staff.northSales, {
      carId: String(carId),
      name: "",
      phone: "",
      email: "not an email",
      hours: "400",
    });
    expect(state).toMatchObject({
      status: "error",
      fieldErrors: {
        name: STAFF_HOLD_MESSAGES.name,
        hours: STAFF_HOLD_MESSAGES.hours,
        email: expect.any(String),
      },
    });
    expect(
      await handle.db.select().from(reservations).where(eq(reservations.carId, carId)),
    ).toEqual([]);
  });

  it("a salesperson holds their dealership's car (the site shows it reserved) and releases it; another dealership's is refused", async () => {
    const carId = await createTestCar(handle.db, north, { slug: "phone-hold", stockNumber: "PH1" });
    expiredTags.length = 0;
    const held = await post(placeStaffHoldAction, staff.northSales, {
      carId: String(carId),
      name: "Pat Caller",
      phone: "0412 345 678",
      email: "",
      hours: "",
    });
    expect(held).toMatchObject({
      status: "done",
      message: expect.stringMatching(/^Held for Pat Caller until .*\(RES-/),
    });
    expect(expiredTags).toContain(cacheTags.car(north.id, carId));
    const [car] = await handle.db.select().from(cars).where(eq(cars.id, carId));
    expect(car!.isReserved).toBe(true);
    const [hold] = await handle.db.select().from(reservations).where(eq(reservations.carId, carId));
    expect(hold!.expiresAt.getTime() - hold!.createdAt.getTime()).toBe(48 * 3_600_000);

    const released = await post(releaseStaffHoldAction, staff.northSales, {
      reservationId: hold!.id,
    });
    expect(released).toMatchObject({ status: "done" });
    const again = await post(releaseStaffHoldAction, staff.northSales, { reservationId: hold!.id });
    expect(again).toMatchObject({ status: "error" });

    const otherCar = await createTestCar(handle.db, north, {
      slug: "other-hold",
      stockNumber: "OH1",
      dealershipId: north.otherDealershipId,
    });
    const refused = await post(placeStaffHoldAction, staff.northSales, {
      carId: String(otherCar),
      name: "Pat Caller",
      phone: "0412 345 678",
    });
    expect(refused).toEqual({ status: "error", message: NOT_YOURS.message });
  });
});
