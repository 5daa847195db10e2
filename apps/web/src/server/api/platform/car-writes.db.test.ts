import { CAR_NOT_FOUND_MESSAGE } from "@forecourt/core/domain/car";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { cars, garageUsers, outbox, reservations, watchlistItems } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as carRoute from "@/app/api/v1/websites/[id]/cars/[car]/route";
import * as carsRoute from "@/app/api/v1/websites/[id]/cars.json/route";
import * as keysRoute from "@/app/api/v1/websites/[id]/api_keys.json/route";
import { cacheTags } from "../../cache-tags.ts";
import { INVALID_INPUT_MESSAGE, WEBSITE_NOT_FOUND_MESSAGE } from "../../http/app-error.ts";
import type { RouteMethod } from "../../http/route-methods.ts";
import { getVehicleBySlug } from "../../queries/vehicle.ts";
import { expiredTags } from "../../../testing/next-cache.ts";
import { platformApiRequest } from "../../../testing/platform-api.ts";
import {
  callRoute,
  useRouteTestDatabase,
  type RouteModule,
} from "../../../testing/route-harness.ts";
import { STOCK_WRITE_MAX_BYTES } from "./stock-write-limits.ts";

/** What a write to these cars expires: the site's stock lists and each car's own two tags. */
const carTags = (siteId: number, ...written: { id: number; slug: string }[]) => [
  cacheTags.cars(siteId),
  ...written.flatMap((car) => [cacheTags.car(siteId, car.id), cacheTags.vehicle(siteId, car.slug)]),
];

let handle: DatabaseHandle;
let siteA: LeadTestSite;
let siteB: LeadTestSite;

beforeAll(async () => {
  handle = await createTestDatabase();
  siteA = await createLeadTestSite(handle.db, { slug: "stock-a" });
  siteB = await createLeadTestSite(handle.db, { slug: "stock-b" });
  useRouteTestDatabase(handle);
});

beforeEach(() => {
  expiredTags.length = 0;
});

afterAll(async () => {
  await handle?.close();
});

function call(
  route: RouteModule,
  method: RouteMethod,
  params: Record<string, string>,
  body?: unknown,
  { auth, query }: { auth?: string; query?: string } = {},
) {
  return callRoute(route, method, platformApiRequest(method, { auth, query, body }), params);
}

const site = (s: LeadTestSite) => ({ id: String(s.id) });
const post = (s: LeadTestSite, body: unknown, auth?: string) =>
  call(carsRoute, "POST", site(s), body, { auth });
const put = (s: LeadTestSite, body: unknown, auth?: string) =>
  call(carsRoute, "PUT", site(s), body, { auth });
const list = (s: LeadTestSite, query = "", auth?: string) =>
  call(carsRoute, "GET", site(s), undefined, { query, auth });
const getCar = (s: LeadTestSite, car: string) => call(carRoute, "GET", { ...site(s), car });
const deleteCar = (s: LeadTestSite, car: string, auth?: string) =>
  call(carRoute, "DELETE", { ...site(s), car }, undefined, { auth });
const patch = (s: LeadTestSite, car: string, body: unknown) =>
  call(carRoute, "PATCH", { ...site(s), car }, body);

const carsOf = (s: LeadTestSite) =>
  handle.db.select().from(cars).where(eq(cars.websiteId, s.id)).orderBy(cars.id);

const RANGER = {
  make: "Ford",
  model: "Ranger",
  series: "PY",
  badge: "XLT",
  body: "Ute",
  colour: "Arctic White",
  transmission: "Automatic",
  year: 2023,
  km: 18_400,
  car_type: "used",
  price: 54_990,
  stocknum: "R-100",
  vin: "MNAUMFF50HW712345",
  simple_fuel: "Diesel",
  description: "One owner, full history.",
  dealership: "stock-a-main",
  location: "stock-a-sales",
};

async function siteKey(s: LeadTestSite): Promise<string> {
  const response = await call(keysRoute, "POST", site(s), { name: "Stock system" });
  expect(response.status).toBe(201);
  return `Bearer ${((await response.json()) as { key: string }).key}`;
}

