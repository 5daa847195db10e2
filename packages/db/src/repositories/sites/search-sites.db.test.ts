import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSiteDocument } from "@forecourt/core/site/site-document";
import type { DatabaseHandle } from "../../client.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { applySiteDocument } from "./apply-site-document.ts";
import { archiveWebsite } from "./archive-website.ts";
import { searchSites } from "./search-sites.ts";

let handle: DatabaseHandle;

async function site(slug: string, name: string, domains: string[] = []) {
  const parsed = parseSiteDocument({ slug, name, domains }, { platformDomain: "forecourt.test" });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const applied = await applySiteDocument(handle.db, parsed.document);
  if (!applied.ok) throw new Error(applied.message);
  return applied.websiteId;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  await site("riverside-motors", "Riverside Motors", ["www.riverside.example"]);
  await site("hilltop-cars", "Hilltop Cars", ["shop.hilltop.example"]);
  await site("percent-cars", "100% Cars");
  const gone = await site("river-archive", "River Archive");
  await archiveWebsite(handle.db, gone);
});

afterAll(async () => {
  await handle?.close();
});

const slugs = async (query: string, limit = 50) =>
  (await searchSites(handle.db, { query, limit })).map((found) => found.slug);

describe("searchSites", () => {
  it("finds live sites by name, slug or domain, any case, by name", async () => {
    expect(await slugs("RIVER")).toEqual(["riverside-motors"]);
    expect(await slugs("hilltop.example")).toEqual(["hilltop-cars"]);
    expect(await slugs("cars")).toEqual(["percent-cars", "hilltop-cars"]);
    expect(await slugs("cars", 1)).toEqual(["percent-cars"]);
  });

  it("reads % and _ as themselves", async () => {
    expect(await slugs("%")).toEqual(["percent-cars"]);
    expect(await slugs("_")).toEqual([]);
  });
});
