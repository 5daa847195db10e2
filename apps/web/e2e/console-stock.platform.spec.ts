import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./fixtures.ts";
import { followConsoleMenu, signInToConsole, staffOf } from "./console-helpers.ts";

/**
 * The console's stock pages: an operator and a dealer admin each change a price and see it on
 * the site's vehicle page on the next request; the admin moves a photo and locks a field, and is
 * refused another dealer's car; a bad price is refused beside the field with the car API's
 * message; the admin marks a car featured and the site's home shows it first in its featured
 * row, then unmarks it; sales have no stock pages; axe-core on the list, a car and the import
 * history; the list on a phone.
 */

const AUTH = `Basic ${Buffer.from("platform:demo-password").toString("base64")}`;

async function signIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInToConsole(page, email);
  return page;
}

/** The first car of the stock list (filtered by `site` when given) opened for editing. */
async function openFirstCar(page: Page, siteName?: string): Promise<number> {
  await followConsoleMenu(page, "Stock");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stock");
  if (siteName) {
    await page.getByLabel("Site", { exact: true }).selectOption({ label: siteName });
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/[?&]site=\d+/);
  }
  const link = page.getByRole("region", { name: /^Cars/ }).getByRole("link").first();
  await link.click();
  await expect(page).toHaveURL(/\/console\/stock\/\d+$/);
  return Number(new URL(page.url()).pathname.split("/").pop());
}

/** The open car's quick edit form. */
const quickEdit = (page: Page) => page.getByRole("region", { name: "Quick edit" });

/** Sets the open car's price (locking it against the feed, or not) and waits for the answer. */
async function savePrice(page: Page, value: string, isKept = false) {
  await quickEdit(page)
    .getByLabel(/^Price/)
    .fill(value);
  await quickEdit(page)
    .getByLabel("Keep my changes when the feed next updates this car")
    .setChecked(isKept);
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    quickEdit(page).getByRole("button", { name: "Save changes" }).click(),
  ]);
}

/**
 * Changes the open car's price, checks the vehicle page of `siteSlug` shows it on the next
 * request, and puts the price back (other specs read the demo stock).
 */
async function changePriceAndSeeIt(page: Page, siteSlug: string, port: number) {
  const original = await quickEdit(page)
    .getByLabel(/^Price/)
    .inputValue();
  // One dollar up, or a price for a car that had none.
  const changed = original ? Number(original) + 1 : 12_345;
  await savePrice(page, String(changed));
  await expect(quickEdit(page).getByRole("status")).toHaveText("Saved.");
  const href = await page.getByRole("link", { name: /View on site/ }).getAttribute("href");
  const vehicle = `http://${siteSlug}.localhost:${port}${new URL(href ?? "").pathname}`;
  const shopper = await page.context().newPage();
  await shopper.goto(vehicle);
  await expect(shopper.getByTestId("vehicle-price")).toContainText(changed.toLocaleString("en-US"));
  await shopper.close();
  await savePrice(page, original);
  await expect(quickEdit(page).getByLabel(/^Price/)).toHaveValue(original);
}

