import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { REFUSAL_MESSAGES } from "@forecourt/core/console/refusal-messages";
import type { DatabaseHandle } from "@forecourt/db/client";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { cars, staffAuditLog, websites } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTwoSiteStaff, type TwoSiteStaff } from "@forecourt/db/testing/staff-members";
import { createTestCar } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { useRouteTestDatabase } from "../../testing/route-harness.ts";
import { signedIn } from "../../testing/signed-in-staff.ts";
import { carFormAction } from "./car-form-action.ts";
import { FIX_FIELDS_MESSAGE, IDLE } from "./form-state.ts";
import { CAR_NOT_YOURS_MESSAGE } from "./write-staff-car.ts";

// The console's car form on the database, with the user the test signs in.
vi.mock("@/server/console/console-session", () => import("../../testing/signed-in-staff.ts"));
vi.mock("next/cache", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
}));

let handle: DatabaseHandle;
let north: LeadTestSite;
let south: LeadTestSite;
let usSite: LeadTestSite;
let staff: TwoSiteStaff;

beforeAll(async () => {
  handle = await createTestDatabase();
  useRouteTestDatabase(handle);
  north = await createLeadTestSite(handle.db, { slug: "carform-north" });
  south = await createLeadTestSite(handle.db, { slug: "carform-south" });
  usSite = await createLeadTestSite(handle.db, {
    slug: "carform-us",
    settings: { locale: "en-US", currency: "USD" },
  });
  staff = await createTwoSiteStaff(handle.db, north, south);
});

afterAll(async () => {
  signedIn.staff = null;
  await handle?.close();
});

/** A new car's form as a dealer fills it in, with `changes` over it. */
const NEW_CAR = {
  make: "Honda",
  model: "Accord",
  year: "2003",
  car_type: "used",
  status: "in_stock",
  odometer: "84,000",
  price: "$12,990",
  stocknum: "CF1",
  vin: "1HGCM82633A004352",
  body: "Sedan",
  simple_fuel: "Petrol",
  certified: "on",
};

function post(
  actor: StaffMember,
  target: { websiteId?: number; carId?: number },
  values: Record<string, string>,
) {
  signedIn.staff = actor;
  const form = new FormData();
  if (target.websiteId) form.set("websiteId", String(target.websiteId));
  if (target.carId) form.set("carId", String(target.carId));
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return carFormAction(IDLE, form);
}

/** Posts a new car and gives the id of the car its redirect opens. */
async function add(actor: StaffMember, websiteId: number, values: Record<string, string>) {
  const error = await post(actor, { websiteId }, values).then(
    (state) => {
      throw new Error(`not added: ${JSON.stringify(state)}`);
    },
    (thrown: { digest?: string }) => thrown,
  );
  const match = /\/console\/stock\/(\d+);/.exec(error.digest ?? "");
  if (!match) throw error;
  return Number(match[1]);
}

const carRow = async (id: number) =>
  (await handle.db.select().from(cars).where(eq(cars.id, id)))[0];
const auditOf = (id: number) =>
  handle.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.subject, `car:${id}`));

