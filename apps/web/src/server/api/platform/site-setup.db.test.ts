import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { createApiKey } from "@forecourt/db/repositories/api-keys/api-keys";
import { getSiteById, getSiteByKey } from "@forecourt/db/repositories/sites/get-site";
import { listSites } from "@forecourt/db/repositories/sites/list-sites";
import { blogPosts, cars, dealerships, domains, locations, websites } from "@forecourt/db/schema";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as siteDocumentRoute from "@/app/api/v1/sites/[slug]/route";
import * as websitesRoute from "@/app/api/v1/websites.json/route";
import * as websiteRoute from "@/app/api/v1/websites/[id]/route";
import * as domainsRoute from "@/app/api/v1/websites/[id]/domains.json/route";
import * as domainRoute from "@/app/api/v1/websites/[id]/domains/[host]/route";
import * as dealershipsRoute from "@/app/api/v1/websites/[id]/dealerships.json/route";
import * as dealershipRoute from "@/app/api/v1/websites/[id]/dealerships/[dealershipId]/route";
import * as locationsRoute from "@/app/api/v1/websites/[id]/locations.json/route";
import * as locationRoute from "@/app/api/v1/websites/[id]/locations/[locationId]/route";
import { cacheTags } from "../../cache-tags.ts";
import type { RouteMethod } from "../../http/route-methods.ts";
import { expiredTags } from "../../../testing/next-cache.ts";
import { platformApiRequest } from "../../../testing/platform-api.ts";
import {
  callRoute,
  useRouteTestDatabase,
  type RouteModule,
} from "../../../testing/route-harness.ts";
import { SITES_PLATFORM_ONLY_MESSAGE } from "./site-setup.ts";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
});

beforeEach(() => {
  expiredTags.length = 0;
});

// Answers are read loosely: each test checks the fields it is about against exact values.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

async function call(
  route: RouteModule,
  method: RouteMethod,
  params: Record<string, string>,
  body?: unknown,
  { auth, query }: { auth?: string; query?: string } = {},
) {
  const request = platformApiRequest(method, { auth, query, body });
  const response = await callRoute(route, method, request, params);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Answer };
}

async function newSite(slug: string, extra: Record<string, unknown> = {}) {
  const created = await call(websitesRoute, "POST", {}, { slug, name: `${slug} motors`, ...extra });
  expect(created.status).toBe(201);
  return created.body as { id: number; slug: string; domains: string[] };
}

const LOCATION = {
  slug: "city",
  name: "City yard",
  dealership: "main",
  location_types: ["sales"],
  phone: "02 9000 0000",
  email: "city@example.com",
  address: {
    street: "1 Main St",
    city: "Sydney",
    state: "NSW",
    postcode: "2000",
    lat: -33.8,
    long: 151.2,
  },
  opening_hours: {
    monday: { status: "open", open: "08:00", close: "17:00" },
    saturday: { status: "open", open: "09:00", close: "12:00" },
  },
};

