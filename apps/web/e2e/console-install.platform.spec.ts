import { expect, test, type Page } from "@playwright/test";
import { signInToConsole, staffOf } from "./console-helpers.ts";
import { E2E_PORT } from "./ports.ts";

/**
 * The console as an installable app (Chromium's own checks through the DevTools protocol): a
 * manifest on its pages, a worker that controls `/console` itself, the offline page when the
 * network is gone, and no console page kept in the worker's caches.
 */

/** Every path the page's origin holds in Cache Storage. */
function cachedPaths(page: Page) {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

test("the console installs, its worker controls /console, and offline it shows only the offline page", async ({
  page,
  context,
}) => {
  await signInToConsole(page, staffOf("sales").email);
  await page.goto("/console");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    "href",
    "/console/manifest.webmanifest",
  );
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/console\/sw\.js$/);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toMatch(
    /\/console$/,
  );

  const cdp = await context.newCDPSession(page);
  await expect
    .poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors)
    .toEqual([]);

  // Visit a few pages online first, so a worker that kept pages would have them.
  await page.goto("/console/leads");
  await page.goto("/console/account");
  await context.setOffline(true);
  await page.goto("/console/leads");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByText("The dealer console needs a connection")).toBeVisible();
  await context.setOffline(false);

  const paths = await cachedPaths(page);
  expect(paths).toContain("/console/offline.html");
  const pages = paths.filter(
    (path) =>
      path.startsWith("/console") &&
      !/\.(png|webmanifest)$/.test(path) &&
      path !== "/console/offline.html",
  );
  expect(pages).toEqual([]);
});

test("a storefront links no console manifest", async ({ page }) => {
  await page.goto(`http://metro-pre-owned.localhost:${E2E_PORT}/`);
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
});
