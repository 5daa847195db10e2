import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import type { SiteSettings } from "@forecourt/core/site/site-settings";
import { testSiteSettings } from "@forecourt/core/testing/site-settings";
import { siteWords } from "@forecourt/core/site/site-words";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { loadVehicleEnquiry } from "./lead-form-helpers.ts";

function settingsOf(slug: string): SiteSettings {
  return testSiteSettings(DEMO_SITES.find((s) => s.slug === slug)?.settings ?? {});
}

test.describe("a sold vehicle", () => {
  test("is not offered for sale, says it is sold and offers similar stock", async ({
    page,
    site,
  }) => {
    const settings = settingsOf(site.slug);
    // Sold cars are listed after the cars for sale: the last page of the search has them.
    await page.goto(`${settings.paths.search}/${settings.search.defaultSlug}?page=999`);
    const soldCard = page
      .locator("main article")
      .filter({ hasText: settings.labels.soldTag })
      .first();
    await expect(soldCard).toBeVisible();
    await soldCard.getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`${settings.paths.vehicleBase}/`));

    const main = page.locator("main");
    // The enquiry loads when scrolled near: bring it in, so its actions are checked too.
    const enquiry = await loadVehicleEnquiry(page);
    // The vehicle noun is lower case inside the sentence, unless an abbreviation ("This RV").
    const { nounInText } = siteWords(settings);
    expect(nounInText).not.toMatch(/^(Car|Camper|Truck|Motorcycle)$/);
    await expect(main.getByRole("status").filter({ hasText: "has been sold" })).toContainText(
      `This ${nounInText} has been sold`,
    );
    for (const action of [
      /Book a Test Drive/i,
      /Reserve/i,
      /Buy online/i,
      /Get finance/i,
      /trade-in/i,
    ]) {
      await expect(main.getByRole("button", { name: action })).toHaveCount(0);
      await expect(main.getByRole("link", { name: action })).toHaveCount(0);
    }
    const similar = page.locator("#similar-stock");
    await expect(similar.getByRole("heading", { level: 2 })).toContainText("Similar");
    await expect(similar.locator("article").first()).toBeVisible();
    await expect(
      similar.locator("article").filter({ hasText: settings.labels.soldTag }),
    ).toHaveCount(0);

    // The enquiry form stays, worded for similar vehicles.
    await expect(enquiry.getByRole("button", { name: "Find me a similar vehicle" })).toBeVisible();
    await expectNoAxeViolations(page);

    // On a phone the quick-action bar offers no test drive either, only the call and enquiry.
    await page.setViewportSize({ width: 390, height: 844 });
    const bar = page.getByRole("navigation", { name: "Quick actions" });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: /^(Enquire|Inquire)$/ })).toBeVisible();
    await expect(bar.getByRole("button", { name: /test drive/i })).toHaveCount(0);
    await expect(bar.getByRole("link", { name: /test drive/i })).toHaveCount(0);
  });
});
