import { expect, test } from "@playwright/test";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { expectFits } from "./fixtures.ts";
import { portOf, signInToConsole, staffOf } from "./console-helpers.ts";

/**
 * The studio's menus and search pages as the marketing user, on a 320 px phone: a header link
 * added by keyboard, moved, given a link under it (an unsafe address refused first, naming the
 * link), published, and opened in the site's header on the next request; a search page made
 * with filters, shown on the site with only matching cars, then deleted (asked first) and gone.
 * The site's menus are put back as they were, whatever happens: the site's own specs read them.
 */

const marketing = staffOf("marketing");
const site = DEMO_SITES.find((demo) => demo.slug === marketing.site)!;
const AUTH = { authorization: `Basic ${Buffer.from("platform:demo-password").toString("base64")}` };

test("marketing edits the header menu as a tree and makes and deletes a search page", async ({
  page,
  browser,
}, testInfo) => {
  const storefront = `http://${site.slug}.localhost:${portOf(testInfo)}`;
  const shopper = await (await browser.newContext()).newPage();
  const run = Date.now().toString(36);
  const top = `Deals ${run}`;

  await page.setViewportSize({ width: 320, height: 720 });
  await signInToConsole(page, marketing.email);
  await page.getByRole("link", { name: `Content of ${site.name}` }).click();
  const websiteId = /\/console\/sites\/(\d+)\/content/.exec(page.url())![1];
  const settingsUrl = `/api/v1/websites/${websiteId}.json`;
  const original = (await (await page.request.get(settingsUrl, { headers: AUTH })).json()) as {
    settings: { navigation: unknown; header: unknown };
  };
  const { navigation, header } = original.settings;

  try {
    await page.getByRole("link", { name: "Header and footer menus" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Menus of ${site.name}`);
    await expectFits(page);

    // Keyboard only: add a link at the end, name it, give it an address, move it up a place.
    await page.getByRole("button", { name: "Add a link to the header menu" }).focus();
    await page.keyboard.press("Enter");
    const newLabel = page.getByRole("group", { name: "the new link" }).getByLabel("Label");
    await expect(newLabel).toBeFocused();
    await page.keyboard.type(top);
    await page.keyboard.press("Tab");
    await page.keyboard.type("/special-offers");
    const moveUp = page.getByRole("button", { name: `Move ${top} up` });
    for (let presses = 0; presses < 4; presses += 1) {
      if (await moveUp.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(moveUp).toBeFocused();
    await page.keyboard.press("Enter");
    // It moved above the link that was before it, and the focus went with it; its new place is
    // announced.
    await expect(moveUp).toBeFocused();
    const topLabels = page
      .locator("section[aria-labelledby=header-menu-heading] > ul > li > fieldset > legend")
      .allTextContents();
    const labels = await topLabels;
    expect(labels.indexOf(top)).toBe(labels.length - 2);
    await expect(page.getByRole("status").filter({ hasText: /^Moved to position/ })).toHaveText(
      `Moved to position ${labels.length - 1} of ${labels.length}`,
    );

    // A link under it: an unsafe address is refused, naming it, and nothing is published.
    await page.getByRole("button", { name: `Add a link under ${top}` }).click();
    await expect(
      page.getByRole("group", { name: "the new link" }).getByLabel("Label"),
    ).toBeFocused();
    await page.keyboard.type("Spring deals");
    const child = page.getByRole("group", { name: "Spring deals" });
    await child.getByLabel("Address").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Publish menus" }).click();
    await expect(
      page.getByRole("alert").filter({
        hasText: `“Spring deals” under “${top}”: Links start with /, #, tel:, mailto: or http(s)://.`,
      }),
    ).toBeFocused();
    await expect(child.getByLabel("Address")).toHaveAccessibleDescription(/Links start with/);
    await child.getByLabel("Address").fill("/special-offers");
    await page.getByRole("button", { name: "Publish menus" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeFocused();
    await expectFits(page);

    // The site's header has it on its next request, with its menu.
    await shopper.goto(`${storefront}/`);
    const nav = shopper.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: top }).click();
    await expect(nav.getByRole("link", { name: "Spring deals" })).toBeVisible();

    // A search page with filters: on the site with only the cars that match.
    await page.goto(`/console/sites/${websiteId}/content`);
    await page.getByRole("link", { name: "Search pages" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Search pages of ${site.name}`,
    );
    await expectFits(page);
    await page.getByRole("link", { name: "New search page" }).click();
    const title = `Budget picks ${run}`;
    const slug = `budget-${run}`;
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^URL name/).fill(slug);
    const description = `Our pick of cars on a budget, run ${run}.`;
    await page.getByLabel(/^Description/).fill(description);
    const makes = page.getByRole("group", { name: "Makes" });
    const make = (await makes.locator("label").first().textContent())!.trim();
    await makes.getByLabel(make, { exact: true }).check();
    await page.getByLabel(/^Highest price/).fill("100000000");
    await page.getByRole("button", { name: "Publish search page" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeFocused();
    await expect(page.getByRole("link", { name: new RegExp(`See /search/${slug}`) })).toBeVisible();
    await expectFits(page);

    const address = `${storefront}/search/${slug}`;
    expect((await shopper.goto(address))?.status()).toBe(200);
    await expect(shopper.getByRole("heading", { level: 1 })).toContainText(title);
    // The page opens with its description, and search engines are given the same words.
    await expect(shopper.getByRole("main").getByText(description)).toBeVisible();
    await expect(shopper.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      description,
    );
    const cards = shopper.locator("main article");
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText(make);

    // Deleted after asking: the address is the site's 404 on the next request.
    await page.getByRole("button", { name: "Delete this search page" }).click();
    await expect(page.getByText(`Delete ${title}?`)).toBeFocused();
    await page.getByRole("button", { name: "Yes, delete it" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Deleted the search page ${title}.` }),
    ).toBeFocused();
    expect((await shopper.goto(address))?.status()).toBe(404);
  } finally {
    const restored = await page.request.patch(settingsUrl, {
      headers: AUTH,
      data: { settings: { navigation, header } },
    });
    expect(restored.status()).toBe(200);
  }
});
