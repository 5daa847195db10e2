import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { VIN_CHECK_DIGIT_MESSAGE } from "@forecourt/core/stock/car-vin-rule";
import type { DatabaseHandle } from "@forecourt/db/client";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { cars } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTwoSiteStaff, type TwoSiteStaff } from "@forecourt/db/testing/staff-members";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as carRoute from "@/app/api/v1/websites/[id]/cars/[car]/route";
import * as carsRoute from "@/app/api/v1/websites/[id]/cars.json/route";
import type { RouteMethod } from "../http/route-methods.ts";
import { platformApiRequest } from "../../testing/platform-api.ts";
import { callRoute, useRouteTestDatabase, type RouteModule } from "../../testing/route-harness.ts";
import { signedIn } from "../../testing/signed-in-staff.ts";
import { carFormAction } from "./car-form-action.ts";
import { IDLE } from "./form-state.ts";

// Drivetrain, engine, features, berths and length through the console's form and the car API,
// and the check digit a US site holds every VIN to.
vi.mock("@/server/console/console-session", () => import("../../testing/signed-in-staff.ts"));
vi.mock("next/cache", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
}));

/** A VIN with the right check digit (position 9), and the same VIN with a wrong one. */
const GOOD_VIN = "1HGCM82633A004352";
const BAD_VIN = "1HGCM82643A004352";

let handle: DatabaseHandle;
let au: LeadTestSite;
let us: LeadTestSite;
let caravans: LeadTestSite;
let staff: TwoSiteStaff;

beforeAll(async () => {
  handle = await createTestDatabase();
  useRouteTestDatabase(handle);
  au = await createLeadTestSite(handle.db, { slug: "equip-au" });
  caravans = await createLeadTestSite(handle.db, {
    slug: "equip-caravans",
    settings: { template: "rv" },
  });
  us = await createLeadTestSite(handle.db, {
    slug: "equip-us",
    settings: { locale: "en-US", currency: "USD" },
  });
  staff = await createTwoSiteStaff(handle.db, au, us);
});

afterAll(async () => {
  signedIn.staff = null;
  await handle?.close();
});

const NEW_CAR = {
  make: "Honda",
  model: "Accord",
  year: "2003",
  car_type: "used",
  status: "in_stock",
  odometer: "84,000",
  stocknum: "EQ1",
  publish: "yes",
};

function postForm(actor: StaffMember, target: object, values: Record<string, string>) {
  signedIn.staff = actor;
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...target, ...values })) {
    form.set(name, String(value));
  }
  return carFormAction(IDLE, form);
}

/** Posts a new car's form and gives the id its redirect opens, or the refusal. */
async function addInConsole(actor: StaffMember, site: LeadTestSite, values: object) {
  try {
    return {
      state: await postForm(actor, { websiteId: site.id }, values as Record<string, string>),
    };
  } catch (thrown) {
    const match = /\/console\/stock\/(\d+);/.exec((thrown as { digest?: string }).digest ?? "");
    if (!match) throw thrown;
    return { id: Number(match[1]) };
  }
}

function callApi(route: RouteModule, method: RouteMethod, params: object, body: unknown) {
  return callRoute(
    route,
    method,
    platformApiRequest(method, { body }),
    params as Record<string, string>,
  );
}

const carRow = async (id: number) =>
  (await handle.db.select().from(cars).where(eq(cars.id, id)))[0];
const carsOf = (site: LeadTestSite) =>
  handle.db.select().from(cars).where(eq(cars.websiteId, site.id));

