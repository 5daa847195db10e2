import { expect, test, type Browser, type Page } from "@playwright/test";
import exifr from "exifr";
import { phonePhoto } from "../src/testing/phone-photo.ts";
import { demoSite, searchPath } from "./checkout-helpers.ts";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./fixtures.ts";
import { portOf, signInToConsole, siteIdOf, staffOf } from "./console-helpers.ts";
import { vinLabel } from "./vin-label.ts";

/**
 * A dealer admin lists a car on a phone, the person's taps counted (at most 12): scans vPIC's
 * example VIN from a photo of its Code 39 label and decodes it (the form says what it filled),
 * types the odometer, price and stock number, adds the car from the keyboard and three phone
 * photos at once (EXIF orientation 6, GPS tags; one of 12 MB); the car's page, the site's search, the sitemap
 * and Google's and Meta's feeds have it at once, its photos upright and without GPS. axe-core on
 * the new car form, refused and as sent.
 * The car is removed through the platform API afterwards (other specs read the demo stock).
 *
 * Then the draft's round trip: the demo's salesperson (Metro Pre-Owned lets sales list cars, not
 * publish them) saves a draft that no shopper finds; the dealer admin publishes it (its page and
 * the search show it), then takes it back to draft (both lose it again), each step in the audit
 * log.
 */

const AUTH = `Basic ${Buffer.from("platform:demo-password").toString("base64")}`;
const VIN = "1HGCM82633A004352";

test("a dealer admin lists a car from the yard on a phone in at most 12 taps: scan, decode, three photos, price; every channel has it", async ({
  page,
}, testInfo) => {
  test.slow();
  const admin = staffOf("dealer-admin");
  if (!admin.site) throw new Error("the demo dealer admin has no site");
  const site = demoSite(admin.site);
  const port = portOf(testInfo);
  const origin = `http://${site.slug}.localhost:${port}`;
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
  // Typed short, Decode says why (typing is always there).
  await page.getByLabel(/^VIN/).fill(VIN.slice(1));
  await page.getByRole("button", { name: "Decode" }).click();
  await expect(page.getByText("A VIN is 17 letters and digits, without I, O or Q.")).toBeVisible();
  await page.reload();

  // The person's part, counted: each tap (a press, a field tapped to type in, a file chosen).
  let taps = 0;
  const tap = async (press: () => Promise<unknown>) => {
    taps += 1;
    await press();
  };
  const label = await vinLabel(VIN);
  const photos = await Promise.all([400, 600, 800].map((width) => phonePhoto(width, width / 2)));
  // The third as large as a phone's 12 MB photo (its flat colours padded to it): it arrives whole.
  photos[2] = Buffer.concat([photos[2]!, Buffer.alloc(12 * 1024 * 1024 - photos[2]!.length)]);
  const started = Date.now();
  // Scan reads the label from a photo of it (the headless browser has no camera, so the scan
  // offers the photo) and decodes the VIN at once.
  await tap(() => page.getByRole("button", { name: "Scan" }).click());
  await tap(() =>
    page.getByLabel("Or photograph the VIN label").setInputFiles({
      name: "vin-label.png",
      mimeType: "image/png",
      buffer: label,
    }),
  );
  await expect(page.getByLabel(/^VIN/)).toHaveValue(VIN);
  await expect(page.getByRole("status").filter({ hasText: /^Filled / })).toHaveText(
    /^Filled make, model, year\b/,
  );
  await expect(page.getByLabel(/^Make/)).toHaveValue(/honda/i);
  await expect(page.getByLabel(/^Year/)).toHaveValue("2003");
  const model = await page.getByLabel(/^Model/).inputValue();
  await tap(() => page.getByLabel(/^Odometer/).fill("84000"));
  await tap(() => page.getByLabel(/^Price/).fill("12990"));
  await tap(() => page.getByLabel(/^Stock number/).fill(stockNumber));
  await expectNoAxeViolations(page);
  // Added from the keyboard's Go: the car's own screen opens, published at once.
  await page.getByRole("button", { name: /^Add / }).focus();
  await tap(() => page.keyboard.press("Enter"));
  await expect(page).toHaveURL(/\/console\/stock\/\d+$/);
  await expect(page.getByText(/^Published: on the site/)).toBeVisible();
  const carId = Number(new URL(page.url()).pathname.split("/").pop());

  try {
    // Three phone photos at once: EXIF orientation 6 and GPS tags, as a camera writes them.
    await tap(() =>
      page.getByLabel("Add photos").setInputFiles(
        [400, 600, 800].map((width, index) => ({
          name: `IMG_000${index + 1}.JPG`,
          mimeType: "image/jpeg",
          buffer: photos[index]!,
        })),
      ),
    );
    const adding = page.getByRole("list", { name: "Photos being added" });
    await expect(adding.getByText("Added")).toHaveCount(3, { timeout: 60_000 });
    await expect(page.getByRole("button", { name: "Make photo 3 the main photo" })).toBeVisible();
    const seconds = Math.round((Date.now() - started) / 1000);
    testInfo.annotations.push({ type: "listing", description: `${taps} taps, ${seconds} s` });
    expect(taps).toBeLessThanOrEqual(12);

    // The car page, search, sitemap and both Google's and Meta's feeds have it at once.
    const href = await page.getByRole("link", { name: /View on site/ }).getAttribute("href");
    const carPath = new URL(href ?? "").pathname;
    const shopper = await page.context().newPage();
    await shopper.goto(`${origin}${carPath}`);
    await expect(shopper.getByTestId("vehicle-price")).toContainText("12,990");
    await expect(shopper.getByRole("heading", { level: 1 })).toContainText(model);
    await shopper.goto(`${origin}${searchPath(site)}?q=${stockNumber}`);
    await expect(shopper.locator("main article")).toHaveCount(1);
    await shopper.close();
    const request = page.request;
    // Node does not resolve *.localhost: the site is asked by its Host header on the loopback.
    const siteGet = (path: string) =>
      request.get(`http://127.0.0.1:${port}${path}`, {
        headers: { host: `${site.slug}.localhost:${port}` },
      });
    expect(await (await siteGet("/sitemap.xml")).text()).toContain(carPath);
    const siteId = await siteIdOf(port, site.slug);
    const feeds = await request.post(
      `http://localhost:${port}/api/v1/websites/${siteId}/feeds/catalogue_token.json`,
      { headers: { authorization: AUTH } },
    );
    const { feeds: urls } = (await feeds.json()) as { feeds: { name: string; url: string }[] };
    for (const name of ["google-vehicle-listings.csv", "meta.csv"]) {
      const url = urls.find((feed) => feed.name === name)?.url ?? "";
      const feed = await siteGet(new URL(url).pathname);
      expect(await feed.text(), name).toContain(carPath);
    }
    // The photos as stored: upright (the sensor's landscape turned portrait) and with no GPS.
    const car = (await (
      await request.get(`http://localhost:${port}/api/v1/websites/${siteId}/cars/${carId}.json`, {
        headers: { authorization: AUTH },
      })
    ).json()) as { images: { image: { url: string; width: number; height: number } }[] };
    expect(car.images).toHaveLength(3);
    for (const { image } of car.images) {
      expect(image.height).toBeGreaterThan(image.width);
      const bytes = await (await siteGet(new URL(image.url).pathname)).body();
      expect(await exifr.gps(bytes).catch(() => undefined)).toBeUndefined();
    }
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
