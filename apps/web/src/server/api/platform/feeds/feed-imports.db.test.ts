import { gzipSync } from "node:zlib";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import {
  carImages,
  cars,
  feedImports,
  garageUsers,
  outbox,
  watchlistItems,
} from "@forecourt/db/schema";
import { csnInventory, csnInventoryCars } from "@forecourt/core/testing/csn-vehicles";
import { createApiKey } from "@forecourt/db/repositories/api-keys/api-keys";
import { stockScopeClause } from "@forecourt/db/repositories/stock/stock-scope";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as carRoute from "@/app/api/v1/websites/[id]/cars/[car]/route";
import * as importsRoute from "@/app/api/v1/websites/[id]/feeds/imports.json/route";
import * as importRoute from "@/app/api/v1/websites/[id]/feeds/imports/[importId]/route";
import * as confirmRoute from "@/app/api/v1/websites/[id]/feeds/imports/[importId]/confirm.json/route";
import * as discardRoute from "@/app/api/v1/websites/[id]/feeds/imports/[importId]/discard.json/route";
import { cacheTags } from "../../../cache-tags.ts";
import { createOutboxWorker } from "../../../worker/outbox-worker.ts";
import { createFeedImagesChannel } from "../../../worker/channels/feed-images-channel.ts";
import { startImageServer, testImage, type ImageServer } from "../../../../testing/image-server.ts";
import { expiredTags } from "../../../../testing/next-cache.ts";
import { callRoute, useRouteTestDatabase } from "../../../../testing/route-harness.ts";
import { PLATFORM_AUTH as TOKEN } from "../../../../testing/platform-api.ts";

let handle: DatabaseHandle;
let images: ImageServer;

beforeAll(async () => {
  handle = await createTestDatabase();
  useRouteTestDatabase(handle);
  images = await startImageServer();
  images.set("/a1.jpg", { body: await testImage("jpeg", 40, 30), contentType: "image/jpeg" });
});

/** What the worker's image fetches expired (outside any request). */
const workerExpired: string[] = [];

beforeEach(() => {
  expiredTags.length = 0;
  workerExpired.length = 0;
});

/** The outbox worker fetching the images the imports queued, until none are left. */
async function fetchQueuedImages() {
  const worker = createOutboxWorker({
    database: async () => handle.db,
    mail: null,
    channels: [
      createFeedImagesChannel({ expire: async (_site, tags) => void workerExpired.push(...tags) }),
    ],
    log: { info: () => {}, warn: () => {} },
  });
  while ((await worker.drainOnce()).delivered > 0);
}

afterAll(async () => {
  await images?.close();
  await handle?.close();
});

const HEADER = "Stock No,VIN,Year,Make,Model,Badge,Colour,Kms,Drive Away,Condition,Images,Comments";

type Line = {
  stock: string;
  price?: number;
  km?: number;
  colour?: string;
  images?: string;
  comments?: string;
};
const line = ({
  stock,
  price = 20_000,
  km = 50_000,
  colour = "White",
  images = "",
  comments = "Clean",
}: Line) =>
  `${stock},,2020,Toyota,Corolla,Ascent,${colour},${km},"$${price.toLocaleString("en")}",Used,${images},${comments}`;
const csv = (lines: Line[]) => [HEADER, ...lines.map(line)].join("\n");

function upload(
  site: { id: number },
  body: BodyInit,
  type = "text/csv",
  query = "",
  headers: Record<string, string> = {},
) {
  return callRoute(
    importsRoute,
    "POST",
    new Request(`http://localhost/api/v1/websites/${site.id}/feeds/imports.json${query}`, {
      method: "POST",
      headers: { authorization: TOKEN, "content-type": type, ...headers },
      body,
    }),
    { id: String(site.id) },
  );
}

const get = (
  route: typeof importRoute | typeof importsRoute,
  site: { id: number },
  params: Record<string, string> = {},
  query = "",
) =>
  callRoute(
    route,
    "GET",
    new Request(`http://localhost/api/v1/websites/${site.id}/feeds/imports.json${query}`, {
      headers: { authorization: TOKEN },
    }),
    { id: String(site.id), ...params },
  );

