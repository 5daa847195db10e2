import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../client.ts";
import { buildDealership, buildLocation, buildWebsite, type NewCar } from "../../demo/factories.ts";
import * as schema from "../../schema.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { recordCarEvent } from "../tracking/record-car-event.ts";
import { getCarById, getCarBySlug } from "./get-car.ts";

let handle: DatabaseHandle;
type Seeded = { websiteId: number; dealershipId: number; locationId: number; carId: number };
let a: Seeded;
let b: Seeded;

/** A site with one dealership, one location and one car with three images, all named `prefix`. */
async function seedSite(prefix: string, slug: string): Promise<Seeded> {
  const { db } = handle;
  const [website] = await db
    .insert(schema.websites)
    .values(buildWebsite({ slug: prefix, name: `${prefix} motors` }))
    .returning();
  if (!website) throw new Error("no website");
  const [dealership] = await db
    .insert(schema.dealerships)
    .values(buildDealership(website.id, { slug: `${prefix}-dealer`, name: `${prefix} dealer` }))
    .returning();
  if (!dealership) throw new Error("no dealership");
  const [location] = await db
    .insert(schema.locations)
    .values(
      buildLocation(website.id, dealership.id, {
        slug: `${prefix}-yard`,
        name: `${prefix} yard`,
        phone: "02 9999 0000",
        address: {
          street: "1 Main St",
          city: "Parramatta",
          state: "NSW",
          postcode: "2150",
          lat: -33.8,
          long: 151,
          placeId: null,
          placeUrl: null,
          mapKey: null,
          full: "1 Main St, Parramatta NSW 2150",
          mapUrl: "https://maps.google.com/?q=1+Main+St",
        },
      }),
    )
    .returning();
  if (!location) throw new Error("no location");
  const car: NewCar = {
    websiteId: website.id,
    dealershipId: dealership.id,
    locationId: location.id,
    slug,
    name: `2022 Toyota Corolla ${prefix}`,
    make: "Toyota",
    model: "Corolla",
    year: 2022,
    km: 12_000,
    carType: "used",
    price: 25_990,
    stockNumber: `${prefix}-1`,
    vin: "JTDBR32E720000001",
    paymentProcessors: [
      { authorizationType: "stripe", authorizationKey: "pk", depositAmount: 500 },
    ],
    marketPriceNational: 27_000,
    marketPriceState: 26_800,
    fileUrl: "/media/history.pdf",
  };
  const [row] = await db.insert(schema.cars).values(car).returning();
  if (!row) throw new Error("no car");
  await db.insert(schema.carImages).values(
    [2, 0, 1].map((position) => ({
      websiteId: website.id,
      carId: row.id,
      position,
      url: `/media/${prefix}/${position}.jpg`,
      thumbUrl: `/media/${prefix}/${position}-thumb.jpg`,
      width: 1200,
      height: 800,
    })),
  );
  return {
    websiteId: website.id,
    dealershipId: dealership.id,
    locationId: location.id,
    carId: row.id,
  };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  a = await seedSite("alpha", "shared-slug");
  // The same slug on another site: lookups must never cross over.
  b = await seedSite("bravo", "shared-slug");
});

afterAll(async () => {
  await handle?.close();
});

