import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures.ts";

import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";

const [firstSite, secondSite] = DEMO_SITES;
if (!firstSite || !secondSite) throw new Error("the demo data has fewer than two sites");
const customDomain = firstSite.domains[0];

test("the platform host lists every site it serves, with working links", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dealer sites");
  for (const site of DEMO_SITES)
    await expect(page.getByRole("link", { name: site.name })).toBeVisible();
  await page.getByRole("link", { name: secondSite.name }).click();
  await expect(page).toHaveURL(new RegExp(`^http://${secondSite.slug}\\.localhost:\\d+/$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(secondSite.name);
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
  await page.goto(`http://${customDomain}:${port}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstSite.name);
});

test("tenant pages are not reachable through the platform host", async ({ request }) => {
  const response = await request.get(`/sites/${firstSite.slug}`);
  expect(response.status()).toBe(404);
});

test("the platform API needs basic auth and returns a site's settings and stock summary", async ({
  request,
}) => {
  expect((await request.get("/api/v1/websites/1.json")).status()).toBe(401);
  const wrong = await request.get("/api/v1/websites/1.json", {
    headers: { authorization: `Basic ${btoa("platform:wrong-password")}` },
  });
  expect(wrong.status()).toBe(401);
  const auth = { authorization: `Basic ${btoa("platform:demo-password")}` };
  const response = await request.get("/api/v1/websites/1.json", { headers: auth });
  expect(response.status()).toBe(200);
  const body = await response.json();
  // Sites are created in demo-data order, so the first has id 1.
  expect(body.slug).toBe(firstSite.slug);
  expect(body.settings.template).toBe(firstSite.settings.template);
  const unsold = firstSite.stock.new + firstSite.stock.used + firstSite.stock.demo;
  expect(body.stock_summary.count).toBeGreaterThan(unsold - 8);
  expect(body.stock_summary.count).toBeLessThan(unsold);
  expect(body.stock_summary.makes[0]).toEqual({
    name: firstSite.catalogue[0]?.make,
    count: body.stock_summary.count,
  });
  const missing = await request.get("/api/v1/websites/9999.json", { headers: auth });
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: "Website not found" });
  expect((await request.get("/api/v1/websites/abc.json", { headers: auth })).status()).toBe(404);
});
