import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { expect, test } from "./fixtures.ts";

/**
 * Every internal link reachable from a demo site's home page, header, footer and content pages
 * resolves (no 404). The crawl stays on the site's host and is bounded: two link-hops from the
 * seeds, at most PER_SECTION pages per first path segment and MAX_PAGES pages in all.
 */
const MAX_PAGES = 220;
const PER_SECTION = 14;
const MAX_DEPTH = 2;

type Fetched = { status: number; links: string[] };

function seedsFor(slug: string): string[] {
  const demo = DEMO_SITES.find((s) => s.slug === slug);
  if (!demo) throw new Error(`no demo site ${slug}`);
  const paths = demo.settings.paths ?? {};
  return [
    "/",
    "/models",
    ...(demo.settings.template === "rv" ? ["/range?body=caravans"] : []),
    "/our-locations",
    "/our-locations/service-and-parts",
    paths.blog ?? "/blog",
    "/careers",
    "/current-positions",
    "/special-offers",
    paths.finance ?? "/finance",
    paths.usePagesPath ? "/pages/about-us" : "/about-us",
  ];
}

const section = (path: string) => path.split(/[/?]/)[1] ?? "";

test.describe("internal links (per site: navigation and content)", { tag: "@per-site" }, () => {
  test.setTimeout(300_000);

  test("no internal link on the demo site returns 404", async ({ page, site }) => {
    await page.goto("/");
    const origin = new URL(page.url()).origin;

    const fetchPage = (path: string) =>
      page.evaluate(async (target): Promise<Fetched> => {
        const response = await fetch(target, { redirect: "follow" });
        const type = response.headers.get("content-type") ?? "";
        if (!response.ok || !type.includes("text/html"))
          return { status: response.status, links: [] };
        const doc = new DOMParser().parseFromString(await response.text(), "text/html");
        const links = [...doc.querySelectorAll("a[href]")].map((a) => a.getAttribute("href") ?? "");
        return { status: response.status, links };
      }, path);

    const seen = new Set<string>();
    const perSection = new Map<string, number>();
    const queue: { path: string; depth: number; from: string }[] = [];
    const enqueue = (path: string, depth: number, from: string) => {
      if (seen.has(path)) return;
      const key = section(path);
      const count = perSection.get(key) ?? 0;
      if (count >= PER_SECTION && !seedsFor(site.slug).includes(path)) return;
      seen.add(path);
      perSection.set(key, count + 1);
      queue.push({ path, depth, from });
    };
    for (const seed of seedsFor(site.slug)) enqueue(seed, 0, "(seed)");

    const broken: string[] = [];
    // Server errors are reported beside the result; this check is about links that lead nowhere.
    const failing: string[] = [];
    let fetched = 0;
    while (queue.length > 0 && fetched < MAX_PAGES) {
      const next = queue.shift();
      if (!next) break;
      fetched += 1;
      const result = await fetchPage(next.path);
      if (result.status === 404) broken.push(`${next.path} (linked from ${next.from})`);
      if (result.status >= 500)
        failing.push(`${next.path} ${result.status} (linked from ${next.from})`);
      if (next.depth >= MAX_DEPTH) continue;
      for (const href of result.links) {
        if (!href || href.startsWith("#") || /^(tel|mailto|javascript):/i.test(href)) continue;
        const url = new URL(href, `${origin}${next.path}`);
        if (url.origin !== origin) continue;
        enqueue(`${url.pathname}${url.search}`, next.depth + 1, next.path);
      }
    }
    test.info().annotations.push({
      type: "crawl",
      description: `${fetched} pages fetched, ${seen.size} links seen`,
    });
    if (failing.length > 0) {
      test.info().annotations.push({ type: "server-errors", description: failing.join("; ") });
    }
    expect(fetched).toBeGreaterThan(10);
    expect(broken).toEqual([]);
  });
});

test.describe("following a link", () => {
  test("a page is fetched when the shopper points at its link, not when the link scrolls into view; a click follows it in the page, a modified click opens a tab", async ({
    page,
    context,
  }) => {
    const prefetched: string[] = [];
    const documents: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.headers()["next-router-prefetch"]) prefetched.push(pathname);
      if (request.resourceType() === "document") documents.push(pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.mouse.wheel(0, 2_000);
    await page.waitForLoadState("networkidle");
    expect(prefetched).toEqual([]);

    const link = page.locator("[data-car-id] a.card-link").first();
    const href = (await link.getAttribute("href")) ?? "";
    await link.scrollIntoViewIfNeeded();
    // Pointed at again until it fetches: on a busy machine the card may still be hydrating.
    await expect
      .poll(async () => {
        await page.mouse.move(0, 0);
        await link.hover();
        await page.waitForTimeout(200);
        return prefetched;
      })
      .toContain(href);

    // Ctrl (Cmd on a Mac) and click: the browser's own new tab; this page stays.
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      link.click({ modifiers: ["ControlOrMeta"] }),
    ]);
    // A new tab starts at about:blank, which can load before the link's page does.
    await expect(tab).toHaveURL((url) => url.pathname === href);
    expect(new URL(page.url()).pathname).toBe("/");
    await tab.close();

    // A plain click: the vehicle page in this document, with no page load.
    await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.locator("h1")).toBeVisible();
    expect(await page.evaluate(() => "e2eSameDocument" in window)).toBe(true);
    expect(documents).toEqual(["/"]);
  });
});
