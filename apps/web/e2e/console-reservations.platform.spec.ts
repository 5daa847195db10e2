import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { carOffering, pay, takesTestDeposits, TEST_CARDS } from "./checkout-helpers.ts";
import { followConsoleMenu, pressAndConfirm, signInToConsole, staffOf } from "./console-helpers.ts";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./fixtures.ts";

/**
 * Reservations in the console: the operator finds a shopper's paid deposit, cancels it with a
 * refund through the test provider (the car is for sale again) and records the handover of the
 * next one; a dealer admin sees its own sites' reservations only; sales see theirs too. Each
 * screen by keyboard, with axe, and on a 320 px phone without sideways scroll.
 */

const deposits = DEMO_SITES.find(takesTestDeposits)!;

/** A shopper pays a deposit on the test provider's page; returns the reservation's reference. */
async function reserveACar(
  browser: Browser,
  port: number,
): Promise<{ reference: string; href: string }> {
  const context = await browser.newContext({
    baseURL: `http://${deposits.slug}.localhost:${port}`,
  });
  const page = await context.newPage();
  const href = await carOffering(page, deposits, "reserve", "cheapest");
  await page.locator('a[data-action="reserve"]').click();
  const form = page.getByRole("form", { name: "Reserve this vehicle" });
  await form.getByLabel("First name").fill("Casey");
  await form.getByLabel("Last name").fill("Console");
  await form.getByLabel("Email").fill("casey.console@example.com");
  await form.getByLabel("Phone").fill("0412 345 678");
  const postcode = form.getByLabel("Postcode");
  if ((await postcode.count()) > 0) await postcode.fill("4000");
  await form.getByLabel("I accept the reservation terms above").check();
  await form.getByRole("button", { name: "Continue to payment" }).click();
  await pay(page, TEST_CARDS.succeeds);
  const reference = (await page.locator("[data-reservation-reference]").textContent()) ?? "";
  await context.close();
  return { reference: reference.trim(), href };
}

/** Opens a reservation from the list, by keyboard: the link focused and followed with Enter. */
async function openReservation(page: Page, reference: string) {
  await followConsoleMenu(page, "Reservations");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Reservations and online purchases",
  );
  await page.getByLabel("Status").selectOption({ label: "Deposit paid" });
  await page.getByRole("button", { name: "Show" }).press("Enter");
  await expect(page).toHaveURL(/status=confirmed/);
  const link = page.getByRole("link", { name: reference });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Reservation ${reference}`);
}

test("the operator cancels a paid reservation with a refund, and records the next one's handover", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const port = (testInfo.project.metadata as { port: number }).port;
  const first = await reserveACar(browser, port);

  await page.setViewportSize({ width: 320, height: 800 });
  await signInToConsole(page, staffOf("platform-operator").email);
  await openReservation(page, first.reference);
  await expect(page.getByText("Deposit paid", { exact: true })).toBeVisible();
  await expect(page.getByText("casey.console@example.com")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // "No, keep it" changes nothing and gives the focus back to the button.
  await page.getByRole("button", { name: "Cancel and refund" }).click();
  await page.getByRole("button", { name: "No, keep it" }).click();
  await expect(page.getByRole("button", { name: "Cancel and refund" })).toBeFocused();

  await pressAndConfirm(page, "Cancel and refund", "Yes, cancel and refund");
  const cancelled = page.getByRole("status").filter({ hasText: "cancelled" });
  await expect(cancelled).toBeFocused();
  await expect(cancelled).toContainText(`Reservation ${first.reference} cancelled`);
  await expect(page.getByText("Cancelled, refunded", { exact: true })).toBeVisible();
  await expect(page.getByText(/^refund:/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel and refund" })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // The car is for sale again: the next shopper reserves it, and it is handed over.
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(`http://${deposits.slug}.localhost:${port}${first.href}`);
  await expect(shopper.locator('a[data-action="reserve"]')).toBeVisible();
  await shopper.context().close();
  const second = await reserveACar(browser, port);
  await openReservation(page, second.reference);
  await pressAndConfirm(page, "Record handover", "Yes, handed over");
  const handed = page.getByRole("status").filter({ hasText: "Handover" });
  await expect(handed).toBeFocused();
  await expect(page.locator("dd", { hasText: /^Handed over$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel and refund" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Both are in the audit log, filtered by kind, with what changed.
  await page.goto("/console/audit");
  await page
    .getByLabel("Kind of change")
    .selectOption({ label: "Cancelled a reservation and refunded its deposit" });
  await page.getByRole("button", { name: "Show" }).click();
  const row = page.getByRole("row").filter({ hasText: first.reference });
  await expect(row).toContainText("status: confirmed");
  await expect(row).toContainText("cancelled");
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test("a dealer admin sees its own sites' reservations only; sales see their dealership's", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const admin = staffOf("dealer-admin");
  await signInToConsole(page, admin.email);
  await followConsoleMenu(page, "Reservations");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Reservations and online purchases",
  );
  await expect(page.getByRole("cell", { name: deposits.name, exact: true })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  const other = await page.goto("/console/reservations/00000000-0000-4000-8000-000000000000");
  expect(other?.status()).toBe(404);

  const sales = await (await browser.newContext()).newPage();
  await signInToConsole(sales, staffOf("sales").email);
  await followConsoleMenu(sales, "Reservations");
  await expect(sales.getByRole("heading", { level: 1 })).toHaveText(
    "Reservations and online purchases",
  );
  await expect(sales.getByRole("cell", { name: deposits.name, exact: true })).toHaveCount(0);
});

test("a dealer admin's pending invitation is sent again and withdrawn, asked first, on a 320 px phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await signInToConsole(page, staffOf("dealer-admin").email);
  await followConsoleMenu(page, "Users");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Users");
  await expectNoSidewaysScroll(page);

  const invitee = `pending-${Date.now()}@metro-pre-owned.test`;
  await page.getByLabel("Email").fill(invitee);
  await page.getByLabel("Role").selectOption({ label: "Sales" });
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Invitation sent" })).toBeFocused();
  const pending = page.getByRole("region", {
    name: "Invitations not yet taken up (times in each site's zone)",
  });
  await expect(pending.getByRole("row").filter({ hasText: invitee })).toContainText("Sales");
  await expect(pending.getByRole("row").filter({ hasText: invitee })).toContainText(/\d{4}/);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await pressAndConfirm(page, `Send the invitation to ${invitee} again`, "Yes, send it");
  await expect(page.getByRole("status").filter({ hasText: "Invitation sent again" })).toBeFocused();
  await pressAndConfirm(page, `Withdraw the invitation to ${invitee}`, "Yes, withdraw");
  // Its row goes, and the outcome with it.
  await expect(pending.getByRole("row").filter({ hasText: invitee })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(`/console/audit?who=${encodeURIComponent(staffOf("dealer-admin").email)}`);
  await expect(
    page.getByRole("row").filter({ hasText: "withdrew the invitation of" }).first(),
  ).toContainText(invitee);
});