const post = (
  route: typeof confirmRoute | typeof discardRoute,
  site: { id: number },
  importId: number,
) =>
  callRoute(
    route,
    "POST",
    new Request("http://localhost/api", { method: "POST", headers: { authorization: TOKEN } }),
    { id: String(site.id), importId: `${importId}` },
  );

const siteCars = (site: { id: number }) =>
  handle.db.select().from(cars).where(eq(cars.websiteId, site.id)).orderBy(asc(cars.stockNumber));
/** What a write to these cars expires: the site's stock lists and each car's own two tags. */
const carTags = (siteId: number, written: { id: number; slug: string }[]) => [
  cacheTags.cars(siteId),
  ...written.flatMap((car) => [cacheTags.car(siteId, car.id), cacheTags.vehicle(siteId, car.slug)]),
];
const importCount = async () => (await handle.db.select({ n: count() }).from(feedImports))[0]!.n;

const stockLines = (n: number, extra: Partial<Line> = {}) =>
  Array.from({ length: n }, (_, i) => ({ stock: `S${String(i + 1).padStart(2, "0")}`, ...extra }));

describe("a CSV snapshot", () => {
  let site: LeadTestSite;
  beforeAll(async () => {
    site = await createLeadTestSite(handle.db, { slug: "feed-site" });
  });

  it("creates the cars and answers the report before fetching any image", async () => {
    const lines = stockLines(10);
    lines[0] = { ...lines[0]!, images: `${images.url("/a1.jpg")};${images.url("/missing.jpg")}` };
    const response = await upload(site, csv(lines));
    expect(response.status).toBe(201);
    const report = await response.json();
    expect(report).toMatchObject({
      website_id: site.id,
      source: "upload",
      format: "csv",
      status: "applied",
      row_count: 10,
      created: 10,
      updated: 0,
      unchanged: 0,
      sold: 0,
      rejections: [],
      image_failures: [],
      images_pending: true,
    });
    expect(report.file_hash).toMatch(/^[0-9a-f]{64}$/);
    // Answered with no image asked for: they are queued for the worker.
    expect(images.requestsTo("/a1.jpg")).toEqual([]);
    expect(images.requestsTo("/missing.jpg")).toEqual([]);
    const stored = await siteCars(site);
    expect(stored).toHaveLength(10);
    expect(expiredTags).toEqual(carTags(site.id, stored));
    expect(
      await handle.db.select().from(carImages).where(eq(carImages.carId, stored[0]!.id)),
    ).toEqual([]);
    const one = await get(importRoute, site, { importId: `${report.id}.json` });
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(report);
    expect(stored[0]).toMatchObject({
      stockNumber: "S01",
      make: "Toyota",
      model: "Corolla",
      badge: "Ascent",
      colour: "White",
      km: 50_000,
      price: 20_000,
      carType: "used",
      dealershipId: site.dealershipId,
      isSold: false,
    });

    // The worker fetches them: S01's gallery, its failure in the report, S01's tags alone.
    await fetchQueuedImages();
    const gallery = await handle.db
      .select()
      .from(carImages)
      .where(eq(carImages.carId, stored[0]!.id));
    expect(gallery.map((image) => image.sourceUrl)).toEqual([images.url("/a1.jpg")]);
    const s01 = stored.filter((car) => car.stockNumber === "S01");
    expect(workerExpired).toEqual(carTags(site.id, s01));
    const after = await (await get(importRoute, site, { importId: `${report.id}.json` })).json();
    expect(after).toEqual({
      ...report,
      image_failures: [
        { stock_number: "S01", url: images.url("/missing.jpg"), reason: expect.any(String) },
      ],
      images_pending: false,
    });
    const list = await get(importsRoute, site);
    expect((await list.json()).imports).toEqual([after]);
  });

  it("changes nothing and expires nothing when the same file comes again", async () => {
    const lines = stockLines(10);
    lines[0] = { ...lines[0]!, images: `${images.url("/a1.jpg")};${images.url("/missing.jpg")}` };
    const before = await siteCars(site);
    const response = await upload(site, csv(lines));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ created: 0, updated: 0, unchanged: 10, sold: 0 });
    expect(expiredTags).toEqual([]);
    expect(await siteCars(site)).toEqual(before);
  });

  it("keeps a field the dealer locked and updates the rest", async () => {
    const [first] = await siteCars(site);
    await handle.db
      .update(cars)
      .set({ lockedFields: ["price"], price: 18_500 })
      .where(eq(cars.id, first!.id));
    const lines = stockLines(10);
    lines[0] = {
      ...lines[0]!,
      images: `${images.url("/a1.jpg")};${images.url("/missing.jpg")}`,
      price: 21_000,
      km: 51_000,
    };
    const response = await upload(site, csv(lines));
    expect(await response.json()).toMatchObject({ updated: 1, unchanged: 9 });
    const [after] = await siteCars(site);
    expect(after).toMatchObject({ price: 18_500, km: 51_000 });
    // The file's Drive Away column is the car's dapprice, which the dealer did not lock.
    expect(after).toMatchObject({ dapPrice: 21_000 });
  });

  it("sells a car missing from the snapshot and queues its watchers' alerts", async () => {
    const car = (await siteCars(site)).find((c) => c.stockNumber === "S10")!;
    const [user] = await handle.db
      .insert(garageUsers)
      .values({ websiteId: site.id, email: "watcher@example.com", isAlertsOptIn: true })
      .returning();
    await handle.db
      .insert(watchlistItems)
      .values({ websiteId: site.id, userId: user!.id, carId: car.id });
    const lines = stockLines(9);
    // S01 as the last file sent it: its drive-away 21,000 is its dapprice (its price is locked).
    lines[0] = {
      ...lines[0]!,
      images: `${images.url("/a1.jpg")};${images.url("/missing.jpg")}`,
      price: 21_000,
      km: 51_000,
    };
    const response = await upload(site, csv(lines));
    expect(await response.json()).toMatchObject({
      status: "applied",
      sold: 1,
      unchanged: 9,
      created: 0,
    });
    const sold = (await siteCars(site)).find((c) => c.stockNumber === "S10")!;
    expect(sold.isSold).toBe(true);
    expect(sold.status).toBe("sold");
    expect(sold.soldAt).toBeInstanceOf(Date);
    // Listed as sold for the site's includeSoldCarsDays (3 by default), then gone.
    const listed = async (now: Date) =>
      (
        await handle.db
          .select({ stockNumber: cars.stockNumber })
          .from(cars)
          .where(
            stockScopeClause({
              websiteId: site.id,
              includeSoldCarsDays: 3,
              excludedLocationIds: [],
              excludeFordNewAndDemo: false,
              now,
            }),
          )
      ).map((car) => car.stockNumber);
    expect(await listed(new Date())).toContain("S10");
    expect(await listed(new Date(Date.now() + 4 * 86_400_000))).not.toContain("S10");
    const alerts = await handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.websiteId, site.id), eq(outbox.kind, "garage.saved-car-alert")));
    expect(alerts).toHaveLength(1);
    // The sold car's tags alone (S01 is unchanged): the other nine keep their pages cached.
    expect(expiredTags).toEqual(carTags(site.id, [sold]));
  });

  it("holds a snapshot that would sell too much, then applies it when confirmed", async () => {
    const beforeCars = await siteCars(site);
    const response = await upload(site, csv(stockLines(5)));
    expect(response.status).toBe(202);
    const held = await response.json();
    expect(held).toMatchObject({ status: "held", sold: 4, finished_at: null });
    expect(held.message).toContain("sell 4 of the site's 9 cars");
    expect(await siteCars(site)).toEqual(beforeCars);
    expect(expiredTags).toEqual([]);

    const confirmed = await post(confirmRoute, site, held.id);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ id: held.id, status: "confirmed", sold: 4 });
    expect((await siteCars(site)).filter((c) => !c.isSold).map((c) => c.stockNumber)).toEqual([
      "S01",
      "S02",
      "S03",
      "S04",
      "S05",
    ]);
    // S01's km went back to the default (updated), S06-S09 were sold: their tags alone.
    const written = (await siteCars(site)).filter((c) =>
      ["S01", "S06", "S07", "S08", "S09"].includes(c.stockNumber),
    );
    expect(expiredTags).toEqual(carTags(site.id, written));
    const [row] = await handle.db.select().from(feedImports).where(eq(feedImports.id, held.id));
    expect(row!.heldRows).toBeNull();

    const again = await post(confirmRoute, site, held.id);
    expect(again.status).toBe(409);
  });

  it("relists a sold car the feed lists again, and discards a held import", async () => {
    // The dealer had recorded what it sold for: that sale goes with the relisting.
    await handle.db
      .update(cars)
      .set({ soldPrice: 19_500 })
      .where(and(eq(cars.websiteId, site.id), eq(cars.stockNumber, "S06")));
    const response = await upload(site, csv(stockLines(6)));
    expect(await response.json()).toMatchObject({ status: "applied", updated: 1, unchanged: 5 });
    const relisted = (await siteCars(site)).find((c) => c.stockNumber === "S06")!;
    expect(relisted).toMatchObject({
      isSold: false,
      status: "in_stock",
      soldAt: null,
      soldPrice: null,
    });

    const older = await (await upload(site, csv(stockLines(2)))).json();
    expect(older.status).toBe("held");
    const held = await (await upload(site, csv(stockLines(1)))).json();
    expect(held.status).toBe("held");
    // The newer snapshot replaced the older held one.
    expect(
      await (await get(importRoute, site, { importId: `${older.id}.json` })).json(),
    ).toMatchObject({
      status: "discarded",
      message: `Superseded by the newer import ${held.id}; it was not applied.`,
    });
    const discarded = await post(discardRoute, site, held.id);
    expect(await discarded.json()).toMatchObject({ status: "discarded" });
    expect(await (await post(confirmRoute, site, held.id)).json()).toMatchObject({
      error: "Only a held import can be confirmed or discarded; this one is discarded.",
    });
  });
});

