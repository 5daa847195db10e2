import type { Locator, Page } from "@playwright/test";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { loadVehicleEnquiry } from "./lead-form-helpers.ts";
import { mailedCode } from "./mail-catcher.ts";

const VIEWPORT = { width: 390, height: 844 };

test.use({ viewport: VIEWPORT, isMobile: true, hasTouch: true });

/** Navigations render uncached pages on a busy shared machine: allow them time. */
const NAVIGATION = { timeout: 20_000 };

function settingsOf(slug: string) {
  const demo = DEMO_SITES.find((s) => s.slug === slug);
  if (!demo) throw new Error(`no demo site ${slug}`);
  return siteSettingsSchema.parse(demo.settings);
}

/** The element's box lies wholly inside the viewport as the page stands (not scrolled to it). */
async function expectInFirstScreen(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, "element has a box").not.toBeNull();
  if (!box) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORT.height);
}

async function scrollY(page: Page) {
  return page.evaluate(() => window.scrollY);
}

/** The first featured car on the home page that is for sale (has a call or enquire control). */
async function firstVehiclePage(page: Page, vehicleBase: string) {
  await page.goto("/", NAVIGATION);
  const href = await page
    .locator(`main article a[href^="${vehicleBase}/"]`)
    .first()
    .getAttribute("href");
  if (!href) throw new Error("no featured vehicle");
  await page.goto(href, NAVIGATION);
}

