import { expect, test } from "@playwright/test";
import {
  patchSiteSettings,
  portOf,
  sendLead,
  signInToConsole,
  siteIdOf,
  staffOf,
  submitByKeyboard,
} from "./console-helpers.ts";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./fixtures.ts";
import { mailTo } from "./mail-catcher.ts";

/**
 * A dealer admin edits the site's reply templates (an unknown merge field refused, then a
 * template rewritten and moved up in one save), and a salesperson's lead page offers the edited
 * template in its new place; sending it mails the shopper the merged text. By keyboard, with
 * axe, on a 320 px screen. The third standard template is the one edited, so the conversation
 * spec's use of the first is unchanged while both run.
 */

const admin = staffOf("dealer-admin");
const sales = staffOf("sales");
const METRO = admin.site ?? "";

test("an admin edits a reply template and the salesperson sends it merged", async ({
  page,
  browser,
}, info) => {
  const port = portOf(info);
  const stamp = Date.now();
  const siteId = await siteIdOf(port, METRO);
  const name = `Tara Template ${stamp}`;
  const email = `${name.toLowerCase().replaceAll(" ", ".")}@example.com`;
  const leadId = await sendLead(page, port, METRO, name, "dandenong");
  try {
    await signInToConsole(page, admin.email);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`/console/sites/${siteId}/settings`);
    await page.getByRole("link", { name: "Reply templates" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Reply templates of /);
    // No templates of its own yet: the standard ones, to be kept as its own on saving.
    await expect(page.getByText("Your site uses the standard templates below.")).toBeVisible();
    await expect(page.getByRole("definition")).toHaveCount(5);
    await expectNoAxeViolations(page);

    const third = page.getByRole("group", { name: "Template 3: Following up" });
    const message = third.getByLabel("Message of template 3");
    // A merge field that does not exist is refused beside its field, nothing stored.
    await message.fill("Hi {{firstName}}, the {{colour}} one is in.");
    await expect(
      third.getByText("Not merge fields (saving refuses them): {{colour}}"),
    ).toBeVisible();
    // The form has the button above its list and below it.
    await submitByKeyboard(
      page,
      page.getByRole("button", { name: "Save templates" }).last(),
      "Please correct the fields marked below.",
    );
    await expect(
      page.getByText("{{colour}} is not a merge field: use {{firstName}}, {{name}}, {{car}},"),
    ).toBeVisible();
    await expect(page.getByText("Your site uses the standard templates below.")).toBeVisible();
    await expectNoAxeViolations(page);

    // Rewritten, previewed for a made-up shopper, and moved up: one save does both.
    const edited = page.getByRole("group", { name: "Template 3: Following up" });
    await edited.getByLabel("Name of template 3").fill(`Still keen ${stamp}`);
    await edited.getByLabel("Subject of template 3").fill("Still keen on the {{car}}?");
    await edited
      .getByLabel("Message of template 3")
      .fill(`Hi {{firstName}},\n\nAre you still keen on the {{car}}? ${stamp}\n\n{{salesperson}}`);
    await edited.getByText("Preview of template 3 for a made-up shopper").click();
    await expect(
      edited.getByText(`Hi Alex, Are you still keen on the 2022 Toyota Corolla Ascent Sport?`),
    ).toBeVisible();
    await submitByKeyboard(
      page,
      "Move up: Following up",
      "Saved: salespeople see these templates on their next lead.",
    );
    await expect(
      page.getByRole("group", { name: `Template 2: Still keen ${stamp}` }),
    ).toBeVisible();
    await expect(page.getByText("Your site uses the standard templates below.")).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    // The salesperson's lead page offers it in its new place and sends it merged.
    const salesPage = await browser.newPage({ baseURL: `http://localhost:${port}` });
    await signInToConsole(salesPage, sales.email);
    await salesPage.setViewportSize({ width: 320, height: 800 });
    await salesPage.goto(`/console/leads/${leadId}`);
    const picker = salesPage.getByLabel("Template");
    await expect(picker.getByRole("option")).toHaveText([
      "Write my own",
      "Thanks for your enquiry",
      `Still keen ${stamp}`,
      "Book a test drive",
    ]);
    await picker.selectOption({ label: `Still keen ${stamp}` });
    await expect(salesPage.getByLabel("Subject")).toHaveValue(
      "Still keen on the car you asked about?",
    );
    await expect(salesPage.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(
      `Hi Tara,\n\nAre you still keen on the car you asked about? ${stamp}\n\n${sales.name}`,
    );
    await submitByKeyboard(salesPage, "Send email", "Email queued to send.");
    await expect
      .poll(() => mailTo(email, "Still keen on the"), { timeout: 30_000 })
      .toContain(`Are you still keen on the car you asked about? ${stamp}`);
    expect(mailTo(email, "Still keen on the")).toContain(`Hi Tara,`);
    await salesPage.close();
  } finally {
    // The site goes back to the standard templates.
    await patchSiteSettings(port, siteId, { leads: { replyTemplates: null } });
  }
});