describe("a snapshot that changes a watched car's price", () => {
  let site: LeadTestSite;
  beforeAll(async () => {
    site = await createLeadTestSite(handle.db, { slug: "feed-price" });
  });

  const alerts = () =>
    handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.websiteId, site.id), eq(outbox.kind, "garage.saved-car-alert")))
      .orderBy(asc(outbox.id));

  it("queues its watchers' price-drop alert once, and none for a rise", async () => {
    expect(await (await upload(site, csv(stockLines(3)))).json()).toMatchObject({ created: 3 });
    const [s01, s02] = await siteCars(site);
    const [watcher] = await handle.db
      .insert(garageUsers)
      .values({ websiteId: site.id, email: "price-watcher@example.com", isAlertsOptIn: true })
      .returning();
    await handle.db.insert(watchlistItems).values([
      { websiteId: site.id, userId: watcher!.id, carId: s01!.id },
      { websiteId: site.id, userId: watcher!.id, carId: s02!.id },
    ]);

    // S01 is cheaper, S02 dearer: one alert, for S01's drop.
    const lines = stockLines(3);
    lines[0] = { ...lines[0]!, price: 18_500 };
    lines[1] = { ...lines[1]!, price: 21_000 };
    expect(await (await upload(site, csv(lines))).json()).toMatchObject({
      status: "applied",
      updated: 2,
      unchanged: 1,
    });
    const dropped = [
      expect.objectContaining({
        to: "price-watcher@example.com",
        carId: s01!.id,
        change: "price-drop",
        price: 18_500,
      }),
    ];
    expect((await alerts()).map((row) => row.payload)).toEqual(dropped);

    // The same file again queues nothing more.
    expect(await (await upload(site, csv(lines))).json()).toMatchObject({ unchanged: 3 });
    expect((await alerts()).map((row) => row.payload)).toEqual(dropped);

    // S01's price rises back: no alert for a rise.
    lines[0] = { ...lines[0]!, price: 19_000 };
    expect(await (await upload(site, csv(lines))).json()).toMatchObject({ updated: 1 });
    expect((await siteCars(site))[0]).toMatchObject({ price: 19_000 });
    expect((await alerts()).map((row) => row.payload)).toEqual(dropped);
  });
});

