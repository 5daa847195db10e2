import { expect, test, type Page } from "@playwright/test";
import { DEMO_SITES, type DemoSite } from "@forecourt/db/demo/demo-sites";

export function demoSite(slug: string): DemoSite {
  const site = DEMO_SITES.find((s) => s.slug === slug);
  if (!site) throw new Error(`no demo site ${slug}`);
  return site;
}

/** Deposits are tested end to end where the RV demo site takes them with the test provider. */
export const takesTestDeposits = (demo: DemoSite) =>
  demo.settings.template === "rv" && demo.depositProvider === "test";
export const TEST_DEPOSITS_SITE = "the RV demo site takes deposits with the test provider";

/**
 * The demo site a deposit test runs on, called first in the test: skipped where the site takes
 * no test deposits, and given time for its payments and axe-core checks on a loaded machine.
 */
export function depositSiteOrSkip(slug: string): DemoSite {
  test.setTimeout(240_000);
  const demo = demoSite(slug);
  test.skip(!takesTestDeposits(demo), TEST_DEPOSITS_SITE);
  return demo;
}

export const vehicleBase = (site: DemoSite) => site.settings.paths?.vehicleBase ?? "/cars";
export const searchPath = (site: DemoSite) =>
  `${site.settings.paths?.search ?? "/search"}/${site.settings.search?.defaultSlug ?? "new-used-and-demo-cars"}`;

/**
 * A car whose page offers the action (`reserve`, `buy-online`), taken from the cheapest-first
 * listing from the end given, so specs that each reserve a car take different ones; the
 * featured cards other specs use are left alone.
 */
export async function carOffering(
  page: Page,
  demo: DemoSite,
  action: "reserve" | "buy-online",
  from: "cheapest" | "dearest",
  /** Cars offering it to pass over first: a spec running beside another that holds the first. */
  passOver = 0,
): Promise<string> {
  const base = vehicleBase(demo);
  await page.goto("/");
  const featured = new Set(
    await page
      .locator(`main article a[href^="${base}/"]`)
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? "")),
  );
  await page.goto(`${searchPath(demo)}?sort=price-asc`);
  const links = await page
    .locator(`main article a[href^="${base}/"]`)
    .evaluateAll((anchors) => [...new Set(anchors.map((a) => a.getAttribute("href") ?? ""))]);
  for (const href of from === "dearest" ? links.reverse() : links) {
    if (featured.has(href)) continue;
    await page.goto(href);
    if ((await page.locator(`a[data-action="${action}"]`).count()) === 0) continue;
    if (passOver === 0) return href;
    passOver -= 1;
  }
  throw new Error(`no car offers ${action}`);
}

/**
 * Fills the reserve form with the shopper's name, email and a phone (and a postcode where the
 * site asks for one), accepts the terms and goes on to the payment page.
 */
export async function fillReservation(
  page: Page,
  shopper: { firstName: string; lastName: string; email: string },
) {
  const form = page.getByRole("form", { name: "Reserve this vehicle" });
  await form.getByLabel("First name").fill(shopper.firstName);
  await form.getByLabel("Last name").fill(shopper.lastName);
  await form.getByLabel("Email").fill(shopper.email);
  await form.getByLabel("Phone").fill("0412 345 678");
  const postcode = form.getByLabel("Postcode");
  if ((await postcode.count()) > 0) await postcode.fill("4000");
  await form.getByLabel("I accept the reservation terms above").check();
  await form.getByRole("button", { name: "Continue to payment" }).click();
}

/** The test provider's cards: one pays, one is declined. */
export const TEST_CARDS = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
} as const;

/** Pays on the test provider's page and waits for the reservation's page. */
export async function pay(page: Page, card: string) {
  await expect(page).toHaveURL(/\/pay\/test\/tp_RES-[0-9A-Z]{8}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Pay \$[\d,]+/);
  await page.getByLabel("Card number").fill(card);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/reservations\/RES-[0-9A-Z]{8}$/);
}
