import { createPublicKey } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { siteTime } from "@forecourt/core/time/site-time";
import { METRO_PRE_OWNED } from "@forecourt/db/demo/sites/metro-pre-owned";
import { checkDkim } from "../src/testing/dkim-check.ts";
import { inboundMailRequest } from "../src/testing/inbound-mail-post.ts";
import {
  followConsoleMenu,
  portOf,
  searchInbox,
  sendLead,
  signInToConsole,
  staffOf,
  submitByKeyboard,
} from "./console-helpers.ts";
import {
  addressOf,
  enquireAboutCar,
  mailsHolding,
  parsedMailTo,
  referencesOf,
} from "./console-day-mail-helpers.ts";
import { publishTxt } from "./dns-catcher.ts";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./fixtures.ts";
import { mailTo } from "./mail-catcher.ts";

/**
 * The mail of a dealer's day, against the run's SMTP stand-in, each message parsed with
 * mailparser as a shopper's or a salesperson's mail program reads it: a salesperson's answer
 * threads under the shopper's enquiry, comes from the dealership's name with the lead's reply
 * address, HTML with a plain-text alternative; the shopper's reply (real MIME, In-Reply-To the
 * answer) comes back through the signed inbound webhook and tells the lead's assignee, or the
 * dealership's sales when nobody is assigned, by email and in the console (the header's count,
 * the lead unread again for everyone, first in the inbox and under "Replied only").
 */

const INBOUND_KEY = "e2e-inbound-mail-signing-key";
const sales = staffOf("sales");
const admin = staffOf("dealer-admin");
const METRO = METRO_PRE_OWNED.slug;
const SITE_NAME = METRO_PRE_OWNED.name;
const REPLY_ADDRESS = /^lead-([0-9a-f-]+)-[0-9a-f]{16}@reply\.localhost$/;

const emailOf = (name: string) => `${name.toLowerCase().replaceAll(" ", ".")}@example.com`;

/** Answers the open lead by email from the lead page, from the template the demo site has. */
async function answerByEmail(page: Page) {
  await page.getByLabel("Template").selectOption({ label: "Thanks for your enquiry" });
  await submitByKeyboard(page, "Send email", "Email queued to send.");
}

/** The shopper's reply to `answer`, posted signed as the mail provider posts it; its Message-ID. */
async function shopperReplies(
  port: number,
  answer: Awaited<ReturnType<typeof parsedMailTo>>,
  from: string,
  text: string,
) {
  const messageId = `<reply-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com>`;
  const posted = await fetch(
    await inboundMailRequest(
      `http://localhost:${port}/api/inbound/mail`,
      {
        from,
        to: addressOf(answer.replyTo).address,
        subject: `Re: ${answer.subject ?? ""}`,
        text: `${text}\n\nOn Sun, ${SITE_NAME} wrote:\n> ${answer.text?.split("\n")[0] ?? ""}\n`,
        inReplyTo: answer.messageId ?? "",
        messageId,
      },
      INBOUND_KEY,
    ),
  );
  expect(posted.status).toBe(200);
  return messageId;
}

/** The inbox row (a table row, or on a phone a card) of the lead named `name`. */
const inboxRow = (page: Page, name: string) =>
  page.locator("tr:visible, li[data-lead-card]:visible").filter({ hasText: name });

