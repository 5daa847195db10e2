import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickEditUpdate } from "@forecourt/core/console/stock-edit";
import { parseStockListQuery } from "@forecourt/core/console/stock-list-query";
import { parseCarUpdate } from "@forecourt/core/stock/car-update";
import type { DatabaseHandle } from "../../client.ts";
import { cars, feedImports, staffAuditLog } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTestCar } from "../../testing/test-car.ts";
import { createDealershipSales, createSiteAdmin } from "../../testing/staff-members.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { createStaffUser } from "./create-staff-user.ts";
import type { StaffMember } from "./get-staff-member.ts";
import { getStaffCar } from "./get-staff-car.ts";
import { listStaffCars } from "./list-staff-cars.ts";
import { getStaffFeedImport, listStaffFeedImports } from "./list-staff-feed-imports.ts";
import { listStockSites } from "./list-stock-sites.ts";
import { getSiteTimeZone } from "../sites/site-time-zone.ts";
import { DEFAULT_SITE_TIME_ZONE } from "@forecourt/core/site/site-settings";
import { updateStaffCar } from "./update-staff-car.ts";

let handle: DatabaseHandle;
let north: LeadTestSite;
let south: LeadTestSite;
let northCar: number;
let southCar: number;
let northImport: number;
let operator: StaffMember;
let northAdmin: StaffMember;
let northSales: StaffMember;
const everything = parseStockListQuery({ state: "all" });

beforeAll(async () => {
  handle = await createTestDatabase();
  north = await createLeadTestSite(handle.db, {
    slug: "north",
    settings: { timeZone: "Pacific/Auckland" },
  });
  south = await createLeadTestSite(handle.db, { slug: "south" });
  northCar = await createTestCar(handle.db, north);
  southCar = await createTestCar(handle.db, south);
  const [row] = await handle.db
    .insert(feedImports)
    .values({ websiteId: north.id, source: "upload", format: "csv", status: "applied" })
    .returning({ id: feedImports.id });
  northImport = row!.id;
  operator = await createStaffUser(handle.db, { email: "op@x.test", isPlatformOperator: true });
  northAdmin = await createSiteAdmin(handle.db, "admin@north.test", north);
  // Sales work leads only (ROLE_ACTIONS): no stock, even on their own dealership's cars.
  northSales = await createDealershipSales(handle.db, "sales@north.test", north);
});

afterAll(async () => {
  await handle?.close();
});

const priceOf = async (id: number) =>
  (await handle.db.select({ price: cars.price }).from(cars).where(eq(cars.id, id)))[0]?.price;
const auditRows = () => handle.db.select().from(staffAuditLog);

describe("the console's stock lists", () => {
  it("lists every site's cars for an operator, its own site's for a dealer admin, none for sales", async () => {
    const ids = async (actor: StaffMember) =>
      (await listStaffCars(handle.db, { actor, query: everything, pageSize: 50 })).cars.map(
        (car) => car.id,
      );
    expect(await ids(operator)).toEqual(expect.arrayContaining([northCar, southCar]));
    expect(await ids(northAdmin)).toEqual([northCar]);
    expect(await ids(northSales)).toEqual([]);
    // Asking for the other site by its id does not widen the scope.
    const asked = parseStockListQuery({ state: "all", site: String(south.id) });
    expect(
      (await listStaffCars(handle.db, { actor: northAdmin, query: asked, pageSize: 50 })).total,
    ).toBe(0);
    expect((await listStockSites(handle.db, { actor: northAdmin })).map((s) => s.id)).toEqual([
      north.id,
    ]);
    expect(await listStockSites(handle.db, { actor: northSales })).toEqual([]);
    // Each with its time zone, which the import history shows its times in.
    expect((await listStockSites(handle.db, { actor: northAdmin }))[0]?.timeZone).toBe(
      "Pacific/Auckland",
    );
    expect(await getSiteTimeZone(handle.db, north.id)).toBe("Pacific/Auckland");
    expect(await getSiteTimeZone(handle.db, south.id)).toBe(DEFAULT_SITE_TIME_ZONE);
  });

  it("finds cars by stock number and by words of the name, and filters by sale state", async () => {
    const search = (params: Record<string, string>) =>
      listStaffCars(handle.db, {
        actor: northAdmin,
        query: parseStockListQuery(params),
        pageSize: 50,
      });
    expect((await search({ q: "north-1" })).total).toBe(1);
    expect((await search({ q: "toyota hilux" })).total).toBe(1);
    expect((await search({ q: "corolla" })).total).toBe(0);
    expect((await search({ q: "%" })).total).toBe(0);
    expect((await search({ state: "sold" })).total).toBe(0);
  });

  it("shows a car and its feed imports only to who manages its site", async () => {
    expect(await getStaffCar(handle.db, { actor: northAdmin, carId: northCar })).not.toBeNull();
    expect(await getStaffCar(handle.db, { actor: northAdmin, carId: southCar })).toBeNull();
    expect(await getStaffCar(handle.db, { actor: northSales, carId: northCar })).toBeNull();
    const imports = (actor: StaffMember) =>
      listStaffFeedImports(handle.db, { actor, websiteId: north.id, limit: 10 });
    expect((await imports(northAdmin)).map((r) => r.id)).toEqual([northImport]);
    expect(await imports(northSales)).toEqual([]);
    const southAdmin = await createSiteAdmin(handle.db, "admin@south.test", south);
    expect(await imports(southAdmin)).toEqual([]);
    expect(
      await getStaffFeedImport(handle.db, { actor: southAdmin, importId: northImport }),
    ).toBeNull();
    expect(
      (await getStaffFeedImport(handle.db, { actor: operator, importId: northImport }))?.id,
    ).toBe(northImport);
  });
});