describe("websites by API", () => {
  it("creates a site that its slug and domain find at once and the index lists", async () => {
    const created = await call(
      websitesRoute,
      "POST",
      {},
      {
        slug: "new-dealer",
        name: "New Dealer",
        settings: { template: "cars", home: { heroTitle: "Welcome" } },
        domains: ["WWW.NewDealer.Example:443"],
      },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: "new-dealer",
      name: "New Dealer",
      domains: ["www.newdealer.example"],
      // §3 url: where shoppers find it, its first domain until a URL is set.
      url: "https://www.newdealer.example",
      dealerships: [],
      locations: [],
      stock_summary: { count: 0 },
      blogs: { count: 0, templates: [] },
    });
    const id = created.body.id as number;
    expect((await getSiteByKey(handle.db, "new-dealer"))?.id).toBe(id);
    expect((await getSiteByKey(handle.db, "www.newdealer.example"))?.id).toBe(id);
    expect((await listSites(handle.db)).map((s) => s.slug)).toContain("new-dealer");
    expect(expiredTags).toEqual(
      expect.arrayContaining([
        cacheTags.sites(),
        cacheTags.siteKey("new-dealer"),
        cacheTags.siteKey("www.newdealer.example"),
      ]),
    );

    const read = await call(websiteRoute, "GET", { id: `${id}.json` });
    expect(read.body).toEqual(created.body);

    const listed = await call(websitesRoute, "GET", {}, undefined, { query: "?limit=200" });
    expect(listed.status).toBe(200);
    expect(listed.body.websites).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, slug: "new-dealer" })]),
    );
  });

  it("answers the site's url and its blogs' templates (spec §3 website config)", async () => {
    const site = await newSite("bloggers", {
      settings: { url: "https://www.bloggers.example/home" },
    });
    await handle.db.insert(blogPosts).values(
      ["article", "video", "article"].map((template, i) => ({
        websiteId: site.id,
        slug: `post-${i}`,
        title: `Post ${i}`,
        template,
        publishedAt: new Date("2026-01-01T00:00:00Z"),
      })),
    );
    const read = await call(websiteRoute, "GET", { id: `${site.id}.json` });
    expect(read.body).toMatchObject({
      url: "https://www.bloggers.example",
      blogs: { count: 3, templates: ["article", "video"] },
    });
  });

  it("refuses a taken slug and a bad one with a 422 per field", async () => {
    await newSite("taken");
    const again = await call(websitesRoute, "POST", {}, { slug: "taken", name: "Again" });
    expect(again.status).toBe(422);
    expect(again.body.errors.slug).toMatch(/already taken/);
    const bad = await call(websitesRoute, "POST", {}, { slug: "Bad Slug", name: "" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["name", "slug"]);
  });

  it("pages through websites with a cursor", async () => {
    await newSite("page-a");
    await newSite("page-b");
    const first = await call(websitesRoute, "GET", {}, undefined, { query: "?limit=1" });
    expect(first.body.websites).toHaveLength(1);
    const second = await call(websitesRoute, "GET", {}, undefined, {
      query: `?limit=1&cursor=${first.body.next_cursor}`,
    });
    expect(second.body.websites[0].id).toBeGreaterThan(first.body.websites[0].id);
    const bad = await call(websitesRoute, "GET", {}, undefined, { query: "?limit=0" });
    expect(bad.status).toBe(422);
  });

  it("PATCH with bad settings answers 422 per field and stores nothing", async () => {
    const site = await newSite("patchy", { settings: { home: { heroTitle: "Before" } } });
    const [before] = await handle.db.select().from(websites).where(eq(websites.id, site.id));
    expiredTags.length = 0;
    const bad = await call(
      websiteRoute,
      "PATCH",
      { id: `${site.id}.json` },
      { name: "Renamed", settings: { template: "boats", home: { featuredCount: 99 }, zz: 1 } },
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      "settings.home.featuredCount",
      "settings.template",
      "settings.zz",
    ]);
    const [after] = await handle.db.select().from(websites).where(eq(websites.id, site.id));
    expect(after).toEqual(before);
    expect(expiredTags).toEqual([]);

    const good = await call(
      websiteRoute,
      "PATCH",
      { id: `${site.id}.json` },
      { name: "Renamed", settings: { home: { featuredCount: 4 } } },
    );
    expect(good.status).toBe(200);
    expect(good.body.name).toBe("Renamed");
    expect(good.body.settings.home).toMatchObject({ heroTitle: "Before", featuredCount: 4 });
    expect(expiredTags).toContain(cacheTags.site(site.id));
  });

  it("PATCH naming a removed or misspelt setting at any depth answers 422 naming it", async () => {
    const site = await newSite("unknown-keys");
    const [before] = await handle.db.select().from(websites).where(eq(websites.id, site.id));
    const removed = await call(
      websiteRoute,
      "PATCH",
      { id: `${site.id}.json` },
      {
        settings: {
          features: { impel: true, redbook: true },
          search: { key: "admin-key" },
          leads: { isOptInTickedByDefalt: false },
          navigation: { header: [{ label: "Used", href: "/used", colour: "red" }] },
        },
      },
    );
    expect(removed.status).toBe(422);
    expect(removed.body.errors).toEqual({
      "settings.features.impel": "There is no such setting.",
      "settings.search.key": "There is no such setting.",
      "settings.leads.isOptInTickedByDefalt": "There is no such setting.",
      "settings.navigation.header.0.colour": "There is no such setting.",
    });
    const [after] = await handle.db.select().from(websites).where(eq(websites.id, site.id));
    expect(after).toEqual(before);
    // A setting stored before it was removed does not fail a write of another one.
    await handle.db
      .update(websites)
      .set({ settings: { features: { impel: true } } })
      .where(eq(websites.id, site.id));
    const other = await call(
      websiteRoute,
      "PATCH",
      { id: `${site.id}.json` },
      { settings: { features: { redbook: true } } },
    );
    expect(other.status).toBe(200);
    expect(other.body.settings.features).toMatchObject({ redbook: true });
    expect(other.body.settings.features).not.toHaveProperty("impel");
  });

  it("PATCH with the settings as read keeps every secret: its marker stands for the stored value", async () => {
    const secretKey = "ts-secret-kept-Q7w9Zk2Lm4";
    const pullUrl = "https://dms.example.com/export.csv?token=kept-Fp92Lx7Qa";
    const site = await newSite("secretive", {
      settings: {
        security: { turnstile: { siteKey: "0x4AAAAsite", secretKey } },
        stockFeed: { pullUrl },
      },
    });
    const read = await call(websiteRoute, "GET", { id: `${site.id}.json` });
    expect(read.body.settings.security.turnstile.secretKey).toEqual({ set: true, last4: "2Lm4" });
    expect(read.body.settings.stockFeed.pullUrl).toEqual({
      set: true,
      last4: "7Qa".padStart(4, "x"),
    });
    const sentBack = await call(
      websiteRoute,
      "PATCH",
      { id: `${site.id}.json` },
      { settings: { ...read.body.settings, home: { heroTitle: "Changed" } } },
    );
    expect(sentBack.status).toBe(200);
    const [row] = await handle.db.select().from(websites).where(eq(websites.id, site.id));
    const stored = row?.settings as {
      security: { turnstile: { secretKey: string } };
      stockFeed: { pullUrl: string };
      home: { heroTitle: string };
    };
    expect(stored.security.turnstile.secretKey).toBe(secretKey);
    expect(stored.stockFeed.pullUrl).toBe(pullUrl);
    expect(stored.home.heroTitle).toBe("Changed");
  });

  it("DELETE archives: the site is found by no host and leaves the index, its rows stay", async () => {
    const site = await newSite("closing", { domains: ["closing.example"] });
    const archived = await call(websiteRoute, "DELETE", { id: `${site.id}.json` });
    expect(archived.status).toBe(204);
    expect(await getSiteByKey(handle.db, "closing")).toBeNull();
    expect(await getSiteByKey(handle.db, "closing.example")).toBeNull();
    expect(await getSiteById(handle.db, site.id)).toBeNull();
    expect((await listSites(handle.db)).map((s) => s.slug)).not.toContain("closing");
    expect(
      await handle.db.select().from(domains).where(eq(domains.websiteId, site.id)),
    ).toHaveLength(1);
    const listed = await call(websitesRoute, "GET", {}, undefined, { query: "?limit=200" });
    expect(listed.body.websites.map((w: { slug: string }) => w.slug)).not.toContain("closing");
    const all = await call(websitesRoute, "GET", {}, undefined, {
      query: "?limit=200&include_archived=true",
    });
    expect(all.body.websites.map((w: { slug: string }) => w.slug)).toContain("closing");
    expect((await call(websiteRoute, "GET", { id: `${site.id}.json` })).status).toBe(404);
  });

  it("a website's own API key can neither list nor create sites, nor change its own setup", async () => {
    const site = await newSite("keyed");
    const { key } = await createApiKey(handle.db, { websiteId: site.id, name: "feed" });
    const auth = `Bearer ${key}`;
    for (const [route, method, params, body] of [
      [websitesRoute, "GET", {}, undefined],
      [websitesRoute, "POST", {}, { slug: "sneaky", name: "Sneaky" }],
      [websiteRoute, "PATCH", { id: `${site.id}.json` }, { name: "Mine" }],
      [domainsRoute, "POST", { id: `${site.id}` }, { host: "mine.example" }],
      [siteDocumentRoute, "PUT", { slug: "sneaky.json" }, { slug: "sneaky", name: "S" }],
    ] as const) {
      const answer = await call(route, method, params, body, { auth });
      expect(answer.status, `${method}`).toBe(403);
      expect(answer.body.error).toBe(SITES_PLATFORM_ONLY_MESSAGE);
    }
    expect(await getSiteByKey(handle.db, "sneaky")).toBeNull();
  });
});

