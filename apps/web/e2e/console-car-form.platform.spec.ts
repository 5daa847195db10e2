import { expect, test, type Browser, type Page } from "@playwright/test";
import { demoSite, searchPath } from "./checkout-helpers.ts";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./fixtures.ts";
import { portOf, signInToConsole, siteIdOf, staffOf } from "./console-helpers.ts";

/**
 * A dealer admin adds a car on a phone: decodes vPIC's example VIN (the form says what it
 * filled), types the price and odometer, adds the car from the keyboard; the car's page and the
 * site's search show it on the next request. axe-core on the new car form, refused and as sent.
 * The car is removed through the platform API afterwards (other specs read the demo stock).
 *
 * Then the draft's round trip: the demo's salesperson (Metro Pre-Owned lets sales list cars, not
 * publish them) saves a draft that no shopper finds; the dealer admin publishes it (its page and
 * the search show it), then takes it back to draft (both lose it again), each step in the audit
 * log.
 */

const AUTH = `Basic ${Buffer.from("platform:demo-password").toString("base64")}`;
const VIN = "1HGCM82633A004352";

test("a dealer admin adds a car from a decoded VIN, and the site shows it at once", async ({
  page,
}, testInfo) => {
  test.slow();
  const admin = staffOf("dealer-admin");
  if (!admin.site) throw new Error("the demo dealer admin has no site");
  const site = demoSite(admin.site);
  const port = portOf(testInfo);
  const stockNumber = `E2E${Date.now().toString(36).toUpperCase()}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToConsole(page, admin.email);
  await page.goto("/console/stock/new");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/^New .+ on /);
  await expectNoSidewaysScroll(page);

  // Sent empty: each required field refused beside it, the form's notice focused.
  await page.getByRole("button", { name: /^Add / }).click();
  await expect(page.getByText("Please correct the fields marked below.")).toBeFocused();
  await expect(page.getByLabel(/^Make/)).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await page.getByLabel(/^VIN/).fill(VIN);
  await page.getByRole("button", { name: "Decode" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Filled / })).toHaveText(
    /^Filled make, model, year\b/,
  );
  await expect(page.getByLabel(/^Make/)).toHaveValue(/honda/i);
  await expect(page.getByLabel(/^Year/)).toHaveValue("2003");
  const model = await page.getByLabel(/^Model/).inputValue();
  await page.getByLabel(/^Odometer/).fill("84000");
  await page.getByLabel(/^Price/).fill("12990");
  await page.getByLabel(/^Stock number/).fill(stockNumber);
  await expectNoAxeViolations(page);
  // Added from the keyboard: the car's own screen opens.
  await page.getByRole("button", { name: /^Add / }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/console\/stock\/\d+$/);
  await expect(page.getByText(stockNumber).first()).toBeVisible();
  // Published at once: the form's "On the site" choice starts on Publish now.
  await expect(page.getByText(/^Published: on the site/)).toBeVisible();
  const carId = Number(new URL(page.url()).pathname.split("/").pop());

  try {
    const href = await page.getByRole("link", { name: /View on site/ }).getAttribute("href");
    const shopper = await page.context().newPage();
    await shopper.goto(`http://${site.slug}.localhost:${port}${new URL(href ?? "").pathname}`);
    await expect(shopper.getByTestId("vehicle-price")).toContainText("12,990");
    await expect(shopper.getByRole("heading", { level: 1 })).toContainText(model);
    await shopper.goto(`http://${site.slug}.localhost:${port}${searchPath(site)}?q=${stockNumber}`);
    await expect(shopper.locator("main article")).toHaveCount(1);
    await shopper.close();
  } finally {
    const siteId = await siteIdOf(port, site.slug);
    const removed = await fetch(
      `http://localhost:${port}/api/v1/websites/${siteId}/cars/${carId}.json`,
      { method: "DELETE", headers: { authorization: AUTH } },
    );
    expect(removed.status).toBe(204);
  }
});

