import { expect, test, type Browser } from "@playwright/test";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { METRO_PRE_OWNED } from "@forecourt/db/demo/sites/metro-pre-owned";
import { siteTime } from "@forecourt/core/time/site-time";
import {
  carOffering,
  fillReservation,
  pay,
  takesTestDeposits,
  TEST_CARDS,
} from "./checkout-helpers.ts";
import {
  AUTH,
  followConsoleMenu,
  portOf,
  pressAndConfirm,
  searchInbox,
  signInToConsole,
  siteIdOf,
  staffOf,
} from "./console-helpers.ts";
import {
  addressOf,
  enquireAboutCar,
  parsedMailTo,
  referencesOf,
} from "./console-day-mail-helpers.ts";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./fixtures.ts";

/**
 * Holds and deposits for the people on the floor: a salesperson holds a car of their dealership
 * for a buyer on the phone (with an expiry), the site shows it reserved, sales find it among
 * their dealership's reservations and release it, and the manager reads it in the audit log as
 * sentences; a shopper who leaves the payment page and comes back returns to their own payment,
 * is emailed a receipt once it is paid, and an email that answers it when the dealer cancels and
 * refunds (both parsed as their mail program reads them).
 */

const sales = staffOf("sales");
const METRO = METRO_PRE_OWNED.slug;
const deposits = DEMO_SITES.find(takesTestDeposits)!;

type CarJson = { id: number; slug: string; reserved?: boolean };

/** The site's car by slug, through the platform API. */
async function carOf(port: number, siteId: number, slug: string): Promise<CarJson> {
  const response = await fetch(
    `http://localhost:${port}/api/v1/websites/${siteId}/cars/${slug}.json`,
    { headers: { authorization: AUTH } },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as CarJson;
}

/** The dearest car for sale at the salesperson's dealership, from its search page on the site. */
async function dealershipCar(browser: Browser, port: number): Promise<string> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`http://${METRO}.localhost:${port}/search/${sales.dealership}?sort=price-desc`);
  const vehicleBase = METRO_PRE_OWNED.settings.paths?.vehicleBase ?? "/cars";
  const card = page
    .locator("main article")
    .filter({ hasNotText: /RESERVED|SOLD/i })
    .filter({ has: page.locator(`a[href^="${vehicleBase}/"]`) })
    .first();
  const href =
    (await card.locator(`a[href^="${vehicleBase}/"]`).first().getAttribute("href")) ?? "";
  await page.context().close();
  return href;
}