test("an operator and a dealer admin change prices the site shows; the admin is refused another dealer's car", async ({
  browser,
}, testInfo) => {
  // Two sign-ins, two sites' storefronts, a photo moved and back and axe on four pages.
  test.slow();
  const port = (testInfo.project.metadata as { port: number }).port;
  const admin = staffOf("dealer-admin");
  const other = DEMO_SITES.find((site) => site.slug !== admin.site)!;

  const operator = await signIn(browser, staffOf("platform-operator").email);
  const otherCar = await openFirstCar(operator, other.name);
  await changePriceAndSeeIt(operator, other.slug, port);
  await operator.context().close();

  const page = await signIn(browser, admin.email);
  await openFirstCar(page);
  await expectNoAxeViolations(page);
  // The car API's own message, beside the field, and nothing written.
  await savePrice(page, "lots");
  await expect(quickEdit(page).getByText("Price must be a whole number")).toBeVisible();
  await expect(quickEdit(page).getByLabel(/^Price/)).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await page.reload();
  await changePriceAndSeeIt(page, admin.site!, port);

  // Photo order (moved and moved back) and a field lock (set and taken off).
  const photos = page.getByRole("region", { name: "Photos" });
  const firstPhoto = () => photos.getByRole("img").first().getAttribute("src");
  const first = await firstPhoto();
  await photos.getByRole("button", { name: "Move photo 1 later" }).click();
  await expect(photos.getByRole("status")).toHaveText(/^Photo moved to position 2 of \d+\.$/);
  await expect.poll(firstPhoto).not.toBe(first);
  await photos.getByRole("button", { name: "Make photo 2 the main photo" }).click();
  await expect(photos.getByRole("status")).toHaveText(/^Main photo chosen/);
  await expect.poll(firstPhoto).toBe(first);
  // A photo's description is its alt text on the site; kept as typed, then put back.
  const description = photos.getByLabel("Description of photo 1");
  const described = await description.inputValue();
  await description.fill("Front three-quarter, in the yard");
  await photos.getByRole("button", { name: "Save descriptions" }).click();
  await expect(photos.getByRole("status")).toHaveText("Description saved.");
  await page.reload();
  await expect(photos.getByLabel("Description of photo 1")).toHaveValue(
    "Front three-quarter, in the yard",
  );
  await expect(photos.getByRole("img").first()).toHaveAttribute(
    "alt",
    "Front three-quarter, in the yard",
  );
  await photos.getByLabel("Description of photo 1").fill(described);
  await photos.getByRole("button", { name: "Save descriptions" }).click();
  await expect(photos.getByRole("status")).toHaveText("Description saved.");
  // The page says which fields the feed replaces; keeping a changed price locks it in one go.
  await expect(quickEdit(page)).toContainText("The dealer's feed replaces price, tag,");
  const price = await quickEdit(page)
    .getByLabel(/^Price/)
    .inputValue();
  await savePrice(page, String(Number(price || 12_344) + 1), true);
  await expect(quickEdit(page).getByRole("status")).toHaveText(
    "Saved. Locked against the feed: price.",
  );
  await expect(quickEdit(page).getByRole("status")).toBeFocused();
  await expect(quickEdit(page)).toContainText("Locked against the feed: price.");
  await savePrice(page, price, true);
  await expect(quickEdit(page).getByRole("status")).toHaveText("Saved.");
  const locks = page.getByRole("region", { name: "Field locks" });
  await expect(locks.getByLabel("price", { exact: true })).toBeChecked();
  await locks.getByLabel("price", { exact: true }).uncheck();
  await locks.getByRole("button", { name: "Save locks" }).click();
  await expect(locks.getByRole("status")).toHaveText("Locks saved.");
  await expect(quickEdit(page)).toContainText("The dealer's feed replaces price,");

  // Another dealer's car: not found, and not in the list.
  const refused = await page.goto(`/console/stock/${otherCar}`);
  expect(refused?.status()).toBe(404);
  await page.goto("/console/stock?state=all");
  await expect(page.getByRole("cell", { name: other.name, exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // On a phone: the list fits the screen (its table scrolls on its own).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expectNoSidewaysScroll(page);

  await page.getByRole("link", { name: "Feed import history" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Feed import history");
  await expectNoAxeViolations(page);
  await page.context().close();
});

/** The vehicle paths of the home page's featured row, in order. */
async function featuredRow(page: Page, home: string): Promise<string[]> {
  await page.goto(home);
  return page
    .locator('section[aria-labelledby="featured-heading"] article a[href]')
    .evaluateAll((links) => [
      ...new Set(
        links
          .map((link) => new URL((link as HTMLAnchorElement).href))
          .filter((url) => url.origin === window.location.origin)
          .map((url) => url.pathname),
      ),
    ]);
}

/** The id of a car of a demo site, found by its slug through the car API. */
async function carIdOf(page: Page, siteSlug: string, carSlug: string): Promise<number> {
  for (let id = 1; id <= 30; id += 1) {
    const site = await page.request.get(`/api/v1/websites/${id}.json`, {
      headers: { authorization: AUTH },
    });
    if (!site.ok() || ((await site.json()) as { slug?: string }).slug !== siteSlug) continue;
    const car = await page.request.get(`/api/v1/websites/${id}/cars/${carSlug}.json`, {
      headers: { authorization: AUTH },
    });
    expect(car.status()).toBe(200);
    const body = (await car.json()) as { id: number; featured: boolean };
    expect(body.featured).toBe(false);
    return body.id;
  }
  throw new Error(`no site ${siteSlug}`);
}

/** Ticks or clears the open car's "featured" box and saves the quick edit. */
async function saveFeatured(page: Page, isFeatured: boolean) {
  await quickEdit(page).getByLabel("Featured on the home page").setChecked(isFeatured);
  await quickEdit(page)
    .getByLabel("Keep my changes when the feed next updates this car")
    .setChecked(false);
  await quickEdit(page).getByRole("button", { name: "Save changes" }).click();
  await expect(quickEdit(page).getByRole("status")).toHaveText("Saved.");
}

test("a dealer admin features a car: the home's featured row shows it first, then no more", async ({
  browser,
}, testInfo) => {
  test.slow();
  const port = (testInfo.project.metadata as { port: number }).port;
  const admin = staffOf("dealer-admin");
  const home = `http://${admin.site}.localhost:${port}/`;
  const shopper = await (await browser.newContext()).newPage();
  const before = await featuredRow(shopper, home);
  expect(before.length).toBeGreaterThan(1);
  // The row's last car: for sale and shown by the site, and not first until it is featured.
  const chosen = before.at(-1)!;
  const page = await signIn(browser, admin.email);
  const carId = await carIdOf(page, admin.site!, chosen.split("/").pop()!);
  await page.goto(`/console/stock/${carId}`);
  await saveFeatured(page, true);
  await expect(quickEdit(page).getByLabel("Featured on the home page")).toBeChecked();
  await expectNoAxeViolations(page);
  expect((await featuredRow(shopper, home))[0]).toBe(chosen);

  await saveFeatured(page, false);
  await expect(quickEdit(page).getByLabel("Featured on the home page")).not.toBeChecked();
  expect(await featuredRow(shopper, home)).toEqual(before);
  // Both changes are in the audit log, by the admin, before and after.
  await page.goto("/console/audit");
  const changes = page
    .getByRole("row")
    .filter({ hasText: / changed the car / })
    .filter({ hasText: "is featured:" });
  await expect(changes.first()).toContainText(admin.email);
  await expect(changes.first()).toContainText(/is featured: yes\s*→\s*became\s*no/);
  await page.context().close();
  await shopper.context().close();
});

test("sales have no stock pages", async ({ browser }) => {
  const page = await signIn(browser, staffOf("sales").email);
  await expect(page.getByRole("link", { name: "Stock" })).toHaveCount(0);
  for (const path of ["/console/stock", "/console/stock/imports"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await page.context().close();
});
