import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./fixtures.ts";
import { portOf, searchInbox, sendLead, signInToConsole, staffOf } from "./console-helpers.ts";

/**
 * Working a lead to the sale, per role: the inbox says what each lead is (form and car
 * columns, times in the dealership's zone), filters the overdue, and on a phone shows cards
 * with a tap to call at 320 and 390 px; a lead page shows the shopper's timeline (two enquiries
 * under one email), and the lead is marked sold from the keyboard, the result taking the
 * focus; Insight is headed by sales. axe-core on each screen.
 */

const METRO = staffOf("sales").site ?? "";

/** Finds the lead by search in the inbox and opens it. */
async function openLead(page: Page, name: string) {
  await page.goto("/console/leads");
  await searchInbox(page, name);
  await page.getByRole("button", { name: "Filter" }).click();
  await page
    .getByRole("link", { name: new RegExp(`^${name}`) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
}

/** Marks the open lead sold with the keyboard; the result is announced and focused. */
async function markSoldByKeyboard(page: Page) {
  await page.getByRole("button", { name: "Mark sold" }).focus();
  await page.keyboard.press("Enter");
  const result = page.getByRole("status").filter({ hasText: "Marked sold" });
  await expect(result).toBeVisible();
  await expect(page.locator(":focus")).toContainText("Marked sold");
  await expect(page.getByText("Status: sold")).toBeVisible();
}

test("a dealer admin reads the inbox's columns, filters the overdue, sells and sees sales in Insight", async ({
  page,
}, info) => {
  const stamp = Date.now();
  const name = `Olivia Owner ${stamp}`;
  // Two enquiries from one shopper (same email and a phone of her own): one timeline on each.
  const phone = `04${String(stamp).slice(-8)}`;
  await sendLead(page, portOf(info), METRO, name, "dandenong", "First question", phone);
  await sendLead(page, portOf(info), METRO, name, "dandenong", "Second question", phone);
  await signInToConsole(page, staffOf("dealer-admin").email);

  await page.goto("/console/leads");
  const table = page.getByRole("table", { name: /^Leads, newest first/ });
  for (const column of ["Received", "Form", "Car", "Status", "Response"]) {
    await expect(table.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  }
  await expect(table.getByRole("cell", { name: "Enquiry", exact: true }).first()).toBeVisible();
  // Times name the dealership's zone, not UTC.
  await expect(table.locator("time").first()).toHaveText(/AE[SD]T|AWST|ACST|ACDT|GMT/);
  await expectNoAxeViolations(page);

  await page.getByLabel("Overdue only").check();
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/overdue=1/);
  await expect(page.getByLabel("Overdue only")).toBeChecked();
  // Every lead listed is marked overdue (or none is listed).
  const rows = page.getByRole("table", { name: /^Leads, newest first/ }).locator("tbody tr");
  const count = await rows.count();
  for (let i = 0; i < Math.min(count, 5); i += 1) {
    await expect(rows.nth(i)).toContainText("Overdue");
  }

  await openLead(page, name);
  const timeline = page.getByRole("region", { name: "Shopper timeline" });
  await expect(timeline).toContainText("2 leads from this shopper");
  await expect(timeline.getByText("(this lead)")).toBeVisible();
  await expectNoAxeViolations(page);
  await markSoldByKeyboard(page);
  await expect(timeline).toContainText("Sold");

  await page.goto("/console/insight");
  const sales = page.getByRole("region", { name: "Sales" });
  await expect(page.locator("main h2").first()).toHaveText("Sales");
  await expect(sales.getByRole("definition").first()).not.toHaveText("0");
  await expect(
    sales.getByRole("table", { name: "Sales by source, medium and campaign" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const width of [320, 390]) {
  test(`sales sees cards with status, overdue and a tap to call on a ${width} px phone`, async ({
    page,
  }, info) => {
    const name = `Carla Card ${width} ${Date.now()}`;
    await sendLead(page, portOf(info), METRO, name, "dandenong");
    await signInToConsole(page, staffOf("sales").email);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/console/leads?q=${encodeURIComponent(name)}`);
    const card = page.locator("li[data-lead-card]").filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Status: new");
    await expect(card).toContainText("Enquiry");
    await expect(card.getByRole("link", { name: `Call ${name}` })).toHaveAttribute(
      "href",
      /^tel:\+614/,
    );
    await expect(page.getByRole("table", { name: /^Leads, newest first/ })).toBeHidden();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await card.getByRole("link", { name: new RegExp(`^${name}`) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await markSoldByKeyboard(page);
    await expectNoSidewaysScroll(page);
  });
}