test("sales hold the car a shopper enquired about until a time, the site shows it reserved, and release it", async ({
  page,
  browser,
}, info) => {
  const port = portOf(info);
  const stamp = Date.now();
  const buyer = `Phoebe Phone ${stamp}`;
  const email = `phoebe.phone.${stamp}@example.com`;
  const href = await dealershipCar(browser, port);
  const siteId = await siteIdOf(port, METRO);
  const car = await carOf(port, siteId, href.split("/").pop() ?? "");
  expect(car.reserved).toBe(false);
  const shopper = await (await browser.newContext()).newPage();
  await enquireAboutCar(shopper, `http://${METRO}.localhost:${port}${href}`, {
    firstName: "Phoebe",
    lastName: "Phone",
    email,
    message: "Please hold it, I can come in tomorrow.",
  });

  // The salesperson opens the lead and goes from its car to the hold.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToConsole(page, sales.email);
  await followConsoleMenu(page, "Leads");
  await searchInbox(page, email);
  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByRole("link", { name: "Phoebe Phone (unread)" }).first().click();
  await page.getByRole("link", { name: "Hold this car for the buyer" }).click();
  await expect(page).toHaveURL(new RegExp(`/console/stock/${car.id}$`));
  const hold = page.getByRole("region", { name: "Hold for a buyer" });
  // A refusal first: no way to reach the buyer, and a hold past 14 days.
  await hold.getByLabel("Buyer's name").fill(buyer);
  await hold.getByLabel("Hold for (hours)").fill("400");
  await hold.getByRole("button", { name: "Hold this car" }).click();
  await expect(hold.getByLabel("Hold for (hours)")).toHaveAttribute("aria-invalid", "true");
  expect((await carOf(port, siteId, car.slug)).reserved).toBe(false);

  await hold.getByLabel("Phone").fill("0412 345 678");
  await hold.getByLabel("Hold for (hours)").fill("3");
  const placed = Date.now();
  await hold.getByRole("button", { name: "Hold this car" }).click();
  // The section now says until when (in the dealership's zone, three hours on) and links to it.
  const zone = METRO_PRE_OWNED.settings.timeZone ?? "";
  const until = [0, 60_000].map((late) => siteTime(new Date(placed + 3 * 3_600_000 + late), zone));
  await expect(hold).toContainText(
    new RegExp(`Hold for a buyer until (${until.join("|")}): RES-[0-9A-Z]{8}\\.`),
  );
  const reference = (await hold.getByRole("link", { name: /^RES-/ }).textContent()) ?? "";
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // The site shows it reserved at once, and offers no deposit on it.
  expect((await carOf(port, siteId, car.slug)).reserved).toBe(true);
  await shopper.goto(`http://${METRO}.localhost:${port}${href}`);
  await expect(
    shopper
      .locator("main")
      .getByText(/reserved/i)
      .first(),
  ).toBeVisible();
  await expect(shopper.locator('a[data-action="reserve"]')).toHaveCount(0);

  // Sales find it among their dealership's reservations, and release it.
  await followConsoleMenu(page, "Reservations");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Reservations and online purchases",
  );
  const row = page.locator("tr:visible, li:visible").filter({ hasText: reference });
  await expect(row.first()).toContainText("Hold for a buyer");
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Reservation ${reference}`);
  await expect(page.getByText(buyer)).toBeVisible();
  await expectNoAxeViolations(page);
  await pressAndConfirm(page, "Release hold", "Yes, release it");
  await expect(page.getByRole("status").filter({ hasText: /released/i })).toBeVisible();
  expect((await carOf(port, siteId, car.slug)).reserved).toBe(false);
  await shopper.reload();
  await expect(shopper.locator("main").getByText(/reserved/i)).toHaveCount(0);
  await shopper.context().close();

  // The dealership's manager reads both in the audit log as sentences, not ids or JSON.
  const manager = await (await browser.newContext()).newPage();
  await signInToConsole(manager, staffOf("dealer-admin").email);
  await manager.goto(`/console/audit?who=${encodeURIComponent(sales.email)}`);
  await expect(
    manager.getByText(`${sales.name} held a car for “${buyer}” (reservation ${reference})`, {
      exact: false,
    }),
  ).toBeVisible();
  // Its expiry in the dealership's zone, as the sentence's time is, not as stored.
  const heldRow = manager.getByRole("row").filter({ hasText: `held a car for “${buyer}”` });
  await expect(heldRow).toContainText(/expires at: \(none\).*\d{2}:\d{2} AE[DS]T/);
  await expect(heldRow).not.toContainText(/\d{4}-\d{2}-\d{2}T\d{2}/);
  await expect(
    manager.getByText(`${sales.name} released the hold of reservation ${reference}`, {
      exact: false,
    }),
  ).toBeVisible();
  await manager.context().close();
});

test("a shopper back from the payment page returns to their own payment, is emailed a receipt, and an answer to it when refunded", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const port = portOf(info);
  const stamp = Date.now();
  const email = `rhea.receipt.${stamp}@example.com`;
  const context = await browser.newContext({
    baseURL: `http://${deposits.slug}.localhost:${port}`,
  });
  const shopper = await context.newPage();
  // Dearest first: the other deposit specs take the cheapest cars.
  const href = await carOffering(shopper, deposits, "reserve", "dearest", 1);
  await shopper.goto(`${href}/checkout`);
  const rhea = { firstName: "Rhea", lastName: "Receipt", email };
  await fillReservation(shopper, rhea);
  await expect(shopper).toHaveURL(/\/pay\/test\/tp_RES-[0-9A-Z]{8}$/);
  const paymentUrl = shopper.url();

  // The shopper wanders back to the car and reserves again: their own payment, not "another
  // shopper is paying"; another browser is still told the car is held.
  await shopper.goto(href);
  await shopper.goto(`${href}/checkout`);
  await expect(shopper.getByText("This vehicle is on hold")).toHaveCount(0);
  await fillReservation(shopper, rhea);
  await expect(shopper).toHaveURL(paymentUrl);
  const other = await (await browser.newContext()).newPage();
  await other.goto(`http://${deposits.slug}.localhost:${port}${href}/checkout`);
  await expect(other.getByText("This vehicle is on hold")).toBeVisible();
  await other.context().close();

  await pay(shopper, TEST_CARDS.succeeds);
  const reference = (
    (await shopper.locator("[data-reservation-reference]").textContent()) ?? ""
  ).trim();
  await context.close();

  // The receipt, as the shopper's mail program reads it: from the site's name, answered to the
  // lead, threaded under the enquiry.
  const receipt = await parsedMailTo(email, "Your deposit for the");
  expect(receipt.subject).toContain(`(${reference})`);
  expect(addressOf(receipt.from).name).toBe(deposits.name);
  expect(addressOf(receipt.replyTo).address).toMatch(
    /^lead-[0-9a-f-]+-[0-9a-f]{16}@reply\.localhost$/,
  );
  expect(referencesOf(receipt)[0]).toMatch(/^<lead\.[0-9a-f-]+@[^>]+>$/);
  expect(receipt.text).toContain(`Reference: ${reference}`);
  expect(receipt.text).toContain("Deposit paid: $");
  // HTML with its plain-text alternative, from the template the console's answers use.
  expect(receipt.html).toContain(`Reference: ${reference}`);

  // The operator cancels it with a refund; the shopper's mail answers the receipt.
  await signInToConsole(page, staffOf("platform-operator").email);
  await page.goto("/console/reservations?status=confirmed");
  await page.getByRole("link", { name: reference }).click();
  await pressAndConfirm(page, "Cancel and refund", "Yes, cancel and refund");
  await expect(page.getByText("Cancelled, refunded", { exact: true })).toBeVisible();
  const cancelled = await parsedMailTo(email, "Your reservation of the");
  expect(cancelled.subject).toContain(`is cancelled (${reference})`);
  expect(cancelled.inReplyTo).toBe(receipt.messageId);
  expect(referencesOf(cancelled)).toEqual([...referencesOf(receipt), receipt.messageId]);
  expect(addressOf(cancelled.replyTo).address).toBe(addressOf(receipt.replyTo).address);
  expect(cancelled.text).toContain("Deposit refunded: $");
  expect(cancelled.text).toMatch(/Refund reference: \S+/);
  expect(cancelled.html).toContain("Deposit refunded: $");
});
