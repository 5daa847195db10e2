import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { garageHref } from "@forecourt/core/garage/garage-path";
import { FINANCE_SIGN_IN_LABEL } from "@forecourt/core/site/finance-links";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { mailedCode } from "./mail-catcher.ts";

/** A demo site's settings, as the server reads them. */
const settingsOf = (slug: string) =>
  siteSettingsSchema.parse(DEMO_SITES.find((demo) => demo.slug === slug)?.settings ?? {});

test("sign-in by emailed code: the watchlist follows the shopper", async ({ page, site }) => {
  const settings = settingsOf(site.slug);
  await page.goto("/");
  if (!settings.auth.isEnabled) {
    await expect(page.getByRole("button", { name: "Sign in" })).toHaveCount(0);
    return;
  }
  // A favourite saved before signing in joins the watchlist.
  const card = page.locator("main article[data-car-id]").first();
  const name = (await card.locator("h3").textContent())?.trim() ?? "";
  await card.getByRole("button", { name: `Save ${name} to favourites` }).click();
  await expect(page.getByTestId("favourites-count")).toHaveText("1");

  // Signed in from the garage page, focus goes to its heading rather than the page's body.
  await page.goto(garageHref(settings) ?? "/");
  const email = `shopper-${Date.now()}@example.com`;
  await page.getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in to your garage" });
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Email me a code" }).click();
  await expect(dialog.getByLabel("Code")).toBeVisible();

  await dialog.getByLabel("Code").fill("00000000");
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog.getByRole("alert")).toContainText(/code is not right|Please/);

  await expect.poll(() => mailedCode(email), { timeout: 30_000 }).not.toBeNull();
  await dialog.getByLabel("Code").fill(mailedCode(email) ?? "");
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("signed-in-as")).toHaveText(email);
  await expect(page.getByRole("heading", { level: 1, name: "My Garage" })).toBeFocused();

  // Another device: a fresh browser storage, the same session, the same watchlist.
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === "forecourt_garage");
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  await page.evaluate(() => localStorage.clear());
  await page.goto(garageHref(settings) ?? "/");
  await expect(page.getByTestId("signed-in-as")).toHaveText(email);
  await expect(page.getByTestId("garage-saved").getByRole("heading", { name })).toBeVisible();

  // What the signed-in shopper looked at, as the garage lists it.
  const carHref = await page
    .locator(`main a[href^="${settings.paths.vehicleBase}/"]`)
    .first()
    .getAttribute("href");
  await page.goto(carHref ?? "/");
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), settings.storage.viewsKey))
    .toMatch(/"slug"/);
  await page.goto(garageHref(settings) ?? "/");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  // Recently viewed leaves with the account too: the next shopper here starts afresh.
  expect(await page.evaluate((key) => localStorage.getItem(key), settings.storage.viewsKey)).toBe(
    "[]",
  );
  // The account's saved list leaves with it: nothing of it stays in this browser.
  await expect(page.getByTestId("garage-saved").getByRole("heading", { name })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(page.getByTestId("garage-saved").getByRole("heading", { name })).toHaveCount(0);
});

/**
 * Opens the home page of a site with accounts (others skip) with the header's account code (the
 * build's chunks that ask for the watchlist and are not the garage page's) held until released;
 * it is asked for once the page has hydrated, so the header's early button answers by then.
 */
async function openWithAccountCodeHeld(page: Page, slug: string) {
  const settings = settingsOf(slug);
  test.skip(!settings.auth.isEnabled || !settings.garage.isEnabled, "no accounts on this site");
  const chunks = fileURLToPath(new URL("../.next/static/chunks/", import.meta.url));
  const accountChunks = readdirSync(chunks).filter((file) => {
    const code = file.endsWith(".js") ? readFileSync(path.join(chunks, file), "utf8") : "";
    return code.includes("/api/auth/watchlist") && code.includes("signed-in-as");
  });
  expect(accountChunks.length).toBeGreaterThan(0);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let markAsked = () => {};
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  const isAccountChunk = (url: URL) => accountChunks.some((file) => url.pathname.endsWith(file));
  await page.route(isAccountChunk, async (route) => {
    markAsked();
    await held;
    await route.continue();
  });
  // Not waiting for the load event, which a held script may hold back.
  await page.goto("/", { waitUntil: "commit" });
  await asked;
  return release;
}

