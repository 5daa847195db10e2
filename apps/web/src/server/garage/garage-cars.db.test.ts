import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GarageCar } from "@forecourt/core/garage/garage-car";
import type { DatabaseHandle } from "@forecourt/db/client";
import { cars } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestCar } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as garageCarsRoute from "@/app/api/garage/cars/route";
import { callRoute, siteRequest, useRouteTestDatabase } from "../../testing/route-harness.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;
let other: LeadTestSite;
let carId: number;
let otherCarId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "garage" });
  other = await createLeadTestSite(handle.db, { slug: "elsewhere" });
  carId = await createTestCar(handle.db, site);
  otherCarId = await createTestCar(handle.db, other);
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
});

async function garageCars(slug: string, ids: string): Promise<GarageCar[]> {
  const response = await callRoute(
    garageCarsRoute,
    "GET",
    siteRequest(slug, `/api/garage/cars?ids=${ids}`, { method: "GET" }),
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return ((await response.json()) as { cars: GarageCar[] }).cars;
}

describe("GET /api/garage/cars", () => {
  it("answers the live price and state, in the order asked", async () => {
    const [first, second] = await garageCars("garage", `999999,${carId}`);
    expect(first).toMatchObject({ id: 999999, state: "removed", href: null });
    expect(second).toMatchObject({
      id: carId,
      name: "2020 Toyota Hilux SR5",
      priceText: "$45,990",
      state: "available",
      href: "/cars/hilux-sr5",
    });
  });

  it("follows a price change and a sale at once", async () => {
    await handle.db.update(cars).set({ price: 39_990 }).where(eq(cars.id, carId));
    expect((await garageCars("garage", String(carId)))[0]?.priceText).toBe("$39,990");
    await handle.db.update(cars).set({ isSold: true }).where(eq(cars.id, carId));
    expect((await garageCars("garage", String(carId)))[0]).toMatchObject({
      state: "sold",
      priceText: null,
      similarHref: "/search?make=Toyota&model=Hilux",
    });
  });

  it("never shows another site's car", async () => {
    const [car] = await garageCars("garage", String(otherCarId));
    expect(car).toMatchObject({ id: otherCarId, state: "removed", name: "" });
  });
});