describe("rows and files it refuses", () => {
  let site: LeadTestSite;
  beforeAll(async () => {
    site = await createLeadTestSite(handle.db, { slug: "feed-bad" });
  });

  it("rejects bad rows with their number and reason, and imports the rest", async () => {
    const body = [
      HEADER,
      line({ stock: "OK1" }),
      line({ stock: "BAD1", comments: '"=HYPERLINK(""http://x"",""y"")"' }),
      "BAD2,,1700,Toyota,Corolla,,,,,Salvage,,",
      line({ stock: "OK1" }),
    ].join("\n");
    const report = await (await upload(site, body)).json();
    expect(report).toMatchObject({ created: 1, row_count: 4 });
    expect(report.rejections).toEqual([
      {
        row: 3,
        stock_number: "BAD1",
        reason:
          'description starts with "=", which a spreadsheet would run as a formula; the row was not imported',
      },
      {
        row: 4,
        stock_number: "BAD2",
        reason: expect.stringContaining("year must be a whole number"),
      },
      { row: 5, stock_number: "OK1", reason: "stock number OK1 is also on row 2" },
    ]);
    expect(report.rejections[1].reason).toContain("car_type must be one of");
  });

  it("answers files it cannot read with a 4xx and stores nothing", async () => {
    const imports = await importCount();
    const carsBefore = await siteCars(site);
    const latin1 = Buffer.concat([
      Buffer.from(`${HEADER}\nX1,,2020,`),
      Buffer.from([0x8a]),
      Buffer.from("koda,Octavia,,,,,,,,\n"),
    ]);
    const cases: [BodyInit, string, number, RegExp][] = [
      [latin1, "text/csv", 422, /not UTF-8/],
      [`${HEADER}\n"S1,,2020\n`, "text/csv", 422, /at line 2: a quoted cell is never closed/],
      ["Make,Model\nKia,Rio\n", "text/csv", 422, /no stock number or VIN column/],
      ["{not json", "application/json", 422, /not valid JSON/],
      ["x", "image/png", 415, /text\/csv/],
      [
        gzipSync(Buffer.alloc(60 * 1024 * 1024, 0x41)),
        "application/gzip",
        413,
        /opens to more than 40 MB/,
      ],
    ];
    for (const [body, type, status, message] of cases) {
      const response = await upload(site, body, type);
      expect(response.status, String(message)).toBe(status);
      expect((await response.json()).error).toMatch(message);
    }
    expect(await importCount()).toBe(imports);
    expect(await siteCars(site)).toEqual(carsBefore);
    expect(expiredTags).toEqual([]);
  });

  it("refuses a 50 MB upload with 413 while reading it", async () => {
    const big = new Uint8Array(50 * 1024 * 1024).fill(0x41);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < big.length; at += 1024 * 1024)
          controller.enqueue(big.subarray(at, at + 1024 * 1024));
        controller.close();
      },
    });
    const response = await callRoute(
      importsRoute,
      "POST",
      new Request(`http://localhost/api/v1/websites/${site.id}/feeds/imports.json`, {
        method: "POST",
        headers: { authorization: TOKEN, "content-type": "text/csv" },
        body: stream,
        duplex: "half",
      } as RequestInit),
      { id: String(site.id) },
    );
    expect(response.status).toBe(413);
    const declared = await upload(site, "x", "text/csv", "", {
      "content-length": String(50 * 1024 * 1024),
    });
    expect(declared.status).toBe(413);
  });

  it("reads gzip, multipart and CSN-DTO JSON", async () => {
    const gz = await upload(
      site,
      gzipSync(csv([{ stock: "OK1" }, { stock: "GZ1" }])),
      "text/csv",
      "",
      {
        "content-encoding": "gzip",
      },
    );
    expect(await gz.json()).toMatchObject({ format: "csv", created: 1, unchanged: 1 });

    const form = new FormData();
    form.set(
      "file",
      new File([csv([{ stock: "OK1" }, { stock: "GZ1" }, { stock: "MP1" }])], "stock.csv"),
    );
    const multipart = await callRoute(
      importsRoute,
      "POST",
      new Request(`http://localhost/api/v1/websites/${site.id}/feeds/imports.json`, {
        method: "POST",
        headers: { authorization: TOKEN },
        body: form,
      }),
      { id: String(site.id) },
    );
    expect(await multipart.json()).toMatchObject({ created: 1, unchanged: 2 });

    const vehicle = (stock: string) => ({
      ListingType: "Used",
      Identification: [{ Type: "StockNumber", Value: stock }],
      Specification: { Make: "Toyota", Model: "Corolla", ReleaseDate: { Year: 2020 } },
      PriceList: [{ Type: "DriveAway", Amount: 20_000 }],
      OdometerReadings: [{ Value: 50_000, UnitOfMeasure: "KM" }],
    });
    const csn = await upload(
      site,
      JSON.stringify([vehicle("OK1"), vehicle("GZ1"), vehicle("MP1"), vehicle("CSN1")]),
      "application/json",
    );
    expect(await csn.json()).toMatchObject({ format: "csn", created: 1, sold: 0 });
  });

  it("is a 404 for another site's import and an unknown one", async () => {
    const other = await createLeadTestSite(handle.db, { slug: "feed-other" });
    const [mine] = await handle.db
      .select()
      .from(feedImports)
      .where(eq(feedImports.websiteId, site.id))
      .limit(1);
    expect((await get(importRoute, other, { importId: `${mine!.id}.json` })).status).toBe(404);
    expect((await get(importRoute, site, { importId: "999999.json" })).status).toBe(404);
    expect((await post(confirmRoute, other, mine!.id)).status).toBe(404);
  });

  it("takes the site's own API key, and is a 404 for another site's key", async () => {
    const { key } = await createApiKey(handle.db, { websiteId: site.id, name: "DMS" });
    const other = await createLeadTestSite(handle.db, { slug: "feed-keyed" });
    const withKey = (id: number) =>
      callRoute(
        importsRoute,
        "POST",
        new Request(`http://localhost/api/v1/websites/${id}/feeds/imports.json`, {
          method: "POST",
          headers: { authorization: `Bearer ${key}`, "content-type": "text/csv" },
          body: csv([{ stock: "OK1" }, { stock: "GZ1" }, { stock: "MP1" }, { stock: "CSN1" }]),
        }),
        { id: String(id) },
      );
    const mine = await withKey(site.id);
    expect(mine.status).toBe(201);
    // The car the CSN-DTO file created gets the badge, colour and comments the CSV has.
    expect(await mine.json()).toMatchObject({ created: 0, sold: 0, updated: 1, unchanged: 3 });
    expect((await withKey(other.id)).status).toBe(404);
  });
});

