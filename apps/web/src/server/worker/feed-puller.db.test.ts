import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Site } from "@forecourt/core/site/site";
import type { DatabaseHandle } from "@forecourt/db/client";
import { carImages, cars, feedImports, websites } from "@forecourt/db/schema";
import { createLeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { getFeedImport } from "@forecourt/db/repositories/feeds/get-feed-import";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { cacheTags } from "../cache-tags.ts";
import { testImage } from "../../testing/image-server.ts";
import { createFeedImagesChannel } from "./channels/feed-images-channel.ts";
import { createOutboxWorker } from "./outbox-worker.ts";
import { createFeedPuller } from "./feed-puller.ts";
import { isPrivateTarget, PRIVATE_FEED_MESSAGE, pullFeed, refusedFeedUrl } from "./pull-feed.ts";

let handle: DatabaseHandle;
let server: Server;
let base = "";
const files = new Map<
  string,
  {
    body: Buffer | string;
    type?: string;
    status?: number;
    delayMs?: number;
    gzip?: boolean;
    location?: string;
  }
>();
const expired: string[] = [];
const deps = {
  expire: async (_site: unknown, tags: readonly string[]) => void expired.push(...tags),
};
const quiet = { info: () => {}, warn: () => {} };
/** Every path the server was asked for, in order. */
const requested: string[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  server = createServer((request, response) => {
    requested.push(request.url ?? "");
    const file = files.get(request.url ?? "");
    if (!file) {
      response.statusCode = 404;
      return response.end();
    }
    setTimeout(() => {
      response.statusCode = file.status ?? 200;
      if (file.location) response.setHeader("location", file.location);
      response.setHeader("content-type", file.type ?? "text/csv");
      if (file.gzip) response.setHeader("content-encoding", "gzip");
      response.end(file.gzip ? gzipSync(file.body) : file.body);
    }, file.delayMs ?? 0);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await handle?.close();
});

async function siteWithFeed(slug: string, path: string, stockFeed: Record<string, unknown> = {}) {
  const created = await createLeadTestSite(handle.db, {
    slug,
    settings: { stockFeed: { pullUrl: `${base}${path}`, ...stockFeed } },
  });
  return (await getSiteById(handle.db, created.id)) as Site;
}

const CSV =
  "Stock#,Year,Make,Model,Condition,Price\nP1,2021,Kia,Rio,Used,15990\nP2,2022,Kia,Cerato,Used,21990\n";

describe("the scheduled feed pull", () => {
  it("pulls a due site's feed through the import, and waits its interval before the next", async () => {
    files.set("/dealer.csv", { body: CSV, gzip: true });
    const site = await siteWithFeed("pull-site", "/dealer.csv", { pullEveryMinutes: 30 });
    let now = new Date();
    const puller = createFeedPuller({
      database: async () => handle.db,
      now: () => now,
      log: quiet,
      deps,
    });
    expect(await puller.pullDue()).toBeGreaterThanOrEqual(1);
    const reports = await handle.db
      .select()
      .from(feedImports)
      .where(eq(feedImports.websiteId, site.id));
    expect(reports).toMatchObject([{ source: "pull", status: "applied", created: 2 }]);
    const stored = await handle.db
      .select()
      .from(cars)
      .where(eq(cars.websiteId, site.id))
      .orderBy(asc(cars.stockNumber));
    expect(stored.map((car) => [car.stockNumber, car.price])).toEqual([
      ["P1", 15_990],
      ["P2", 21_990],
    ]);
    expect(expired).toEqual([
      cacheTags.cars(site.id),
      ...stored.flatMap((car) => [
        cacheTags.car(site.id, car.id),
        cacheTags.vehicle(site.id, car.slug),
      ]),
    ]);

    now = new Date(now.getTime() + 10 * 60_000);
    await puller.pullDue();
    expect(
      await handle.db.select().from(feedImports).where(eq(feedImports.websiteId, site.id)),
    ).toHaveLength(1);

    // Half an hour on: pulled again, the same file changes nothing and expires nothing.
    expired.length = 0;
    now = new Date(Date.now() + 31 * 60_000);
    await puller.pullDue();
    const again = await handle.db
      .select()
      .from(feedImports)
      .where(eq(feedImports.websiteId, site.id));
    expect(again).toHaveLength(2);
    expect(again[1]).toMatchObject({ status: "applied", unchanged: 2, created: 0 });
    expect(expired).toEqual([]);
  });

  it("leaves a pulled feed's images to the outbox worker, which records their failures", async () => {
    files.set("/photo.jpg", { body: await testImage("jpeg", 40, 30), type: "image/jpeg" });
    files.set("/with-images.csv", {
      body: `Stock#,Year,Make,Model,Condition,Price,Images\nI1,2021,Kia,Rio,Used,15990,${base}/photo.jpg;${base}/gone.jpg\n`,
    });
    const site = await siteWithFeed("pull-images", "/with-images.csv");
    expired.length = 0;
    const report = await pullFeed(handle.db, site, { deps });
    expect(report).toMatchObject({
      status: "applied",
      created: 1,
      imageFailures: [],
      imagesPending: true,
    });
    expect(requested).not.toContain("/photo.jpg");
    const [car] = await handle.db.select().from(cars).where(eq(cars.websiteId, site.id));
    const carTags = [
      cacheTags.cars(site.id),
      cacheTags.car(site.id, car!.id),
      cacheTags.vehicle(site.id, car!.slug),
    ];
    expect(expired).toEqual(carTags);

    const workerExpired: string[] = [];
    const worker = createOutboxWorker({
      database: async () => handle.db,
      mail: null,
      channels: [
        createFeedImagesChannel({
          expire: async (_site, tags) => void workerExpired.push(...tags),
        }),
      ],
      log: quiet,
    });
    expect(await worker.drainOnce()).toEqual({ delivered: 1, failed: 0, held: 0 });
    expect(await getFeedImport(handle.db, { websiteId: site.id, id: report.id })).toMatchObject({
      imagesPending: false,
      imageFailures: [{ stock_number: "I1", url: `${base}/gone.jpg` }],
    });
    const gallery = await handle.db.select().from(carImages).where(eq(carImages.carId, car!.id));
    expect(gallery.map((image) => image.sourceUrl)).toEqual([`${base}/photo.jpg`]);
    expect(workerExpired).toEqual(carTags);
  });

  it("leaves a rejected report with the reason when the pull fails", async () => {
    files.set("/gone.csv", { body: "", status: 503 });
    files.set("/slow.csv", { body: CSV, delayMs: 2_000 });
    files.set("/latin1.csv", { body: Buffer.from([0x53, 0x74, 0x6f, 0x63, 0x6b, 0x0a, 0x8a]) });
    const cases: [string, RegExp][] = [
      ["/gone.csv", /answered 503/],
      ["/slow.csv", /did not answer within 1 s/],
      ["/latin1.csv", /not UTF-8/],
      ["/missing.csv", /answered 404/],
    ];
    for (const [index, [path, message]] of cases.entries()) {
      const site = await siteWithFeed(`pull-bad-${index}`, path);
      const report = await pullFeed(handle.db, site, { timeoutMs: 1_000, deps });
      expect(report).toMatchObject({ source: "pull", status: "rejected", created: 0 });
      expect(report.message).toMatch(message);
      expect(await handle.db.select().from(cars).where(eq(cars.websiteId, site.id))).toEqual([]);
    }
  });

  it("pulls https only, except plain http on loopback outside production", async () => {
    expect(refusedFeedUrl(new URL("https://dealer.example/stock.csv"), false)).toBeNull();
    expect(refusedFeedUrl(new URL("http://dealer.example/stock.csv"), true)).toBe(
      "The feed URL must be https.",
    );
    expect(refusedFeedUrl(new URL("http://127.0.0.1:8080/stock.csv"), true)).toBeNull();
    expect(refusedFeedUrl(new URL("http://127.0.0.1:8080/stock.csv"), false)).not.toBeNull();
    const site = await siteWithFeed("pull-http", "/dealer.csv");
    const report = await pullFeed(handle.db, site, { isLoopbackHttpAllowed: false, deps });
    expect(report).toMatchObject({ status: "rejected", message: "The feed URL must be https." });
  });

  it("never pulls from a private or loopback address in production, redirects included", async () => {
    const resolveTo = (addresses: string[]) => async () => addresses;
    const at = (href: string) => new URL(href);
    expect(await isPrivateTarget(at("https://127.0.0.1/x.csv"), resolveTo([]))).toBe(true);
    expect(await isPrivateTarget(at("https://[::1]/x.csv"), resolveTo([]))).toBe(true);
    expect(await isPrivateTarget(at("https://dms.example/x.csv"), resolveTo(["10.0.0.5"]))).toBe(
      true,
    );
    expect(await isPrivateTarget(at("https://dms.example/x.csv"), resolveTo(["203.0.113.7"]))).toBe(
      false,
    );
    // A name that resolves to nothing is not fetched either.
    expect(await isPrivateTarget(at("https://dms.example/x.csv"), resolveTo([]))).toBe(true);

    files.set("/private.csv", { body: CSV });
    const local = await siteWithFeed("pull-private", "/private.csv");
    const refused = await pullFeed(handle.db, local, { isPrivateNetworkAllowed: false, deps });
    expect(refused).toMatchObject({ status: "rejected", message: PRIVATE_FEED_MESSAGE });
    expect(await handle.db.select().from(cars).where(eq(cars.websiteId, local.id))).toEqual([]);

    // A redirect is followed hop by hop, each target checked: allowed here, it lands on the file.
    files.set("/moved.csv", { body: "", status: 302, location: "/private.csv" });
    const moved = await siteWithFeed("pull-moved", "/moved.csv");
    expect(await pullFeed(handle.db, moved, { deps })).toMatchObject({
      status: "applied",
      created: 2,
    });
    // A public feed URL that redirects into the private network: refused before that hop.
    const asked: string[] = [];
    const stub = (async (input: URL | RequestInfo) => {
      asked.push(String(input));
      return new Response(null, {
        status: 302,
        headers: { location: "https://10.0.0.5/internal.csv" },
      });
    }) as typeof fetch;
    const site = await createLeadTestSite(handle.db, {
      slug: "pull-public-redirect",
      settings: { stockFeed: { pullUrl: "https://dms.example/riverside.csv" } },
    });
    const publicSite = (await getSiteById(handle.db, site.id)) as Site;
    const report = await pullFeed(handle.db, publicSite, {
      fetch: stub,
      isPrivateNetworkAllowed: false,
      resolveHost: async () => ["203.0.113.7"],
      deps,
    });
    expect(report).toMatchObject({ status: "rejected", message: PRIVATE_FEED_MESSAGE });
    expect(asked).toEqual(["https://dms.example/riverside.csv"]);
  });

  it("leaves archived sites and sites without a feed URL alone", async () => {
    const site = await siteWithFeed("pull-archived", "/dealer.csv");
    await handle.db
      .update(websites)
      .set({ archivedAt: new Date() })
      .where(eq(websites.id, site.id));
    await createLeadTestSite(handle.db, { slug: "no-feed" });
    const puller = createFeedPuller({ database: async () => handle.db, log: quiet, deps });
    await puller.pullDue();
    expect(
      await handle.db.select().from(feedImports).where(eq(feedImports.websiteId, site.id)),
    ).toEqual([]);
  });
});