describe("custom domains by API", () => {
  it("stores a domain normalised, serves it at once, refuses it for another site and removes it", async () => {
    const site = await newSite("domained");
    const other = await newSite("other-domained");
    const added = await call(
      domainsRoute,
      "POST",
      { id: `${site.id}` },
      { host: "Shop.Bücher.Example." },
    );
    expect(added.status).toBe(201);
    expect(added.body.host).toBe("shop.xn--bcher-kva.example");
    expect(expiredTags).toContain(cacheTags.siteKey("shop.xn--bcher-kva.example"));
    expect((await getSiteByKey(handle.db, "shop.xn--bcher-kva.example"))?.id).toBe(site.id);

    const again = await call(
      domainsRoute,
      "POST",
      { id: `${site.id}` },
      { host: "shop.xn--bcher-kva.example" },
    );
    expect(again.status).toBe(200);
    const taken = await call(
      domainsRoute,
      "POST",
      { id: `${other.id}` },
      { host: "SHOP.xn--bcher-kva.example" },
    );
    expect(taken.status).toBe(422);
    expect(taken.body.errors.host).toBe("This domain is already in use by another site.");
    for (const host of ["10.0.0.1", "domained.localhost", "https://x.example/", "nodot"]) {
      const refused = await call(domainsRoute, "POST", { id: `${site.id}` }, { host });
      expect(refused.status, host).toBe(422);
    }

    expiredTags.length = 0;
    const removed = await call(domainRoute, "DELETE", {
      id: `${site.id}`,
      host: "shop.xn--bcher-kva.example.json",
    });
    expect(removed.status).toBe(204);
    expect(expiredTags).toContain(cacheTags.siteKey("shop.xn--bcher-kva.example"));
    expect(await getSiteByKey(handle.db, "shop.xn--bcher-kva.example")).toBeNull();
    const gone = await call(domainRoute, "DELETE", { id: `${site.id}`, host: "nope.example.json" });
    expect(gone.status).toBe(404);
  });
});

