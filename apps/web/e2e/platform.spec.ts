import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures.ts";

const SITE_NAMES = ["Coastline RV Centre", "Harbour City Motors", "Lone Star Auto", "Metro Pre-Owned", "Throttle Motorcycles"];

test("the platform host lists every site it serves, with working links", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dealer sites");
  for (const name of SITE_NAMES) await expect(page.getByRole("link", { name })).toBeVisible();
  await page.getByRole("link", { name: "Lone Star Auto" }).click();
  await expect(page).toHaveURL(/^http:\/\/lone-star-auto\.localhost:\d+\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lone Star Auto");
});

test("the platform index has no axe-core violations", async ({ page }) => {
  await page.goto("/");
  await expectNoAxeViolations(page);
});

test("an unknown site host is a 404 page, not an error", async ({ page }, testInfo) => {
  const port = (testInfo.project.metadata as { port: number }).port;
  const response = await page.goto(`http://no-such-dealer.localhost:${port}/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("a custom domain serves its site", async ({ page }, testInfo) => {
  const port = (testInfo.project.metadata as { port: number }).port;
  await page.goto(`http://www.coastlinerv.test:${port}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coastline RV Centre");
});

test("tenant pages are not reachable through the platform host", async ({ request }) => {
  const response = await request.get("/sites/coastline-rv");
  expect(response.status()).toBe(404);
});

test("the platform API needs basic auth and returns a site's settings and stock summary", async ({ request }) => {
  expect((await request.get("/api/v1/websites/1.json")).status()).toBe(401);
  const wrong = await request.get("/api/v1/websites/1.json", { headers: { authorization: `Basic ${btoa("platform:wrong-password")}` } });
  expect(wrong.status()).toBe(401);
  const auth = { authorization: `Basic ${btoa("platform:demo-password")}` };
  const response = await request.get("/api/v1/websites/1.json", { headers: auth });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.slug).toBe("coastline-rv");
  expect(body.settings.template).toBe("rv");
  expect(body.stock_summary.count).toBeGreaterThan(60);
  expect(body.stock_summary.makes[0]).toEqual({ name: "Jayco", count: body.stock_summary.count });
  const missing = await request.get("/api/v1/websites/9999.json", { headers: auth });
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: "Website not found" });
  expect((await request.get("/api/v1/websites/abc.json", { headers: auth })).status()).toBe(404);
});
