import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../client.ts";
import { buildDealership, buildWebsite } from "../../demo/factories.ts";
import * as schema from "../../schema.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { createSqlStockSearch } from "../search/sql-stock-search.ts";
import { emptyFilters } from "@forecourt/core/search/search-state";
import { getCarBySlug } from "./get-car.ts";
import { updateCar } from "./update-car.ts";

let handle: DatabaseHandle;
type Seeded = { websiteId: number; carId: number };
let a: Seeded;
let b: Seeded;
const NOW = new Date("2026-05-01T10:00:00Z");

async function seedSite(prefix: string): Promise<Seeded> {
  const { db } = handle;
  const [website] = await db
    .insert(schema.websites)
    .values(buildWebsite({ slug: prefix, name: prefix }))
    .returning();
  if (!website) throw new Error("no website");
  const [dealership] = await db
    .insert(schema.dealerships)
    .values(buildDealership(website.id, { slug: `${prefix}-dealer` }))
    .returning();
  if (!dealership) throw new Error("no dealership");
  const [car] = await db
    .insert(schema.cars)
    .values({
      websiteId: website.id,
      dealershipId: dealership.id,
      slug: "shared-slug",
      name: `2021 Mazda CX-5 ${prefix}`,
      make: "Mazda",
      model: "CX-5",
      year: 2021,
      km: 30_000,
      carType: "used",
      price: 31_990,
      stockNumber: `${prefix}-1`,
    })
    .returning();
  if (!car) throw new Error("no car");
  return { websiteId: website.id, carId: car.id };
}

const rowOf = async (id: number) => {
  const [row] = await handle.db.select().from(schema.cars).where(eq(schema.cars.id, id));
  return row!;
};

beforeAll(async () => {
  handle = await createTestDatabase();
  a = await seedSite("alpha");
  b = await seedSite("bravo");
});

afterAll(async () => {
  await handle?.close();
});

describe("updateCar", () => {
  it("changes the price, tag and reserved flag of the site's car by slug", async () => {
    const result = await updateCar(handle.db, {
      websiteId: a.websiteId,
      key: "shared-slug",
      update: { price: 29_990, tag: "Price drop", reserved: true },
      now: NOW,
    });
    expect(result).toMatchObject({
      ok: true,
      detail: { car: { id: a.carId, price: 29_990, tag: "Price drop", isReserved: true } },
    });
    const other = await rowOf(b.carId);
    expect(other).toMatchObject({ price: 31_990, tag: null, isReserved: false });
  });

  it("finds the car by id and marks it sold with its sold time", async () => {
    const result = await updateCar(handle.db, {
      websiteId: a.websiteId,
      key: String(a.carId),
      update: { sold: true },
      now: NOW,
    });
    expect(result).toMatchObject({
      ok: true,
      detail: { car: { status: "sold", isSold: true, soldAt: NOW } },
    });
    expect(await rowOf(a.carId)).toMatchObject({ status: "sold", isSold: true, soldAt: NOW });
    // The search keeps it within the site's sold-car window, then drops it.
    const search = createSqlStockSearch(handle.db);
    const found = (days: number, now: Date) =>
      search
        .search({
          scope: {
            websiteId: a.websiteId,
            includeSoldCarsDays: days,
            excludedLocationIds: [],
            excludeFordNewAndDemo: false,
            preset: null,
            now,
          },
          filters: emptyFilters(),
          sort: "latest",
          page: 1,
          pageSize: 10,
        })
        .then((r) => r.cars.map((car) => car.id));
    expect(await found(3, new Date(NOW.getTime() + 86_400_000))).toEqual([a.carId]);
    expect(await found(3, new Date(NOW.getTime() + 4 * 86_400_000))).toEqual([]);
  });

  it("puts the car back on sale", async () => {
    const result = await updateCar(handle.db, {
      websiteId: a.websiteId,
      key: "shared-slug",
      update: { status: "in_stock" },
      now: NOW,
    });
    expect(result).toMatchObject({
      ok: true,
      detail: { car: { status: "in_stock", isSold: false, soldAt: null } },
    });
  });

  it("does not find or change another site's car", async () => {
    const before = await rowOf(b.carId);
    expect(
      await updateCar(handle.db, {
        websiteId: a.websiteId,
        key: String(b.carId),
        update: { price: 1 },
      }),
    ).toEqual({ ok: false, reason: "car-not-found" });
    for (const key of ["no-such-car", "bad slug", "x".repeat(300), "0", ""]) {
      expect(
        await updateCar(handle.db, { websiteId: a.websiteId, key, update: { price: 1 } }),
      ).toEqual({ ok: false, reason: "car-not-found" });
    }
    expect(
      await updateCar(handle.db, { websiteId: 999_999, key: "shared-slug", update: { price: 1 } }),
    ).toEqual({ ok: false, reason: "car-not-found" });
    expect(await rowOf(b.carId)).toEqual(before);
  });

  it("refuses an invalid update and writes nothing", async () => {
    const before = await rowOf(a.carId);
    const bad = await updateCar(handle.db, {
      websiteId: a.websiteId,
      key: "shared-slug",
      // A price that is not a whole number, sent the way an untyped caller might.
      update: { price: 12.5 } as never,
    });
    expect(bad).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { price: expect.any(String) },
    });
    const contradiction = await updateCar(handle.db, {
      websiteId: a.websiteId,
      key: "shared-slug",
      update: { price: 5, sold_at: "2026-04-30T00:00:00Z" },
    });
    expect(contradiction).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { sold_at: expect.stringMatching(/only be set on a sold car/) },
    });
    expect(await rowOf(a.carId)).toEqual(before);
    expect(
      (await getCarBySlug(handle.db, { websiteId: a.websiteId, slug: "shared-slug" }))?.car.price,
    ).toBe(29_990);
  });
});
