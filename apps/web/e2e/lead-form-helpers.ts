import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { DemoSite } from "@forecourt/db/demo/demo-sites";
import { expect } from "./fixtures.ts";

/** How a visitor fills and sends the lead forms; shared by the form and measurement specs. */

// Accepted by every phone variant (core ALWAYS_ACCEPTED_TEST_PHONE).
export const TEST_PHONE = "0400000000";
export const PDF = Buffer.from("%PDF-1.4\n%test\n");
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/**
 * Brings a vehicle page's enquiry in: its forms load when scrolled near (`LazyVehicleEnquiry`),
 * so a test scrolls to the section as a shopper would and waits for the stand-in to go.
 */
export async function loadVehicleEnquiry(page: Page): Promise<Locator> {
  const section = page.locator("#vehicle-enquiry");
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator("[data-form-pending]")).toHaveCount(0, { timeout: 15_000 });
  return section;
}

/** Fills the contact fields a form shows (postcode and message only where the site asks). */
export async function fillContact(scope: Locator) {
  await scope.getByRole("textbox", { name: "First name", exact: true }).fill("Jo");
  await scope.getByRole("textbox", { name: "Last name", exact: true }).fill("Citizen");
  await scope.getByRole("textbox", { name: "Email", exact: true }).fill("jo@example.com");
  await scope.getByRole("textbox", { name: "Phone", exact: true }).fill(TEST_PHONE);
  const postcode = scope.getByRole("textbox", { name: "Postcode", exact: true });
  if ((await postcode.count()) > 0) await postcode.fill("2000");
  const zip = scope.getByRole("textbox", { name: "ZIP code", exact: true });
  if ((await zip.count()) > 0) await zip.fill("78701");
  // What the site's settings add to every form: the location, where heard, terms consent.
  for (const name of ["Location", "Where did you hear about us?"]) {
    const select = scope.getByRole("combobox", { name, exact: true });
    if ((await select.count()) > 0 && (await select.inputValue()) === "") {
      await select.selectOption({ index: 1 });
    }
  }
  const terms = scope.getByRole("checkbox", { name: /terms and conditions/ });
  if ((await terms.count()) > 0) await terms.check();
}

/** Answers each empty control of the form's current step the way a visitor would. */
export async function answerStep(form: Locator) {
  for (const select of await form.locator("select:visible").all()) {
    if ((await select.inputValue()) === "") await select.selectOption({ index: 1 });
  }
  for (const group of await form.locator('fieldset[role="radiogroup"]:visible').all()) {
    if ((await group.locator("input:checked").count()) === 0) {
      await group.locator('input[type="radio"]').first().check();
    }
  }
  for (const box of await form
    .locator('input[type="checkbox"][aria-required="true"]:visible')
    .all()) {
    await box.check();
  }
  // Each file field takes the types its form declares: photos, or documents.
  for (const file of await form.locator('input[type="file"]:visible').all()) {
    const isPhoto = ((await file.getAttribute("accept")) ?? "").includes("image/");
    await file.setInputFiles(
      isPhoto
        ? { name: "car.png", mimeType: "image/png", buffer: PNG }
        : { name: "cv.pdf", mimeType: "application/pdf", buffer: PDF },
    );
  }
  for (const area of await form.locator("textarea:visible").all()) {
    if ((await area.inputValue()) === "") await area.fill("Please get in touch.");
  }
  const inputs = form.locator(
    'input:visible:not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([name="company_website"])',
  );
  for (const input of await inputs.all()) {
    if ((await input.inputValue()) !== "") continue;
    await input.fill(await answerFor(input));
  }
}

/** What a visitor types into a text box, told by its type, name, keypad and autofill hint. */
export async function answerFor(input: Locator): Promise<string> {
  const [name = "", type, inputMode, autoComplete, placeholder, maxLength] = await Promise.all(
    ["name", "type", "inputmode", "autocomplete", "placeholder", "maxlength"].map(
      async (attribute) => (await input.getAttribute(attribute)) ?? "",
    ),
  );
  if (type === "email") return "jo@example.com";
  if (type === "tel") return TEST_PHONE;
  if (autoComplete === "bday-day") return "4";
  if (autoComplete === "bday-year") return "1980";
  if (autoComplete === "street-address") return "12 Smith Street, Parramatta NSW 2150";
  if (autoComplete === "cc-number") return "4111 1111 1111 1111";
  if (placeholder === "MM/YY") return "12/30";
  if (autoComplete === "name") return "Jo Citizen";
  // A US site's ZIP code field takes ZIP+4, so it is longer than a 4-digit postcode's.
  if (autoComplete === "postal-code") return maxLength === "4" ? "2000" : "78701";
  const byName: Record<string, string> = {
    postcode: "2000",
    first_name: "Jo",
    middle_name: "Maree",
    last_name: "Citizen",
    rego: "ABC123",
    licence_number: "12345678",
  };
  const named = byName[name];
  if (named) return named;
  if (inputMode === "numeric" || inputMode === "decimal") return "2020";
  return "Answer";
}

