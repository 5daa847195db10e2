import type { Page, Response } from "@playwright/test";
import { contrastRatio } from "@forecourt/core/site/brand-colours";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { logoInk } from "@forecourt/db/demo/images/logo";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { firstLoadScripts, scriptText } from "./first-load.ts";

/** A computed `rgb(r, g, b)` colour as hex. */
const toHex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((v) => Number(v).toString(16).padStart(2, "0"))
    .join("")}`;

/** The main navigation, its dropdown button with this label and the item that holds both. */
function headerDropdown(page: Page, label: string) {
  const nav = page.getByRole("navigation", { name: "Main" });
  const button = nav.getByRole("button", { name: label });
  const group = nav.locator("li", { has: page.getByRole("button", { name: label }) });
  return { nav, button, group };
}

test.describe("site shell", () => {
  test(
    "home page shows the site's name, branding, search entry and featured stock (per site: branding)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      const response = await page.goto("/");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(site.name);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.name);
      await expect(page.locator("html")).toHaveAttribute("lang", site.lang);
      await expect(page.getByRole("link", { name: `${site.name} home` })).toBeVisible();
      await expect(page.getByRole("search")).toBeVisible();
      const cards = page.locator("main article");
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThan(3);
      // Every card image is served through the image optimiser and actually loads.
      const image = cards.first().locator("img");
      await expect(image).toHaveAttribute("src", /\/_next\/image\?url=%2Fmedia%2F/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    },
  );

  test("every script and style sheet of the home page comes as Brotli, scripts with the eager-compile hint", async ({
    page,
  }) => {
    // scripts/after-build.mjs runs after next build: V8 compiles the scripts off the main thread
    // (the hint), and the browser, which takes br from localhost, gets each file's Brotli copy.
    // Bodies are read once the page has loaded and the listener is off: a script the page asks
    // for later (the recording code, say) must not be read while the page closes.
    const assets: Response[] = [];
    const onResponse = (response: Response) => {
      const type = response.request().resourceType();
      if ((type === "script" || type === "stylesheet") && response.url().includes("/_next/static/"))
        assets.push(response);
    };
    page.on("response", onResponse);
    await page.goto("/", { waitUntil: "load" });
    page.off("response", onResponse);
    const scripts = assets.filter((response) => response.request().resourceType() === "script");
    expect(scripts.length).toBeGreaterThan(3);
    expect(assets.length).toBeGreaterThan(scripts.length);
    for (const asset of assets) {
      expect(await asset.headerValue("content-encoding"), asset.url()).toBe("br");
      expect(await asset.headerValue("vary"), asset.url()).toMatch(/accept-encoding/i);
    }
    for (const script of scripts) {
      expect((await script.text()).startsWith("//# allFunctionsCalledOnLoad\n"), script.url()).toBe(
        true,
      );
    }
  });

  test(
    "the code of chat, sign-in and the consent banner comes only to sites that have them (per site: features)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      const demo = DEMO_SITES.find((candidate) => candidate.slug === site.slug)!;
      const settings = siteSettingsSchema.parse(demo.settings);
      // A string only each part's own code holds (its markup or its requests).
      const parts = [
        { marker: "Close chat greeting", isOnSite: settings.chat.provider !== "none" },
        {
          marker: "/api/auth/watchlist",
          isOnSite: settings.auth.isEnabled && settings.garage.isEnabled,
        },
        // A fresh browser has not answered, so a site that asks loads the banner.
        { marker: "Cookie consent", isOnSite: settings.analytics.requireConsent },
      ];
      const scripts = await firstLoadScripts(page, "/", async (arrived) => {
        const code = await scriptText(arrived);
        return parts.every(({ marker, isOnSite }) => !isOnSite || code.includes(marker));
      });
      const loaded = await scriptText(scripts);
      for (const { marker, isOnSite } of parts)
        expect(loaded.includes(marker), marker).toBe(isOnSite);
    },
  );

  test(
    "the logo and the header's words stand out from what is behind them (per site: brand colours)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      const demo = DEMO_SITES.find((s) => s.slug === site.slug);
      if (!demo) throw new Error(`no demo site ${site.slug}`);
      await page.goto("/");
      const header = page.locator("header").first();
      const logoLink = page.getByRole("link", { name: `${site.name} home` });
      const [headerBackground, headerText, linkBackground] = await Promise.all([
        header.evaluate((el) => getComputedStyle(el).backgroundColor),
        header.evaluate((el) => getComputedStyle(el).color),
        logoLink.evaluate((el) => getComputedStyle(el).backgroundColor),
      ]);
      // The logo's wordmark is painted in this ink (demo/images/logo.ts); a transparent link shows
      // the header behind it, a plated one its plate.
      const behindLogo = /rgba\(0, 0, 0, 0\)|transparent/.test(linkBackground)
        ? headerBackground
        : linkBackground;
      const ink = logoInk(demo.brand.primary);
      expect(
        contrastRatio(ink, toHex(behindLogo)),
        `logo ink ${ink} on ${behindLogo}`,
      ).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(toHex(headerText), toHex(headerBackground))).toBeGreaterThanOrEqual(4.5);
    },
  );

  test(
    "home page has no axe-core violations (per site: brand colours)",
    { tag: "@per-site" },
    async ({ page }) => {
      await page.goto("/");
      await expectNoAxeViolations(page);
    },
  );

  test(
    "header dropdown opens the way the site is configured and marks its group open (per site: header.dropdownTrigger)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      await page.goto("/");
      const { nav, button, group } = headerDropdown(page, site.dropdown.label);
      const link = nav.getByRole("link", { name: site.dropdown.link });
      await expect(group).toHaveAttribute("data-state", "closed");
      await expect(link).toBeHidden();

      await button.hover();
      if (site.dropdownTrigger === "hover") {
        await expect(group).toHaveAttribute("data-state", "open");
        await expect(group).toHaveClass(/dropdown-open/);
        await expect(link).toBeVisible();
        // A click on the menu hover opened keeps it open under the pointer.
        await button.click();
        await expect(group).toHaveAttribute("data-state", "open");
        await expect(link).toBeVisible();
        await page.mouse.move(5, 600);
        await expect(group).toHaveAttribute("data-state", "closed");
        // Escape dismisses a menu hover opened, with focus elsewhere (WCAG 1.4.13).
        await page.locator("main h1").click();
        await button.hover();
        await expect(group).toHaveAttribute("data-state", "open");
        await page.keyboard.press("Escape");
        await expect(group).toHaveAttribute("data-state", "closed");
        await expect(link).toBeHidden();
      } else {
        // Click-configured sites do not open on hover.
        await page.waitForTimeout(300);
        await expect(group).toHaveAttribute("data-state", "closed");
        await button.click();
        await expect(group).toHaveAttribute("data-state", "open");
        await expect(button).toHaveAttribute("aria-expanded", "true");
        await expect(link).toBeVisible();
        await page.locator("main h1").click();
        await expect(group).toHaveAttribute("data-state", "closed");
      }
    },
  );

  test(
    "header dropdown works by keyboard (per site: navigation)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      await page.goto("/");
      const { button, group } = headerDropdown(page, site.dropdown.label);
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(group).toHaveAttribute("data-state", "open");
      await page.keyboard.press("Tab");
      await expect(group.getByRole("link").first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(group).toHaveAttribute("data-state", "closed");
      await expect(button).toBeFocused();
    },
  );

  test("an unknown page is a 404 inside the site's own layout", async ({ page, site }) => {
    const response = await page.goto("/no-such-page-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: `${site.name} home` })).toBeVisible();
  });

  test(
    "footer links keep their kinds: tel and mailto in place, maps in a new tab (per site: footer)",
    { tag: "@per-site" },
    async ({ page }) => {
      await page.goto("/");
      const footer = page.locator("footer");
      for (const link of await footer.locator("a[href^='tel:'], a[href^='mailto:']").all()) {
        await expect(link).not.toHaveAttribute("target", "_blank");
      }
      for (const link of await footer.locator("a[href^='https://']").all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
      }
      expect(await footer.locator("a[href^='/']").count()).toBeGreaterThan(0);
    },
  );
});
