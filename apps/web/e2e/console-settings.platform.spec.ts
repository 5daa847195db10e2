import { expect, test, type Page } from "@playwright/test";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./fixtures.ts";
import { signInToConsole, staffOf } from "./console-helpers.ts";

/**
 * A site's settings in the console, on a phone: a dealer admin's unreadable colours are
 * refused beside the field, a readable one is previewed (nothing published yet), then published
 * and shown by the storefront on its next request, and audited; sales finds no such page. The
 * platform operator changes another dealer's site the same way.
 */

/** The button colour the storefront's document carries. */
async function storefrontPrimary(page: Page, url: string): Promise<string> {
  await page.goto(url);
  return page.evaluate(() =>
    document.documentElement.style.getPropertyValue("--brand-primary").trim(),
  );
}

test("a dealer admin's colour is checked, previewed, published and on the storefront at once; sales is refused", async ({
  page,
  browser,
}, testInfo) => {
  // Two sign-ins, three publishes and three storefront loads.
  test.slow();
  const port = (testInfo.project.metadata as { port: number }).port;
  const admin = staffOf("dealer-admin");
  const site = DEMO_SITES.find((demo) => demo.slug === admin.site);
  const original = site?.settings.branding?.colours?.primary ?? "";
  expect(original).toMatch(/^#[0-9a-f]{6}$/);
  const storefront = `http://${admin.site}.localhost:${port}/`;
  const shopper = await (await browser.newContext()).newPage();

  await page.setViewportSize({ width: 390, height: 844 });
  await signInToConsole(page, admin.email);
  await page.getByRole("link", { name: `Site settings of ${site?.name}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Settings of ${site?.name}`);
  const settingsUrl = page.url();
  const buttonColour = page.getByLabel("Button colour", { exact: true });
  await expect(buttonColour).toHaveValue(original);

  // White text on a pale yellow cannot be read: refused beside the text colour, nothing stored.
  await buttonColour.fill("#fde68a");
  await page.getByRole("button", { name: "Publish" }).click();
  const textColour = page.getByLabel("Button text colour");
  await expect(textColour).toHaveAttribute("aria-invalid", "true");
  await expect(textColour).toHaveAccessibleDescription(
    /\(#ffffff on #fde68a\) has a contrast of 1\.\d+:1; it needs at least 4\.5:1/,
  );
  await expect(page.getByLabel("Google Analytics id")).not.toHaveAttribute("aria-invalid");
  // The refusal is said where Publish was pressed, takes the focus, and links to the field.
  const refusal = page.getByRole("alert").filter({ hasText: "Nothing was changed" });
  await expect(refusal).toBeFocused();
  await expect(refusal).toBeInViewport();
  await expect(page.getByRole("link", { name: "Button text colour" })).toBeInViewport();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  expect(await storefrontPrimary(shopper, storefront)).toBe(original);

  // A readable colour: previewed first (the storefront is unchanged), then published.
  const chosen = "#7c2d12";
  await page.getByLabel("Button colour", { exact: true }).fill(chosen);
  await page.getByRole("button", { name: "Preview" }).click();
  const previewed = page.getByRole("status").filter({ hasText: "Here is a preview" });
  await expect(previewed).toBeFocused();
  await expect(previewed).toBeInViewport();
  const preview = page.getByRole("region", { name: "Preview (not published)" });
  await expect(preview.getByText("Enquire now")).toHaveCSS("background-color", "rgb(124, 45, 18)");
  // The draft's header shows the site's logo, loaded, as the storefront's header does.
  const logo = preview.getByRole("img", { name: site?.name });
  await expect(logo).toBeVisible();
  // Loaded lazily, as an image below the fold is: on the phone the admin scrolls up to it.
  await logo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  expect(await storefrontPrimary(shopper, storefront)).toBe(original);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Publish" }).click();
  const published = page.getByRole("status").filter({ hasText: "Published" });
  await expect(published).toBeFocused();
  await expect(published).toBeInViewport();
  expect(await storefrontPrimary(shopper, storefront)).toBe(chosen);

  await page.goto("/console/audit");
  await expect(
    page.getByRole("row").filter({ hasText: "changed the site's settings" }).first(),
  ).toContainText(admin.email);

  // Put the demo colour back for the site's own specs.
  await page.goto(settingsUrl);
  await page.getByLabel("Button colour", { exact: true }).fill(original);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  expect(await storefrontPrimary(shopper, storefront)).toBe(original);

  // Sales of the same site: no link, and the page is not found.
  const salesPage = await (await browser.newContext()).newPage();
  await signInToConsole(salesPage, staffOf("sales").email);
  await expect(salesPage.getByRole("link", { name: /Site settings/ })).toHaveCount(0);
  const response = await salesPage.goto(settingsUrl);
  expect(response?.status()).toBe(404);
});

test("the platform operator changes another dealer's setting and the storefront shows it", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const port = (testInfo.project.metadata as { port: number }).port;
  // Not the dealer admin's site, which the test above changes at the same time.
  const site = DEMO_SITES.find(
    (demo) =>
      demo.slug !== staffOf("dealer-admin").site &&
      /^#[0-9a-f]{6}$/.test(demo.settings.branding?.colours?.primary ?? ""),
  );
  const original = site?.settings.branding?.colours?.primary ?? "";
  const storefront = `http://${site?.slug}.localhost:${port}/`;
  const shopper = await (await browser.newContext()).newPage();
  expect(await storefrontPrimary(shopper, storefront)).toBe(original);

  await signInToConsole(page, staffOf("platform-operator").email);
  await page.getByRole("link", { name: `Site settings of ${site?.name}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Settings of ${site?.name}`);
  const chosen = original === "#14532d" ? "#1e3a8a" : "#14532d";
  await page.getByLabel("Button colour", { exact: true }).fill(chosen);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  expect(await storefrontPrimary(shopper, storefront)).toBe(chosen);

  // Put the demo colour back for the site's own specs.
  await page.getByLabel("Button colour", { exact: true }).fill(original);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  expect(await storefrontPrimary(shopper, storefront)).toBe(original);
  await shopper.context().close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the forms post, and a refused colour or hours are said beside their field", async ({
    page,
  }) => {
    const site = DEMO_SITES.find((demo) => demo.slug === staffOf("dealer-admin").site);
    await signInToConsole(page, staffOf("platform-operator").email);
    await page.getByRole("link", { name: `Site settings of ${site?.name}` }).click();
    // The default header text (#0f172a) cannot be read on black.
    await page.getByLabel("Header colour", { exact: true }).fill("#000000");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByLabel("Header text colour")).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText(/^The header text colour on the header colour \(#0f172a on #000000\) /),
    ).toBeVisible();
    await expect(page.getByLabel("Header colour", { exact: true })).toHaveValue("#000000");

    // A location's hours closing before they open: said beside the closing time.
    const location = page.locator("form").filter({ has: page.getByRole("heading", { level: 3 }) });
    const monday = location.first().getByRole("group", { name: /^Monday/ });
    await monday.getByLabel("Open?").selectOption("open");
    await monday.getByLabel("Opens").fill("17:00");
    await monday.getByLabel("Closes").fill("09:00");
    await location
      .first()
      .getByRole("button", { name: /^Save / })
      .click();
    const closes = page
      .getByRole("group", { name: /^Monday/ })
      .first()
      .getByLabel("Closes");
    await expect(closes).toHaveAttribute("aria-invalid", "true");
    await expect(closes).toHaveAccessibleDescription(
      "The closing time must be after the opening time.",
    );
  });
});
