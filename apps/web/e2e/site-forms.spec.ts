import type { APIRequestContext, Locator, Page, Response } from "@playwright/test";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

// Defaults of apps/web/src/server/env.ts; the e2e server runs without overrides.
const API_AUTH = `Basic ${Buffer.from(
  `${process.env.API_BASIC_AUTH_USER ?? "platform"}:${process.env.API_BASIC_AUTH_PASSWORD ?? "demo-password"}`,
).toString("base64")}`;
const REQUIRED = "*This is a required field.";
const SUBMIT_ERROR = "An error occurred when submitting this form";
// Accepted by every phone variant (core ALWAYS_ACCEPTED_TEST_PHONE).
const TEST_PHONE = "0400000000";

const pathsOf = (slug: string) => DEMO_SITES.find((s) => s.slug === slug)?.settings.paths;
const vehicleBaseOf = (slug: string) => pathsOf(slug)?.vehicleBase ?? "/cars";
const financePathOf = (slug: string) => pathsOf(slug)?.finance ?? "/finance";

const FORM_PAGES = [
  "/contact",
  "/contact-us/service",
  "/book-test-drive",
  "/service",
  "/trade-in",
  "/sell-my-car",
  "/parts",
  "/fleet",
  "/careers/apply?position=Sales%20Consultant",
];

/** The platform API is served on the bare host (API paths are not rewritten per site). */
const apiBase = (baseURL: string) => baseURL.replace(/\/\/[^/:]+/, "//localhost");

/** The id of a site, found through the platform API by its slug. */
async function siteIdOf(request: APIRequestContext, baseURL: string, slug: string) {
  for (let id = 1; id <= 20; id += 1) {
    const response = await request.get(`${apiBase(baseURL)}/api/v1/websites/${id}.json`, {
      headers: { authorization: API_AUTH },
    });
    if (response.ok() && (await response.json()).slug === slug) return id;
  }
  throw new Error(`no website id for ${slug}`);
}

async function storedLead(request: APIRequestContext, baseURL: string, siteId: number, id: string) {
  const response = await request.get(
    `${apiBase(baseURL)}/api/v1/websites/${siteId}/leads/${id}.json`,
    {
      headers: { authorization: API_AUTH },
    },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

const leadResponse = (page: Page, method: "POST" | "PUT") =>
  page.waitForResponse(
    (r: Response) => r.url().includes("/api/leads") && r.request().method() === method,
  );

/** Fills the contact fields a form shows (postcode and message only where the site asks). */
async function fillContact(scope: Locator) {
  await scope.getByRole("textbox", { name: "First name", exact: true }).fill("Jo");
  await scope.getByRole("textbox", { name: "Last name", exact: true }).fill("Citizen");
  await scope.getByRole("textbox", { name: "Email", exact: true }).fill("jo@example.com");
  await scope.getByRole("textbox", { name: "Phone", exact: true }).fill(TEST_PHONE);
  const postcode = scope.getByRole("textbox", { name: "Postcode", exact: true });
  if ((await postcode.count()) > 0) await postcode.fill("2000");
}

/** Answers each empty control of the form's current step the way a visitor would. */
async function answerStep(form: Locator) {
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
  for (const file of await form.locator('input[type="file"]:visible').all()) {
    await file.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: PDF });
  }
  for (const area of await form.locator("textarea:visible").all()) {
    if ((await area.inputValue()) === "") await area.fill("Please get in touch.");
  }
  const inputs = form.locator(
    'input:visible:not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([name="company_website"])',
  );
  for (const input of await inputs.all()) {
    if ((await input.inputValue()) !== "") continue;
    const name = (await input.getAttribute("name")) ?? "";
    const type = await input.getAttribute("type");
    const isNumeric = (await input.getAttribute("inputmode")) === "numeric";
    const answer =
      type === "email"
        ? "jo@example.com"
        : type === "tel"
          ? TEST_PHONE
          : name === "postcode"
            ? "2000"
            : name === "last_name"
              ? "Citizen"
              : name === "rego"
                ? "ABC123"
                : isNumeric
                  ? "2020"
                  : name === "first_name"
                    ? "Jo"
                    : "Answer";
    await input.fill(answer);
  }
}

/**
 * Fills and sends every step of a lead form as a visitor does; each request of the lead API
 * must be accepted (the server checks the lead against the same form) and the last one must
 * reach the success page.
 */
