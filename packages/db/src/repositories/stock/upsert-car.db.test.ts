import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCarInput, type NewCarInput } from "@forecourt/core/stock/car-input";
import { decodeCarListCursor, type CarListCursor } from "@forecourt/core/stock/car-list-query";
import type { DatabaseHandle } from "../../client.ts";
import { cars } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { listCars } from "./list-cars.ts";
import { updateCar } from "./update-car.ts";
import { upsertCar } from "./upsert-car.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;
const NOW = new Date("2026-05-01T10:00:00Z");

function car(body: object): NewCarInput {
  const parsed = parseCarInput(
    { make: "Mazda", model: "CX-5", year: 2022, car_type: "used", stocknum: "M1", ...body },
    { partial: false, now: NOW },
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.input;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "upserts" });
});

afterAll(async () => {
  await handle?.close();
});

describe("upsertCar", () => {
  it("keeps the fields a dealer locked against a feed, and a write by hand changes them", async () => {
    const made = await upsertCar(handle.db, {
      websiteId: site.id,
      input: car({ stocknum: "L1", price: 30_000, km: 10 }),
      now: NOW,
    });
    expect(made).toMatchObject({ ok: true, outcome: "created" });
    const carId = made.ok ? made.carId : 0;
    const locked = await updateCar(handle.db, {
      websiteId: site.id,
      key: String(carId),
      update: { price: 28_500, locked_fields: ["price", "images"] },
    });
    expect(locked).toMatchObject({ ok: true, isChanged: true });

    const fed = await upsertCar(handle.db, {
      websiteId: site.id,
      input: car({
        stocknum: "L1",
        price: 30_000,
        km: 10,
        images: ["https://img.example.com/x.jpg"],
        locked_fields: [],
      }),
      source: "feed",
    });
    expect(fed).toMatchObject({
      ok: true,
      outcome: "unchanged",
      kept: ["price", "images"],
      isImageSync: false,
    });
    const [row] = await handle.db.select().from(cars).where(eq(cars.id, carId));
    expect(row).toMatchObject({ price: 28_500, lockedFields: ["price", "images"] });

    const byHand = await upsertCar(handle.db, {
      websiteId: site.id,
      input: car({ stocknum: "L1", price: 30_000, km: 10 }),
      source: "api",
    });
    expect(byHand).toMatchObject({ ok: true, outcome: "updated", kept: [] });
    expect(byHand.ok && byHand.detail.car.price).toBe(30_000);
  });

  it("refuses a dealership of another site and writes nothing", async () => {
    const other = await createLeadTestSite(handle.db, { slug: "upserts-other" });
    const before = await handle.db.select().from(cars);
    const result = await upsertCar(handle.db, {
      websiteId: site.id,
      input: car({ stocknum: "X1", dealership_id: other.dealershipId }),
    });
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      errors: { dealership_id: `This site has no dealership ${other.dealershipId}.` },
    });
    expect(await handle.db.select().from(cars)).toEqual(before);
  });
});

describe("listCars", () => {
  it("pages through cars changed at the same instant by id, missing none and repeating none", async () => {
    const tied = await createLeadTestSite(handle.db, { slug: "tied" });
    const at = new Date("2026-05-01T09:00:00.123Z");
    const ids: number[] = [];
    for (let n = 1; n <= 5; n++) {
      const result = await upsertCar(handle.db, {
        websiteId: tied.id,
        input: car({ stocknum: `T${n}` }),
        now: at,
      });
      if (result.ok) ids.push(result.carId);
    }
    // Change times a microsecond apart, three cars on the first: a cursor rounded to the
    // millisecond would read some twice or never.
    await handle.db
      .update(cars)
      .set({
        updatedAt: sql`case when ${cars.id} <= ${ids[2]!} then '2026-05-01T09:00:00.123456Z'::timestamptz else '2026-05-01T09:00:00.123457Z'::timestamptz end`,
      })
      .where(eq(cars.websiteId, tied.id));
    const seen: number[] = [];
    let cursor: CarListCursor | null = null;
    for (let page = 0; page < 10; page++) {
      const result = await listCars(handle.db, {
        websiteId: tied.id,
        cursor,
        limit: 2,
        updatedSince: null,
      });
      seen.push(...result.cars.map((detail) => detail.car.id));
      if (!result.nextCursor) break;
      cursor = decodeCarListCursor(result.nextCursor);
    }
    expect(seen).toEqual(ids);
    const since = await listCars(handle.db, {
      websiteId: tied.id,
      cursor: null,
      limit: 50,
      updatedSince: new Date("2026-05-01T09:00:00.124Z"),
    });
    expect(since).toEqual({ cars: [], nextCursor: null });
  });
});
