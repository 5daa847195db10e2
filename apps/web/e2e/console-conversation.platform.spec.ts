import { expect, test } from "@playwright/test";
import { inboundMailRequest } from "../src/testing/inbound-mail-post.ts";
import { mailHeader } from "../src/testing/smtp-stand-in.ts";
import { portOf, sendLead, signInToConsole, staffOf, submitByKeyboard } from "./console-helpers.ts";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./fixtures.ts";
import { mailTo } from "./mail-catcher.ts";

/**
 * A salesperson works a lead from its page: answers by email from a template (the mail reaches
 * the shopper with the lead's own reply address), sees the shopper's answer arrive through the
 * signed inbound mail webhook (real MIME, posted as the mail provider does), logs a call, adds
 * a note and a reminder; by keyboard, with axe, and on a 320 px screen.
 */

const INBOUND_KEY = "e2e-inbound-mail-signing-key";
const sales = staffOf("sales");
const METRO = sales.site ?? "";

test("sales answers a lead, sees the reply arrive, logs a call, notes and sets a reminder", async ({
  page,
}, info) => {
  const port = portOf(info);
  const stamp = Date.now();
  const name = `Rita Reply ${stamp}`;
  const email = `${name.toLowerCase().replaceAll(" ", ".")}@example.com`;
  const leadId = await sendLead(page, port, METRO, name, "dandenong");
  await signInToConsole(page, sales.email);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`/console/leads/${leadId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText("Nobody has contacted this shopper yet.")).toBeVisible();
  await expectNoAxeViolations(page);

  // A template fills the subject and message, its merge fields already the shopper's and ours.
  await page.getByLabel("Template").selectOption({ label: "Thanks for your enquiry" });
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(
    new RegExp(`^Hi Rita,`),
  );
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(
    new RegExp(`Kind regards,\n${sales.name ?? sales.email}\n`),
  );
  await submitByKeyboard(page, "Send email", "Email queued to send.");
  await expect(page.getByText(/Email to the shopper by/)).toBeVisible();
  await expect(page.getByText(/Answered in/)).toBeVisible();

  // The mail reached the shopper once, with the lead's own reply address.
  await expect.poll(() => mailTo(email, "Your enquiry"), { timeout: 30_000 }).not.toBeNull();
  const sent = mailTo(email, "Your enquiry") ?? "";
  const replyTo = mailHeader(sent, "Reply-To");
  expect(replyTo).toMatch(new RegExp(`^lead-${leadId}-[0-9a-f]{16}@reply\\.localhost$`));

  // The shopper answers; the mail provider posts the MIME to the inbound webhook, signed.
  const url = `http://localhost:${port}/api/inbound/mail`;
  const answer = {
    from: `Rita <${email}>`,
    to: replyTo,
    subject: `Re: ${mailHeader(sent, "Subject")}`,
    text: `Saturday at 10 suits me. ${stamp}\n\nOn Sat, the dealer wrote:\n> Hi Rita,\n`,
    messageId: `<answer-${stamp}@example.com>`,
  };
  const unsigned = await fetch(await inboundMailRequest(url, answer, null));
  expect(unsigned.status).toBe(401);
  const posted = await fetch(await inboundMailRequest(url, answer, INBOUND_KEY));
  expect(posted.status).toBe(200);
  expect(await posted.json()).toEqual({ status: "threaded", leadId });
  await page.reload();
  await expect(page.getByText(`Saturday at 10 suits me. ${stamp}`)).toBeVisible();
  await expect(page.getByText(`Email from the shopper (${email})`)).toBeVisible();

  // The reply waits in the header's count and the inbox's Replied filter until it is answered,
  // and the salesperson was mailed about it (the shopper's first name only).
  await page.getByRole("link", { name: /^\d+ repl(y|ies) to answer$/ }).click();
  await expect(page).toHaveURL(/\/console\/leads\?replied=1$/);
  await expect(page.getByRole("checkbox", { name: "Replied only" })).toBeChecked();
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  await expect
    .poll(() => mailTo(sales.email, "Rita replied to your lead"), { timeout: 30_000 })
    .not.toBeNull();
  await page.goto(`/console/leads/${leadId}`);

  // A call in one step.
  await page.getByLabel("How it went").selectOption({ label: "Spoke to them" });
  await page.getByLabel("What was said").fill("Booked a test drive");
  await submitByKeyboard(page, "Log call", "Call logged.");
  await expect(page.getByText(/Call by .*: Spoke to them/)).toBeVisible();

  // A reminder refused (nothing filled in): from its message the next Tab reaches the bad field.
  await submitByKeyboard(page, "Set reminder", "Please correct the fields marked below.");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Due")).toBeFocused();

  // A note then takes the focus to its own result, not back to the reminder's old refusal; then
  // a reminder for the salesperson themself.
  await page
    .getByRole("textbox", { name: "Note", exact: true })
    .fill(`Wants the blue one ${stamp}`);
  await submitByKeyboard(page, "Add note", "Note added.");
  await expect(page.getByText(`Wants the blue one ${stamp}`)).toBeVisible();
  await page.getByLabel("Due").fill("2030-01-15T09:30");
  await page.getByLabel("For (optional)").selectOption({ label: sales.name ?? sales.email });
  await page.getByLabel("What to follow up").fill(`Send finance figures ${stamp}`);
  await submitByKeyboard(page, "Set reminder", "Reminder set.");
  const reminder = page.getByRole("listitem").filter({ hasText: `Send finance figures ${stamp}` });
  await expect(reminder).toBeVisible();
  // The status is still new: none of this is a status change.
  await expect(page.getByText("Status: new")).toBeVisible();

  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await reminder.getByRole("button", { name: "Mark done" }).click();
  await expect(page.getByText(`Send finance figures ${stamp}`)).toHaveCount(0);
});
