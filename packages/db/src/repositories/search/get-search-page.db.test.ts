import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../client.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { getSearchPage } from "./get-search-page.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;

beforeAll(async () => {
  handle = await createTestDatabase();
  // A site with no stored named search, as one made through the platform API is.
  site = await createLeadTestSite(handle.db, { slug: "fresh-site" });
});

afterAll(async () => {
  await handle.close();
});

describe("getSearchPage", () => {
  const defaultSearch = { slug: "new-used-and-demo-cars", title: "Cars for sale" };

  it("serves the site's default search with no stored search: all its stock", async () => {
    expect(await getSearchPage(handle.db, site.id, defaultSearch.slug, defaultSearch)).toEqual({
      kind: "search-slug",
      slug: defaultSearch.slug,
      title: "Cars for sale",
      preset: expect.objectContaining({ dealership: null, make: [], carType: [] }),
    });
  });

  it("is a dealership's stock by its slug, and nothing for any other slug", async () => {
    expect(
      await getSearchPage(handle.db, site.id, site.dealershipSlug, defaultSearch),
    ).toMatchObject({ kind: "dealership", preset: { dealership: site.dealershipSlug } });
    expect(await getSearchPage(handle.db, site.id, "no-such-search", defaultSearch)).toBeNull();
    expect(await getSearchPage(handle.db, site.id, defaultSearch.slug)).toBeNull();
  });
});