test(
  "a Sign in pressed before the account code arrives opens the dialog, once (per site: auth and garage)",
  { tag: "@per-site" },
  async ({ page, site }) => {
    const release = await openWithAccountCodeHeld(page, site.slug);
    await page.getByRole("button", { name: "Sign in" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in to your garage" });
    await expect(dialog).toHaveCount(0);
    release();
    await expect(dialog).toBeVisible();

    const email = `early-${Date.now()}@example.com`;
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Email me a code" }).click();
    await expect.poll(() => mailedCode(email), { timeout: 30_000 }).not.toBeNull();
    await dialog.getByLabel("Code").fill(mailedCode(email) ?? "");
    await dialog.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("signed-in-as")).toHaveText(email);
    // Focus goes where Sign in was, not to the page's body.
    await expect(page.getByRole("button", { name: "Sign out" })).toBeFocused();
    // Signing out shows the button again; the early press is spent, so no dialog opens by itself.
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(dialog).toHaveCount(0);
  },
);

test(
  "a shopper who tabbed to Sign in before the account code arrives keeps the focus (per site: auth and garage)",
  { tag: "@per-site" },
  async ({ page, site }) => {
    const release = await openWithAccountCodeHeld(page, site.slug);
    const signIn = page.getByRole("banner").getByRole("button", { name: "Sign in", exact: true });
    for (let tabs = 0; !(await signIn.evaluate((el) => el === document.activeElement));) {
      await page.keyboard.press("Tab");
      tabs += 1;
      expect(tabs).toBeLessThan(40);
    }
    const early = await signIn.elementHandle();
    release();
    // The account code draws its own button in place of the early one; the focus moves to it.
    await expect.poll(() => early?.evaluate((el) => el.isConnected)).toBe(false);
    await expect(signIn).toBeFocused();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Sign in to your garage" })).toBeVisible();
  },
);

test(
  "finance sign-in link where the settings place it: sign in, then the finance form (per site: finance link placement)",
  { tag: "@per-site" },
  async ({ page, site }) => {
    const settings = settingsOf(site.slug);
    const { financeSignIn } = settings.navigation;
    const canSignIn = settings.auth.isEnabled && settings.garage.isEnabled;
    await page.goto("/");
    const link = page.getByRole("link", { name: FINANCE_SIGN_IN_LABEL });
    if (financeSignIn === "none" || !canSignIn) {
      await expect(link).toHaveCount(0);
      // The route is only where visitors can sign in.
      if (!canSignIn) expect((await page.goto("/sign-in?type=finance"))?.status()).toBe(404);
      return;
    }
    const region = page.getByRole(financeSignIn === "footer" ? "contentinfo" : "banner");
    const href = await region
      .getByRole("link", { name: FINANCE_SIGN_IN_LABEL })
      .getAttribute("href");
    const url = new URL(href ?? "", "http://x.test");
    expect(url.pathname).toBe("/sign-in");
    expect(url.searchParams.get("type")).toBe("finance");
    expect(url.searchParams.get("redirect")).toBe(`${settings.paths.finance}#finance-form`);

    await region.getByRole("link", { name: FINANCE_SIGN_IN_LABEL }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Finance sign in");
    await expectNoAxeViolations(page);
    const email = `finance-${Date.now()}@example.com`;
    const main = page.getByRole("main");
    await main.getByLabel("Email").fill(email);
    await main.getByRole("button", { name: "Email me a code" }).click();
    await expect.poll(() => mailedCode(email), { timeout: 30_000 }).not.toBeNull();
    await main.getByLabel("Code").fill(mailedCode(email) ?? "");
    await main.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(new RegExp(`${settings.paths.finance}#finance-form$`));
    await expect(page.locator("#finance-form form, form#finance-form").first()).toBeVisible();
    await expect(page.getByTestId("signed-in-as")).toHaveText(email);
  },
);
