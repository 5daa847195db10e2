import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { expect, test } from "./fixtures.ts";

test(
  "a car at a distributing yard names the locations it is also offered through (per site: locations.distribution_locations)",
  { tag: "@per-site" },
  async ({ page, site }) => {
    const demo = DEMO_SITES.find((d) => d.slug === site.slug);
    const yard = demo?.locations.find((l) => (l.distributionLocations ?? []).length > 0);
    test.skip(!demo || !yard, "no yard of this site offers its stock through another");
    const names = (yard!.distributionLocations ?? []).map(
      (slug) => demo!.locations.find((l) => l.slug === slug)!.name,
    );
    const settings = siteSettingsSchema.parse(demo!.settings);
    // The yard's dealership's own search (the site's search slug for it) lists its cars.
    const search = demo!.searchSlugs.find((s) => s.filters.dealership === yard!.dealership);
    test.skip(!search, "no search lists this yard's cars alone");
    await page.goto(`${settings.paths.search}/${search!.slug}`);
    await page.locator("main article a").first().click();
    const location = page.locator("#vehicle-map");
    await expect(location).toContainText(yard!.name);
    await expect(location.locator("[data-also-offered-at]")).toHaveText(
      `Also available through ${names.join(", ")}`,
    );
  },
);