describe("POST a car", () => {
  it("creates it with every field, answers it as GET does (201) and expires the site's cars", async () => {
    const response = await post(siteA, RANGER);
    expect(response.status).toBe(201);
    const json = await response.json();
    expect(json).toMatchObject({
      slug: "2023-ford-ranger-xlt-r-100",
      name: "2023 Ford Ranger XLT",
      series: "PY",
      colour: "Arctic White",
      body: "Ute",
      stocknum: "R-100",
      vin: "MNAUMFF50HW712345",
      dealership_id: siteA.dealershipId,
      location_id: siteA.locationId,
      status: "in_stock",
      sold: false,
    });
    expect(expiredTags).toEqual(carTags(siteA.id, json));
    const got = await getCar(siteA, `${json.slug}.json`);
    expect(await got.json()).toEqual(json);
  });

  it("refuses a stock number or VIN the site has (422) and stores nothing", async () => {
    const before = await carsOf(siteA);
    const again = await post(siteA, { ...RANGER, vin: null });
    expect(again.status).toBe(422);
    expect((await again.json()).errors).toEqual({
      stocknum: expect.stringMatching(/^A car with stock number R-100 is on this site already/),
    });
    const sameVin = await post(siteA, { ...RANGER, stocknum: "R-101" });
    expect((await sameVin.json()).errors).toHaveProperty("vin");
    expect(await carsOf(siteA)).toEqual(before);
    expect(expiredTags).toEqual([]);
  });

  it("gives a second car of the same name its own slug", async () => {
    const response = await post(siteA, {
      ...RANGER,
      name: "2023 Ford Ranger XLT R 100",
      stocknum: "",
      vin: null,
    });
    // An empty stock number is refused; the same slug stem is taken by the first car.
    expect(response.status).toBe(422);
    const other = await post(siteA, {
      ...RANGER,
      name: "2023 Ford Ranger XLT R",
      stocknum: "100",
      vin: null,
    });
    expect(other.status).toBe(201);
    expect((await other.json()).slug).toBe("2023-ford-ranger-xlt-r-100-2");
  });

  it("answers 422 with a message per bad field and stores nothing", async () => {
    const before = await carsOf(siteA);
    const response = await post(siteA, {
      ...RANGER,
      stocknum: "R-200",
      year: 1700,
      vin: "SHORT",
      price: -5,
      car_type: "old",
      colour: 7,
      dealership: "no-such",
      colour_code: "W",
    });
    expect(response.status).toBe(422);
    const json = await response.json();
    expect(json.error).toBe(INVALID_INPUT_MESSAGE);
    expect(Object.keys(json.errors).sort()).toEqual(
      ["car_type", "colour", "colour_code", "price", "vin", "year"].sort(),
    );
    const unknownPlace = await post(siteA, {
      ...RANGER,
      stocknum: "R-200",
      vin: null,
      dealership: "no-such",
    });
    expect((await unknownPlace.json()).errors).toEqual({
      dealership: "This site has no dealership no-such.",
    });
    const otherSitesLocation = await post(siteA, {
      ...RANGER,
      stocknum: "R-200",
      vin: null,
      dealership: undefined,
      location: "stock-b-sales",
    });
    expect((await otherSitesLocation.json()).errors).toHaveProperty("location");
    expect(await carsOf(siteA)).toEqual(before);
    expect(expiredTags).toEqual([]);
  });

  it("refuses a body over the single-car limit", async () => {
    const response = await post(siteA, {
      ...RANGER,
      stocknum: "R-300",
      description: "x".repeat(STOCK_WRITE_MAX_BYTES),
    });
    expect(response.status).toBe(413);
  });

  it("puts a car that names no dealership at the site's primary one, and reports each image that cannot be fetched without failing the car", async () => {
    const response = await post(siteB, {
      ...RANGER,
      dealership: undefined,
      location: undefined,
      stocknum: "IMG-1",
      images: ["http://127.0.0.1:9/one.jpg"],
    });
    expect(response.status).toBe(201);
    const json = await response.json();
    expect(json).toMatchObject({ dealership_id: siteB.dealershipId, location_id: null });
    expect(json.image_failures).toEqual([
      { url: "http://127.0.0.1:9/one.jpg", reason: expect.any(String) },
    ]);
    expect(json.images).toEqual([]);
  });
});

