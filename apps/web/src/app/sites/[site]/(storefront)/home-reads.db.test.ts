import { describe, expect, it, vi } from "vitest";

// Next's request stores are AsyncLocalStorage, which its server makes global before any of its
// modules load; so here, before the imports below.
await vi.hoisted(async () => {
  const { AsyncLocalStorage } = await import("node:async_hooks");
  Object.assign(globalThis, { AsyncLocalStorage });
});
import { workAsyncStorage } from "@/server/next-internals.mjs";
import { currentSearchHour } from "@/server/queries/stock-scope";
import { siteStockScope } from "@/server/queries/stock-scope";
import { seededDemoSite } from "@/testing/demo-site-database";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { getSite, getSiteForApi } from "@/server/queries/site";
import SiteRootLayout, { generateMetadata as rootMetadata, generateViewport } from "../layout.tsx";
import StorefrontLayout from "./layout.tsx";
import Home, { generateMetadata as homeMetadata } from "./page.tsx";

/**
 * What one first render of a site's home sends the database: the root layout (its metadata and
 * viewport), the storefront layout and the home page (its metadata), as Next renders them for
 * one request, with nothing in the data cache (tests have none).
 */
const demo = seededDemoSite("harbour-city-motors");

type Queryable = { query: (...args: unknown[]) => unknown };

/** The statements sent while `run` runs in one request (Next's work store, as a render has). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const client = (demo.handle.db as unknown as { $client: Queryable }).$client;
  const original = client.query;
  const sent: string[] = [];
  client.query = function query(this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string }).text;
    sent.push(text ?? "");
    return original.apply(this, args);
  };
  try {
    await workAsyncStorage.run({} as never, run);
  } finally {
    client.query = original;
  }
  return sent;
}

/** A statement that reads the site itself (its row or its domains). */
const readsSite = (statement: string) => /from "(websites|domains)"/.test(statement);

async function renderHome() {
  const key = demo.site.slug;
  const params = Promise.resolve({ site: key });
  const layout = { children: null, params };
  await Promise.all([rootMetadata(layout), generateViewport(layout), homeMetadata({ params })]);
  await SiteRootLayout(layout);
  await StorefrontLayout(layout);
  await Home({ params });
}

describe("one render of a site's home", () => {
  it("reads the site once, for the layouts, the metadata and the page's stock reads", async () => {
    const sent = await statementsOf(renderHome);
    expect(sent.filter(readsSite)).toHaveLength(1);
  });

  it("reads the rows of cars with their photos, in one statement each", async () => {
    const sent = await statementsOf(renderHome);
    const carRows = sent.filter((statement) => /^select "cars"\."id"/.test(statement.trim()));
    expect(carRows).toHaveLength(2);
    expect(carRows.every((statement) => statement.includes('from "car_images"'))).toBe(true);
    expect(sent.filter((statement) => /^select [^(]* from "car_images"/.test(statement))).toEqual(
      [],
    );
  });

  it("finds each site with its own domains, by its slug, its domain and its id", async () => {
    for (const demoSite of DEMO_SITES) {
      const bySlug = await getSite(demoSite.slug);
      const byDomain = await getSite(demoSite.domains[0]!);
      const byId = await getSiteForApi(bySlug!.id);
      expect([bySlug, byDomain, byId].map((site) => [site?.slug, site?.domains])).toEqual(
        Array(3).fill([demoSite.slug, demoSite.domains]),
      );
    }
  });

  it("reads the site again in another request", async () => {
    const hour = currentSearchHour();
    const first = await statementsOf(() => siteStockScope(demo.siteId, hour));
    const second = await statementsOf(() => siteStockScope(demo.siteId, hour));
    expect([first.filter(readsSite), second.filter(readsSite)].map((s) => s.length)).toEqual([
      1, 1,
    ]);
  });
});