test.describe("storefront on a phone", () => {
  test("vehicle page: price and actions in the first screen, a bar that stays and covers nothing", async ({
    page,
    site,
  }) => {
    const settings = settingsOf(site.slug);
    await firstVehiclePage(page, settings.paths.vehicleBase);
    expect(await scrollY(page)).toBe(0);

    await expectInFirstScreen(page.getByTestId("vehicle-price"));
    const aside = page.getByRole("complementary", { name: "Price and contact" });
    const call = aside.getByRole("link", { name: "Call the dealer" });
    const enquire = aside.getByRole("link", { name: /^(Enquire|Inquire) about/ });
    // A car always has its enquiry link; the call button comes first where there is a number.
    await expectInFirstScreen((await call.count()) > 0 ? call : enquire);

    const bar = page.getByRole("navigation", { name: "Quick actions" });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: /^(Enquire|Inquire)$/ })).toBeVisible();

    // Scrolled to the very end (the enquiry, which loads when scrolled near, in place first): the
    // bar is still in place and the page's last content sits above it.
    await loadVehicleEnquiry(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    await expect(bar).toBeInViewport({ ratio: 1 });
    const barBox = await bar.boundingBox();
    const footerBox = await page.locator("footer").last().boundingBox();
    expect(barBox && footerBox).toBeTruthy();
    if (barBox && footerBox) {
      expect(barBox.y + barBox.height).toBeCloseTo(VIEWPORT.height, 0);
      expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(barBox.y + 1);
    }

    // A cookie consent banner, where the site asks, sits above the bar rather than over it.
    const consent = page.getByRole("region", { name: "Cookie consent" });
    if (await consent.isVisible()) {
      const consentBox = await consent.boundingBox();
      expect(consentBox && barBox).toBeTruthy();
      if (consentBox && barBox) {
        expect(consentBox.y + consentBox.height).toBeLessThanOrEqual(barBox.y + 1);
      }
    }

    // The bar's test drive, where the car offers one, loads its dialog when pressed and opens it
    // at once; closing it gives focus back to the bar.
    const testDrive = bar.getByRole("button", { name: "Test drive" });
    if ((await testDrive.count()) > 0) {
      await testDrive.click();
      const dialog = page.getByRole("dialog", { name: "Book a Test Drive" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("form")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(bar.getByRole("button", { name: "Test drive" })).toBeFocused();
    }

    // The bar's Enquire leads to the enquiry form.
    await bar.getByRole("link", { name: /^(Enquire|Inquire)$/ }).click();
    await expect(page).toHaveURL(/#vehicle-enquiry$/);
    await expect(page.locator("#vehicle-enquiry-heading")).toBeInViewport();

    // The chat greeting, where the site has a chat, sits above the bar.
    if (settings.chat.provider !== "none") {
      const greeting = page.getByRole("complementary", { name: "Chat with us" });
      await expect(greeting).toBeVisible({ timeout: 10_000 });
      const greetingBox = await greeting.boundingBox();
      const barNow = await bar.boundingBox();
      expect(greetingBox && barNow).toBeTruthy();
      if (greetingBox && barNow) {
        expect(greetingBox.y + greetingBox.height).toBeLessThanOrEqual(barNow.y);
      }
    }
  });

  test("search: results first, filters in a drawer with a live count that applies a filter", async ({
    page,
    site,
  }) => {
    const settings = settingsOf(site.slug);
    const path = `${settings.paths.search}/${settings.search.defaultSlug}`;
    await page.goto(path, NAVIGATION);
    await expectInFirstScreen(page.locator("main article").first());

    const heading = page.locator("#results-heading");
    const total = Number(/^(\d+)/.exec(((await heading.textContent()) ?? "").trim())?.[1]);
    expect(total).toBeGreaterThan(0);
    const trigger = page.getByRole("button", { name: /^Filters/ });
    await expect(trigger).toBeVisible();
    await expect(trigger).toHaveText("Filters");
    // The in-place form (the path without JavaScript) is hidden once the drawer works.
    await expect(page.locator("#search-filters")).toBeHidden();

    await trigger.click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer).toBeVisible();
    const apply = drawer.getByRole("button", { name: new RegExp(`^Show ${total} `) });
    await expect(apply).toBeVisible();
    await expectNoAxeViolations(page);

    const make = drawer.locator('input[name="make"]').first();
    const value = (await make.getAttribute("value")) ?? "";
    const facetCount = Number(
      /\d+/.exec(
        (await drawer
          .locator(`label[for="${await make.getAttribute("id")}"] [data-facet-count]`)
          .textContent()) ?? "",
      )?.[0],
    );
    expect(facetCount).toBeGreaterThan(0);
    await make.check();
    // The button's count follows the filters: counted again after the change, it is the make's.
    const counted = drawer.getByRole("button", { name: new RegExp(`^Show ${facetCount} `) });
    await expect(counted).toBeVisible();
    await expect(drawer.locator("[aria-live]").last()).toHaveText(
      new RegExp(`^Show ${facetCount} `),
    );
    await counted.click();

    await expect(page).toHaveURL(new RegExp(`/make/${encodeURIComponent(value)}`), NAVIGATION);
    await expect(heading).toHaveText(new RegExp(`^${facetCount} `));
    await expect(page.getByRole("button", { name: /^Filters/ })).toHaveText(/^Filters\s*1 active$/);
  });

  test("search without JavaScript: the filters follow the results and still filter", async ({
    browser,
    site,
    baseURL,
  }) => {
    const settings = settingsOf(site.slug);
    const context = await browser.newContext({
      viewport: VIEWPORT,
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: false,
      baseURL,
    });
    const page = await context.newPage();
    await page.goto(`${settings.paths.search}/${settings.search.defaultSlug}`, NAVIGATION);
    await expectInFirstScreen(page.locator("main article").first());
    await page.getByRole("link", { name: /^Filters/ }).click();
    const form = page.locator("#search-filters form");
    await expect(form).toBeInViewport();
    const make = form.locator('input[name="make"]').first();
    const value = (await make.getAttribute("value")) ?? "";
    await make.check();
    await form.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(new RegExp(`/make/${encodeURIComponent(value)}`), NAVIGATION);
    await context.close();
  });

  test(
    "header: a menu drawer with the same navigation, operable by keyboard (per site: navigation)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      await page.goto("/", NAVIGATION);
      const menu = page.getByRole("button", { name: "Menu", exact: true });
      await expect(menu).toBeVisible();
      // The desktop navigation is not shown on a phone.
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);

      // Tab from the top of the page reaches the menu button.
      let tabs = 0;
      while (!(await menu.evaluate((el) => el === document.activeElement))) {
        await page.keyboard.press("Tab");
        tabs += 1;
        expect(tabs).toBeLessThan(15);
      }
      await page.keyboard.press("Enter");
      const drawer = page.getByRole("dialog", { name: site.name });
      await expect(drawer).toBeVisible();
      const nav = drawer.getByRole("navigation", { name: "Main" });

      // A dropdown group is an expandable section holding its links.
      const group = nav.locator("summary", { hasText: site.dropdown.label });
      const link = nav.getByRole("link", { name: site.dropdown.link, exact: true }).first();
      await expect(link).toBeHidden();
      // By keyboard: Tab reaches the group, Enter opens it, Tab reaches its link.
      for (tabs = 0; !(await group.evaluate((el) => el === document.activeElement)); tabs += 1) {
        expect(tabs).toBeLessThan(40);
        await page.keyboard.press("Tab");
      }
      await page.keyboard.press("Enter");
      await expect(link).toBeVisible();
      for (tabs = 0; !(await link.evaluate((el) => el === document.activeElement)); tabs += 1) {
        expect(tabs).toBeLessThan(40);
        await page.keyboard.press("Tab");
      }
      await expectNoAxeViolations(page);

      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(menu).toBeFocused();
    },
  );
});