describe("the fields a dealer types, through the console", () => {
  it("stores drivetrain, engine, features one a line, berths and length, and edits them", async () => {
    const added = await addInConsole(staff.operator, caravans, {
      ...NEW_CAR,
      drivetrain: "4WD",
      engine: "2.8L 4cyl turbo diesel",
      features: "Reversing camera\n\nTow bar\n",
      berths: "4",
      length_m: "6.4",
    });
    if (added.id === undefined) throw new Error(JSON.stringify(added.state));
    expect(await carRow(added.id)).toMatchObject({
      drivetrain: "4WD",
      engine: "2.8L 4cyl turbo diesel",
      features: ["Reversing camera", "Tow bar"],
      berths: 4,
      lengthM: 6.4,
    });
    const edited = await postForm(
      staff.operator,
      { carId: added.id },
      { ...NEW_CAR, drivetrain: "", features: "Solar panel", berths: "" },
    );
    expect(edited).toMatchObject({ status: "done" });
    expect(await carRow(added.id)).toMatchObject({
      drivetrain: null,
      features: ["Solar panel"],
      berths: null,
      lengthM: 6.4,
    });
  });

  it("refuses a bad berth count beside its field and stores nothing", async () => {
    const before = await carsOf(caravans);
    const refused = await addInConsole(staff.operator, caravans, {
      ...NEW_CAR,
      stocknum: "EQ2",
      berths: "20",
      features: `Tow bar\n${"x".repeat(101)}`,
    });
    expect(refused.state?.fieldErrors).toEqual({
      berths: expect.stringMatching(/^Berths must be a whole number from 1 to 12/),
      features: expect.stringMatching(/^Features must be a list/),
    });
    expect(await carsOf(caravans)).toEqual(before);
  });

  it("refuses a VIN whose check digit is wrong on a US site, takes it on an Australian one", async () => {
    const refused = await addInConsole(staff.operator, us, { ...NEW_CAR, vin: BAD_VIN });
    expect(refused.state?.fieldErrors).toEqual({ vin: VIN_CHECK_DIGIT_MESSAGE });
    expect(await carsOf(us)).toEqual([]);
    const taken = await addInConsole(staff.operator, au, { ...NEW_CAR, vin: BAD_VIN });
    expect((await carRow(taken.id ?? 0))?.vin).toBe(BAD_VIN);
  });
});

describe("the fields a dealer types, through the car API", () => {
  const RANGER = {
    make: "Ford",
    model: "Ranger",
    year: 2023,
    car_type: "used",
    stocknum: "API-1",
    drivetrain: "4WD",
    engine: "2.0L 4cyl bi-turbo diesel",
    features: ["Tow bar", "Canopy"],
  };

  it("writes them, answers them in the car's JSON and changes them with PATCH", async () => {
    const created = await callApi(carsRoute, "POST", { id: String(au.id) }, RANGER);
    expect(created.status).toBe(201);
    const json = await created.json();
    expect(json).toMatchObject({
      drivetrain: "4WD",
      engine: "2.0L 4cyl bi-turbo diesel",
      features: ["Tow bar", "Canopy"],
      berths: null,
      length_m: null,
    });
    const patched = await callApi(
      carRoute,
      "PATCH",
      { id: String(au.id), car: String(json.id) },
      { berths: 2, length_m: 5.2, features: null },
    );
    expect(patched.status).toBe(200);
    expect(await carRow(json.id)).toMatchObject({ berths: 2, lengthM: 5.2, features: [] });
  });

  it("holds a US site's VINs to their check digit on POST and PATCH (422), not an Australian site's", async () => {
    const refused = await callApi(
      carsRoute,
      "POST",
      { id: String(us.id) },
      {
        ...RANGER,
        vin: BAD_VIN,
      },
    );
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({ vin: VIN_CHECK_DIGIT_MESSAGE });
    const good = await callApi(
      carsRoute,
      "POST",
      { id: String(us.id) },
      {
        ...RANGER,
        vin: GOOD_VIN,
      },
    );
    expect(good.status).toBe(201);
    const { id } = await good.json();
    const patched = await callApi(
      carRoute,
      "PATCH",
      { id: String(us.id), car: String(id) },
      { vin: BAD_VIN },
    );
    expect(patched.status).toBe(422);
    expect((await carRow(id))?.vin).toBe(GOOD_VIN);
    const onAu = await callApi(
      carsRoute,
      "POST",
      { id: String(au.id) },
      {
        ...RANGER,
        stocknum: "API-2",
        vin: BAD_VIN.replace("A004352", "A004353"),
      },
    );
    expect(onAu.status).toBe(201);
  });
});