/**
 * Fills and sends every step of a lead form as a visitor does; each request of the lead API
 * must be accepted (the server checks the lead against the same form) and the last one must
 * reach the success page.
 */
export async function submitForm(page: Page, form: Locator, label: string) {
  const formId = await form.getAttribute("data-form-id");
  const host = new URL(page.url()).hostname.split(".")[0];
  for (let step = 0; step < 5; step += 1) {
    await answerStep(form);
    const submit = form.locator('button[type="submit"]');
    const isFinal = (await submit.textContent())?.trim() !== "Continue";
    const sent = page.waitForResponse((r) => /\/api\/leads/.test(r.url()));
    await submit.click();
    const response = await sent;
    expect([label, step, response.status(), await response.text()]).toEqual([
      label,
      step,
      // The first request creates the lead; the steps after it update that lead.
      step === 0 ? 201 : 200,
      expect.stringMatching(/^\{"id":/),
    ]);
    // The lead names its form, so the server checked it against that form of this site.
    // (Playwright does not keep a multipart body with files; those leads carry it the same way.)
    const request = response.request();
    if ((await request.headerValue("content-type"))?.startsWith("application/json")) {
      expect(request.postData(), label).toContain(`"form_id":"${host}/${formId}"`);
    }
    if (isFinal) {
      await expect(page, label).toHaveURL(/\/success\?category=/);
      return;
    }
    await expect(form.getByText(`Step ${step + 2} of`)).toBeVisible();
  }
  throw new Error(`${label}: the form never reached its last step`);
}

// Defaults of apps/web/src/server/env.ts; the e2e server runs without overrides.
export const API_AUTH = `Basic ${Buffer.from(
  `${process.env.API_BASIC_AUTH_USER ?? "platform"}:${process.env.API_BASIC_AUTH_PASSWORD ?? "demo-password"}`,
).toString("base64")}`;
/** The platform API is served on the bare host (API paths are not rewritten per site). */
export const apiBase = (baseURL: string) => baseURL.replace(/\/\/[^/:]+/, "//localhost");

/** The id of a site, found through the platform API by its slug. */
export async function siteIdOf(request: APIRequestContext, baseURL: string, slug: string) {
  for (let id = 1; id <= 20; id += 1) {
    const response = await request.get(`${apiBase(baseURL)}/api/v1/websites/${id}.json`, {
      headers: { authorization: API_AUTH },
    });
    if (response.ok() && (await response.json()).slug === slug) return id;
  }
  throw new Error(`no website id for ${slug}`);
}

/** Whether a demo site's forms ask which location: more than one dealership, none fixed. */
export const formsAskLocation = (demo: DemoSite | undefined) =>
  (demo?.dealerships.length ?? 0) > 1 &&
  !demo?.settings.leads?.usePrimaryLocation &&
  demo?.settings.leads?.locationSelect !== "never";

/** The location of the car whose page is at `href`, through the platform API; it has one. */
export async function carLocationOf(
  request: APIRequestContext,
  baseURL: string,
  slug: string,
  href: string,
): Promise<number> {
  const siteId = await siteIdOf(request, baseURL, slug);
  const response = await request.get(
    `${apiBase(baseURL)}/api/v1/websites/${siteId}/cars/${href.split("/").pop()}.json`,
    { headers: { authorization: API_AUTH } },
  );
  const car = (await response.json()) as { location_id: number | null };
  expect(car.location_id, "the demo car has a location").toEqual(expect.any(Number));
  return car.location_id!;
}

export async function storedLead(
  request: APIRequestContext,
  baseURL: string,
  siteId: number,
  id: string,
) {
  const response = await request.get(
    `${apiBase(baseURL)}/api/v1/websites/${siteId}/leads/${id}.json`,
    {
      headers: { authorization: API_AUTH },
    },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}
