import { expect, test, type Page } from "@playwright/test";
import { VARIANT_COOKIE } from "@forecourt/core/analytics/split-test";
import { COUNT_VISITS_LABEL } from "@forecourt/core/console/settings-form";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./fixtures.ts";
import { followConsoleMenu, openConsoleMenu, signInToConsole, staffOf } from "./console-helpers.ts";

/**
 * The platform operator, on a 390 px phone and with the keyboard: opens a new site through the
 * console's wizard (a named template, an existing dealership picked for its group, a domain
 * another site holds refused at its step, colours refused for low contrast, a logo), sees it
 * live on its own domain at once with its logo and starter menu, sets up and starts a split test
 * of its home page there, stops it, and finds the site again with the header's switcher.
 */

/** A 2 x 2 PNG logo. */
const LOGO_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPgL8vjL8tjgFAAGSYDzSYWa8wAAAAASUVORK5CYII=",
  "base64",
);

/** Types into the shown text field of that name; the keyboard does the rest. */
async function type(page: Page, label: RegExp, text: string) {
  const field = page.getByRole("textbox", { name: label });
  await field.focus();
  await page.keyboard.type(text);
}

test("the operator opens a new site with the wizard, sees it live on its domain, splits its home page and finds it with the switcher", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const port = (testInfo.project.metadata as { port: number }).port;
  const suffix = Date.now().toString(36);
  const slug = `wizard-${suffix}`;
  const name = `Wizard Motors ${suffix}`;
  const domain = `www.wizard-${suffix}.test`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToConsole(page, staffOf("platform-operator").email);

  await followConsoleMenu(page, "New site");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Open a new site");

  // Step 1: templates by name; a bad web address is refused at its field, by the site file's rule.
  await expect(page.getByRole("radio", { name: /^Car dealership/ })).toBeChecked();
  await expect(
    page.getByRole("radio", { name: /^Motorcycle dealership/ }),
  ).toHaveAccessibleDescription(/motorcycles/);
  await type(page, /^Web address/, "Not A Slug");
  await type(page, /^Name/, name);
  await page.getByLabel(/^Time zone/).selectOption("Australia/Melbourne");
  await page.keyboard.press("Enter");
  const slugField = page.getByRole("textbox", { name: /^Web address/ });
  await expect(slugField).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByRole("alert").filter({ hasText: "Please correct the fields marked below." }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await slugField.fill(slug);
  await page.keyboard.press("Enter");

  // Step 2: the dealer, picked from the existing dealerships (searched on the server), which
  // fills in its group and the main dealership's details; a dealer group is needed.
  await expect(page.getByRole("heading", { name: "Step 2 of 8: Dealer" })).toBeFocused();
  await page.getByRole("button", { name: "Next" }).press("Enter");
  await expect(page.getByRole("textbox", { name: /^Dealer group/ })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await page.getByRole("searchbox", { name: "Dealership, group or site name" }).fill("Metro");
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^Page 1: 3 dealerships\.$/)).toBeVisible();
  await page.getByRole("button", { name: /^Use Metro Pre-Owned Richmond/ }).press("Enter");
  await expect(page.getByText(/Metro Pre-Owned Richmond picked/)).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Dealer group/ })).toHaveValue(
    "Metro Motor Group",
  );
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 320, height: 720 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Next" }).press("Enter");

  // Step 3: a domain another site holds is refused before anything is written.
  const domains = page.getByRole("heading", { name: "Step 3 of 8: Domains" });
  await expect(domains).toBeFocused();
  await type(page, /^Custom domains/, "www.metropreowned.test");
  await page.getByRole("button", { name: "Next" }).press("Enter");
  await expect(page.getByLabel(/^Custom domains/)).toHaveAccessibleDescription(
    /www\.metropreowned\.test: This domain is already in use by another site\./,
  );
  await page.getByLabel(/^Custom domains/).fill(domain);
  await page.getByRole("button", { name: "Next" }).press("Enter");

  // Step 4: the dealership picked, changed here to this site's own.
  await expect(page.getByRole("heading", { name: "Step 4 of 8: Dealerships" })).toBeFocused();
  const main = page.getByRole("group", { name: "Main dealership (where leads go)" });
  await expect(main.getByLabel(/^Name/)).toHaveValue("Metro Pre-Owned Richmond");
  await main.getByLabel(/^Short name/).fill("wizard");
  await main.getByLabel(/^Name/).fill(name);
  await main.getByLabel(/^Lead email/).fill(`leads@wizard-${suffix}.test`);
  await main.getByLabel(/^Lead webhook URL/).fill("https://crm.example.com/leads");
  await page.getByRole("button", { name: "Next" }).press("Enter");

  // Step 5: a location with its hours; a closing time before opening is refused at its day.
  await expect(
    page.getByRole("heading", { name: "Step 5 of 8: Locations and hours" }),
  ).toBeFocused();
  const yard = page.getByRole("group", { name: "Main location" });
  await yard.getByLabel(/^Short name/).fill("city");
  await yard.getByLabel(/^Name/).fill("City yard");
  await yard.getByLabel(/^Phone/).fill("03 9000 1234");
  await yard.getByLabel("Monday opens").fill("09:00");
  await yard.getByLabel("Monday closes").fill("08:00");
  await page.getByRole("button", { name: "Next" }).press("Enter");
  await expect(yard.getByLabel("Monday opens")).toHaveAccessibleDescription(
    "The closing time must be after the opening time.",
  );
  // From the refusal's message the next Tab reaches that field, not the step's first.
  await expect(
    page.getByRole("alert").filter({ hasText: "Please correct the fields marked below." }),
  ).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(yard.getByLabel("Monday opens")).toBeFocused();
  await yard.getByLabel("Monday closes").fill("17:30");
  await page.getByRole("button", { name: "Next" }).press("Enter");

  // Steps 6 and 7: the first user, and the key.
  await expect(page.getByRole("heading", { name: "Step 6 of 8: First users" })).toBeFocused();
  await page.getByLabel(/^User 1 email/).fill(`owner@wizard-${suffix}.test`);
  await page.getByRole("button", { name: "Next" }).press("Enter");
  await expect(page.getByRole("heading", { name: "Step 7 of 8: Keys" })).toBeFocused();
  await page.getByLabel(/^API key for the dealer's systems/).fill("Stock feed");
  await page.getByRole("button", { name: "Next" }).press("Enter");

  // Step 8: the logo, the button colours (refused when the text cannot be read) and the menu.
  await expect(
    page.getByRole("heading", { name: "Step 8 of 8: Logo, colours and menu" }),
  ).toBeFocused();
  await expect(page.getByRole("listitem").filter({ hasText: "Cars in stock" })).toBeVisible();
  const buttonText = page.getByRole("textbox", { name: /^Button text colour/ });
  await buttonText.fill("#93c5fd");
  await page.getByRole("button", { name: "Open the site" }).press("Enter");
  await expect(buttonText).toHaveAccessibleDescription(
    /The button text colour on the button colour \(#93c5fd on #1d4ed8\) has a contrast of \d\.\d+:1; it needs at least 4\.5:1/,
  );
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await buttonText.fill("#ffffff");
  await page.getByLabel(/^Logo/).setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: LOGO_PNG,
  });
  await page.getByRole("button", { name: "Open the site" }).press("Enter");

  await expect(page.getByRole("status").filter({ hasText: `${name} is open.` })).toBeFocused();
  await expect(page.getByRole("heading", { name: `${name} is live` })).toBeVisible();
  const key = (await page.getByTestId("wizard-api-key").textContent()) ?? "";
  expect(key).toMatch(/^fck_/);
  await expect(page.getByTestId("wizard-feed-token")).toHaveText(/^[A-Za-z0-9_-]{43}$/);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // Live at once on its own domain (the browser maps *.test to this machine).
  const shopper = await (await browser.newContext()).newPage();
  const storefront = `http://${domain}:${port}/`;
  const answer = await shopper.goto(storefront);
  expect(answer?.status()).toBe(200);
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(name);
  // Its logo, from the media library, and the starter menu from its template.
  await expect(shopper.locator('header img[src*="library"]').first()).toBeVisible();
  await expect(shopper.getByRole("link", { name: "Cars in stock" }).first()).toHaveAttribute(
    "href",
    /\/search$/,
  );
  // Its key reaches its own site through the API.
  const cars = await shopper.request.get(
    `http://localhost:${port}/api/v1/websites/${await websiteIdOf(page)}/cars.json`,
    { headers: { authorization: `Bearer ${key}` } },
  );
  expect(cars.status()).toBe(200);

  // The switcher, by keyboard: the site's slug typed in the header's box opens its settings.
  await openConsoleMenu(page);
  await page.getByRole("searchbox", { name: "Switch site" }).focus();
  await page.keyboard.type(slug);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Settings of ${name}`);
  // A new site counts visits from the start, and its offers box waits for the shopper's tick.
  await expect(page.getByRole("checkbox", { name: COUNT_VISITS_LABEL })).toBeChecked();
  await expect(
    page.getByRole("checkbox", { name: "Offers and news box starts ticked" }),
  ).not.toBeChecked();
  // Several matches are listed to choose from.
  await openConsoleMenu(page);
  await page.getByRole("searchbox", { name: "Switch site" }).fill("motors");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sites matching “motors”");
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // A split test of its home page: set up, started, seen by a visitor of variant b, stopped.
  await page.getByRole("link", { name: `Split test of ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Split test of ${name}`);
  await page.getByLabel(/^Test name/).fill("hero");
  const first = page.getByRole("group", { name: "Variant 1" });
  const second = page.getByRole("group", { name: "Variant 2" });
  await first.getByLabel(/^Name/).fill("a");
  await first.getByLabel(/^Share of visitors/).fill("70");
  await second.getByLabel(/^Name/).fill("b");
  await second.getByLabel(/^Share of visitors/).fill("40");
  await second.getByLabel(/^Home hero title/).fill("Drive away today");
  await page.getByRole("button", { name: "Save and start" }).press("Enter");
  await expect(first.getByLabel(/^Share of visitors/)).toHaveAccessibleDescription(
    /add up to 100 \(they add up to 110\)/,
  );
  await second.getByLabel(/^Share of visitors/).fill("30");
  await page.getByRole("button", { name: "Save and start" }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Started" })).toBeFocused();
  await expect(page.getByText(/“hero” is running/)).toBeVisible();
  await expect(page.getByText("No visitor has seen a variant in this period.")).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  await shopper.context().addCookies([{ name: VARIANT_COOKIE, value: "hero.b", url: storefront }]);
  await shopper.goto(storefront);
  await expect(shopper.getByText("Drive away today")).toBeVisible();
  // The new site records the visit (it counts visits by default): the test has a result.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByText("No visitor has seen a variant in this period.").count();
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toBe(0);

  await page.getByRole("button", { name: "Stop the test" }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Stopped" })).toBeFocused();
  await shopper.goto(storefront);
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(shopper.getByText("Drive away today")).toHaveCount(0);
});

/** The new site's id, from the wizard's link to its settings. */
async function websiteIdOf(page: Page): Promise<string> {
  const href = (await page.getByRole("link", { name: "Its settings" }).getAttribute("href")) ?? "";
  return /\/console\/sites\/(\d+)\/settings/.exec(href)?.[1] ?? "";
}