describe("a CSN-DTO snapshot shaped as the published DTO", () => {
  it("creates its cars in stock with both prices and the photos in order", async () => {
    const site = await createLeadTestSite(handle.db, { slug: "feed-csn" });
    for (const name of ["hm2041-0", "hm2041-1", "hm2041-2"]) {
      images.set(`/csn/${name}.jpg`, {
        body: await testImage("jpeg", 40, 30),
        contentType: "image/jpeg",
      });
    }
    const response = await upload(
      site,
      JSON.stringify(csnInventory(images.url("/csn"))),
      "application/json",
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      format: "csn",
      status: "applied",
      row_count: 2,
      created: 2,
      rejections: [],
    });
    // The cars as the car API reads them, in the names of the stored row.
    const cars = csnInventoryCars(images.url("/csn"));
    const expected = cars.map(
      ({ stocknum, simple_fuel, dapprice, car_type, images: _urls, ...same }) => ({
        ...same,
        stockNumber: stocknum,
        simpleFuel: simple_fuel,
        dapPrice: dapprice,
        carType: car_type,
        isSold: false,
      }),
    );
    const stored = await siteCars(site);
    expect(stored).toMatchObject(expected);
    await fetchQueuedImages();
    const gallery = await handle.db
      .select()
      .from(carImages)
      .where(eq(carImages.carId, stored[0]!.id))
      .orderBy(asc(carImages.position));
    expect(gallery.map((image) => image.sourceUrl)).toEqual(cars[0]!.images);
  });
});

