import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedExclusionReason } from "@forecourt/core/catalogue/feed-requirements";
import { metaListing } from "@forecourt/core/catalogue/meta-listing";
import { stockScopeFor } from "@forecourt/core/search/search-scope";
import { emptyFilters } from "@forecourt/core/search/search-state";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { buildCatalogueSite } from "@forecourt/core/testing/catalogue-site";
import type { DatabaseHandle } from "../../client.ts";
import { cars, leads, staffAuditLog } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTwoSiteStaff, type TwoSiteStaff } from "../../testing/staff-members.ts";
import { createTestCar, TEST_RANGER } from "../../testing/test-car.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { createSqlStockSearch } from "../search/sql-stock-search.ts";
import { getCarById } from "../stock/get-car.ts";
import { getSaleFigures } from "../tracking/get-sale-figures.ts";
import { listSaleCarChoices } from "./list-sale-car-choices.ts";
import { markLeadSold } from "./mark-lead-sold.ts";
import { quickEditUpdate } from "@forecourt/core/console/stock-edit";
import { updateStaffCar } from "../staff/update-staff-car.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;
let staff: TwoSiteStaff;
let hilux: number;
let ranger: number;
const now = new Date("2026-03-02T12:00:00Z");
const settings = siteSettingsSchema.parse({ search: { includeSoldCarsDays: 7 } });

async function addLead(name: string, carId: number | null) {
  const [row] = await handle.db
    .insert(leads)
    .values({
      websiteId: site.id,
      dealershipId: site.dealershipId,
      dealershipSlug: site.dealershipSlug,
      category: "General Enquiry",
      name,
      carId,
      createdAt: new Date(now.getTime() - 3_600_000),
    })
    .returning({ id: leads.id });
  return row!.id;
}

/** The site's for-sale search, all of it, as the storefront's search reads it. */
async function searchedCars(days: number) {
  const scope = stockScopeFor(
    site.id,
    { search: { ...settings.search, includeSoldCarsDays: days } },
    // A minute after the sale: a window of no days has closed on it.
    new Date(now.getTime() + 60_000),
  );
  const result = await createSqlStockSearch(handle.db).search({
    scope: { ...scope, preset: null },
    filters: emptyFilters(),
    sort: settings.search.defaultSort,
    page: 1,
    pageSize: 50,
  });
  return result.cars;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "sold-north" });
  const south = await createLeadTestSite(handle.db, { slug: "sold-south" });
  staff = await createTwoSiteStaff(handle.db, site, south);
  hilux = await createTestCar(handle.db, site, { vin: "MR0FB3CD100123456" });
  ranger = await createTestCar(handle.db, site, { ...TEST_RANGER, stockNumber: "R-2" });
});

afterAll(async () => {
  await handle.close();
});

