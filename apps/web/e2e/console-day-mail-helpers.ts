import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { MAIL_DIR, mailTo } from "./mail-catcher.ts";

/**
 * The mail a shopper's or a dealer's mail program reads: the catcher's newest message to `to`
 * whose subject starts so, waited for and parsed with mailparser (as a mail program parses it).
 */
export async function parsedMailTo(to: string, subject: string): Promise<ParsedMail> {
  await expect.poll(() => mailTo(to, subject), { timeout: 30_000 }).not.toBeNull();
  return simpleParser(mailTo(to, subject) ?? "");
}

/** The raw messages the catcher holds that carry `text` anywhere, oldest first. */
export function mailsHolding(text: string): string[] {
  return readdirSync(MAIL_DIR)
    .sort()
    .map((file) => readFileSync(path.join(MAIL_DIR, file), "utf8"))
    .filter((raw) => raw.includes(text));
}

/** The message's References as a list (mailparser gives one as a string). */
export function referencesOf(mail: ParsedMail): string[] {
  const references = mail.references ?? [];
  return typeof references === "string" ? [references] : references;
}

/** The one address of a parsed From, To or Reply-To header. */
export function addressOf(header: ParsedMail["from"] | ParsedMail["replyTo"]) {
  const value = Array.isArray(header) ? header[0]?.value : header?.value;
  return { name: value?.[0]?.name ?? "", address: value?.[0]?.address ?? "" };
}

/**
 * A shopper's enquiry from a car's page on the storefront (`carUrl`, absolute), through its
 * Vehicle Enquiry form as they fill it in; ends on the form's success page.
 */
export async function enquireAboutCar(
  page: Page,
  carUrl: string,
  shopper: { firstName: string; lastName: string; email: string; message: string },
) {
  await page.goto(carUrl);
  const section = page.locator("#vehicle-enquiry");
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator("[data-form-pending]")).toHaveCount(0, { timeout: 15_000 });
  const form = section.getByRole("form", { name: "Vehicle Enquiry" });
  await form.getByRole("textbox", { name: "First name", exact: true }).fill(shopper.firstName);
  await form.getByRole("textbox", { name: "Last name", exact: true }).fill(shopper.lastName);
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(shopper.email);
  await form.getByRole("textbox", { name: "Phone", exact: true }).fill("0400000000");
  const postcode = form.getByRole("textbox", { name: "Postcode", exact: true });
  if ((await postcode.count()) > 0) await postcode.fill("3175");
  await form.getByRole("textbox", { name: "Message", exact: true }).fill(shopper.message);
  for (const select of await form.locator("select:visible").all()) {
    if ((await select.inputValue()) === "") await select.selectOption({ index: 1 });
  }
  const terms = form.getByRole("checkbox", { name: /terms and conditions/ });
  if ((await terms.count()) > 0) await terms.check();
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page).toHaveURL(/\/success\?category=/);
}
