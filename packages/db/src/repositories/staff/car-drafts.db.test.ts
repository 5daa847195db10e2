import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchScopeFor, stockScopeFor } from "@forecourt/core/search/search-scope";
import { emptyFilters } from "@forecourt/core/search/search-state";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { feedRowsOf } from "@forecourt/core/stock/feeds/feed-rows";
import type { NewCarInput } from "@forecourt/core/stock/car-input";
import type { DatabaseHandle } from "../../client.ts";
import { cars, staffAuditLog, websites } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTwoSiteStaff, type TwoSiteStaff } from "../../testing/staff-members.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { readCatalogueCars } from "../catalogue/read-catalogue-cars.ts";
import { applyFeedSnapshot } from "../feeds/apply-feed-snapshot.ts";
import { listSitemapCars } from "../search/list-sitemap-cars.ts";
import { createSqlStockSearch } from "../search/sql-stock-search.ts";
import { getCarById, getCarBySlug } from "../stock/get-car.ts";
import { listCarsByIds } from "../stock/list-cars-by-ids.ts";
import { parseStockListQuery } from "@forecourt/core/console/stock-list-query";
import { createStaffCar } from "./create-staff-car.ts";
import { listStaffCars } from "./list-staff-cars.ts";
import { recordCarEvent } from "../tracking/record-car-event.ts";
import { listWatchlist, startSession } from "../garage/garage-accounts.ts";
import { setStaffCarPublished } from "./set-staff-car-published.ts";

let handle: DatabaseHandle;
let north: LeadTestSite;
let south: LeadTestSite;
let staff: TwoSiteStaff;
const NOW = new Date("2026-11-01T00:00:00Z");
let sessions = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  north = await createLeadTestSite(handle.db, { slug: "drafts-north" });
  south = await createLeadTestSite(handle.db, { slug: "drafts-south" });
  staff = await createTwoSiteStaff(handle.db, north, south);
});
afterAll(async () => {
  await handle?.close();
});

const input = (stocknum: string): NewCarInput => ({
  make: "Mazda",
  model: "CX-5",
  year: 2022,
  car_type: "used",
  km: 12_000,
  price: 31_990,
  stocknum,
});

/**
 * Where a shopper could meet the car: its page, search, the sitemap, the feeds, the garage, and
 * the events (and so the pixel) that name it.
 */
async function channelsShowing(carId: number) {
  const db = handle.db;
  const detail = await getCarById(db, { websiteId: north.id, id: carId });
  if (!detail) throw new Error("no such car");
  const settings = siteSettingsSchema.parse({});
  const scope = stockScopeFor(north.id, settings, NOW);
  const found = await createSqlStockSearch(db).search({
    scope: searchScopeFor(north.id, settings, null, NOW),
    filters: emptyFilters(),
    sort: "relevance",
    page: 1,
    pageSize: 100,
  });
  const catalogue: number[] = [];
  for await (const car of readCatalogueCars(db, { scope })) catalogue.push(car.car.id);
  const sitemap = await listSitemapCars(db, scope);
  const page = await getCarBySlug(db, {
    websiteId: north.id,
    slug: detail.car.slug,
    isPublishedOnly: true,
  });
  const byId = await getCarById(db, { websiteId: north.id, id: carId, isPublishedOnly: true });
  const garage = await listCarsByIds(db, { websiteId: north.id, ids: [carId] });
  // A shopper signing in to the garage with the car among the browser's favourites.
  const shopper = await startSession(db, {
    websiteId: north.id,
    email: "saver@shop.test",
    tokenHash: `token-${(sessions += 1)}`,
    expiresAt: new Date(NOW.getTime() + 86_400_000),
    favourites: [carId],
  });
  const watchlist = await listWatchlist(db, { websiteId: north.id, userId: shopper.id });
  const event = await recordCarEvent(db, "phoneReveal", { websiteId: north.id, carId });
  return {
    events: event.ok,
    page: page !== null && byId !== null,
    search: found.cars.some((car) => car.id === carId),
    sitemap: sitemap.some((car) => car.slug === detail.car.slug),
    feeds: catalogue.includes(carId),
    garage: garage.length === 1,
    watchlist: watchlist.some((car) => car.id === carId),
  };
}

const NOWHERE = {
  events: false,
  page: false,
  search: false,
  sitemap: false,
  feeds: false,
  garage: false,
  watchlist: false,
};
const EVERYWHERE = {
  events: true,
  page: true,
  search: true,
  sitemap: true,
  feeds: true,
  garage: true,
  watchlist: true,
};

async function created(result: Awaited<ReturnType<typeof createStaffCar>>) {
  if (!result.ok) throw new Error(`not created: ${JSON.stringify(result)}`);
  return result.detail.car.id;
}

const auditActions = async (carId: number) =>
  (
    await handle.db
      .select({ action: staffAuditLog.action, after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subject, `car:${carId}`))
      .orderBy(staffAuditLog.id)
  ).map((entry) => entry.action);

