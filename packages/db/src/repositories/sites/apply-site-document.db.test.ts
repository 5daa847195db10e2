import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSiteDocument, type SiteDocument } from "@forecourt/core/site/site-document";
import type { DatabaseHandle } from "../../client.ts";
import { buildCar } from "../../demo/factories.ts";
import { createRandom } from "../../demo/random.ts";
import * as schema from "../../schema.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { listDealerships } from "../dealerships/list-dealerships.ts";
import { listLocations } from "../locations/list-locations.ts";
import { applySiteDocument } from "./apply-site-document.ts";
import { getSiteByKey } from "./get-site.ts";
import { listSites } from "./list-sites.ts";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle?.close();
});

function document(input: unknown): SiteDocument {
  const parsed = parseSiteDocument(input, { platformDomain: "forecourt.test" });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.document;
}

const base = {
  slug: "file-motors",
  name: "File Motors",
  settings: { template: "cars", home: { heroTitle: "From a file" } },
  domains: ["WWW.FileMotors.Example"],
  dealerships: [
    {
      slug: "file",
      name: "File Motors",
      lead_email: "leads@file.example",
      webhook_secret: "s3cret",
    },
    { slug: "file-north", name: "File Motors North" },
  ],
  locations: [
    {
      slug: "city",
      name: "City",
      dealership: "file",
      primary: true,
      location_types: ["sales", "service"],
      phone: "02 9000 0000",
      address: { street: "1 Main St", city: "Sydney", state: "NSW", postcode: "2000" },
      opening_hours: { monday: { status: "open", open: "08:00", close: "17:00" } },
    },
    { slug: "north", name: "North", dealership: "file-north" },
  ],
};

describe("applySiteDocument", () => {
  it("creates the site, then finds nothing to change in the same document", async () => {
    const created = await applySiteDocument(handle.db, document(base));
    expect(created).toMatchObject({ ok: true, status: "created", slug: "file-motors" });
    if (!created.ok) return;
    expect(created.changes).toContain("domain www.filemotors.example added");

    const site = await getSiteByKey(handle.db, "www.filemotors.example");
    expect(site).toMatchObject({ id: created.websiteId, slug: "file-motors", name: "File Motors" });
    expect(site?.settings.home.heroTitle).toBe("From a file");
    // A new site from a file that says nothing of them: opt-in unticked, visits counted.
    expect(site?.settings.leads.isOptInTickedByDefault).toBe(false);
    expect(site?.settings.analytics.collectorEnabled).toBe(true);
    const dealerships = await listDealerships(handle.db, created.websiteId);
    expect(dealerships.map((d) => d.slug)).toEqual(["file", "file-north"]);
    expect(site?.primaryDealershipId).toBe(dealerships[0]?.id);
    const locations = await listLocations(handle.db, created.websiteId);
    expect(locations.map((l) => [l.slug, l.dealershipSlug, l.isPrimary])).toEqual([
      ["city", "file", true],
      ["north", "file-north", false],
    ]);
    expect(locations[0]?.address.full).toBe("1 Main St, Sydney NSW 2000");
    expect(locations[0]?.openingHours.tuesday).toEqual({ status: "closed" });
    expect((await listSites(handle.db)).map((s) => s.slug)).toContain("file-motors");

    const again = await applySiteDocument(handle.db, document(base));
    expect(again).toEqual({
      ok: true,
      status: "unchanged",
      websiteId: created.websiteId,
      slug: "file-motors",
      domains: ["www.filemotors.example"],
      changes: [],
      touched: {
        isSiteChanged: false,
        isIndexChanged: false,
        domains: [],
        isDealershipsChanged: false,
        isLocationsChanged: false,
      },
    });
  });

  it("starts a new site with what its file says of the opt-in and visit counting", async () => {
    const created = await applySiteDocument(
      handle.db,
      document({
        slug: "ticked-motors",
        name: "Ticked Motors",
        settings: {
          leads: { isOptInTickedByDefault: true },
          analytics: { collectorEnabled: false },
        },
      }),
    );
    if (!created.ok) throw new Error(created.message);
    const site = await getSiteByKey(handle.db, "ticked-motors");
    expect(site?.settings.leads.isOptInTickedByDefault).toBe(true);
    expect(site?.settings.analytics.collectorEnabled).toBe(false);
  });

  it("leaves a stored site's settings as they were: the new-site ones are not applied", async () => {
    const [row] = await handle.db
      .insert(schema.websites)
      .values({ slug: "older-motors", name: "Older Motors", settings: { template: "cars" } })
      .returning({ id: schema.websites.id });
    const applied = await applySiteDocument(
      handle.db,
      document({ slug: "older-motors", name: "Older Motors", settings: { template: "cars" } }),
    );
    expect(applied).toMatchObject({ ok: true, websiteId: row?.id });
    const site = await getSiteByKey(handle.db, "older-motors");
    expect(site?.settings.leads.isOptInTickedByDefault).toBe(true);
    expect(site?.settings.analytics.collectorEnabled).toBe(false);
  });

  it("changes only what differs and removes what the document leaves out", async () => {
    const changed = await applySiteDocument(
      handle.db,
      document({
        ...base,
        domains: ["shop.filemotors.example"],
        dealerships: [base.dealerships[0]],
        locations: [{ ...base.locations[0], name: "City yard" }],
      }),
    );
    expect(changed.ok && changed.status).toBe("updated");
    if (!changed.ok) return;
    expect(changed.changes).toEqual([
      "domain www.filemotors.example removed",
      "domain shop.filemotors.example added",
      "location north removed",
      "location city updated: name",
      "dealership file-north removed",
    ]);
    expect(changed.touched).toMatchObject({ isSiteChanged: false, isIndexChanged: false });
    expect(await getSiteByKey(handle.db, "www.filemotors.example")).toBeNull();
    expect((await getSiteByKey(handle.db, "shop.filemotors.example"))?.slug).toBe("file-motors");
  });

  it("refuses to remove a dealership that has cars, and writes nothing", async () => {
    const [site] = await handle.db
      .select()
      .from(schema.websites)
      .where(eq(schema.websites.slug, "file-motors"));
    const [dealership] = await listDealerships(handle.db, site?.id ?? 0);
    if (!site || !dealership) throw new Error("no site");
    await handle.db.insert(schema.cars).values(
      buildCar({
        websiteId: site.id,
        dealershipId: dealership.id,
        locationId: null,
        entry: {
          make: "Toyota",
          model: "Corolla",
          body: "Hatch",
          kind: "car",
          fuel: "Petrol",
          price: [20_000, 30_000],
          badges: ["Ascent"],
        },
        carType: "used",
        stockNumber: "F1",
        random: createRandom(1),
        now: new Date(),
      }),
    );
    const refused = await applySiteDocument(
      handle.db,
      document({ ...base, name: "Renamed", dealerships: [base.dealerships[1]], locations: [] }),
    );
    expect(refused).toMatchObject({ ok: false, reason: "dealership-has-cars" });
    if (refused.ok) return;
    expect(refused.message).toMatch(/file still has 1 car/);
    expect((await getSiteByKey(handle.db, "file-motors"))?.name).toBe("File Motors");
  });

  it("refuses a domain another site serves without naming that site", async () => {
    const refused = await applySiteDocument(
      handle.db,
      document({ slug: "other-site", name: "Other", domains: ["shop.filemotors.example"] }),
    );
    expect(refused).toEqual({
      ok: false,
      reason: "domain-taken",
      field: "domains.0",
      message: "This domain is already in use by another site.",
    });
    expect(await getSiteByKey(handle.db, "other-site")).toBeNull();
  });
});
