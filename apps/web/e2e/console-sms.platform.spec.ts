import { expect, test } from "@playwright/test";
import { inboundSmsRequest } from "../src/testing/inbound-mail-post.ts";
import { METRO_PRE_OWNED } from "@forecourt/db/demo/sites/metro-pre-owned";
import { portOf, sendLead, signInToConsole, staffOf, submitByKeyboard } from "./console-helpers.ts";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./fixtures.ts";
import { SMS_ACCOUNT, textsTo } from "./sms-catcher.ts";

/**
 * A text's round trip on the shared server, whose SMS account is the run's Twilio stand-in
 * (e2e/sms-catcher.ts), on the demo site whose settings name a text-message number: a
 * salesperson texts the shopper from the lead page (the stand-in takes it through Twilio's
 * Messages API, the account's basic auth checked), the shopper's answer comes back through the
 * inbound webhook signed as Twilio signs, and the lead's conversation shows it; by keyboard,
 * with axe, on a 320 px screen.
 */

const sales = staffOf("sales");
const METRO = METRO_PRE_OWNED.slug;
const SITE_NUMBER = METRO_PRE_OWNED.settings.leads?.smsFrom ?? "";

test("sales texts a shopper from the lead page and sees the texted answer arrive", async ({
  page,
}, info) => {
  const port = portOf(info);
  const stamp = Date.now();
  expect(sales.site).toBe(METRO);
  // A mobile number of this run's own, so the answer threads onto this lead only.
  const mobile = `04${String(stamp).slice(-8)}`;
  const e164 = `+614${mobile.slice(2)}`;
  const name = `Tess Text ${stamp}`;
  const leadId = await sendLead(page, port, METRO, name, "dandenong", "Call or text me", mobile);
  await signInToConsole(page, sales.email);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`/console/leads/${leadId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

  // Merge fields work in a text too.
  await page.getByLabel("Text message").fill(`Hi {{firstName}}, the car is ready. ${stamp}`);
  await submitByKeyboard(page, "Send text", "Text queued to send.");
  await expect(page.getByText(/Text to the shopper by/)).toBeVisible();

  // The stand-in took it under the platform's account, from the site's number.
  await expect.poll(() => textsTo(e164).length, { timeout: 30_000 }).toBe(1);
  expect(textsTo(e164)[0]).toEqual({
    accountSid: SMS_ACCOUNT.accountSid,
    username: SMS_ACCOUNT.accountSid,
    password: SMS_ACCOUNT.authToken,
    to: e164,
    from: SITE_NUMBER,
    body: `Hi Tess, the car is ready. ${stamp}`,
  });

  // The shopper answers; the provider posts it to the inbound webhook, signed.
  const url = `http://localhost:${port}/api/inbound/sms`;
  const answer = { from: e164, to: SITE_NUMBER, body: `Saturday morning works. ${stamp}` };
  const forged = await fetch(inboundSmsRequest(url, answer, "not-the-auth-token"));
  expect(forged.status).toBe(401);
  const posted = await fetch(inboundSmsRequest(url, answer, SMS_ACCOUNT.authToken));
  expect(posted.status).toBe(200);
  await page.reload();
  await expect(page.getByText(`Saturday morning works. ${stamp}`)).toBeVisible();
  await expect(page.getByText(`Text from the shopper (${e164})`)).toBeVisible();
  await expect(page.getByText(`Saturday morning works. ${stamp}`)).toHaveCount(1);

  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