describe("a car's draft, publish and unpublish", () => {
  it("keeps a draft off every channel, shows it once published and hides it again", async () => {
    const carId = await created(
      await createStaffCar(handle.db, {
        actor: staff.northAdmin,
        websiteId: north.id,
        input: input("D1"),
      }),
    );
    expect((await getCarById(handle.db, { websiteId: north.id, id: carId }))?.car.isDraft).toBe(
      true,
    );
    expect(await channelsShowing(carId)).toEqual(NOWHERE);
    // The console's stock list finds it under Draft.
    const drafts = await listStaffCars(handle.db, {
      actor: staff.northAdmin,
      query: parseStockListQuery({ state: "draft" }),
      pageSize: 50,
    });
    expect(drafts.cars.map((car) => [car.id, car.isDraft])).toEqual([[carId, true]]);

    const published = await setStaffCarPublished(handle.db, {
      actor: staff.northAdmin,
      carId,
      isPublished: true,
    });
    expect(published).toMatchObject({ ok: true, isChanged: true });
    expect(await channelsShowing(carId)).toEqual(EVERYWHERE);

    const again = await setStaffCarPublished(handle.db, {
      actor: staff.northAdmin,
      carId,
      isPublished: true,
    });
    expect(again).toMatchObject({ ok: true, isChanged: false });

    await setStaffCarPublished(handle.db, { actor: staff.northAdmin, carId, isPublished: false });
    expect(await channelsShowing(carId)).toEqual(NOWHERE);
    expect(await auditActions(carId)).toEqual([
      "stock.car-created",
      "stock.car-published",
      "stock.car-unpublished",
    ]);
  });

  it("publishes a new car at once when asked by someone who may publish", async () => {
    const carId = await created(
      await createStaffCar(handle.db, {
        actor: staff.northAdmin,
        websiteId: north.id,
        input: input("D2"),
        isPublishing: true,
      }),
    );
    expect(await channelsShowing(carId)).toEqual(EVERYWHERE);
  });

  it("keeps sales to drafts unless the site lets them publish", async () => {
    await handle.db
      .update(websites)
      .set({ settings: { leads: { locationSelect: "never" }, stock: { salesMayListCars: true } } })
      .where(eq(websites.id, north.id));
    const carId = await created(
      await createStaffCar(handle.db, {
        actor: staff.northSales,
        websiteId: north.id,
        input: input("S1"),
        isPublishing: true,
      }),
    );
    expect(await channelsShowing(carId)).toEqual(NOWHERE);
    expect(
      await setStaffCarPublished(handle.db, {
        actor: staff.northSales,
        carId,
        isPublished: true,
      }),
    ).toEqual({ ok: false, reason: "drafts-only" });

    await handle.db
      .update(websites)
      .set({
        settings: {
          leads: { locationSelect: "never" },
          stock: { salesMayListCars: true, salesMayPublishCars: true },
        },
      })
      .where(eq(websites.id, north.id));
    expect(
      await setStaffCarPublished(handle.db, { actor: staff.northSales, carId, isPublished: true }),
    ).toMatchObject({ ok: true, isChanged: true });
    expect(await channelsShowing(carId)).toEqual(EVERYWHERE);
    // Another dealer's admin cannot reach it at all.
    expect(
      await setStaffCarPublished(handle.db, { actor: staff.southAdmin, carId, isPublished: false }),
    ).toEqual({ ok: false, reason: "car-not-found" });
  });

  it("is left a draft by a feed run that lists it, and not sold by one that does not", async () => {
    const listed = await created(
      await createStaffCar(handle.db, {
        actor: staff.southAdmin,
        websiteId: south.id,
        input: input("F1"),
      }),
    );
    const unlisted = await created(
      await createStaffCar(handle.db, {
        actor: staff.southAdmin,
        websiteId: south.id,
        input: input("F2"),
      }),
    );
    const read = feedRowsOf([
      { row: 2, body: { ...input("F1"), price: 29_990 } },
      { row: 3, body: input("FEED3") },
    ]);
    const run = await applyFeedSnapshot(handle.db, {
      websiteId: south.id,
      snapshot: { ...read, source: "upload", format: "csv", fileHash: null, rowCount: 2 },
      maxRemovalShare: 0.3,
    });
    expect(run.report).toMatchObject({ status: "applied", created: 1, updated: 1, sold: 0 });
    const rows = await handle.db.select().from(cars).where(eq(cars.websiteId, south.id));
    const byStock = Object.fromEntries(rows.map((row) => [row.stockNumber, row]));
    expect(byStock.F1).toMatchObject({ id: listed, isDraft: true, price: 29_990 });
    expect(byStock.F2).toMatchObject({ id: unlisted, isDraft: true, isSold: false });
    expect(byStock.FEED3).toMatchObject({ isDraft: false });
  });
});