async function submitForm(page: Page, form: Locator, label: string) {
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

const PDF = Buffer.from("%PDF-1.4\n%test\n");

test.describe("enquiry forms", () => {
  test("every form page has no axe-core violations", async ({ page, site }) => {
    test.setTimeout(120_000);
    for (const path of [...FORM_PAGES, `${vehicleBaseOf(site.slug)}/trade-in?car_id=1`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("form").first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test("validation failure shows the spec texts under the fields and sends nothing", async ({
    page,
  }) => {
    let sent = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/leads")) sent += 1;
    });
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "General Enquiry" });
    await form.getByRole("textbox", { name: "Email", exact: true }).fill("not-an-email");
    await form.getByRole("button", { name: "Send enquiry" }).click();

    const firstName = form.getByRole("textbox", { name: "First name", exact: true });
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    const errorId = await firstName.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(REQUIRED);
    await expect(
      form.getByRole("textbox", { name: "Email", exact: true }),
    ).toHaveAccessibleDescription("invalid email address");
    await expect(
      form.getByRole("combobox", { name: "Enquiry type", exact: true }),
    ).toHaveAccessibleDescription(REQUIRED);
    // Focus goes to the first field in error, the enquiry type.
    await expect(form.getByRole("combobox", { name: "Enquiry type", exact: true })).toBeFocused();
    expect(sent).toBe(0);
    await expectNoAxeViolations(page);
  });

  test("a server failure shows the alert and banner; the retry reuses its Idempotency-Key", async ({
    page,
  }) => {
    const keys: string[] = [];
    await page.route("**/api/leads", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (keys.length === 1) {
        await route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ error: "Leads are paused for maintenance" }),
        });
      } else {
        await route.fulfill({
          status: 201,
          contentType: "application/json",
          body: JSON.stringify({ id: "00000000-0000-4000-8000-000000000001" }),
        });
      }
    });
    await page.goto("/fleet");
    const form = page.getByRole("form", { name: "Fleet Enquiry" });
    await form.getByRole("textbox", { name: "Business name", exact: true }).fill("Acme Pty Ltd");
    await form.getByRole("textbox", { name: "Number of vehicles", exact: true }).fill("12");
    await fillContact(form);
    const message = form.getByRole("textbox", { name: "Message", exact: true });
    if ((await message.count()) > 0) await message.fill("Ten utes, please.");
    await form.getByRole("button", { name: "Send enquiry" }).click();

    const alert = form.getByRole("alert");
    await expect(alert).toContainText(SUBMIT_ERROR);
    await expect(alert).toContainText("Leads are paused for maintenance");
    await expect(alert).toHaveAttribute("data-banner", "destructive");
    await expect(form.getByRole("button", { name: "Send enquiry" })).toBeEnabled();

    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page).toHaveURL(/\/success\?category=fleet&event_id=22$/);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{8,}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  test("multi-step trade-in: rego lookup, a partial save per step, then the success page", async ({
    page,
    request,
    site,
    baseURL,
  }) => {
    const siteId = await siteIdOf(request, baseURL ?? "", site.slug);
    const leadRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/leads")) leadRequests.push(r.method());
    });
    await page.goto("/?utm_source=e2e&utm_campaign=forms");
    // The first page view is recorded once the page has hydrated.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("forecourt:visit-history") ?? ""))
      .toContain("utm_source");
    await page.goto("/trade-in");
    const form = page.getByRole("form", { name: "Trade-in Valuation" });
    await expect(form.getByText("Step 1 of 3")).toBeVisible();
    await expect(form.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");

    await form.getByRole("textbox", { name: "Registration", exact: true }).fill("TRD 123");
    await form.getByRole("combobox", { name: "State", exact: true }).selectOption("NSW");
    await form.getByRole("button", { name: "Find my vehicle" }).click();
    await expect(form.getByText("Found: 2019 Toyota Corolla")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Make", exact: true })).toHaveValue("Toyota");
    await expect(form.getByRole("textbox", { name: "Model", exact: true })).toHaveValue("Corolla");
    await form.getByRole("textbox", { name: "Odometer (km)", exact: true }).fill("40000");

    const created = leadResponse(page, "POST");
    await form.getByRole("button", { name: "Continue" }).click();
    const first = await created;
    expect(first.status()).toBe(201);
    const { id } = (await first.json()) as { id: string };
    await expect(form.getByText("Step 2 of 3")).toBeVisible();
    await expect(form.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "33");
    await expect(form.locator("legend", { hasText: "Condition" })).toBeFocused();

    const partial = await storedLead(request, baseURL ?? "", siteId, id);
    expect(partial).toMatchObject({
      lead_status: "Incomplete",
      form_completed: false,
      step_number: 1,
      category: "Used Vehicle",
      source: "Website",
    });
    expect(partial.linked_query_params).toMatchObject({ utm_source: "e2e" });
    expect((partial.visited_pages as string[]).some((url) => url.endsWith("/trade-in"))).toBe(true);

    // Go Back and forth again: the saved step is not sent twice.
    await form.getByRole("button", { name: "Go Back" }).click();
    await expect(form.getByText("Step 1 of 3")).toBeVisible();
    await form.getByRole("button", { name: "Continue" }).click();
    await expect(form.getByText("Step 2 of 3")).toBeVisible();

    await form.getByRole("radiogroup", { name: "Ready to sell?" }).getByLabel("Yes").check();
    await form
      .getByRole("radiogroup", { name: "Would you like a valuation guide?" })
      .getByLabel("No")
      .check();
    const updated = leadResponse(page, "PUT");
    await form.getByRole("button", { name: "Continue" }).click();
    expect((await updated).status()).toBe(200);
    await expect(form.getByText("Step 3 of 3")).toBeVisible();
    await expect(form.getByRole("group", { name: "User Details" })).toBeVisible();
    const second = await storedLead(request, baseURL ?? "", siteId, id);
    expect(second).toMatchObject({ lead_status: "Incomplete", step_number: 2 });
    expect(second.fields).toMatchObject({ ready_to_sell: "Yes", valuation_guide: "No" });

    await fillContact(form);
    const final = leadResponse(page, "PUT");
    await form.getByRole("button", { name: "Get my valuation" }).click();
    expect((await final).status()).toBe(200);
    await expect(page).toHaveURL(/\/success\?category=used-vehicle&event_id=22$/);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []))
      .toContainEqual({ event: "conversion", event_id: 22, category: "used-vehicle" });

    const complete = await storedLead(request, baseURL ?? "", siteId, id);
    expect(complete.form_completed).toBe(true);
    expect(complete.lead_status).not.toBe("Incomplete");
    expect(complete).toMatchObject({ first_name: "Jo", last_name: "Citizen" });
    expect(leadRequests).toEqual(["POST", "PUT", "PUT"]);
    await expectNoAxeViolations(page);
  });

  test("test-drive booking through the 'Book a Test Drive' dialog", async ({
    page,
    request,
    site,
    baseURL,
  }) => {
    const siteId = await siteIdOf(request, baseURL ?? "", site.slug);
    await page.goto("/contact");
    await page.getByRole("button", { name: "Book a Test Drive" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a Test Drive" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    await fillContact(dialog);
    const date = dialog.getByRole("combobox", { name: "Preferred date (optional)", exact: true });
    const options = date.locator("option");
    expect(await options.count()).toBeGreaterThan(1);
    const chosen = await options.nth(1).getAttribute("value");
    expect(chosen).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await date.selectOption(chosen ?? "");

    // Hold the request a moment so the submitting state can be seen.
    await page.route("**/api/leads", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const created = leadResponse(page, "POST");
    const button = dialog.getByRole("button", { name: "Book test drive" });
    await button.click();
    await expect(dialog.getByRole("button", { name: "Loading" })).toBeDisabled();
    const response = await created;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await expect(page).toHaveURL(/\/success\?category=new-vehicle&event_id=17$/);

    const lead = await storedLead(request, baseURL ?? "", siteId, id);
    expect(lead).toMatchObject({
      category: "New Vehicle",
      subcategory: "Test Drive",
      form_completed: true,
    });
    expect(lead.fields).toMatchObject({ dateTime: chosen });
  });

  test("success page pushes the site's default conversion event", async ({ page }) => {
    await page.goto("/success?category=general");
    await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []))
      .toContainEqual({ event: "conversion", event_id: 22, category: "general" });
    await expectNoAxeViolations(page);
  });

  test("dealership booking endpoints answer slots with basic auth only", async ({
    request,
    site,
    baseURL,
  }) => {
    const base = apiBase(baseURL ?? "");
    const siteId = await siteIdOf(request, baseURL ?? "", site.slug);
    const website = await request.get(`${base}/api/v1/websites/${siteId}.json`, {
      headers: { authorization: API_AUTH },
    });
    const { dealership_id: dealershipId, settings } = (await website.json()) as {
      dealership_id: number;
      settings: { timeZone: string };
    };
    for (const kind of ["service", "appointment"]) {
      const path = `${base}/api/v1/dealerships/${dealershipId}/available_${kind}_bookings.json`;
      expect((await request.get(path)).status()).toBe(401);
      const response = await request.get(path, { headers: { authorization: API_AUTH } });
      expect(response.status()).toBe(200);
      const body = (await response.json()) as {
        dealership_id: number;
        time_zone: string;
        bookings: { start: string; date: string; time: string }[];
      };
      expect(body.dealership_id).toBe(dealershipId);
      expect(body.time_zone).toBe(settings.timeZone);
      expect(body.bookings.length).toBeGreaterThan(0);
      for (const slot of body.bookings) {
        expect(Date.parse(slot.start)).toBeGreaterThan(Date.now());
        expect(slot.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(slot.time).toMatch(/^\d{2}:\d{2}$/);
      }
      const unknown = await request.get(
        `${base}/api/v1/dealerships/999999/available_${kind}_bookings.json`,
        { headers: { authorization: API_AUTH } },
      );
      expect(unknown.status()).toBe(404);
    }
  });

  test("vehicle page: enquiry, request photos and test-drive dialog in #vehicle-enquiry", async ({
    page,
    site,
  }) => {
    await page.goto("/");
    const carLink = page.locator(`main article a[href^="${vehicleBaseOf(site.slug)}/"]`).first();
    await page.goto((await carLink.getAttribute("href")) ?? "");
    const section = page.locator("#vehicle-enquiry");
    const carType = (await section.getAttribute("data-car-type")) ?? "new";
    await expect(section.getByRole("button", { name: "Book a Test Drive" })).toBeVisible();
    await section.getByRole("button", { name: "Request photos" }).click();
    const photos = section.getByRole("form", { name: "Request Photos" });
    await expect(photos.getByRole("textbox", { name: "Message (optional)" })).toHaveValue(
      "Please send photos for this car",
    );
    await expectNoAxeViolations(page);
    await section.getByRole("button", { name: "Request photos" }).click();

    const form = section.getByRole("form", { name: "Vehicle Enquiry" });
    await fillContact(form);
    const message = form.getByRole("textbox", { name: "Message", exact: true });
    if ((await message.count()) > 0) await message.fill("Is it still available?");
    const created = leadResponse(page, "POST");
    await form.getByRole("button", { name: "Send enquiry" }).click();
    expect((await created).status()).toBe(201);
    const slug = { used: "used-vehicle-enquiry", demo: "demo-vehicle-enquiry" }[carType];
    const eventId = carType === "used" ? 15 : 14;
    await expect(page).toHaveURL(
      new RegExp(`/success\\?category=${slug ?? "new-vehicle-enquiry"}&event_id=${eventId}$`),
    );
  });

  test("every form's real submit passes the server's check of the site's form", async ({
    page,
    site,
  }) => {
    test.setTimeout(300_000);
    const pages = [
      ...FORM_PAGES,
      `${financePathOf(site.slug)}?vehiclePriceBudget=30000#finance-form`,
      `${vehicleBaseOf(site.slug)}/trade-in?car_id=1`,
    ];
    for (const path of pages) {
      await page.goto(path);
      const form = page.locator("main form[data-form-id]").first();
      await expect(form, path).toBeVisible();
      await submitForm(page, form, `${path} (${await form.getAttribute("data-form-id")})`);
    }
    // The vehicle page's request-photos form, the one vehicle form no other test sends.
    await page.goto("/");
    const carLink = page.locator(`main article a[href^="${vehicleBaseOf(site.slug)}/"]`).first();
    await page.goto((await carLink.getAttribute("href")) ?? "");
    const section = page.locator("#vehicle-enquiry");
    await section.getByRole("button", { name: "Request photos" }).click();
    await submitForm(page, section.getByRole("form", { name: "Request Photos" }), "request photos");
  });

  test("finance page: the multi-step finance form, pre-filled from the query", async ({
    page,
    site,
  }) => {
    await page.goto(
      `${financePathOf(site.slug)}?vehiclePriceBudget=30000&car_type=used#finance-form`,
    );
    const form = page.getByRole("form", { name: "Finance Enquiry" });
    await expect(form.getByText("Step 1 of 3")).toBeVisible();
    await expect(form.getByRole("group", { name: "User Details" })).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Continue" }).click();
    await expect(
      form.getByRole("textbox", { name: "First name", exact: true }),
    ).toHaveAccessibleDescription(REQUIRED);
    await fillContact(form);
    const saved = leadResponse(page, "POST");
    await form.getByRole("button", { name: "Continue" }).click();
    expect((await saved).status()).toBe(201);
    await expect(form.getByText("Step 2 of 3")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Vehicle price budget ($)" })).toHaveValue(
      "30000",
    );
  });
});