describe("adding a car in the console", () => {
  it("writes the car through the API's path, opens its edit screen and audits it", async () => {
    const id = await add(staff.northAdmin, north.id, { ...NEW_CAR, publish: "yes" });
    const row = await carRow(id);
    expect(row).toMatchObject({
      isDraft: false,
      websiteId: north.id,
      make: "Honda",
      model: "Accord",
      year: 2003,
      km: 84_000,
      price: 12_990,
      stockNumber: "CF1",
      vin: "1HGCM82633A004352",
      isCertified: true,
      isPreorder: false,
      simpleFuel: "Petrol",
      dealershipId: north.dealershipId,
    });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: "stock.car-created", actorEmail: "admin@north.test" });
    expect(entry?.after).toMatchObject({ make: "Honda", stocknum: "CF1" });
  });

  it("refuses each bad field with the write path's message and keeps what was typed", async () => {
    const state = await post(
      staff.northAdmin,
      { websiteId: north.id },
      {
        ...NEW_CAR,
        make: "",
        price: "lots",
        odometer: "-5",
        vin: "SHORT",
        stocknum: "CF2",
      },
    );
    expect(state.status).toBe("error");
    expect(state.message).toBe(FIX_FIELDS_MESSAGE);
    expect(state.fieldErrors).toEqual({
      make: "Make must be text of 1 to 100 characters.",
      price: "Price must be a whole number from 0 to 100,000,000, or leave it blank.",
      odometer: "Enter the odometer in kilometres: a whole number from 0 to 10,000,000.",
      vin: "VIN must be 17 letters and digits without I, O or Q, or leave it blank.",
    });
    expect(state.values?.price).toBe("lots");
    const stored = await handle.db
      .select()
      .from(cars)
      .where(and(eq(cars.websiteId, north.id), eq(cars.stockNumber, "CF2")));
    expect(stored).toEqual([]);
  });

  it("refuses a stock number or VIN the site has already, naming the car", async () => {
    const byStock = await post(
      staff.northAdmin,
      { websiteId: north.id },
      {
        ...NEW_CAR,
        vin: "",
      },
    );
    expect(byStock.fieldErrors?.stocknum).toMatch(
      /^A car with stock number CF1 is on this site already/,
    );
    const byVin = await post(
      staff.northAdmin,
      { websiteId: north.id },
      {
        ...NEW_CAR,
        stocknum: "CF3",
      },
    );
    expect(byVin.fieldErrors?.vin).toMatch(
      /^A car with VIN 1HGCM82633A004352 is on this site already \(.+, stock number CF1\)/,
    );
    // Another site may hold the same car.
    await expect(add(staff.southAdmin, south.id, NEW_CAR)).resolves.toBeGreaterThan(0);
  });

  it("saves a draft when the form does not ask to publish", async () => {
    const id = await add(staff.northAdmin, north.id, { ...NEW_CAR, stocknum: "CF9", vin: "" });
    expect((await carRow(id))?.isDraft).toBe(true);
  });

  it("reads the odometer in miles on a US site and stores kilometres", async () => {
    const id = await add(staff.operator, usSite.id, { ...NEW_CAR, odometer: "1000" });
    expect((await carRow(id))?.km).toBe(1609);
  });

  it("refuses another dealer's site and sales unless the site lets them list cars", async () => {
    expect(await post(staff.southAdmin, { websiteId: north.id }, NEW_CAR)).toEqual({
      status: "error",
      message: REFUSAL_MESSAGES["other-dealer"],
    });
    expect(
      await post(staff.northSales, { websiteId: north.id }, { ...NEW_CAR, stocknum: "S1" }),
    ).toEqual({
      status: "error",
      message: REFUSAL_MESSAGES["other-dealer"],
    });
    await handle.db
      .update(websites)
      .set({ settings: { leads: { locationSelect: "never" }, stock: { salesMayListCars: true } } })
      .where(eq(websites.id, north.id));
    const id = await add(staff.northSales, north.id, {
      ...NEW_CAR,
      stocknum: "S1",
      vin: "",
      publish: "yes",
    });
    // Sales narrowed to the main dealership add to it, as a draft: the site keeps them to drafts.
    expect(await carRow(id)).toMatchObject({ dealershipId: north.dealershipId, isDraft: true });
  });
});

describe("editing a car in the console", () => {
  it("changes every typed field through the update path and audits it", async () => {
    const carId = await createTestCar(handle.db, north, { slug: "edit-1", stockNumber: "E1" });
    const state = await post(
      staff.northAdmin,
      { carId },
      {
        ...NEW_CAR,
        stocknum: "ED1",
        vin: "",
        price: "9,990",
        description: "One owner.",
        certified: "",
        series: "CM",
        badge: "EX",
        colour: "Satin Silver",
        transmission: "Automatic",
        car_type: "demo",
        before_price: "11,990",
        dapprice: "10,990",
        subscription_price: "199",
        rego: "1ABC 234",
        location: String(north.locationId),
        preorder: "on",
        status: "coming_soon",
      },
    );
    expect(state).toEqual({ status: "done", message: "Saved." });
    expect(await carRow(carId)).toMatchObject({
      price: 9_990,
      description: "One owner.",
      stockNumber: "ED1",
      isCertified: false,
      series: "CM",
      badge: "EX",
      colour: "Satin Silver",
      transmission: "Automatic",
      carType: "demo",
      beforePrice: 11_990,
      dapPrice: 10_990,
      subscriptionPrice: 199,
      rego: "1ABC 234",
      locationId: north.locationId,
      isPreorder: true,
      status: "coming_soon",
    });
    const [entry] = await auditOf(carId);
    expect(entry).toMatchObject({ action: "stock.car-updated" });
    expect(entry?.after).toMatchObject({ price: 9_990 });
  });

  it("refuses another car's stock number or VIN by name, and another dealer's car", async () => {
    const carId = await createTestCar(handle.db, north, { slug: "edit-2", stockNumber: "E2" });
    const state = await post(staff.northAdmin, { carId }, { ...NEW_CAR, vin: "" });
    expect(state.fieldErrors?.stocknum).toMatch(/has stock number CF1\.$/);
    const byVin = await post(staff.northAdmin, { carId }, { ...NEW_CAR, stocknum: "E2" });
    expect(byVin.fieldErrors?.vin).toMatch(
      /^Another car of this site \(.+, stock number CF1\) has VIN 1HGCM82633A004352\.$/,
    );
    expect(await post(staff.southAdmin, { carId }, { ...NEW_CAR, vin: "" })).toEqual({
      status: "error",
      message: CAR_NOT_YOURS_MESSAGE,
    });
  });
});