describe("PUT a car", () => {
  it("creates (201), then is unchanged (200) with nothing written and no tag expired", async () => {
    const car = { ...RANGER, stocknum: "U-1", vin: "MNAUMFF50HW799999", price: 40_000 };
    const created = await put(siteA, car);
    expect(created.status).toBe(201);
    const first = await created.json();
    const [row] = await handle.db.select().from(cars).where(eq(cars.id, first.id));
    expect(expiredTags).toEqual(carTags(siteA.id, first));

    expiredTags.length = 0;
    const again = await put(siteA, car);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    expect(expiredTags).toEqual([]);
    const [after] = await handle.db.select().from(cars).where(eq(cars.id, first.id));
    expect(after).toEqual(row);
  });

  it("updates the car with that stock number, else the one with that VIN, and alerts watchers of a drop", async () => {
    const made = await (
      await put(siteA, { ...RANGER, stocknum: "U-2", vin: "MNAUMFF50HW788888" })
    ).json();
    const [watcher] = await handle.db
      .insert(garageUsers)
      .values({ websiteId: siteA.id, email: "w@example.com", isAlertsOptIn: true })
      .returning();
    await handle.db
      .insert(watchlistItems)
      .values({ websiteId: siteA.id, userId: watcher!.id, carId: made.id });
    expiredTags.length = 0;

    const cheaper = await put(siteA, {
      ...RANGER,
      stocknum: "U-2",
      vin: "MNAUMFF50HW788888",
      price: 49_990,
      colour: "Blue",
    });
    expect(cheaper.status).toBe(200);
    expect(await cheaper.json()).toMatchObject({ id: made.id, price: 49_990, colour: "Blue" });
    expect(expiredTags).toEqual(carTags(siteA.id, made));
    const queued = await handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.websiteId, siteA.id), eq(outbox.kind, "garage.saved-car-alert")));
    expect(queued.map((row) => row.payload)).toEqual([
      expect.objectContaining({ carId: made.id, change: "price-drop", price: 49_990 }),
    ]);

    // The dealer system renumbered the car: the VIN finds it.
    const renumbered = await put(siteA, {
      ...RANGER,
      stocknum: "U-2B",
      vin: "MNAUMFF50HW788888",
      price: 49_990,
      colour: "Blue",
    });
    expect(renumbered.status).toBe(200);
    expect(await renumbered.json()).toMatchObject({ id: made.id, stocknum: "U-2B" });

    const sold = await put(siteA, { ...RANGER, stocknum: "U-2B", status: "sold" });
    expect(await sold.json()).toMatchObject({ id: made.id, status: "sold", sold: true });
    const [row] = await handle.db.select().from(cars).where(eq(cars.id, made.id));
    expect(row?.soldAt).toBeInstanceOf(Date);
  });

  it("answers 422 per bad field and writes nothing", async () => {
    const before = await carsOf(siteA);
    const response = await put(siteA, { make: "Ford", year: "2020", stocknum: "U-9", km: -1 });
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors).sort()).toEqual([
      "car_type",
      "km",
      "model",
      "year",
    ]);
    expect(await carsOf(siteA)).toEqual(before);
    expect(expiredTags).toEqual([]);
  });
});

describe("PATCH a car", () => {
  it("sets series, colour and locks, and writes nothing when sent the same again", async () => {
    const made = await (await post(siteA, { ...RANGER, stocknum: "P-1", vin: null })).json();
    expiredTags.length = 0;
    const body = { series: "PX III", colour: "Blue", locked_fields: ["price"] };
    const changed = await patch(siteA, `${made.id}.json`, body);
    expect(changed.status).toBe(200);
    // The answer, as GET gives it, shows the locks a feed will keep.
    expect(await changed.json()).toMatchObject({
      series: "PX III",
      colour: "Blue",
      locked_fields: ["price"],
      sold_at: null,
    });
    const [row] = await handle.db.select().from(cars).where(eq(cars.id, made.id));
    expect(row?.lockedFields).toEqual(["price"]);
    expect(expiredTags).toEqual(carTags(siteA.id, made));
    expiredTags.length = 0;
    expect((await patch(siteA, `${made.id}.json`, body)).status).toBe(200);
    expect(expiredTags).toEqual([]);
  });

  it("answers a console draft with is_draft and leaves it a draft, as feeds do", async () => {
    const made = await (await post(siteA, { ...RANGER, stocknum: "P-D", vin: null })).json();
    expect(made.is_draft).toBe(false);
    await handle.db.update(cars).set({ isDraft: true }).where(eq(cars.id, made.id));
    const answered = await getCar(siteA, `${made.id}.json`);
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ id: made.id, is_draft: true });
    const changed = await patch(siteA, `${made.id}.json`, { price: 49_990 });
    expect(await changed.json()).toMatchObject({ price: 49_990, is_draft: true });
    // Not a field a write sets: refused by name, as any read-only field.
    const refused = await patch(siteA, `${made.id}.json`, { is_draft: false });
    expect(refused.status).toBe(422);
    expect((await carsOf(siteA)).find((row) => row.id === made.id)?.isDraft).toBe(true);
  });

  it("sets, clears and refuses a registration plate (rego), shown in the car's answer", async () => {
    const made = await (
      await post(siteA, { ...RANGER, stocknum: "P-3", vin: null, rego: " 1abc-23 " })
    ).json();
    expect(made.rego).toBe("1ABC-23");
    const changed = await patch(siteA, `${made.id}.json`, { rego: "XYZ 987" });
    expect((await changed.json()).rego).toBe("XYZ 987");
    const [row] = await handle.db.select().from(cars).where(eq(cars.id, made.id));
    expect(row?.rego).toBe("XYZ 987");
    const bad = await patch(siteA, `${made.id}.json`, { rego: "NOT/A_PLATE" });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.rego).toMatch(/^rego must be text of at most 20/);
    const cleared = await patch(siteA, `${made.id}.json`, { rego: null });
    expect((await cleared.json()).rego).toBeNull();
  });

  it("refuses another car's stock number", async () => {
    const made = await (await post(siteA, { ...RANGER, stocknum: "P-2", vin: null })).json();
    const response = await patch(siteA, made.slug, { stocknum: "R-100" });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toHaveProperty("stocknum");
  });
});

