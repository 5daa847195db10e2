import { localize, type LocaleCode } from "@forecourt/core/locale/locale";
import { EMAIL_MESSAGE, NAME_MESSAGE } from "@forecourt/core/validation/messages";
import { expect, test } from "./fixtures.ts";
import { answerStep, fillContact, siteIdOf, storedLead } from "./lead-form-helpers.ts";

/**
 * A shopper's enquiry says what it records (issue 69, items 8 and 9): names as people write them
 * are sent as typed (O'Brien, Smith-Jones, Zoë, Nguyễn), digits and symbols are refused, and a
 * field's error goes away once the shopper corrects it.
 */

const say = (text: string, lang: string) => localize(text, lang as LocaleCode);

test.describe("names and corrections on the enquiry form", () => {
  test("digits and symbols in a name are refused, and each error leaves once corrected; the names people write are sent as typed", async ({
    page,
    site,
    request,
    baseURL,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: say("General Enquiry", site.lang) });
    const firstName = form.getByRole("textbox", { name: "First name", exact: true });
    const lastName = form.getByRole("textbox", { name: "Last name", exact: true });
    const email = form.getByRole("textbox", { name: "Email", exact: true });
    await fillContact(form);
    await answerStep(form);
    await firstName.fill("R2D2");
    await lastName.fill("Smith#Jones");
    await email.fill("not-an-email");
    let sent = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/leads")) sent += 1;
    });
    const submit = form.getByRole("button", { name: say("Send enquiry", site.lang) });
    await submit.click();
    await expect(firstName).toHaveAccessibleDescription(NAME_MESSAGE);
    await expect(lastName).toHaveAccessibleDescription(NAME_MESSAGE);
    await expect(email).toHaveAccessibleDescription(EMAIL_MESSAGE);
    expect(sent).toBe(0);

    // Corrected, each field's error goes at once, before the form is sent again.
    await email.fill("zoe.obrien@example.com");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await expect(email).not.toHaveAccessibleDescription(EMAIL_MESSAGE);
    await firstName.fill("Zoë");
    await expect(firstName).not.toHaveAccessibleDescription(NAME_MESSAGE);
    await lastName.fill("O'Brien Smith-Jones Nguyễn");
    await expect(lastName).not.toHaveAccessibleDescription(NAME_MESSAGE);
    await expect(page.getByText(NAME_MESSAGE)).toHaveCount(0);
    await expect(page.getByText(EMAIL_MESSAGE)).toHaveCount(0);

    const saved = page.waitForResponse(
      (r) => r.url().includes("/api/leads") && r.request().method() === "POST",
    );
    await submit.click();
    const response = await saved;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await expect(page).toHaveURL(/\/success\?category=/);
    const siteId = await siteIdOf(request, baseURL!, site.slug);
    const lead = await storedLead(request, baseURL!, siteId, id);
    expect(JSON.stringify(lead)).toContain("Zoë");
    expect(JSON.stringify(lead)).toContain("O'Brien Smith-Jones Nguyễn");
  });
});