describe("a console change to a car", () => {
  it("refuses another dealer's car and a sales user's write as not found, writing nothing", async () => {
    const before = (await auditRows()).length;
    const update = quickEditUpdate({ price: "1", status: "in_stock", tag: "" });
    const refused = await updateStaffCar(handle.db, { actor: northAdmin, carId: southCar, update });
    expect(refused).toEqual({ ok: false, reason: "car-not-found" });
    const bySales = await updateStaffCar(handle.db, { actor: northSales, carId: northCar, update });
    expect(bySales).toEqual({ ok: false, reason: "car-not-found" });
    expect(await priceOf(southCar)).toBe(45_990);
    expect(await priceOf(northCar)).toBe(45_990);
    expect(await auditRows()).toHaveLength(before);
  });

  it("is checked by the car API's own schema, with the API's message for the field", async () => {
    const update = quickEditUpdate({ price: "lots", status: "in_stock", tag: "" });
    const api = parseCarUpdate({ price: "lots" });
    expect(api.ok).toBe(false);
    const result = await updateStaffCar(handle.db, { actor: northAdmin, carId: northCar, update });
    expect(result.ok).toBe(false);
    if (result.ok || result.reason !== "invalid") throw new Error("expected invalid");
    expect(result.errors.price).toBe(api.ok ? "" : api.errors.price);
    expect(await priceOf(northCar)).toBe(45_990);
  });

  it("writes through the API's write path and audits the changed columns before and after", async () => {
    const update = quickEditUpdate({
      price: "$39,990",
      status: "in_stock",
      tag: "Low km",
      reserved: "on",
    });
    const result = await updateStaffCar(handle.db, { actor: northAdmin, carId: northCar, update });
    expect(result.ok && result.isChanged).toBe(true);
    expect(await priceOf(northCar)).toBe(39_990);
    const [entry] = (await auditRows()).filter((row) => row.subject === `car:${northCar}`);
    expect(entry).toMatchObject({
      websiteId: north.id,
      actorEmail: "admin@north.test",
      action: "stock.car-updated",
      before: { price: 45_990, tag: null, isReserved: false },
      after: { price: 39_990, tag: "Low km", isReserved: true },
    });
    // The same form sent again changes nothing and records nothing.
    const again = await updateStaffCar(handle.db, { actor: northAdmin, carId: northCar, update });
    expect(again.ok && again.isChanged).toBe(false);
    expect((await auditRows()).filter((row) => row.subject === `car:${northCar}`)).toHaveLength(1);
  });

  it("sets field locks as the API does: only lockable fields", async () => {
    const locked = await updateStaffCar(handle.db, {
      actor: operator,
      carId: southCar,
      update: { locked_fields: ["price"] },
    });
    expect(locked.ok && locked.detail.car.lockedFields).toEqual(["price"]);
    const refused = await updateStaffCar(handle.db, {
      actor: operator,
      carId: southCar,
      update: { locked_fields: ["stocknum"] } as never,
    });
    const errors = refused.ok === false && refused.reason === "invalid" ? refused.errors : {};
    expect(Object.keys(errors).some((field) => field.startsWith("locked_fields"))).toBe(true);
  });
});
