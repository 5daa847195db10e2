import { CAR_NOT_FOUND_MESSAGE } from "@forecourt/core/domain/car";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { cars, searchSlugs } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestCar } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as carRoute from "@/app/api/v1/websites/[id]/cars/[car]/route";
import * as searchSlugRoute from "@/app/api/v1/websites/[id]/pages/search_slugs/[slug]/route";
import { cacheTags } from "../../cache-tags.ts";
import { INVALID_INPUT_MESSAGE as INVALID_MESSAGE } from "../../http/app-error.ts";
import { JSON_CONTENT_TYPE_MESSAGE, NOT_JSON_MESSAGE } from "../../http/read-body.ts";
import { callRoute, useRouteTestDatabase } from "../../../testing/route-harness.ts";
import { expiredTags as revalidated } from "../../../testing/next-cache.ts";
import { SEARCH_PAGE_MESSAGES } from "@forecourt/core/search/search-slug-input";
import { PLATFORM_AUTH as TOKEN } from "../../../testing/platform-api.ts";

let handle: DatabaseHandle;
let siteA: LeadTestSite;
let siteB: LeadTestSite;
let carA: number;
let carB: number;

/** The stock write routes as integrations call them (the route modules themselves). */
const api = {
  putSearchSlug: (request: Request, id: string, slug: string) =>
    callRoute(searchSlugRoute, "PUT", request, { id, slug }),
  deleteSearchSlug: (request: Request, id: string, slug: string) =>
    callRoute(searchSlugRoute, "DELETE", request, { id, slug }),
  patchCar: (request: Request, id: string, car: string) =>
    callRoute(carRoute, "PATCH", request, { id, car }),
};

beforeAll(async () => {
  handle = await createTestDatabase();
  siteA = await createLeadTestSite(handle.db, {
    slug: "site-a",
    settings: { search: { defaultSlug: "all-stock" } },
  });
  siteB = await createLeadTestSite(handle.db, { slug: "site-b" });
  carA = await createTestCar(handle.db, siteA);
  carB = await createTestCar(handle.db, siteB);
  await handle.db.insert(searchSlugs).values([
    { websiteId: siteA.id, slug: "all-stock", title: "All stock", filters: {} },
    { websiteId: siteB.id, slug: "used-cars", title: "Used cars", filters: { carType: ["used"] } },
  ]);
  useRouteTestDatabase(handle);
});

beforeEach(() => {
  revalidated.length = 0;
});

afterAll(async () => {
  await handle?.close();
});

