import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_SLUG_MESSAGE } from "@forecourt/core/search/search-slug-input";
import type { DatabaseHandle } from "../../client.ts";
import { buildDealership, buildWebsite } from "../../demo/factories.ts";
import * as schema from "../../schema.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { deleteStoredSearchSlug } from "./delete-search-slug.ts";
import { getSearchPage } from "./get-search-page.ts";
import { listSearchSlugs } from "./list-search-slugs.ts";
import { upsertSearchSlug } from "./upsert-search-slug.ts";

let handle: DatabaseHandle;
let siteA: number;
let siteB: number;

async function seedSite(slug: string): Promise<number> {
  const [website] = await handle.db
    .insert(schema.websites)
    .values(buildWebsite({ slug, name: slug }))
    .returning();
  if (!website) throw new Error("no website");
  await handle.db
    .insert(schema.dealerships)
    .values(buildDealership(website.id, { slug: `${slug}-dealer` }));
  await handle.db
    .insert(schema.searchSlugs)
    .values({ websiteId: website.id, slug: "used-cars", title: `${slug} used`, filters: {} });
  return website.id;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  siteA = await seedSite("alpha");
  siteB = await seedSite("bravo");
});

afterAll(async () => {
  await handle?.close();
});

const rowsOf = (websiteId: number) =>
  handle.db.select().from(schema.searchSlugs).where(eq(schema.searchSlugs.websiteId, websiteId));

describe("upsertSearchSlug", () => {
  it("creates a named search that the search page then finds", async () => {
    const result = await upsertSearchSlug(handle.db, {
      websiteId: siteA,
      slug: "cheap-Toyotas",
      title: "Cheap Toyotas",
      filters: { make: ["Toyota"], priceMax: 15_000, dealership: "alpha-dealer" },
    });
    expect(result).toMatchObject({
      ok: true,
      isCreated: true,
      searchSlug: {
        websiteId: siteA,
        slug: "cheap-Toyotas",
        title: "Cheap Toyotas",
        storedFilters: { make: ["Toyota"], priceMax: 15_000, dealership: "alpha-dealer" },
      },
    });
    const page = await getSearchPage(handle.db, siteA, "cheap-Toyotas");
    expect(page).toMatchObject({
      kind: "search-slug",
      title: "Cheap Toyotas",
      preset: { make: ["Toyota"], price: { min: null, max: 15_000 }, dealership: "alpha-dealer" },
    });
    expect(await getSearchPage(handle.db, siteB, "cheap-Toyotas")).toBeNull();
  });

  it("replaces the site's own search of that slug and leaves the other site's alone", async () => {
    const before = (await rowsOf(siteA)).find((r) => r.slug === "used-cars");
    const result = await upsertSearchSlug(handle.db, {
      websiteId: siteA,
      slug: "used-cars",
      title: "Pre-owned cars",
      filters: { carType: ["used", "demo"] },
    });
    expect(result).toMatchObject({ ok: true, isCreated: false });
    const after = (await rowsOf(siteA)).filter((r) => r.slug === "used-cars");
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: before?.id,
      title: "Pre-owned cars",
      filters: { carType: ["used", "demo"] },
    });
    expect(after[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
    const other = (await listSearchSlugs(handle.db, siteB)).find((s) => s.slug === "used-cars");
    expect(other).toMatchObject({ title: "bravo used", storedFilters: {} });
  });

  it("keeps a description the page then shows, and a replacing write without one clears it", async () => {
    const write = (description?: string) =>
      upsertSearchSlug(handle.db, {
        websiteId: siteA,
        slug: "utes",
        title: "Utes",
        filters: { body: ["Ute"] },
        ...(description === undefined ? {} : { description }),
      });
    expect(await write("Every ute in the yard,\n towing packs too.")).toMatchObject({
      ok: true,
      searchSlug: { description: "Every ute in the yard, towing packs too." },
    });
    expect(await getSearchPage(handle.db, siteA, "utes")).toMatchObject({
      description: "Every ute in the yard, towing packs too.",
    });
    const listed = (await listSearchSlugs(handle.db, siteA)).find((s) => s.slug === "utes");
    expect(listed?.description).toBe("Every ute in the yard, towing packs too.");
    expect(await write()).toMatchObject({ ok: true, searchSlug: { description: null } });
    expect((await getSearchPage(handle.db, siteA, "utes"))?.description).toBeUndefined();
    await deleteStoredSearchSlug(handle.db, { websiteId: siteA, slug: "utes" });
  });

  it("refuses bad input and another site's dealership, writing nothing", async () => {
    const count = async () => (await rowsOf(siteA)).length + (await rowsOf(siteB)).length;
    const before = await count();
    expect(
      await upsertSearchSlug(handle.db, {
        websiteId: siteA,
        slug: "bad slug",
        title: "",
        filters: {},
      }),
    ).toEqual({
      ok: false,
      reason: "invalid",
      errors: { slug: SEARCH_SLUG_MESSAGE, title: expect.any(String) },
    });
    expect(
      await upsertSearchSlug(handle.db, {
        websiteId: siteA,
        slug: "bravo-stock",
        title: "Bravo stock",
        filters: { dealership: "bravo-dealer" },
      }),
    ).toEqual({
      ok: false,
      reason: "invalid",
      errors: { "filters.dealership": "This site has no dealership with the slug bravo-dealer." },
    });
    expect(
      await upsertSearchSlug(handle.db, {
        websiteId: 999_999,
        slug: "orphan",
        title: "Orphan",
        filters: {},
      }),
    ).toEqual({ ok: false, reason: "site-not-found" });
    expect(await count()).toBe(before);
  });
});

describe("deleteStoredSearchSlug", () => {
  it("deletes only the asked-for site's search", async () => {
    expect(
      await deleteStoredSearchSlug(handle.db, { websiteId: siteB, slug: "cheap-Toyotas" }),
    ).toBe(false);
    expect(
      await deleteStoredSearchSlug(handle.db, { websiteId: siteA, slug: "cheap-Toyotas" }),
    ).toBe(true);
    expect(await getSearchPage(handle.db, siteA, "cheap-Toyotas")).toBeNull();
    expect(
      await deleteStoredSearchSlug(handle.db, { websiteId: siteA, slug: "cheap-Toyotas" }),
    ).toBe(false);
    expect(await deleteStoredSearchSlug(handle.db, { websiteId: siteA, slug: "used-cars" })).toBe(
      true,
    );
    expect((await listSearchSlugs(handle.db, siteB)).map((s) => s.slug)).toEqual(["used-cars"]);
  });
});
