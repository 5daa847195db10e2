import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { expect, test } from "@playwright/test";
import { WRITTEN_SLUG_PREFIX } from "./fixtures.ts";

const auth = { authorization: `Basic ${btoa("platform:demo-password")}` };

// Sites are created in demo-data order, so site n has id n.
const sites = DEMO_SITES.map((site, index) => ({ site, id: index + 1 }));

test.describe("search slugs and templates API", () => {
  for (const path of ["pages/search_slugs.json", "search_page_templates.json"]) {
    test(`${path} needs basic auth and answers 404 JSON for an unknown site`, async ({
      request,
    }) => {
      expect((await request.get(`/api/v1/websites/1/${path}`)).status()).toBe(401);
      const missing = await request.get(`/api/v1/websites/9999/${path}`, { headers: auth });
      expect(missing.status()).toBe(404);
      expect(await missing.json()).toEqual({ error: "Website not found" });
      const bad = await request.get(`/api/v1/websites/abc/${path}`, { headers: auth });
      expect(bad.status()).toBe(404);
    });
  }

  test("search_slugs.json lists exactly each site's own search slugs", async ({ request }) => {
    for (const { site, id } of sites) {
      const response = await request.get(`/api/v1/websites/${id}/pages/search_slugs.json`, {
        headers: auth,
      });
      expect(response.status()).toBe(200);
      const body = await response.json();
      expect(body.website_id).toBe(id);
      const slugs: string[] = body.search_slugs.map((s: { slug: string }) => s.slug);
      expect(slugs.filter((slug) => !slug.startsWith(WRITTEN_SLUG_PREFIX))).toEqual(
        site.searchSlugs.map((s) => s.slug),
      );
      expect(body.search_slugs[0].filters).toEqual(site.searchSlugs[0]?.filters);
    }
  });

  test("search_page_templates.json describes each search page with its preset query", async ({
    request,
  }) => {
    const { site, id } = sites.find(({ site }) =>
      site.searchSlugs.some((s) => "dealership" in s.filters),
    )!;
    const response = await request.get(`/api/v1/websites/${id}/search_page_templates.json`, {
      headers: auth,
    });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.default_slug).toBe(site.settings.search?.defaultSlug);
    expect(body.sort_options.map((o: { label: string }) => o.label)).toContain("Most Relevant");
    const preOwned = body.templates.find(
      (t: { preset_query: Record<string, string[]> }) => t.preset_query.condition,
    );
    expect(preOwned.preset_query.condition).toEqual(["demo", "used"]);
    const dealer = body.templates.find((t: { dealership: string | null }) => t.dealership);
    expect(dealer.path).toBe(`/search/${dealer.dealership}`);
  });
});