function send(method: string, body: unknown, init: { auth?: string; type?: string } = {}) {
  return new Request("http://localhost/api", {
    method,
    headers: {
      authorization: init.auth ?? TOKEN,
      "content-type": init.type ?? "application/json",
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const carRow = async (id: number) =>
  (await handle.db.select().from(cars).where(eq(cars.id, id)))[0]!;

describe("PUT and DELETE a search slug", () => {
  it("creates, then replaces, revalidating only that site's search slugs", async () => {
    const body = { title: "Cheap utes", filters: { body: ["Ute"], priceMax: 20_000 } };
    const created = await api.putSearchSlug(send("PUT", body), String(siteA.id), "cheap-utes.json");
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      website_id: siteA.id,
      search_slug: {
        slug: "cheap-utes",
        title: "Cheap utes",
        path: "/search/cheap-utes",
        filters: { body: ["Ute"], priceMax: 20_000 },
      },
    });
    expect(revalidated).toEqual([cacheTags.searchSlugs(siteA.id)]);

    const replaced = await api.putSearchSlug(
      send("PUT", { title: "Utes under $25k", filters: { body: ["Ute"], priceMax: 25_000 } }),
      String(siteA.id),
      "cheap-utes.json",
    );
    expect(replaced.status).toBe(200);
    expect((await replaced.json()).search_slug).toMatchObject({ title: "Utes under $25k" });
    expect(revalidated).toEqual([cacheTags.searchSlugs(siteA.id), cacheTags.searchSlugs(siteA.id)]);
  });

  it("answers bad input with 422 field errors and writes nothing", async () => {
    const before = await handle.db.select().from(searchSlugs);
    const response = await api.putSearchSlug(
      send("PUT", { title: "", filters: { carType: ["old"], colour: "red" } }),
      String(siteA.id),
      "bad slug.json",
    );
    expect(response.status).toBe(422);
    const json = await response.json();
    expect(json.error).toBe(INVALID_MESSAGE);
    expect(Object.keys(json.errors).sort()).toEqual([
      "filters",
      "filters.carType",
      "slug",
      "title",
    ]);
    const otherDealer = await api.putSearchSlug(
      send("PUT", { title: "B's stock", filters: { dealership: siteB.dealershipSlug } }),
      String(siteA.id),
      "b-stock.json",
    );
    expect(otherDealer.status).toBe(422);
    expect((await otherDealer.json()).errors["filters.dealership"]).toMatch(/no dealership/);
    expect(await handle.db.select().from(searchSlugs)).toEqual(before);
    expect(revalidated).toEqual([]);
  });

  it("answers malformed bodies, wrong content types, no auth and unknown sites with 4xx", async () => {
    const put = (request: Request, id = String(siteA.id)) =>
      api.putSearchSlug(request, id, "x.json");
    const notJson = await put(send("PUT", "{title:"));
    expect([notJson.status, (await notJson.json()).error]).toEqual([400, NOT_JSON_MESSAGE]);
    const text = await put(send("PUT", { title: "X" }, { type: "text/plain" }));
    expect([text.status, (await text.json()).error]).toEqual([415, JSON_CONTENT_TYPE_MESSAGE]);
    expect((await put(send("PUT", { title: "X" }, { auth: "" }))).status).toBe(401);
    expect((await put(send("PUT", { title: "X" }), "999999")).status).toBe(404);
    const huge = await put(send("PUT", { title: "X", filters: { q: "x".repeat(70_000) } }));
    expect(huge.status).toBe(413);
    expect(revalidated).toEqual([]);
  });

  it("deletes the site's own search only, and never its default", async () => {
    const del = (id: number, slug: string) =>
      api.deleteSearchSlug(send("DELETE", ""), String(id), slug);
    const other = await del(siteB.id, "cheap-utes.json");
    expect([other.status, (await other.json()).error]).toEqual([
      404,
      SEARCH_PAGE_MESSAGES.notFound,
    ]);
    const fallback = await del(siteA.id, "all-stock.json");
    expect(fallback.status).toBe(422);
    expect((await fallback.json()).errors).toEqual({ slug: SEARCH_PAGE_MESSAGES.isDefault });
    expect(revalidated).toEqual([]);

    const deleted = await del(siteA.id, "cheap-utes.json");
    expect(deleted.status).toBe(204);
    expect(revalidated).toEqual([cacheTags.searchSlugs(siteA.id)]);
    expect((await del(siteA.id, "cheap-utes.json")).status).toBe(404);
    expect((await del(siteA.id, "bad slug")).status).toBe(404);
    const left = await handle.db.select({ slug: searchSlugs.slug }).from(searchSlugs);
    expect(left.map((r) => r.slug).sort()).toEqual(["all-stock", "used-cars"]);
  });
});

describe("PATCH a car", () => {
  it("changes the price by slug and answers the car, revalidating only that site's stock", async () => {
    const response = await api.patchCar(
      send("PATCH", { price: 43_990 }),
      String(siteA.id),
      "hilux-sr5.json",
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: carA, slug: "hilux-sr5", price: 43_990 });
    expect(revalidated).toEqual([
      cacheTags.cars(siteA.id),
      cacheTags.car(siteA.id, carA),
      cacheTags.vehicle(siteA.id, "hilux-sr5"),
    ]);
    expect((await carRow(carB)).price).toBe(45_990);
  });

  it("feeds the carsales seller id, answered in the car JSON, and clears it with null", async () => {
    const set = await api.patchCar(
      send("PATCH", { carsales_seller_identifier: " SELLER-7731 " }),
      String(siteA.id),
      "hilux-sr5.json",
    );
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ carsales_seller_identifier: "SELLER-7731" });
    expect((await carRow(carA)).carsalesSellerIdentifier).toBe("SELLER-7731");
    const cleared = await api.patchCar(
      send("PATCH", { carsales_seller_identifier: null }),
      String(siteA.id),
      "hilux-sr5.json",
    );
    expect(await cleared.json()).toMatchObject({ carsales_seller_identifier: null });
    const tooLong = await api.patchCar(
      send("PATCH", { carsales_seller_identifier: "x".repeat(65) }),
      String(siteA.id),
      "hilux-sr5.json",
    );
    expect(tooLong.status).toBe(422);
    expect((await tooLong.json()).errors).toEqual({
      carsales_seller_identifier:
        "carsales_seller_identifier must be text of at most 64 characters, or null.",
    });
  });

  it("marks the car sold by id", async () => {
    const response = await api.patchCar(
      send("PATCH", { sold: true }),
      String(siteA.id),
      `${carA}.json`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: carA, status: "sold", sold: true });
    expect(await carRow(carA)).toMatchObject({ status: "sold", isSold: true });
    expect((await carRow(carA)).soldAt).toBeInstanceOf(Date);
  });

  it("is a 404 for another site's car and an unknown or malformed key, writing nothing", async () => {
    const before = await carRow(carB);
    for (const key of [`${carB}.json`, "no-such-car.json", "bad key.json", "hilux-sr5.xml"]) {
      const response = await api.patchCar(send("PATCH", { price: 1 }), String(siteA.id), key);
      expect([key, response.status, (await response.json()).error]).toEqual([
        key,
        404,
        CAR_NOT_FOUND_MESSAGE,
      ]);
    }
    expect(await carRow(carB)).toEqual(before);
    expect(revalidated).toEqual([]);
  });

  it("answers invalid changes with 422 and the field's message", async () => {
    const before = await carRow(carA);
    const cases: [unknown, string][] = [
      [{ price: "cheap" }, "price"],
      [{}, "car"],
      [{ colour_code: "red" }, "colour_code"],
      [{ vin: "SHORT" }, "vin"],
      [{ sold: false, status: "sold" }, "sold"],
      [{ status: "in_stock", sold_at: "2026-01-01T00:00:00Z" }, "sold_at"],
    ];
    for (const [body, field] of cases) {
      const response = await api.patchCar(send("PATCH", body), String(siteA.id), "hilux-sr5");
      const json = await response.json();
      expect([JSON.stringify(body), response.status, json.error]).toEqual([
        JSON.stringify(body),
        422,
        INVALID_MESSAGE,
      ]);
      expect(json.errors).toHaveProperty([field]);
    }
    expect(await carRow(carA)).toEqual(before);
    expect(revalidated).toEqual([]);
  });
});
