import { describe, expect, it } from "vitest";
import * as searchCountRoute from "@/app/api/search/count/route";
import { seededDemoSite } from "../../testing/demo-site-database.ts";
import { callRoute, siteRequest } from "../../testing/route-harness.ts";
import { currentSearchHour, searchStock } from "../queries/search.ts";

const demo = seededDemoSite("harbour-city-motors");
const SITE = demo.site;
const slug = demo.settings.search.defaultSlug;

async function count(query: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await callRoute(
    searchCountRoute,
    "GET",
    siteRequest(SITE.slug, `/api/search/count?${query}`, { method: "GET" }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("GET /api/search/count", () => {
  it("counts what the search page would show for the same filters", async () => {
    const plain = await searchStock(demo.siteId, slug, "", currentSearchHour());
    const all = await count(`slug=${slug}`);
    expect(all).toEqual({ status: 200, body: { total: plain.total } });

    const [first, second] = plain.facets.make;
    expect(first && second).toBeTruthy();
    const one = await count(`slug=${slug}&make=${encodeURIComponent(first!.value)}`);
    expect(one.body.total).toBe(first!.count);
    const both = await count(
      `slug=${slug}&make=${encodeURIComponent(first!.value)}&make=${encodeURIComponent(second!.value)}`,
    );
    expect(both.body.total).toBe(first!.count + second!.count);
  });

  it("drops values the stock does not have, as the page does", async () => {
    const plain = await searchStock(demo.siteId, slug, "", currentSearchHour());
    const unknown = await count(`slug=${slug}&make=NoSuchMake&sort=junk&page=99999`);
    expect(unknown.body.total).toBe(plain.total);
  });

  it("refuses a search the site does not have, or none, with a 4xx and our message", async () => {
    const missing = await count("slug=no-such-search");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("This search was not found.");
    const none = await count("make=Ford");
    expect(none.status).toBe(422);
    expect(none.body.error).toBe("Choose a search to count.");
  });
});