/** Sign-in on a phone's header bar, at the narrowest phone and a common one. */
for (const width of [320, 390]) {
  test.describe(`header sign-in at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test(
      `sign-in is in the bar, not only in the menu (per site: auth and garage, ${width} px)`,
      { tag: "@per-site" },
      async ({ page, site }) => {
        const settings = settingsOf(site.slug);
        test.skip(
          !settings.auth.isEnabled || !settings.garage.isEnabled,
          "this site has no garage sign-in (auth and garage settings)",
        );
        await page.goto("/", NAVIGATION);
        const header = page.getByRole("banner");
        const signIn = header.getByRole("button", { name: "Sign in", exact: true });
        const menu = header.getByRole("button", { name: "Menu", exact: true });
        // Shown without opening the menu, beside it.
        await expect(signIn).toBeVisible();
        await expect(menu).toHaveAttribute("aria-expanded", "false");
        await expect(page.getByRole("dialog")).toHaveCount(0);
        // Measured as a whole, again until it holds: the account code, fetched once the page has
        // hydrated, draws the button again, and a box read as the old one leaves is null.
        await expect(async () => {
          const box = await signIn.boundingBox();
          expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
          expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
          if (width >= 390) {
            // A common phone keeps the header to one row: sign-in sits beside the logo.
            const logo = await header.locator('a[href="/"]').first().boundingBox();
            expect(box?.y ?? Infinity).toBeLessThan((logo?.y ?? 0) + (logo?.height ?? 0));
          }
        }).toPass();
        // Nothing sideways: the page is no wider than the phone.
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);

        // Tab from the top of the page reaches it; Enter opens the sign-in.
        for (let tabs = 0; !(await signIn.evaluate((el) => el === document.activeElement));) {
          await page.keyboard.press("Tab");
          tabs += 1;
          expect(tabs).toBeLessThan(10);
        }
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog", { name: "Sign in to your garage" });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByLabel("Email")).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(signIn).toBeFocused();

        // Signed in from the bar, the bar names the account and leads to My Garage.
        const email = `phone-${width}-${Date.now()}@example.com`;
        await page.keyboard.press("Enter");
        await dialog.getByLabel("Email").fill(email);
        await dialog.getByRole("button", { name: "Email me a code" }).click();
        await expect.poll(() => mailedCode(email), { timeout: 30_000 }).not.toBeNull();
        await dialog.getByLabel("Code").fill(mailedCode(email) ?? "");
        await dialog.getByRole("button", { name: "Sign in" }).click();
        const account = header.getByRole("link", { name: `My Garage, signed in as ${email}` });
        await expect(account).toBeVisible();
        await expect(signIn).toHaveCount(0);
        await account.click();
        await expect(page.getByRole("heading", { level: 1, name: "My Garage" })).toBeVisible();
      },
    );
  });
}