describe("a lead sold with the car it bought", () => {
  it("sells the car: out of Google's feeds and the for-sale search, NOT_AVAILABLE to Meta, sold within the window", async () => {
    const before = (await getCarById(handle.db, { websiteId: site.id, id: hilux }))!;
    const catalogueSite = buildCatalogueSite({ id: site.id });
    expect(feedExclusionReason("google-vehicle-listings.csv", catalogueSite, before)).not.toBe(
      "sold",
    );
    expect(metaListing(before, catalogueSite).availability).toBe("AVAILABLE");

    const leadId = await addLead("Hilux buyer", hilux);
    const choices = await listSaleCarChoices(handle.db, { websiteId: site.id, leadId });
    expect(choices.selected).toBe(before.car.stockNumber);
    expect(choices.cars.map((car) => car.stockNumber)).toContain("R-2");

    const sold = await markLeadSold(handle.db, {
      actor: staff.northAdmin,
      leadId,
      stockNumber: "",
      salePrice: 41_500,
      now,
    });
    expect(sold).toMatchObject({ ok: true, carId: hilux, wasSold: false });
    if (!sold.ok || !sold.car) throw new Error("not sold");
    expect(sold.car.isChanged).toBe(true);

    const [row] = await handle.db.select().from(cars).where(eq(cars.id, hilux));
    expect(row).toMatchObject({ status: "sold", isSold: true, soldAt: now, soldPrice: 41_500 });
    const after = (await getCarById(handle.db, { websiteId: site.id, id: hilux }))!;
    for (const feed of ["google-vehicle-listings.csv", "google-vehicle-ads.csv"] as const) {
      expect(feedExclusionReason(feed, catalogueSite, after)).toBe("sold");
    }
    expect(metaListing(after, catalogueSite).availability).toBe("NOT_AVAILABLE");
    // Shown as sold within the site's sold window; gone from a site that shows no sold cars.
    const listed = (await searchedCars(7)).find((car) => car.id === hilux);
    expect(listed).toMatchObject({ isSold: true });
    expect((await searchedCars(0)).map((car) => car.id)).not.toContain(hilux);
    expect((await searchedCars(0)).map((car) => car.id)).toContain(ranger);

    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({ status: "sold", soldCarId: hilux, salePrice: 41_500 });
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, "stock.car-sold"), eq(staffAuditLog.websiteId, site.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.subject).toBe(`car:${hilux}`);

    // The sold car is no longer offered to another lead's picker; Insight sums the sale.
    const other = await addLead("Someone else", null);
    const otherChoices = await listSaleCarChoices(handle.db, { websiteId: site.id, leadId: other });
    expect(otherChoices.cars.map((car) => car.stockNumber)).not.toContain(before.car.stockNumber);
    expect(otherChoices.selected).toBeNull();
    const figures = await getSaleFigures(handle.db, site.id, {
      start: new Date(now.getTime() - 86_400_000),
      end: new Date(now.getTime() + 86_400_000),
    });
    expect(figures).toMatchObject({ sales: 1, value: 41_500 });
  });

  it("records a sale of a car not listed with its price, touching no car", async () => {
    const leadId = await addLead("Yard buyer", ranger);
    const sold = await markLeadSold(handle.db, {
      actor: staff.northAdmin,
      leadId,
      stockNumber: null,
      salePrice: 12_000,
      now,
    });
    expect(sold).toEqual({ ok: true, carId: null, wasSold: false, car: null });
    const [car] = await handle.db.select().from(cars).where(eq(cars.id, ranger));
    expect(car).toMatchObject({ status: "in_stock", isSold: false, soldPrice: null });
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({ status: "sold", soldCarId: null, salePrice: 12_000 });
  });
});

describe("a car marked sold from the car itself", () => {
  it("records its price and day, and closes every channel as a lead's sale does", async () => {
    const sold = await updateStaffCar(handle.db, {
      actor: staff.northAdmin,
      carId: ranger,
      update: quickEditUpdate(
        { price: "52000", status: "sold", soldPrice: "$49,000", soldOn: "2026-03-01" },
        "Australia/Sydney",
      ),
      now,
    });
    expect(sold).toMatchObject({ ok: true, isChanged: true });
    const [row] = await handle.db.select().from(cars).where(eq(cars.id, ranger));
    expect(row).toMatchObject({
      status: "sold",
      isSold: true,
      soldPrice: 49_000,
      // The start of 1 March in Sydney.
      soldAt: new Date("2026-02-28T13:00:00Z"),
    });
    const after = (await getCarById(handle.db, { websiteId: site.id, id: ranger }))!;
    const catalogueSite = buildCatalogueSite({ id: site.id });
    for (const feed of ["google-vehicle-listings.csv", "google-vehicle-ads.csv"] as const) {
      expect(feedExclusionReason(feed, catalogueSite, after)).toBe("sold");
    }
    expect(metaListing(after, catalogueSite).availability).toBe("NOT_AVAILABLE");
    expect((await searchedCars(7)).find((car) => car.id === ranger)).toMatchObject({
      isSold: true,
    });
    expect((await searchedCars(0)).map((car) => car.id)).not.toContain(ranger);
    const [entry] = await handle.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.action, "stock.car-marked-sold"),
          eq(staffAuditLog.subject, `car:${ranger}`),
        ),
      );
    expect(entry?.after).toMatchObject({ isSold: true, soldPrice: 49_000 });
  });

  it("refuses a sale day still to come, writing nothing", async () => {
    const carId = await createTestCar(handle.db, site, { slug: "future-sale", stockNumber: "FS1" });
    const refused = await updateStaffCar(handle.db, {
      actor: staff.northAdmin,
      carId,
      update: quickEditUpdate({ price: "1000", status: "sold", soldOn: "2026-03-09" }, "UTC"),
      now,
    });
    expect(refused).toMatchObject({
      ok: false,
      errors: { sold_at: "sold_at cannot be in the future." },
    });
    const [row] = await handle.db.select().from(cars).where(eq(cars.id, carId));
    expect(row).toMatchObject({ isSold: false, soldAt: null });
  });
});