describe("an import's report says everything it did", () => {
  it("lists a column no car field reads, and a misspelt header with the field it missed", async () => {
    const site = await createLeadTestSite(handle.db, { slug: "feed-ignored" });
    const body = [
      "Stock No,Year,Make,Model,Condition,Pirce,Dealer Notes",
      "I1,2020,Toyota,Corolla,Used,19990,Trade-in",
    ].join("\n");
    const response = await upload(site, body);
    expect(response.status).toBe(201);
    const report = await response.json();
    expect(report.ignored_columns).toEqual([
      {
        column: "Pirce",
        reason: expect.stringContaining('did you mean a price column ("price")?'),
      },
      { column: "Dealer Notes", reason: expect.stringContaining("no car field reads it") },
    ]);
    const [id] = [report.id as number];
    const read = await (await get(importRoute, site, { importId: `${id}.json` })).json();
    expect(read.ignored_columns).toEqual(report.ignored_columns);
  });

  it("reads the registration plate from a Rego column into the car's rego", async () => {
    const site = await createLeadTestSite(handle.db, { slug: "feed-rego" });
    const body = [
      "Stock No,Year,Make,Model,Condition,Rego",
      "R1,2020,Toyota,Corolla,Used,abc 123",
      "R2,2021,Mazda,CX-5,Used,",
    ].join("\n");
    const report = await (await upload(site, body)).json();
    expect(report).toMatchObject({ created: 2, ignored_columns: [] });
    const stored = await siteCars(site);
    expect(stored.map((car) => [car.stockNumber, car.rego])).toEqual([
      ["R1", "ABC 123"],
      ["R2", null],
    ]);
    const answer = await callRoute(
      carRoute,
      "GET",
      new Request(`http://localhost/api/v1/websites/${site.id}/cars/${stored[0]!.slug}.json`, {
        headers: { authorization: TOKEN },
      }),
      { id: String(site.id), car: `${stored[0]!.slug}.json` },
    );
    expect((await answer.json()).rego).toBe("ABC 123");
  });

  it("stores a US dealer's drivetrain, engine, features, berths and length in feet as the car's", async () => {
    const site = await createLeadTestSite(handle.db, {
      slug: "feed-equipment",
      settings: { locale: "en-US", template: "rv" },
    });
    const body = [
      "Stock No,Year,Make,Model,Condition,Drive Type,Engine,Options,Sleeps,Length",
      'E1,2024,Jayco,Journey,New,2WD,"6.8L V10","Solar panel, Awning, Outdoor shower",4,21 ft 4 in',
      "E2,2024,Jayco,Journey,New,,,,,21.5",
    ].join("\n");
    const report = await (await upload(site, body)).json();
    expect(report).toMatchObject({ created: 2, rejections: [], ignored_columns: [] });
    const stored = await siteCars(site);
    expect(
      stored.map((car) => [car.drivetrain, car.engine, car.features, car.berths, car.lengthM]),
    ).toEqual([
      ["2WD", "6.8L V10", ["Solar panel", "Awning", "Outdoor shower"], 4, 6.5],
      [null, null, [], null, 6.55],
    ]);
  });

  it("names the cars created, updated and sold (would sell, when held)", async () => {
    const site = await createLeadTestSite(handle.db, { slug: "feed-lists" });
    const first = await (await upload(site, csv(stockLines(4)))).json();
    expect(first.cars).toEqual({ created: ["S01", "S02", "S03", "S04"], updated: [], sold: [] });
    const lines = stockLines(4);
    lines[1] = { ...lines[1]!, price: 18_500 };
    const second = await (await upload(site, csv([...lines.slice(0, 3), { stock: "S05" }]))).json();
    expect(second).toMatchObject({ created: 1, updated: 1, sold: 1 });
    expect(second.cars).toEqual({ created: ["S05"], updated: ["S02"], sold: ["S04"] });

    const held = await upload(site, csv(stockLines(1)));
    expect(held.status).toBe(202);
    const heldReport = await held.json();
    expect(heldReport.cars.sold).toEqual(["S02", "S03", "S05"]);
  });

  it("never shows an import finished before it began: applied, held, confirmed or discarded", async () => {
    const site = await createLeadTestSite(handle.db, { slug: "feed-clock" });
    const reports = [await (await upload(site, csv(stockLines(4)))).json()];
    const held = await (await upload(site, csv(stockLines(1)))).json();
    reports.push(held, await (await post(confirmRoute, site, held.id)).json());
    const again = await (await upload(site, csv(stockLines(4)))).json();
    const heldAgain = await (await upload(site, csv(stockLines(1)))).json();
    reports.push(again, heldAgain, await (await post(discardRoute, site, heldAgain.id)).json());
    expect(reports.map((report) => report.status)).toEqual([
      "applied",
      "held",
      "confirmed",
      "applied",
      "held",
      "discarded",
    ]);
    // Compared in the database, to the microsecond its timestamps hold.
    const early = await handle.db
      .select({ id: feedImports.id, status: feedImports.status })
      .from(feedImports)
      .where(
        and(
          eq(feedImports.websiteId, site.id),
          sql`${feedImports.finishedAt} is null or ${feedImports.finishedAt} < ${feedImports.createdAt}`,
        ),
      );
    expect(early).toEqual([]);
  });

  it("answers a file whose every row was rejected with 422 and its report, and changes nothing", async () => {
    const site = await createLeadTestSite(handle.db, { slug: "feed-all-bad" });
    expect((await upload(site, csv(stockLines(3)))).status).toBe(201);
    const before = await siteCars(site);
    expiredTags.length = 0;
    const body = [
      HEADER,
      "S01,,1700,Toyota,Corolla,,,,,Salvage,,",
      ",,2020,Toyota,Corolla,,,,,Used,,",
    ].join("\n");
    const response = await upload(site, body);
    expect(response.status).toBe(422);
    const report = await response.json();
    expect(report).toMatchObject({
      status: "rejected",
      error: expect.stringContaining("Every row of the file was rejected, so nothing was changed"),
      created: 0,
      updated: 0,
      sold: 0,
      cars: { created: [], updated: [], sold: [] },
      row_count: 2,
    });
    expect(
      report.rejections.map((r: { row: number; stock_number: string | null }) => [
        r.row,
        r.stock_number,
      ]),
    ).toEqual([
      [2, "S01"],
      [3, null],
    ]);
    expect(await siteCars(site)).toEqual(before);
    expect(expiredTags).toEqual([]);
    const listed = await (await get(importsRoute, site)).json();
    expect(listed.imports[0]).toMatchObject({ id: report.id, status: "rejected" });
  });

  it("puts CSN-DTO cars at the location the site maps their seller to", async () => {
    const site = await createLeadTestSite(handle.db, {
      slug: "feed-csn-yards",
      settings: {
        stockFeed: {
          locationMap: { "3f0d6c1e-58a4-4b8e-9c57-2d7b1a90e6f4": "feed-csn-yards-service" },
        },
      },
    });
    const response = await upload(
      site,
      JSON.stringify(csnInventory(images.url("/csn"))),
      "application/json",
    );
    expect(response.status).toBe(201);
    const stored = await siteCars(site);
    expect(stored.map((car) => [car.stockNumber, car.locationId, car.dealershipId])).toEqual([
      ["HM2041", site.primaryLocationId, site.otherDealershipId],
      ["HM3007", site.primaryLocationId, site.otherDealershipId],
    ]);
  });
});
