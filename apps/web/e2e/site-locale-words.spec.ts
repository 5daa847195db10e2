import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { foreignWordsIn } from "@forecourt/core/locale/dictionary";
import { parseSiteSettings, type SiteSettings } from "@forecourt/core/site/site-settings";
import { expect, test } from "./fixtures.ts";
import { loadVehicleEnquiry } from "./lead-form-helpers.ts";

function settingsOf(slug: string): SiteSettings {
  const site = DEMO_SITES.find((s) => s.slug === slug);
  if (!site) throw new Error(`no demo site ${slug}`);
  const parsed = parseSiteSettings(site.settings);
  if (!parsed.ok) throw new Error(parsed.issues.join());
  return parsed.settings;
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

test.describe("every word in the site's locale", () => {
  test("no page type shows a word of another locale", async ({ page, site }) => {
    test.setTimeout(180_000);
    const settings = settingsOf(site.slug);
    const paths = pageTypes(settings);
    await page.goto(paths[1] ?? "/");
    const vehicle = await page
      .locator(`main article a[href^="${settings.paths.vehicleBase}/"]`)
      .first()
      .getAttribute("href");
    expect(vehicle).toBeTruthy();
    paths.push(vehicle ?? "", `${settings.paths.vehicleBase}/trade-in`);
    const found: string[] = [];
    for (const path of paths) {
      const response = await page.goto(path);
      if (response?.status() === 404) continue;
      // Parts that load when scrolled near (a vehicle page's enquiry) are read too.
      if ((await page.locator("#vehicle-enquiry").count()) > 0) await loadVehicleEnquiry(page);
      // The page's visible text, with the sort options of a closed select included.
      const text = await page.evaluate(
        () =>
          `${document.title}\n${document.body.innerText}\n${[...document.querySelectorAll("option")]
            .map((option) => option.textContent)
            .join("\n")}`,
      );
      for (const word of foreignWordsIn(text, settings.locale)) found.push(`${path}: "${word}"`);
    }
    expect(found).toEqual([]);
  });
});
