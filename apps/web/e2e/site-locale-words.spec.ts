import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { foreignWordsIn } from "@forecourt/core/locale/dictionary";
import type { SiteSettings } from "@forecourt/core/site/site-settings";
import { testSiteSettings } from "@forecourt/core/testing/site-settings";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { loadVehicleEnquiry } from "./lead-form-helpers.ts";

function settingsOf(slug: string): SiteSettings {
  const site = DEMO_SITES.find((s) => s.slug === slug);
  if (!site) throw new Error(`no demo site ${slug}`);
  return testSiteSettings(site.settings);
}

/** Every page type a shopper reaches on a site, by path (the vehicle pages are added from search). */
function pageTypes(settings: SiteSettings): string[] {
  const search = `${settings.paths.search}/${settings.search.defaultSlug}`;
  return [
    "/",
    search,
    `${search}?sort=km-desc`,
    settings.paths.finance,
    settings.paths.blog,
    "/contact",
    "/service",
    "/parts",
    "/fleet",
    "/trade-in",
    "/sell-my-car",
    "/book-test-drive",
    "/our-locations",
    "/special-offers",
    "/models",
    "/careers",
    "/success?category=new-vehicle-enquiry",
  ];
}

/** The first link a page shows under `selector`, or null when the page or the link is missing. */
async function firstHref(page: Page, path: string, selector: string): Promise<string | null> {
  const response = await page.goto(path);
  if (!response || response.status() === 404) return null;
  const link = page.locator(selector).first();
  return (await link.count()) > 0 ? link.getAttribute("href") : null;
}

/** The page's visible text, with the options of closed selects included. */
const visibleText = (page: Page) =>
  page.evaluate(
    () =>
      `${document.title}\n${document.body.innerText}\n${[...document.querySelectorAll("option")]
        .map((option) => option.textContent)
        .join("\n")}`,
  );

test.describe("every word in the site's locale (per site: locale)", { tag: "@per-site" }, () => {
  test("no page type shows a word of another locale", async ({ page, site }) => {
    test.setTimeout(240_000);
    const settings = settingsOf(site.slug);
    const paths = pageTypes(settings);
    const { vehicleBase } = settings.paths;
    const soldTag = settings.labels.soldTag;
    const search = paths[1] ?? "/";
    const vehicle = await firstHref(page, search, `main article a[href^="${vehicleBase}/"]`);
    expect(vehicle).toBeTruthy();
    // A sold car inside the sold-day window is listed with its tag, after the cars for sale (the
    // last page has them); its page is worded apart.
    await page.goto(`${search}?page=999`);
    const sold = await page
      .locator("main article", { hasText: soldTag })
      .locator(`a[href^="${vehicleBase}/"]`)
      .first()
      .getAttribute("href", { timeout: 5_000 })
      .catch(() => null);
    const model = await firstHref(page, "/models", 'main article a[href^="/models/"]');
    const post = await firstHref(
      page,
      settings.paths.blog,
      `main article a[href^="${settings.paths.blog}/"]`,
    );
    paths.push(
      vehicle ?? "",
      ...(sold ? [sold] : []),
      ...(model ? [model] : []),
      ...(post ? [post] : []),
      `${vehicleBase}/trade-in`,
      "/range",
      "/sign-in",
    );
    // The garage's tabs, with stored contact details to label (sites without a garage 404).
    if (settings.garage.isEnabled) {
      await page.evaluate(
        ([key]) =>
          localStorage.setItem(
            key!,
            JSON.stringify({
              name: "Jo",
              email: "jo@example.com",
              phone: "0412345678",
              postcode: "3000",
            }),
          ),
        [settings.storage.userKey],
      );
      for (const tab of ["saved-cars", "recently-viewed", "my-details"]) {
        paths.push(`${settings.paths.garage}?tab=${tab}`);
      }
    }
    const found: string[] = [];
    const visited: string[] = [];
    for (const path of paths) {
      const response = await page.goto(path);
      if (response?.status() === 404) continue;
      visited.push(path);
      const texts = [await visibleText(page)];
      // Parts that load when scrolled near (a vehicle page's enquiry) are read too, and so is
      // what stands in their place until then.
      if ((await page.locator("#vehicle-enquiry").count()) > 0) {
        await loadVehicleEnquiry(page);
        texts.push(await visibleText(page));
      }
      for (const text of texts) {
        for (const word of foreignWordsIn(text, settings.locale)) found.push(`${path}: "${word}"`);
      }
    }
    expect(found).toEqual([]);
    // The page types read, so a page type that quietly stopped being reached fails here.
    expect(visited).toEqual(
      expect.arrayContaining(["/", search, vehicle, "/contact"].filter(Boolean)),
    );
    if (settings.garage.isEnabled)
      expect(visited).toContain(`${settings.paths.garage}?tab=my-details`);
    expect(sold, `a sold vehicle listed on ${search}`).toBeTruthy();
  });
});