describe("getCarBySlug", () => {
  it("returns the site's car with images in order, location and dealership", async () => {
    const detail = await getCarBySlug(handle.db, { websiteId: a.websiteId, slug: "shared-slug" });
    expect(detail).not.toBeNull();
    const { car, dealership, location } = detail!;
    expect(car).toMatchObject({
      id: a.carId,
      websiteId: a.websiteId,
      dealershipId: a.dealershipId,
      dealershipSlug: "alpha-dealer",
      name: "2022 Toyota Corolla alpha",
      carType: "used",
      status: "in_stock",
      price: 25_990,
      marketPrice: { national: 27_000, state: 26_800 },
      fileUrl: "/media/history.pdf",
      location: { id: a.locationId, name: "alpha yard", phone: "02 9999 0000", state: "NSW" },
    });
    expect(car.images.map((image) => image.url)).toEqual([
      "/media/alpha/0.jpg",
      "/media/alpha/1.jpg",
      "/media/alpha/2.jpg",
    ]);
    expect(car.images[0]?.alt).toBe(car.name);
    expect(dealership).toMatchObject({
      id: a.dealershipId,
      slug: "alpha-dealer",
      websiteId: a.websiteId,
    });
    expect(location).toMatchObject({
      id: a.locationId,
      address: {
        full: "1 Main St, Parramatta NSW 2150",
        mapUrl: "https://maps.google.com/?q=1+Main+St",
      },
    });
  });

  it("finds the other site's car with the same slug only on that site", async () => {
    const detail = await getCarBySlug(handle.db, { websiteId: b.websiteId, slug: "shared-slug" });
    expect(detail?.car.id).toBe(b.carId);
    expect(detail?.car.images.every((image) => image.url.startsWith("/media/bravo/"))).toBe(true);
  });

  it("finds nothing for an unknown slug, an invalid slug or an unknown site", async () => {
    const none = async (websiteId: number, slug: string) =>
      expect(await getCarBySlug(handle.db, { websiteId, slug })).toBeNull();
    await none(a.websiteId, "no-such-car");
    await none(a.websiteId, "shared-slug'; drop table cars; --");
    await none(a.websiteId, "shared slug");
    await none(a.websiteId, "shared.slug");
    await none(a.websiteId, "");
    await none(a.websiteId, "x".repeat(500));
    await none(999_999, "shared-slug");
    await none(0, "shared-slug");
  });
});

describe("getCarById", () => {
  it("returns the site's own car", async () => {
    expect((await getCarById(handle.db, { websiteId: a.websiteId, id: a.carId }))?.car.slug).toBe(
      "shared-slug",
    );
  });

  it("does not find another site's car", async () => {
    expect(await getCarById(handle.db, { websiteId: a.websiteId, id: b.carId })).toBeNull();
    expect(await getCarById(handle.db, { websiteId: b.websiteId, id: a.carId })).toBeNull();
  });

  it("finds nothing for ids outside the id range", async () => {
    for (const id of [0, -1, 1.5, Number.NaN, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2]) {
      expect(await getCarById(handle.db, { websiteId: a.websiteId, id })).toBeNull();
    }
  });
});

describe("recording car events", () => {
  const eventsOf = (websiteId: number, category: string) =>
    handle.db
      .select()
      .from(schema.trackingEvents)
      .where(
        and(
          eq(schema.trackingEvents.websiteId, websiteId),
          eq(schema.trackingEvents.category, category),
        ),
      );

  it("records a phone reveal with the car, dealership and website ids", async () => {
    const result = await recordCarEvent(handle.db, "phoneReveal", {
      websiteId: a.websiteId,
      carId: a.carId,
      url: "http://alpha.localhost/cars/shared-slug",
    });
    expect(result).toMatchObject({
      ok: true,
      carId: a.carId,
      dealershipId: a.dealershipId,
      websiteId: a.websiteId,
    });
    const rows = await eventsOf(a.websiteId, "phone_reveal");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      carId: a.carId,
      dealershipId: a.dealershipId,
      websiteId: a.websiteId,
      url: "http://alpha.localhost/cars/shared-slug",
      properties: { car_slug: "shared-slug", car_name: "2022 Toyota Corolla alpha" },
    });
  });

  it("refuses another site's car and writes nothing", async () => {
    const before = (await eventsOf(b.websiteId, "phone_reveal")).length;
    expect(
      await recordCarEvent(handle.db, "phoneReveal", { websiteId: b.websiteId, carId: a.carId }),
    ).toEqual({
      ok: false,
      reason: "car-not-found",
    });
    expect(
      await recordCarEvent(handle.db, "phoneReveal", { websiteId: a.websiteId, carId: 0 }),
    ).toEqual({
      ok: false,
      reason: "car-not-found",
    });
    expect((await eventsOf(b.websiteId, "phone_reveal")).length).toBe(before);
  });

  it("records a click to call as event 25", async () => {
    const result = await recordCarEvent(handle.db, "phoneCall", {
      websiteId: b.websiteId,
      carId: b.carId,
    });
    expect(result.ok).toBe(true);
    const rows = await eventsOf(b.websiteId, "car_phone_call");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventId: 25, carId: b.carId, dealershipId: b.dealershipId });
  });
});