describe("dealerships and locations by API", () => {
  it("creates, changes and removes them; secrets are never answered", async () => {
    const site = await newSite("yards");
    const dealership = await call(
      dealershipsRoute,
      "POST",
      { id: `${site.id}` },
      {
        slug: "main",
        name: "Main",
        lead_email: "leads@yards.example",
        webhook_secret: "whsec-not-shown",
      },
    );
    expect(dealership.status).toBe(201);
    expect(JSON.stringify(dealership.body)).not.toContain("whsec-not-shown");
    const dealershipId = dealership.body.dealership.id as number;
    expect((await getSiteById(handle.db, site.id))?.primaryDealershipId).toBe(dealershipId);

    const created = await call(
      locationsRoute,
      "POST",
      { id: `${site.id}` },
      { ...LOCATION, primary: true },
    );
    expect(created.status).toBe(201);
    expect(created.body.location).toMatchObject({
      slug: "city",
      dealership_slug: "main",
      primary: true,
      contact_detail: { phone: "02 9000 0000", email: "city@example.com" },
      address: { full: "1 Main St, Sydney NSW 2000", lat: -33.8 },
    });
    expect(created.body.location.contact_detail.opening_hours.sunday.status).toBe("closed");
    expect(expiredTags).toContain(cacheTags.locations(site.id));

    const second = await call(
      locationsRoute,
      "POST",
      { id: `${site.id}` },
      { ...LOCATION, slug: "south", primary: true },
    );
    expect(second.status).toBe(201);
    const listed = await call(locationsRoute, "GET", { id: `${site.id}.json` });
    expect(
      listed.body.locations.map((l: { slug: string; primary: boolean }) => [l.slug, l.primary]),
    ).toEqual([
      ["city", false],
      ["south", true],
    ]);

    const duplicate = await call(locationsRoute, "POST", { id: `${site.id}` }, LOCATION);
    expect(duplicate.status).toBe(422);
    const unknown = await call(
      locationsRoute,
      "POST",
      { id: `${site.id}` },
      { ...LOCATION, slug: "x", dealership: "nobody" },
    );
    expect(unknown.body.errors.dealership).toMatch(/no dealership/);
    const badHours = await call(
      locationRoute,
      "PATCH",
      { id: `${site.id}`, locationId: `${created.body.location.id}.json` },
      { opening_hours: { monday: { status: "open", open: "17:00", close: "08:00" } } },
    );
    expect(badHours.status).toBe(422);
    expect(Object.keys(badHours.body.errors)).toEqual(["opening_hours.monday"]);

    const patched = await call(
      locationRoute,
      "PATCH",
      { id: `${site.id}`, locationId: `${created.body.location.id}.json` },
      { name: "City centre", visible: false },
    );
    expect(patched.status).toBe(200);
    expect(patched.body.location).toMatchObject({ name: "City centre", visible: false });
    // The store code of the location's Google Business Profile, sent as Google's store_code.
    const coded = await call(
      locationRoute,
      "PATCH",
      { id: `${site.id}`, locationId: `${created.body.location.id}.json` },
      { google_store_code: "GBP-0042" },
    );
    expect(coded.status).toBe(200);
    expect(coded.body.location).toMatchObject({ google_store_code: "GBP-0042" });
    const badCode = await call(
      locationRoute,
      "PATCH",
      { id: `${site.id}`, locationId: `${created.body.location.id}.json` },
      { google_store_code: "in_store:x" },
    );
    expect(badCode.status).toBe(422);
    expect(Object.keys(badCode.body.errors)).toEqual(["google_store_code"]);

    const removed = await call(locationRoute, "DELETE", {
      id: `${site.id}`,
      locationId: `${created.body.location.id}.json`,
    });
    expect(removed.status).toBe(204);
    const after = await call(locationsRoute, "GET", { id: `${site.id}.json` });
    expect(after.body.locations.map((l: { slug: string }) => l.slug)).toEqual(["south"]);
  });

  it("keeps a location's place_url and map_key (spec §3), checked like every address field", async () => {
    const site = await newSite("placed");
    await call(dealershipsRoute, "POST", { id: `${site.id}` }, { slug: "main", name: "Main" });
    const placeUrl = "https://www.google.com/maps/place/-33.8,151.2";
    const address = { ...LOCATION.address, place_url: placeUrl, map_key: "AIzaDemo_Key-1" };
    const created = await call(
      locationsRoute,
      "POST",
      { id: `${site.id}` },
      { ...LOCATION, address },
    );
    expect(created.status).toBe(201);
    expect(created.body.location.address).toMatchObject({
      place_url: placeUrl,
      map_key: "AIzaDemo_Key-1",
    });
    const listed = await call(locationsRoute, "GET", { id: `${site.id}.json` });
    expect(listed.body.locations[0].address.place_url).toBe(placeUrl);

    const bad = await call(
      locationRoute,
      "PATCH",
      { id: `${site.id}`, locationId: `${created.body.location.id}.json` },
      { address: { ...address, place_url: "http://maps.example/x", map_key: "no spaces" } },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      "address.place_url": "place_url must be an https:// address.",
      "address.map_key": "map_key is letters, digits, - and _ only.",
    });
  });

  it("changes a dealership's fields, keeps its secrets write-only and expires nothing for no change", async () => {
    const site = await newSite("renamed-dealer");
    const made = await call(
      dealershipsRoute,
      "POST",
      { id: `${site.id}` },
      { slug: "main", name: "Main" },
    );
    const params = { id: `${site.id}`, dealershipId: `${made.body.dealership.id}.json` };
    const patch = {
      name: "Main Street",
      payment_webhook_secret: "whsec_kept_out",
      lead_email: "a@b.example",
    };
    expiredTags.length = 0;
    const changed = await call(dealershipRoute, "PATCH", params, patch);
    expect(changed.status).toBe(200);
    expect(changed.body.dealership).toMatchObject({ slug: "main", name: "Main Street" });
    expect(JSON.stringify(changed.body)).not.toContain("whsec_kept_out");
    const [row] = await handle.db
      .select()
      .from(dealerships)
      .where(eq(dealerships.websiteId, site.id));
    expect(row).toMatchObject({ paymentWebhookSecret: "whsec_kept_out", leadEmail: "a@b.example" });
    expect(expiredTags).toContain(cacheTags.locations(site.id));

    expiredTags.length = 0;
    const same = await call(dealershipRoute, "PATCH", params, patch);
    expect(same.status).toBe(200);
    expect(expiredTags).toEqual([]);
    const other = await call(
      dealershipRoute,
      "PATCH",
      { ...params, id: `${(await newSite("not-its-site")).id}` },
      patch,
    );
    expect(other.status).toBe(404);
  });

  it("refuses to remove a dealership that still has cars", async () => {
    const site = await newSite("stocked");
    const dealership = await call(
      dealershipsRoute,
      "POST",
      { id: `${site.id}` },
      { slug: "main", name: "Main" },
    );
    const id = dealership.body.dealership.id as number;
    await handle.db.insert(cars).values({
      websiteId: site.id,
      dealershipId: id,
      slug: "car-1",
      name: "2020 Toyota Corolla",
      make: "Toyota",
      model: "Corolla",
      year: 2020,
      carType: "used",
      stockNumber: "S1",
    });
    const refused = await call(dealershipRoute, "DELETE", {
      id: `${site.id}`,
      dealershipId: `${id}.json`,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/still has 1 car/);
    await handle.db.delete(cars).where(eq(cars.dealershipId, id));
    const removed = await call(dealershipRoute, "DELETE", {
      id: `${site.id}`,
      dealershipId: `${id}.json`,
    });
    expect(removed.status).toBe(204);
    expect((await getSiteById(handle.db, site.id))?.primaryDealershipId).toBeNull();
  });

  it("answers a dealership with where its leads go and its secrets as set / last four, GET one too", async () => {
    const site = await newSite("answered-dealer");
    const sent = {
      slug: "main",
      name: "Main",
      lead_email: "sales@answered.example",
      adf_email: "adf@answered.example",
      webhook_url: "https://crm.example.com/leads",
      webhook_secret: "whsec_answered_7Qx2",
    };
    const shown = {
      slug: "main",
      lead_email: "sales@answered.example",
      adf_email: "adf@answered.example",
      webhook_url: "https://crm.example.com/leads",
      webhook_secret: { set: true, last4: "7Qx2" },
      payment_webhook_secret: null,
    };
    const created = await call(dealershipsRoute, "POST", { id: `${site.id}` }, sent);
    expect(created.status).toBe(201);
    expect(created.body.dealership).toMatchObject(shown);
    const params = { id: `${site.id}`, dealershipId: `${created.body.dealership.id}.json` };
    const one = await call(dealershipRoute, "GET", params);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ website_id: site.id, dealership: shown });
    expect(JSON.stringify(one.body)).not.toContain("whsec_answered_7Qx2");
    const listed = await call(dealershipsRoute, "GET", { id: `${site.id}.json` });
    expect(listed.body.dealerships).toEqual([one.body.dealership]);
    const patched = await call(dealershipRoute, "PATCH", params, {
      payment_webhook_secret: "short",
    });
    // A short secret is shown as set without characters: four of five would give it away.
    expect(patched.body.dealership.payment_webhook_secret).toEqual({ set: true, last4: null });

    const elsewhere = await newSite("answered-elsewhere");
    const notIts = await call(dealershipRoute, "GET", { ...params, id: `${elsewhere.id}` });
    expect(notIts.status).toBe(404);
    const { key } = await createApiKey(handle.db, { websiteId: site.id, name: "own" });
    const byKey = await call(dealershipRoute, "GET", params, undefined, { auth: `Bearer ${key}` });
    expect(byKey.status).toBe(403);
  });

  it("refuses to remove a location that still has cars, which keep it", async () => {
    const site = await newSite("located-stock");
    const made = await call(
      dealershipsRoute,
      "POST",
      { id: `${site.id}` },
      { slug: "main", name: "Main" },
    );
    const location = await call(locationsRoute, "POST", { id: `${site.id}` }, LOCATION);
    const locationId = location.body.location.id as number;
    await handle.db.insert(cars).values({
      websiteId: site.id,
      dealershipId: made.body.dealership.id as number,
      locationId,
      slug: "car-1",
      name: "2020 Toyota Corolla",
      make: "Toyota",
      model: "Corolla",
      year: 2020,
      carType: "used",
      stockNumber: "S1",
    });
    const params = { id: `${site.id}`, locationId: `${locationId}.json` };
    const refused = await call(locationRoute, "DELETE", params);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(
      "Location city still has 1 car (sold ones included); move them to another location or delete them first.",
    );
    const [car] = await handle.db.select().from(cars).where(eq(cars.websiteId, site.id));
    expect(car?.locationId).toBe(locationId);
    await handle.db.delete(cars).where(eq(cars.websiteId, site.id));
    expect((await call(locationRoute, "DELETE", params)).status).toBe(204);
  });
});

