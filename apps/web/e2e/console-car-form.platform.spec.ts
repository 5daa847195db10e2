import { expect, test } from "@playwright/test";
import { demoSite, searchPath } from "./checkout-helpers.ts";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./fixtures.ts";
import { portOf, signInToConsole, siteIdOf, staffOf } from "./console-helpers.ts";

/**
 * A dealer admin adds a car on a phone: decodes vPIC's example VIN (the form says what it
 * filled), types the price and odometer, adds the car from the keyboard; the car's page and the
 * site's search show it on the next request. axe-core on the new car form, refused and as sent.
 * The car is removed through the platform API afterwards (other specs read the demo stock).
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