describe("DELETE a car", () => {
  it("removes it for good (204): its API and page answer 404, its tags and the lists expire", async () => {
    const made = await (await post(siteA, { ...RANGER, stocknum: "D-1", vin: null })).json();
    expect(await getVehicleBySlug(siteA.id, made.slug)).not.toBeNull();
    expiredTags.length = 0;
    const response = await deleteCar(siteA, `${made.slug}.json`);
    expect(response.status).toBe(204);
    expect(expiredTags).toEqual(carTags(siteA.id, made));
    const got = await getCar(siteA, `${made.id}.json`);
    expect([got.status, (await got.json()).error]).toEqual([404, CAR_NOT_FOUND_MESSAGE]);
    expect(await getVehicleBySlug(siteA.id, made.slug)).toBeNull();
    const again = await deleteCar(siteA, `${made.id}.json`);
    expect(again.status).toBe(404);
  });

  it("keeps a car whose reservation records a payment (409)", async () => {
    const made = await (await post(siteA, { ...RANGER, stocknum: "D-2", vin: null })).json();
    await handle.db.insert(reservations).values({
      websiteId: siteA.id,
      carId: made.id,
      reference: "RES-D2TEST",
      status: "confirmed",
      amount: 500,
      provider: "test",
      expiresAt: new Date(),
    });
    expiredTags.length = 0;
    const response = await deleteCar(siteA, String(made.id));
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatch(/^This car has reservation RES-D2TEST/);
    expect(expiredTags).toEqual([]);
    expect((await getCar(siteA, String(made.id))).status).toBe(200);
  });
});

describe("GET the site's cars", () => {
  it("pages by change time with a cursor, and from updated_since", async () => {
    const all: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const response = await list(siteA, query);
      expect(response.status).toBe(200);
      const page = (await response.json()) as {
        cars: { id: number }[];
        next_cursor: string | null;
      };
      expect(page.cars.length).toBeLessThanOrEqual(2);
      all.push(...page.cars.map((car) => car.id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 50);
    const stored = await handle.db
      .select({ id: cars.id })
      .from(cars)
      .where(eq(cars.websiteId, siteA.id))
      .orderBy(cars.updatedAt, cars.id);
    expect(all).toEqual(stored.map((row) => row.id));
    expect(all.length).toBeGreaterThan(4);

    const since = new Date();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const touched = await (await post(siteA, { ...RANGER, stocknum: "L-1", vin: null })).json();
    const recent = await list(siteA, `?updated_since=${encodeURIComponent(since.toISOString())}`);
    const page = await recent.json();
    expect(page.cars.map((car: { id: number }) => car.id)).toEqual([touched.id]);
    expect(page.next_cursor).toBeNull();
  });

  it("refuses a bad limit, cursor or date, or an unknown parameter, with 422", async () => {
    const response = await list(siteA, "?limit=0&cursor=zzz&updated_since=yesterday&page=2");
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors).sort()).toEqual([
      "cursor",
      "limit",
      "page",
      "updated_since",
    ]);
  });
});

describe("a site's own key", () => {
  it("writes and lists its own site's cars, and finds no other site (404)", async () => {
    const keyA = await siteKey(siteA);
    const mine = await list(siteA, "?limit=1", keyA);
    expect(mine.status).toBe(200);
    const before = await carsOf(siteB);
    for (const response of [
      await list(siteB, "", keyA),
      await post(
        siteB,
        { ...RANGER, stocknum: "K-1", dealership: "stock-b-main", location: undefined },
        keyA,
      ),
      await put(
        siteB,
        { ...RANGER, stocknum: "K-1", dealership: "stock-b-main", location: undefined },
        keyA,
      ),
      await deleteCar(siteB, String(before[0]!.id), keyA),
    ]) {
      expect([response.status, (await response.json()).error]).toEqual([
        404,
        WEBSITE_NOT_FOUND_MESSAGE,
      ]);
    }
    expect(await carsOf(siteB)).toEqual(before);
    const created = await post(siteA, { ...RANGER, stocknum: "K-2", vin: null }, keyA);
    expect(created.status).toBe(201);
  });
});
