import { expect, test, type Page } from "@playwright/test";
import { signInToConsole, staffOf } from "./console-helpers.ts";
import { expectNoAxeViolations } from "./fixtures.ts";
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

test("Account offers notifications on this device, asking nothing until pressed; its endpoint keeps a subscription and refuses a bad one", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  // Counts the times the page asks for permission (the headless browser answers "denied").
  await page.addInitScript(() => {
    const ask = Notification.requestPermission.bind(Notification);
    Object.assign(window, { permissionAsks: 0 });
    Notification.requestPermission = () => {
      Object.assign(window, {
        permissionAsks: (window as { permissionAsks?: number }).permissionAsks! + 1,
      });
      return ask();
    };
  });
  const asks = () => page.evaluate(() => (window as { permissionAsks?: number }).permissionAsks);
  await signInToConsole(page, staffOf("sales").email);
  await page.goto("/console/account");
  const section = page.getByRole("region", { name: "Notifications on this device" });
  await expect(section).toBeVisible();
  const turnOn = section.getByRole("button", { name: "Turn on notifications" });
  await expect(turnOn).toBeEnabled();
  // Nothing was asked of the browser on the way here.
  expect(await asks()).toBe(0);
  await expect(section.getByRole("checkbox")).toHaveCount(5);
  await expect(section.getByRole("checkbox", { name: "A lead assigned to me" })).toBeChecked();
  for (const control of [
    turnOn,
    section.locator("label", { hasText: "A new lead for my dealership" }),
  ]) {
    expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await expectNoAxeViolations(page);
  await turnOn.click();
  await expect(section.getByText(/Notifications are blocked for the console/)).toBeVisible();
  expect(await asks()).toBe(1);

  const endpoint = `https://push.example/e2e-${Date.now()}`;
  const headers = { origin: new URL(page.url()).origin };
  const saved = await page.request.post("/console/account/notifications", {
    headers,
    data: { endpoint, keys: { p256dh: "BNc_x1", auth: "k2-y" }, events: ["new-lead"] },
  });
  expect(saved.status()).toBe(200);
  expect(await saved.json()).toEqual({ events: ["new-lead"] });
  const refused = await page.request.post("/console/account/notifications", {
    headers,
    data: { endpoint: "http://127.0.0.1/admin", keys: { p256dh: "a", auth: "b" } },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).errors).toHaveProperty("endpoint");
  const removed = await page.request.delete("/console/account/notifications", {
    headers,
    data: { endpoint },
  });
  expect(await removed.json()).toEqual({ removed: true });
});