async function consolePage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInToConsole(page, email);
  return page;
}

/** How many cars the site's search finds by this stock number. */
async function searchCount(shopper: Page, origin: string, slug: string, stockNumber: string) {
  await shopper.goto(`${origin}${searchPath(demoSite(slug))}?q=${stockNumber}`);
  return shopper.locator("main article").count();
}

test("sales save a draft no shopper sees; the admin publishes it and takes it back to draft", async ({
  browser,
}, testInfo) => {
  test.slow();
  const sales = staffOf("sales");
  const admin = staffOf("dealer-admin");
  if (!sales.site || sales.site !== admin.site) throw new Error("the demo sales have no site");
  const port = portOf(testInfo);
  const origin = `http://${sales.site}.localhost:${port}`;
  const stockNumber = `E2D${Date.now().toString(36).toUpperCase()}`;
  const page = await consolePage(browser, sales.email);
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto("/console/stock/new");
  // Sales on this site save drafts; the form says who publishes.
  await expect(page.getByText(/^This site lets sales save cars as drafts/)).toBeVisible();
  await expect(page.getByLabel("On the site")).toHaveCount(0);
  await page.getByLabel(/^Make/).fill("Toyota");
  await page.getByLabel(/^Model/).fill("Corolla");
  await page.getByLabel(/^Year/).fill("2019");
  await page.getByLabel(/^Odometer/).fill("61000");
  await page.getByLabel(/^Price/).fill("18990");
  await page.getByLabel(/^Stock number/).fill(stockNumber);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/console\/stock\/\d+$/);
  const carId = Number(new URL(page.url()).pathname.split("/").pop());
  const shopper = await (await browser.newContext()).newPage();
  const siteId = await siteIdOf(port, sales.site);
  try {
    await expect(page.getByText(/^Draft: not on the site/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Publish" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /View on site/ })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    expect(await searchCount(shopper, origin, sales.site, stockNumber)).toBe(0);

    const manager = await consolePage(browser, admin.email);
    await manager.goto(`/console/stock/${carId}`);
    await expect(manager.getByText(/^Draft: not on the site/)).toBeVisible();
    await manager.getByRole("button", { name: "Publish" }).click();
    await expect(manager.getByText(/^Published: the car is on the site/)).toBeFocused();
    await expectNoAxeViolations(manager);
    const href = await manager.getByRole("link", { name: /View on site/ }).getAttribute("href");
    const carPage = `${origin}${new URL(href ?? "").pathname}`;
    await shopper.goto(carPage);
    await expect(shopper.getByTestId("vehicle-price")).toContainText("18,990");
    expect(await searchCount(shopper, origin, sales.site, stockNumber)).toBe(1);

    await manager.getByRole("button", { name: "Unpublish to draft" }).click();
    await expect(manager.getByText(/^Taken back to draft/)).toBeFocused();
    expect((await shopper.goto(carPage))?.status()).toBe(404);
    expect(await searchCount(shopper, origin, sales.site, stockNumber)).toBe(0);

    await manager.goto("/console/audit");
    // Each entry a sentence naming the car by its stock number, never its id.
    for (const action of [/ added the car /, / published the car /, / took the car .* draft/]) {
      await expect(
        manager
          .getByRole("row")
          .filter({ hasText: action })
          .filter({ hasText: `(${stockNumber})` }),
        String(action),
      ).not.toHaveCount(0);
    }
    await expect(manager.getByRole("main")).not.toContainText(`car:${carId}`);
    await manager.context().close();
  } finally {
    await shopper.context().close();
    await page.context().close();
    const removed = await fetch(
      `http://localhost:${port}/api/v1/websites/${siteId}/cars/${carId}.json`,
      { method: "DELETE", headers: { authorization: AUTH } },
    );
    expect(removed.status).toBe(204);
  }
});