describe("a site as a file by API", () => {
  const doc = {
    slug: "file-dealer",
    name: "File Dealer",
    settings: { home: { heroTitle: "Filed" } },
    domains: ["www.filedealer.example"],
    dealerships: [{ slug: "main", name: "File Dealer" }],
    locations: [LOCATION],
  };

  it("creates the site, then the same document changes nothing and expires nothing", async () => {
    const created = await call(siteDocumentRoute, "PUT", { slug: "file-dealer.json" }, doc);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: "created", slug: "file-dealer" });
    expect((await getSiteByKey(handle.db, "www.filedealer.example"))?.name).toBe("File Dealer");
    expect(expiredTags).toContain(cacheTags.sites());

    expiredTags.length = 0;
    const again = await call(siteDocumentRoute, "PUT", { slug: "file-dealer.json" }, doc);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      status: "unchanged",
      website_id: created.body.website_id,
      slug: "file-dealer",
      changes: [],
    });
    expect(expiredTags).toEqual([]);

    const renamed = await call(
      siteDocumentRoute,
      "PUT",
      { slug: "file-dealer.json" },
      { ...doc, domains: [] },
    );
    expect(renamed.body).toMatchObject({
      status: "updated",
      changes: ["domain www.filedealer.example removed"],
    });
    expect(expiredTags).toContain(cacheTags.siteKey("www.filedealer.example"));
  });

  it("keeps the secrets a file leaves out, and clears one only when the file names it null", async () => {
    const secretDoc = {
      slug: "secret-keeper",
      name: "Secret Keeper",
      settings: {
        security: {
          turnstile: { siteKey: "0x4AAAAAAAsite", secretKey: "0x4AAAAAAAturnstile-9f3a" },
        },
      },
      dealerships: [
        {
          slug: "main",
          name: "Main",
          webhook_url: "https://crm.example.com/leads",
          webhook_secret: "whsec_from_the_api_1234",
          payment_webhook_secret: "whsec_payments_5678",
        },
      ],
    };
    const path = { slug: "secret-keeper.json" };
    expect((await call(siteDocumentRoute, "PUT", path, secretDoc)).status).toBe(201);
    const stored = async () => {
      const [site] = await handle.db
        .select()
        .from(websites)
        .where(eq(websites.slug, "secret-keeper"));
      const [dealer] = await handle.db
        .select()
        .from(dealerships)
        .where(eq(dealerships.websiteId, site!.id));
      const settings = site!.settings as { security?: { turnstile?: Record<string, unknown> } };
      return { turnstile: settings.security?.turnstile, dealer: dealer! };
    };

    // The file as kept in version control: no secret in it.
    const withoutSecrets = {
      ...secretDoc,
      settings: { security: { turnstile: { siteKey: "0x4AAAAAAAsite" } } },
      dealerships: [{ slug: "main", name: "Main", webhook_url: "https://crm.example.com/leads" }],
    };
    expiredTags.length = 0;
    const kept = await call(siteDocumentRoute, "PUT", path, withoutSecrets);
    expect(kept.body).toMatchObject({ status: "unchanged", changes: [] });
    expect(expiredTags).toEqual([]);
    expect(await stored()).toMatchObject({
      turnstile: { secretKey: "0x4AAAAAAAturnstile-9f3a" },
      dealer: {
        webhookSecret: "whsec_from_the_api_1234",
        paymentWebhookSecret: "whsec_payments_5678",
      },
    });

    // A secret's marker, as an answer shows it, keeps it too.
    const marked = await call(siteDocumentRoute, "PUT", path, {
      ...withoutSecrets,
      settings: {
        security: {
          turnstile: { siteKey: "0x4AAAAAAAsite", secretKey: { set: true, last4: "9f3a" } },
        },
      },
    });
    expect(marked.body.status).toBe("unchanged");

    // Leaving out the section keeps it as stored, secret and all.
    const untouched = await call(siteDocumentRoute, "PUT", path, {
      ...withoutSecrets,
      settings: {},
    });
    expect(untouched.body.status).toBe("unchanged");
    // Owning the settings whole without the setting that holds a kept secret would keep the
    // secret alone: refused, with how.
    const alone = await call(siteDocumentRoute, "PUT", path, {
      ...withoutSecrets,
      settings: {},
      replace: ["settings"],
    });
    expect(alone.status).toBe(422);
    expect(alone.body.errors["settings.security.turnstile.siteKey"]).toMatch(
      /^The stored security\.turnstile\.secretKey is kept because the file does not name it/,
    );

    const cleared = await call(siteDocumentRoute, "PUT", path, {
      ...withoutSecrets,
      settings: { security: { turnstile: { secretKey: null } } },
      dealerships: [{ ...withoutSecrets.dealerships[0], webhook_secret: null }],
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.changes).toEqual([
      "settings changed",
      "dealership main updated: webhook_secret",
    ]);
    const after = await stored();
    expect(after.turnstile).toBeUndefined();
    expect(after.dealer).toMatchObject({
      webhookSecret: null,
      paymentWebhookSecret: "whsec_payments_5678",
    });
  });

  it("refuses a file that leaves out a location with cars, and writes nothing", async () => {
    const twoYards = {
      slug: "two-yards",
      name: "Two Yards",
      dealerships: [{ slug: "main", name: "Main" }],
      locations: [LOCATION, { ...LOCATION, slug: "frankston", name: "Frankston yard" }],
    };
    const path = { slug: "two-yards.json" };
    const created = await call(siteDocumentRoute, "PUT", path, twoYards);
    expect(created.status).toBe(201);
    const websiteId = created.body.website_id as number;
    const [frankston] = await handle.db
      .select()
      .from(locations)
      .where(eq(locations.slug, "frankston"));
    await handle.db.insert(cars).values(
      [1, 2].map((n) => ({
        websiteId,
        dealershipId: frankston!.dealershipId,
        locationId: frankston!.id,
        slug: `car-${n}`,
        name: "2020 Toyota Corolla",
        make: "Toyota",
        model: "Corolla",
        year: 2020,
        carType: "used" as const,
        stockNumber: `F${n}`,
      })),
    );
    expiredTags.length = 0;
    const refused = await call(siteDocumentRoute, "PUT", path, {
      ...twoYards,
      name: "Two Yards renamed",
      locations: [LOCATION],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      locations:
        "Location frankston still has 2 cars (sold ones included); move them to another location or delete them first.",
    });
    expect(expiredTags).toEqual([]);
    const rows = await handle.db.select().from(cars).where(eq(cars.websiteId, websiteId));
    expect(rows.map((car) => car.locationId)).toEqual([frankston!.id, frankston!.id]);
    const [site] = await handle.db.select().from(websites).where(eq(websites.id, websiteId));
    expect(site?.name).toBe("Two Yards");
  });

  it("refuses a document whose slug is not the path's, or with bad fields", async () => {
    const other = await call(siteDocumentRoute, "PUT", { slug: "elsewhere.json" }, doc);
    expect(other.status).toBe(422);
    const bad = await call(
      siteDocumentRoute,
      "PUT",
      { slug: "file-dealer.json" },
      { ...doc, settings: { template: "boats" } },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty(["settings.template"]);
  });
});