test("sales answers an enquiry by mail that threads, the shopper's reply comes back and sales is told", async ({
  page,
}, info) => {
  const port = portOf(info);
  const stamp = Date.now();
  const name = `Tilly Thread ${stamp}`;
  const email = emailOf(name);
  // Nobody is assigned: the reply tells the dealership's sales.
  const leadId = await sendLead(page, port, METRO, name, "dandenong");
  await signInToConsole(page, sales.email);
  await page.goto(`/console/leads/${leadId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await answerByEmail(page);

  // The answer as the shopper's mail program reads it.
  const answer = await parsedMailTo(email, "Your enquiry");
  const enquiry = referencesOf(answer)[0] ?? "";
  expect(enquiry).toMatch(new RegExp(`^<lead\\.${leadId}@[^>]+>$`));
  expect(answer.inReplyTo).toBe(enquiry);
  expect(answer.messageId).toMatch(/^<[^<>@\s]+@[^<>@\s]+>$/);
  expect(answer.messageId).not.toBe(enquiry);
  expect(addressOf(answer.from).name).toBe(SITE_NAME);
  expect(addressOf(answer.replyTo).address).toMatch(REPLY_ADDRESS);
  expect(REPLY_ADDRESS.exec(addressOf(answer.replyTo).address)?.[1]).toBe(leadId);
  // HTML and its plain-text alternative, from one template: the words and the signature.
  expect(answer.text).toContain("Hi Tilly,");
  expect(answer.text).toContain(sales.name);
  expect(answer.html).toContain("Hi Tilly,");
  expect(answer.html).toContain(sales.name);

  // A newer lead with no reply, to see the replied one listed above it.
  const newer = `Norah Thread ${stamp}`;
  await sendLead(page, port, METRO, newer, "dandenong");
  await page.goto(`/console/leads/${leadId}`);

  // The shopper answers from their mail program, in the thread of the answer.
  await shopperReplies(port, answer, `Tilly <${email}>`, `Sunday at 11 suits me. ${stamp}`);

  // Sales is told by email (the shopper's first name only), with the way to the lead.
  const notice = await parsedMailTo(sales.email, `Tilly replied to your lead on ${SITE_NAME}`);
  expect(notice.text).toContain(`/console/leads/${leadId}`);
  expect(notice.text).not.toContain(email);

  // In the console, without opening the lead (which reads it): the header's count, the lead
  // unread again under "Replied only" and above the newer lead in the inbox.
  await page.goto("/console");
  await page.getByRole("link", { name: /^\d+ repl(y|ies) to answer$/ }).click();
  await expect(page).toHaveURL(/\/console\/leads\?replied=1$/);
  await expect(page.getByRole("link", { name: `${name} (unread)` })).toBeVisible();
  await expect(page.getByRole("link", { name: newer, exact: false })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await followConsoleMenu(page, "Leads");
  await searchInbox(page, `Thread ${stamp}`);
  await page.getByRole("button", { name: "Filter" }).click();
  const rows = page
    .locator("tr:visible, li[data-lead-card]:visible")
    .filter({ hasText: `Thread ${stamp}` });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(name);
  await expect(rows.last()).toContainText(newer);
  await inboxRow(page, name)
    .getByRole("link", { name: `${name} (unread)` })
    .click();
  await expect(page.getByText(`Sunday at 11 suits me. ${stamp}`)).toBeVisible();
  await expect(page.getByText(`Email from the shopper (${email})`)).toBeVisible();
});

test("the dealer's manager is told of a reply to the lead assigned to them; it is unread again for sales too", async ({
  page,
  browser,
}, info) => {
  const port = portOf(info);
  const stamp = Date.now();
  const name = `Max Manager ${stamp}`;
  const email = emailOf(name);
  const leadId = await sendLead(page, port, METRO, name, "dandenong");
  await signInToConsole(page, admin.email);
  await page.goto(`/console/leads/${leadId}`);
  await page.getByLabel("Assigned to").selectOption({ label: `${admin.name} (${admin.email})` });
  await page.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Lead assigned." })).toBeVisible();
  await answerByEmail(page);
  const answer = await parsedMailTo(email, "Your enquiry");
  expect(answer.text).toContain(admin.name);

  // Sales opens it too (it is their dealership's), so it is read for both before the reply.
  const salesPage = await (await browser.newContext()).newPage();
  await signInToConsole(salesPage, sales.email);
  await salesPage.goto(`/console/leads/${leadId}`);
  await expect(salesPage.getByRole("heading", { level: 1 })).toHaveText(name);

  const replyId = await shopperReplies(
    port,
    answer,
    `Max <${email}>`,
    `Can I see it at 4? ${stamp}`,
  );

  // The assignee is told, not sales.
  const notice = await parsedMailTo(admin.email, `Max replied to your lead on ${SITE_NAME}`);
  expect(notice.text).toContain(`/console/leads/${leadId}`);
  expect(mailTo(sales.email, `Max replied to your lead`)).toBeNull();

  // Unread again for each of them; the admin's header counts it.
  for (const person of [page, salesPage]) {
    await followConsoleMenu(person, "Leads");
    await searchInbox(person, name);
    await person.getByRole("button", { name: "Filter" }).click();
    await expect(person.getByRole("link", { name: `${name} (unread)` })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: /^\d+ repl(y|ies) to answer$/ })).toBeVisible();

  // The admin answers the reply: the second answer names the enquiry, the first answer and the
  // shopper's reply, and answers the reply.
  await page.goto(`/console/leads/${leadId}`);
  await page.getByRole("textbox", { name: "Subject" }).fill(`Re: ${answer.subject ?? ""}`);
  await page.getByRole("textbox", { name: "Message", exact: true }).fill(`4 is fine. ${stamp}`);
  await submitByKeyboard(page, "Send email", "Email queued to send.");
  const second = await parsedMailTo(email, "Re: Your enquiry");
  expect(second.inReplyTo).toBe(replyId);
  expect(referencesOf(second)).toEqual([...referencesOf(answer), answer.messageId, replyId]);
  await salesPage.context().close();
});

test("the dealership's new-lead email from a car's page lists labels, with the time in the dealership's zone", async ({
  page,
}, info) => {
  const port = portOf(info);
  const stamp = Date.now();
  const email = `lina.label.${stamp}@example.com`;
  const storefront = `http://${METRO}.localhost:${port}`;
  await page.goto(`${storefront}/`);
  const vehicleBase = METRO_PRE_OWNED.settings.paths?.vehicleBase ?? "/cars";
  const car = page
    .locator("main article")
    .filter({ hasNotText: /RESERVED|SOLD/ })
    .locator(`a[href^="${vehicleBase}/"]`)
    .first();
  const carUrl = `${storefront}${(await car.getAttribute("href")) ?? "/"}`;
  const before = new Date();
  await enquireAboutCar(page, carUrl, {
    firstName: "Lina",
    lastName: "Label",
    email,
    message: "Is it still here?",
  });
  const after = new Date();

  // The dealership's copy, as its salesperson's mail program reads it.
  await expect.poll(() => mailsHolding(email).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const raw = mailsHolding(email).find((mail) => /Subject: New .* lead from/.test(mail)) ?? "";
  const mail = await simpleParser(raw);
  expect(mail.subject).toMatch(
    new RegExp(`^New [A-Za-z ]+ lead from Lina Label \\(${SITE_NAME}\\)$`),
  );
  const text = mail.text ?? "";
  expect(text).toContain(`Email: ${email}`);
  for (const key of ["car_id", "website_slug", "opt_in_changed", "dealership_slug", "_"]) {
    expect(text.split("\n").filter((line) => line.split(":")[0]?.includes(key))).toEqual([]);
  }
  // Nor a value stored as a code ("in_stock").
  expect(text.split("\n").filter((line) => /: [a-z]+(?:_[a-z]+)+$/.test(line))).toEqual([]);
  const received = /^Received: (.+)$/m.exec(text)?.[1];
  const zone = METRO_PRE_OWNED.settings.timeZone ?? "";
  expect([siteTime(before, zone), siteTime(after, zone)]).toContain(received);
  expect(received).toMatch(/ AE[DS]T$/);
});

test("a dealer's manager sends shoppers' mail from the dealer's own domain once Check DNS finds its records", async ({
  page,
}, info) => {
  const port = portOf(info);
  const stamp = Date.now();
  const domain = `d${stamp}.metro-mail.test`;
  const from = `sales@${domain}`;
  await signInToConsole(page, admin.email);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("link", { name: `Site settings of ${SITE_NAME}` }).click();
  const settingsUrl = page.url();
  const section = page.getByRole("region", { name: "Mail from your own domain" });
  await expect(section).toContainText("set “Send shoppers' mail from”");

  const publish = async (address: string) => {
    await page.goto(settingsUrl);
    await page.getByLabel("Send shoppers' mail from").fill(address);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeFocused();
  };
  try {
    await publish(from);
    // The records to add, each not yet checked; the DKIM key's private half is nowhere.
    const records = section.getByRole("table", { name: `DNS records to add at ${domain}` });
    const rows = records.getByRole("row").filter({ has: page.getByRole("rowheader") });
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText("DKIM");
    await expect(rows.nth(1)).toContainText("SPF");
    await expect(rows.nth(2)).toContainText("DMARC");
    for (const row of await rows.all()) await expect(row).toContainText("Not checked yet");
    expect(await page.content()).not.toContain("PRIVATE KEY");
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    // Nothing published at the domain yet: the check says what is missing.
    await section.getByRole("button", { name: "Check DNS" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Not yet:" })).toContainText(
      `_dmarc.${domain}`,
    );

    // The dealer adds the three records as shown; the next check finds them.
    const published: Record<string, string> = {};
    for (const row of await rows.all()) {
      const [name = "", value = ""] = await row.getByRole("cell").allInnerTexts();
      published[name.trim()] = value.trim();
      publishTxt(name.trim(), [value.trim()]);
    }
    await section.getByRole("button", { name: "Check DNS" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Every record was found" }),
    ).toContainText(domain);
    await page.reload();
    for (const row of await rows.all())
      await expect(row.getByRole("cell").last()).toHaveText("Yes");
    await page.goto("/console/audit");
    await expect(
      page.getByText(
        `${admin.name} checked the DNS of ${domain}: shoppers' mail now comes from it.`,
      ),
    ).toBeVisible();

    // An answer now comes from the dealer's address under the site's name, DKIM-signed for its
    // domain with the key its DNS record publishes.
    const name = `Owen Domain ${stamp}`;
    const leadId = await sendLead(page, port, METRO, name, "dandenong");
    await page.goto(`http://localhost:${port}/console/leads/${leadId}`);
    await answerByEmail(page);
    await expect
      .poll(() => mailTo(emailOf(name), "Your enquiry"), { timeout: 30_000 })
      .not.toBeNull();
    const raw = mailTo(emailOf(name), "Your enquiry") ?? "";
    const answer = await simpleParser(raw);
    expect(addressOf(answer.from)).toEqual({ name: SITE_NAME, address: from });
    expect(addressOf(answer.replyTo).address).toMatch(REPLY_ADDRESS);
    const dkimName = Object.keys(published).find((key) => key.includes("._domainkey.")) ?? "";
    const publicKey = createPublicKey({
      key: Buffer.from(/p=(\S+)$/.exec(published[dkimName] ?? "")?.[1] ?? "", "base64"),
      format: "der",
      type: "spki",
    });
    const signed = checkDkim(raw, publicKey);
    expect(signed?.tags.d).toBe(domain);
    expect(signed).toMatchObject({ isBodyHashed: true, isVerified: true });
  } finally {
    // Back to the platform's address for the site's other specs.
    await publish("");
  }
});

for (const role of ["dealer-admin", "platform-operator"] as const) {
  test(`the site settings ${role} reads speak a dealer's words: labels, no keys, slugs or spec references`, async ({
    page,
  }) => {
    await signInToConsole(page, staffOf(role).email);
    await page.getByRole("link", { name: `Site settings of ${SITE_NAME}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Settings of ${SITE_NAME}`);
    await expect(page.getByLabel("Button text colour")).toBeVisible();
    const words = await page.locator("main").innerText();
    expect(words).not.toMatch(/spec §|§\s*\d/);
    expect(words.match(/\bslugs?\b/gi) ?? []).toEqual([]);
    // camelCase or snake_case keys, as the stored settings name them.
    expect(words.match(/\b[a-z]+(?:[A-Z][a-z]+)+\b|\b[a-z]+_[a-z_]+\b/g) ?? []).toEqual([]);
  });
}
