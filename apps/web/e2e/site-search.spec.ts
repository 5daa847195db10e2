import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

/** The demo site's search settings, read from the demo data rather than restated here. */
function searchOf(slug: string) {
  const demo = DEMO_SITES.find((s) => s.slug === slug);
  if (!demo) throw new Error(`no demo site ${slug}`);
  const settings = siteSettingsSchema.parse(demo.settings);
  return {
    searchBase: settings.paths.search,
    path: `${settings.paths.search}/${settings.search.defaultSlug}`,
    pageSize: settings.search.pageSize,
    defaultSort: settings.search.defaultSort,
    vehicleBase: settings.paths.vehicleBase,
    // The canonical origin sitemaps give: the site's URL setting, else its first domain, https.
    origin: settings.url ? new URL(settings.url).origin : `https://${demo.domains[0]}`,
  };
}

/** A filter's segments in a canonical search path (`/make/Land%20Rover`), as a pattern. */
const pathPart = (name: string, value: string) =>
  `/${name}/${encodeURIComponent(value).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;

/** Navigations render uncached pages on a busy shared machine: allow them time. */
const NAVIGATION = { timeout: 20_000 };

const cards = (page: Page) => page.locator("main article");
const resultsHeading = (page: Page) => page.locator("#results-heading");

/** The first make the plain search offers as a filter. */
async function firstMake(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const make = await page.locator('input[name="make"]').first().getAttribute("value");
  if (!make) throw new Error("no make facet");
  return make;
}

async function shownTotal(page: Page): Promise<number> {
  const text = (await resultsHeading(page).textContent()) ?? "";
  const match = /^(\d+)/.exec(text.trim());
  return match ? Number(match[1]) : 0;
}

test.describe("stock search", () => {
  test("the home page counts what its search lists", async ({ page, site }) => {
    const { path } = searchOf(site.slug);
    await page.goto("/");
    const viewAll = page.getByRole("link", { name: /^View all \d+ .* in stock$/ });
    const label = (await viewAll.textContent()) ?? "";
    const count = Number(/\d+/.exec(label)?.[0]);
    expect(new URL((await viewAll.getAttribute("href")) ?? "", "http://x").pathname).toBe(path);
    await expect(page.locator("#home-search")).toHaveAttribute(
      "placeholder",
      new RegExp(`^Search ${count} `),
    );
    await page.goto(path);
    expect(await shownTotal(page), `${label} on ${site.slug}`).toBe(count);
  });

  test("a filter narrows the results to exactly its facet count", async ({ page, site }) => {
    const { path } = searchOf(site.slug);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const total = await shownTotal(page);
    expect(total).toBeGreaterThan(0);
    // The first filter value (make, model, body, ...) with fewer cars than the total: ticking it
    // must give exactly its count.
    const boxes = page.locator('form[aria-labelledby="filters-heading"] input[type="checkbox"]');
    const count = await boxes.count();
    let chosen: { name: string; value: string; count: number } | null = null;
    for (let i = 0; i < count && !chosen; i++) {
      const input = boxes.nth(i);
      const id = await input.getAttribute("id");
      const label = page.locator(`label[for="${id}"] [data-facet-count]`);
      const facetCount = Number(((await label.textContent()) ?? "").replace(/[()]/g, ""));
      if (facetCount > 0 && facetCount < total) {
        chosen = {
          name: (await input.getAttribute("name")) ?? "",
          value: (await input.getAttribute("value")) ?? "",
          count: facetCount,
        };
        // Collapsed groups and their "more" lists (<details>) are opened first, outermost
        // first, as a shopper would.
        for (const summary of await input
          .locator("xpath=ancestor::details[not(@open)]/summary")
          .all()) {
          await summary.click();
        }
        await input.check();
      }
    }
    expect(chosen).not.toBeNull();
    const { name, value } = chosen!;
    await page.getByRole("button", { name: "Show results" }).click();
    // The form's query is answered with a redirect to the search's canonical path.
    await expect(page).toHaveURL(new RegExp(`${pathPart(name, value)}(/|$)`), NAVIGATION);
    await expect.poll(() => shownTotal(page)).toBe(chosen!.count);
    await expect(
      page.locator(`input[type="checkbox"][name="${name}"][value="${value}"]`),
    ).toBeChecked();
  });

  test("sorting by lowest price orders the cards by price", async ({ page, site }) => {
    const { path, defaultSort } = searchOf(site.slug);
    // A site whose default is the lowest price first shows it on its plain search path.
    await page.goto(defaultSort === "price-asc" ? `${path}/sort/latest` : path);
    await page.getByLabel("Sort by").selectOption({ label: "Lowest Price" });
    await expect(page).toHaveURL(
      defaultSort === "price-asc" ? new RegExp(`${path}$`) : /\/sort\/price-asc$/,
      NAVIGATION,
    );
    const prices = (await page.getByTestId("card-price").allTextContents())
      .map((text) => Number(text.replace(/[^0-9]/g, "")))
      .filter((n) => n > 0);
    expect(prices.length).toBeGreaterThan(2);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test("pagination moves through the results without repeating a car", async ({ page, site }) => {
    const { path, pageSize } = searchOf(site.slug);
    await page.goto(path);
    const total = await shownTotal(page);
    // Every demo site holds more than one page of stock, so pagination is always exercised.
    expect(total).toBeGreaterThan(pageSize);
    const firstPage = await cards(page).evaluateAll((els) => els.map((e) => e.dataset.carId));
    expect(firstPage).toHaveLength(pageSize);
    await page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("link", { name: "Next" })
      .click();
    await expect(page).toHaveURL(/\/page\/2$/, NAVIGATION);
    await expect(page.locator('[aria-current="page"]')).toHaveText(/2/);
    const secondPage = await cards(page).evaluateAll((els) => els.map((e) => e.dataset.carId));
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
  });

  test("an empty result says so and clearing the filters brings the stock back", async ({
    page,
    site,
  }) => {
    const { path } = searchOf(site.slug);
    await page.goto(`${path}?q=no-such-vehicle-anywhere`);
    await expect(page.getByText(/match your search\./)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole("link", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`), NAVIGATION);
    await expect(cards(page).first()).toBeVisible();
  });

  test("a filtered search has one canonical URL, served from the page cache", async ({
    page,
    site,
  }) => {
    const { path } = searchOf(site.slug);
    const make = await firstMake(page, path);
    // Parameters in any order, a value the site does not have, a duplicate, an empty field and
    // a parameter that is no filter all come to the same path; a campaign parameter stays on it
    // for the visit to record.
    const query = new URLSearchParams([
      ["price_min", ""],
      ["make", "No Such Make"],
      ["make", make],
      ["make", make],
      ["utm_source", "newsletter"],
      ["not_a_filter", "1"],
    ]);
    const response = await page.goto(`${path}?${query.toString()}`);
    expect(response?.status()).toBe(200);
    const canonical = `${path}/make/${encodeURIComponent(make)}`;
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      `${canonical}?utm_source=newsletter`,
    );
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(308);
    // The canonical path's cached page answered the landing, and the visit has its campaign.
    expect(response?.headers()["x-nextjs-cache"]).toMatch(/^(HIT|MISS|STALE)$/);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("forecourt:visit-history") ?? ""))
      .toContain("newsletter");
    const total = await shownTotal(page);
    expect(total).toBeGreaterThan(0);
    // Rendered once, then a cache hit like the plain search.
    await expect
      .poll(async () => (await page.goto(canonical))?.headers()["x-nextjs-cache"], NAVIGATION)
      .toBe("HIT");
    expect(await shownTotal(page)).toBe(total);
  });

  test("a filter path the search does not have is a 404, not a new page", async ({
    page,
    site,
  }) => {
    const { path } = searchOf(site.slug);
    const make = await firstMake(page, path);
    for (const junk of [
      "/make/No%20Such%20Make",
      `/sort/price-desc/make/${encodeURIComponent(make)}`,
      "/price_max/12345",
      "/q/anything",
      "/make",
    ]) {
      expect((await page.goto(`${path}${junk}`))?.status(), junk).toBe(404);
    }
  });

  test("Škoda as it is written: the keyword, the URL and the filter find the same cars", async ({
    page,
    site,
  }) => {
    const { path } = searchOf(site.slug);
    await page.goto(path);
    const skoda = page.locator('input[name="make"][value="Škoda"]');
    test.skip((await skoda.count()) === 0, "this site has no Škoda in stock");
    await page.goto(`${path}?q=Skoda`);
    const plain = await shownTotal(page);
    expect(plain).toBeGreaterThan(0);
    await page.goto(`${path}?q=${encodeURIComponent("Škoda")}`);
    expect(await shownTotal(page)).toBe(plain);
    // The plain spelling in the URL is the same search, at its canonical path.
    for (const typed of ["Skoda", "skoda"]) {
      const response = await page.goto(`${path}/make/${typed}`);
      expect(response?.status(), typed).toBe(200);
      await expect(page).toHaveURL(`${path}/make/${encodeURIComponent("Škoda")}`);
      expect(await shownTotal(page)).toBe(plain);
    }
  });

  test("from a desktop keyboard the filters are a skip link away, not past every card", async ({
    page,
    site,
  }) => {
    const { path } = searchOf(site.slug);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await expect(cards(page).first()).toBeVisible();
    // Tab from the top of the page to the first filter, taking the skip link on the way.
    let tabs = 0;
    for (; tabs < 40; tabs++) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() => ({
        isSkip: document.activeElement?.getAttribute("href") === "#search-filters",
        isFilter: Boolean(document.activeElement?.closest("#search-filters")),
      }));
      if (where.isFilter) break;
      if (where.isSkip) {
        await expect(page.getByRole("link", { name: "Skip to the filters" })).toBeVisible();
        await page.keyboard.press("Enter");
      }
    }
    expect(tabs).toBeLessThan(20);
    await expectNoAxeViolations(page);
  });

  test("a keyword search is rendered per request with its query", async ({ page, site }) => {
    const { path } = searchOf(site.slug);
    const response = await page.goto(`${path}?q=a`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).search).toBe("?q=a");
    expect(response?.headers()["x-nextjs-cache"]).toBeUndefined();
  });

  test(
    "card links go to the vehicle base path (per site: paths.vehicleBase)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      const { path, vehicleBase } = searchOf(site.slug);
      await page.goto(path);
      const href = await cards(page).first().locator("a").first().getAttribute("href");
      expect(href).toMatch(new RegExp(`^${vehicleBase}/[A-Za-z0-9_-]+$`));
    },
  );

  test("an unknown search slug is a 404; the bare search path shows the default search", async ({
    page,
    site,
  }) => {
    const { path, searchBase } = searchOf(site.slug);
    const response = await page.goto(`${searchBase}/no-such-search-slug`);
    expect(response?.status()).toBe(404);
    await page.goto(path);
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    expect((await page.goto(searchBase))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
  });

  test(
    "search page has no axe-core violations (per site: brand colours)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      await page.goto(searchOf(site.slug).path);
      await expectNoAxeViolations(page);
    },
  );

  test(
    "search page reflows at 320 px wide: nothing scrolls sideways (WCAG 1.4.10) (per site: search.sortOptions)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(searchOf(site.slug).path);
      await expect(cards(page).first()).toBeVisible();
      const overflow = await page.evaluate(() => {
        const root = document.documentElement;
        const wider = [...document.querySelectorAll("body *")]
          .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
        return { scroll: root.scrollWidth - root.clientWidth, wider: wider.slice(0, 5) };
      });
      // What reaches past the right edge says where to look (a scrolling strip's items may).
      expect(overflow.scroll, overflow.wider.join(", ")).toBe(0);
    },
  );

  test("sitemap.xml lists search pages and vehicles on the site's canonical origin; robots.txt names it", async ({
    page,
    site,
  }) => {
    // Through the browser: it resolves *.localhost, Node's resolver does not. The URLs are the
    // canonical ones, not the host this request came by.
    const { path, vehicleBase, origin: baseURL } = searchOf(site.slug);
    const sitemap = await page.goto("/sitemap.xml");
    expect(sitemap?.status()).toBe(200);
    expect(sitemap?.headers()["content-type"]).toContain("application/xml");
    const xml = (await sitemap?.text()) ?? "";
    expect(xml).toContain(`<loc>${baseURL}/</loc>`);
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}${vehicleBase}/[a-z0-9-]+</loc>`));
    const robots = (await (await page.goto("/robots.txt"))?.text()) ?? "";
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

test.describe("stock search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters and sorts with plain forms", async ({ page, site }) => {
    const { path } = searchOf(site.slug);
    await page.goto(path);
    const used = page.locator('input[type="checkbox"][name="condition"][value="used"]');
    await used.check();
    await page.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/\/condition\/used$/, NAVIGATION);
    const total = await shownTotal(page);
    expect(total).toBeGreaterThan(0);
    await page.getByLabel("Sort by").selectOption("price-desc");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expect(page).toHaveURL(/\/condition\/used\/sort\/price-desc$/, NAVIGATION);
    expect(await shownTotal(page)).toBe(total);
    await expect(
      page.locator('input[type="checkbox"][name="condition"][value="used"]'),
    ).toBeChecked();
  });
});
