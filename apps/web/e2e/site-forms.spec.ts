import type { Page, Response } from "@playwright/test";
import { offlineValuation, offlineVehicle } from "@forecourt/core/valuation/vehicle-lookup";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { dictionary } from "@forecourt/core/locale/dictionary";
import { localize, type LocaleCode } from "@forecourt/core/locale/locale";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import {
  answerStep,
  apiBase,
  API_AUTH,
  carLocationOf,
  fillContact,
  formsAskLocation,
  loadVehicleEnquiry,
  siteIdOf,
  storedLead,
  submitForm,
} from "./lead-form-helpers.ts";

/** A form's words as the site shows them (the core locale dictionary). */
const say = (text: string, lang: string) => localize(text, lang as LocaleCode);
/** The region the offline rego provider knows the test plate in, per locale. */
const REGO_REGION: Record<string, string> = { "en-AU": "NSW", "en-NZ": "AUK", "en-US": "TX" };

const REQUIRED = "*This is a required field.";
const SUBMIT_ERROR = "An error occurred when submitting this form";

const pathsOf = (slug: string) => DEMO_SITES.find((s) => s.slug === slug)?.settings.paths;
const vehicleBaseOf = (slug: string) => pathsOf(slug)?.vehicleBase ?? "/cars";

/**
 * The address of the first car for sale on the site's home page: a reserved one is held for its
 * buyer and offers no test drive, a sold one no forms.
 */
async function carForSaleHref(page: Page, slug: string): Promise<string> {
  await page.goto("/");
  const carLink = page
    .locator("main article")
    .filter({ hasNotText: /RESERVED|SOLD/ })
    .locator(`a[href^="${vehicleBaseOf(slug)}/"]`)
    .first();
  return (await carLink.getAttribute("href")) ?? "";
}
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

const leadResponse = (page: Page, method: "POST" | "PUT") =>
  page.waitForResponse(
    (r: Response) => r.url().includes("/api/leads") && r.request().method() === method,
  );

/** Messages of the browser alerts the page shows (each accepted). */
function collectAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on("dialog", async (dialog) => {
    messages.push(dialog.message());
    await dialog.accept();
  });
  return messages;
}

test.describe("enquiry forms", () => {
  test(
    "every form page has no axe-core violations (per site: forms and brand colours)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      test.setTimeout(240_000);
      for (const path of [...FORM_PAGES, `${vehicleBaseOf(site.slug)}/trade-in?car_id=1`]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator("form").first()).toBeVisible();
        await expectNoAxeViolations(page);
      }
    },
  );

  test("validation failure shows the spec texts under the fields and sends nothing", async ({
    page,
    site,
  }) => {
    let sent = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/leads")) sent += 1;
    });
    await page.goto("/contact");
    const form = page.getByRole("form", { name: say("General Enquiry", site.lang) });
    await form.getByRole("textbox", { name: "Email", exact: true }).fill("not-an-email");
    await form.getByRole("button", { name: say("Send enquiry", site.lang) }).click();

    const firstName = form.getByRole("textbox", { name: "First name", exact: true });
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    const errorId = await firstName.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(REQUIRED);
    await expect(
      form.getByRole("textbox", { name: "Email", exact: true }),
    ).toHaveAccessibleDescription("invalid email address");
    await expect(
      form.getByRole("combobox", { name: say("Enquiry type", site.lang), exact: true }),
    ).toHaveAccessibleDescription(REQUIRED);
    // Focus goes to the first field in error, the enquiry type.
    await expect(
      form.getByRole("combobox", { name: say("Enquiry type", site.lang), exact: true }),
    ).toBeFocused();
    expect(sent).toBe(0);
    await expectNoAxeViolations(page);
  });

  test("a server failure shows the alert and banner; the retry reuses its Idempotency-Key", async ({
    page,
    site,
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
    const alerts = collectAlerts(page);
    await page.goto("/fleet");
    const form = page.getByRole("form", { name: say("Fleet Enquiry", site.lang) });
    await form.getByRole("textbox", { name: "Business name", exact: true }).fill("Acme Pty Ltd");
    await form.getByRole("textbox", { name: "Number of vehicles", exact: true }).fill("12");
    await fillContact(form);
    const message = form.getByRole("textbox", { name: "Message", exact: true });
    if ((await message.count()) > 0) await message.fill("Ten utes, please.");
    await form.getByRole("button", { name: say("Send enquiry", site.lang) }).click();

    const alert = form.getByRole("alert");
    await expect(alert).toContainText(SUBMIT_ERROR);
    // §8: the browser's alert as well as the banner.
    expect(alerts).toEqual([SUBMIT_ERROR]);
    await expect(alert).toContainText("Leads are paused for maintenance");
    await expect(alert).toHaveAttribute("data-banner", "destructive");
    await expect(form.getByRole("button", { name: say("Send enquiry", site.lang) })).toBeEnabled();

    await form.getByRole("button", { name: say("Send enquiry", site.lang) }).click();
    await expect(page).toHaveURL(/\/success\?category=fleet&event_id=21$/);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{8,}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  test("§8: a final step answered without an id, and a 200 that does not parse, are errors", async ({
    page,
    site,
  }) => {
    const alerts = collectAlerts(page);
    let finalAnswer: { status: number; body: string } = { status: 200, body: "{}" };
    // Partial saves are stored for real; the final PUT is answered by the test.
    await page.route("**/api/leads/*", async (route) => {
      const body = route.request().postData() ?? "";
      if (route.request().method() === "PUT" && body.includes('"form_completed":true')) {
        await route.fulfill({ ...finalAnswer, contentType: "application/json" });
      } else {
        await route.continue();
      }
    });
    await page.goto(`${financePathOf(site.slug)}#finance-form`);
    const form = page.getByRole("form", { name: say("Finance Enquiry", site.lang) });
    for (let step = 0; step < 2; step += 1) {
      await answerStep(form);
      const saved = page.waitForResponse((r) => /\/api\/leads/.test(r.url()));
      await form.getByRole("button", { name: "Continue" }).click();
      expect((await saved).ok()).toBe(true);
      await expect(form.getByText(`Step ${step + 2} of 3`)).toBeVisible();
    }
    await answerStep(form);
    await form.getByRole("button", { name: "Submit" }).click();
    const banner = form.getByRole("alert");
    await expect(banner).toContainText("An unexpected error occured");
    await expect(banner).toHaveAttribute("data-banner", "destructive");
    expect(alerts).toEqual([SUBMIT_ERROR]);
    await expect(page).not.toHaveURL(/\/success/);

    finalAnswer = { status: 200, body: JSON.stringify({ error: "The lead could not be closed" }) };
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(banner).toContainText("The lead could not be closed");

    // A 200 whose body is not JSON: the parse error's own message, not the generic text.
    finalAnswer = { status: 200, body: "<html>maintenance</html>" };
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(banner).toContainText(/JSON|Unexpected token/);
    await expect(banner).not.toContainText("The lead could not be closed");
    expect(alerts).toHaveLength(3);
    await expectNoAxeViolations(page);
  });

  test("multi-step trade-in: rego lookup, a partial save per step, then the success page", async ({
    page,
    request,
    site,
    baseURL,
  }) => {
    test.setTimeout(180_000);
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

    const words = dictionary(site.lang as LocaleCode);
    const region = REGO_REGION[site.lang] ?? "NSW";
    await form.getByRole("textbox", { name: words.registration, exact: true }).fill("TRD 123");
    await form.getByRole("combobox", { name: words.regionLabel, exact: true }).selectOption(region);
    await form.getByRole("textbox", { name: words.odometerLabel, exact: true }).fill("40000");
    await form.getByRole("button", { name: "Find my vehicle" }).click();
    // The offline registry answers the same vehicle for the same plate and state.
    const thisYear = new Date().getFullYear();
    const vehicle = offlineVehicle({ rego: "TRD123", regoState: region }, thisYear)!;
    const found = `Found: ${vehicle.year} ${vehicle.make} ${vehicle.model}`;
    const demo = DEMO_SITES.find((s) => s.slug === site.slug);
    if (demo?.settings.features?.autograb) {
      // Sites that value trade-ins show the range with the vehicle.
      const range = offlineValuation(vehicle, { thisYear, km: 40_000, currency: "AUD" });
      await expect(form.getByText(found)).toContainText(
        `Trade-in estimate: $${range.low.toLocaleString("en-AU")} to $${range.high.toLocaleString("en-AU")}`,
      );
    } else {
      await expect(form.getByText(found)).toBeVisible();
    }
    // Make and model are selects of the stock's makes; the looked-up car stays choosable.
    await expect(form.getByRole("combobox", { name: "Make", exact: true })).toHaveValue(
      vehicle.make,
    );
    await expect(form.getByRole("combobox", { name: "Model", exact: true })).toHaveValue(
      vehicle.model,
    );
    await expect(form.getByRole("combobox", { name: "Year", exact: true })).toHaveValue(
      String(vehicle.year),
    );

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
    // The lead keeps the vehicle the lookup found and, where the site values trade-ins, the
    // estimate the shopper saw (issue 40, item 16).
    const estimate = demo?.settings.features?.autograb
      ? offlineValuation(vehicle, { thisYear, km: 40_000, currency: "AUD" })
      : null;
    expect(partial.fields).toMatchObject({
      trade_in_vehicle: `${vehicle.year} ${vehicle.make} ${vehicle.model}`,
      ...(estimate
        ? {
            trade_in_estimate: `$${estimate.low.toLocaleString("en-AU")} to $${estimate.high.toLocaleString("en-AU")}`,
            trade_in_estimate_low: estimate.low,
            trade_in_estimate_high: estimate.high,
          }
        : {}),
    });
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
    // The trade-in form's own conversion (23), with the lead it created.
    await expect(page).toHaveURL(/\/success\?category=used-vehicle&event_id=23$/);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []))
      .toContainEqual(
        expect.objectContaining({
          event: "generate_lead",
          event_id: 23,
          formName: "Trade-in Valuation",
          category: "used-vehicle",
          conversion: true,
          lead_id: id,
        }),
      );

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
    // The success page fires the form's own id, not the default 22.
    await expect
      .poll(() => page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []))
      .toContainEqual(expect.objectContaining({ event_id: 17, conversion: true, lead_id: id }));

    const lead = await storedLead(request, baseURL ?? "", siteId, id);
    expect(lead).toMatchObject({
      category: "New Vehicle",
      subcategory: "Test Drive",
      form_completed: true,
    });
    expect(lead.fields).toMatchObject({ dateTime: chosen });
  });

  test("success page converts once per lead: not on a direct visit, once after a lead, not on reload", async ({
    page,
  }) => {
    const dataLayer = () =>
      page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []);
    const conversion = expect.objectContaining({
      event: "generate_lead",
      event_id: 22,
      category: "general",
    });
    const settled = async () => {
      await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
    };
    // A direct visit: no lead of this browser session, no conversion.
    await page.goto("/success?category=general");
    await settled();
    expect(await dataLayer()).not.toContainEqual(conversion);
    // A lead the server recorded, as the form keeps it after the server's answer: one conversion.
    await page.evaluate(() =>
      sessionStorage.setItem(
        "forecourt:last-lead",
        JSON.stringify({ id: "6f1c2a8e-4b7d-4c1e-9a3f-2d5e8b7c1a90", isConverted: false }),
      ),
    );
    await page.reload();
    await expect.poll(dataLayer).toContainEqual(conversion);
    await expectNoAxeViolations(page);
    // A reload of the success page is not a second lead.
    await page.reload();
    await settled();
    expect(await dataLayer()).not.toContainEqual(conversion);
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
    const response = await page.goto(await carForSaleHref(page, site.slug));
    // The forms are not part of the first load: a stand-in holds their place until scrolled near.
    const html = (await response?.text()) ?? "";
    expect(html).toContain("data-form-pending");
    expect(html).not.toContain("data-form-id");
    const section = await loadVehicleEnquiry(page);
    const carType = (await section.getAttribute("data-car-type")) ?? "new";
    await expect(section.getByRole("button", { name: "Book a Test Drive" })).toBeVisible();
    await section.getByRole("button", { name: "Request photos" }).click();
    const photos = section.getByRole("form", { name: "Request Photos" });
    await expect(photos.getByRole("textbox", { name: "Message (optional)" })).toHaveValue(
      "Please send photos for this car",
    );
    await expectNoAxeViolations(page);
    await section.getByRole("button", { name: "Request photos" }).click();

    const form = section.getByRole("form", { name: say("Vehicle Enquiry", site.lang) });
    await fillContact(form);
    const message = form.getByRole("textbox", { name: "Message", exact: true });
    if ((await message.count()) > 0) await message.fill("Is it still available?");
    const created = leadResponse(page, "POST");
    await form.getByRole("button", { name: say("Send enquiry", site.lang) }).click();
    expect((await created).status()).toBe(201);
    const slug = { used: "used-vehicle-enquiry", demo: "demo-vehicle-enquiry" }[carType];
    const eventId = carType === "used" ? 15 : 14;
    await expect(page).toHaveURL(
      new RegExp(`/success\\?category=${slug ?? "new-vehicle-enquiry"}&event_id=${eventId}$`),
    );
  });

  test(
    "every form's real submit passes the server's check of the site's form (per site: form fields)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      test.setTimeout(600_000);
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
      const section = await loadVehicleEnquiry(page);
      await section.getByRole("button", { name: "Request photos" }).click();
      await submitForm(
        page,
        section.getByRole("form", { name: "Request Photos" }),
        "request photos",
      );
    },
  );

  test(
    "a site with several dealerships asks the location, required, on every form (per site: dealerships)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      test.setTimeout(120_000);
      const asks = formsAskLocation(DEMO_SITES.find((s) => s.slug === site.slug));
      for (const path of [...FORM_PAGES, `${financePathOf(site.slug)}#finance-form`]) {
        await page.goto(path);
        const form = page.locator("main form[data-form-id]").first();
        const select = form.getByRole("combobox", { name: "Location", exact: true });
        // The trade-in asks the visitor's details on its last step: skip there.
        const skip = form.getByRole("button", { name: /^Skip/ });
        if (asks && (await select.count()) === 0 && (await skip.count()) > 0) await skip.click();
        if (!asks) {
          await expect(select, path).toHaveCount(0);
          continue;
        }
        await expect(select, path).toHaveAttribute("aria-required", "true");
        // One choice per dealership's sales location, none picked for the visitor.
        expect(await select.locator("option").count(), path).toBeGreaterThan(2);
        await expect(select).toHaveValue("");
        await form.locator('button[type="submit"]').click();
        await expect(select, path).toHaveAccessibleDescription(REQUIRED);
      }
    },
  );

  test(
    "a car whose location is known: its enquiry and test drive ask no location, and the lead goes there (per site: dealerships)",
    { tag: "@per-site" },
    async ({ page, request, baseURL, site }) => {
      test.skip(
        !formsAskLocation(DEMO_SITES.find((s) => s.slug === site.slug)),
        "this site's forms ask no location",
      );
      const siteId = await siteIdOf(request, baseURL ?? "", site.slug);
      const href = await carForSaleHref(page, site.slug);
      const carLocation = await carLocationOf(request, baseURL ?? "", site.slug, href);

      await page.goto(href);
      const section = await loadVehicleEnquiry(page);
      const form = section.getByRole("form", { name: say("Vehicle Enquiry", site.lang) });
      await expect(form.getByRole("textbox", { name: "Email", exact: true })).toBeVisible();
      await expect(form.getByRole("combobox", { name: "Location", exact: true })).toHaveCount(0);
      await section.getByRole("button", { name: "Book a Test Drive" }).click();
      const dialog = page.getByRole("dialog", { name: "Book a Test Drive" });
      await expect(dialog.getByRole("textbox", { name: "Email", exact: true })).toBeVisible();
      await expect(dialog.getByRole("combobox", { name: "Location", exact: true })).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await fillContact(form);
      const message = form.getByRole("textbox", { name: "Message", exact: true });
      if ((await message.count()) > 0) await message.fill("Is it still available?");
      const created = leadResponse(page, "POST");
      await form.getByRole("button", { name: say("Send enquiry", site.lang) }).click();
      const answer = await created;
      expect(answer.status()).toBe(201);
      const { id } = (await answer.json()) as { id: string };
      const lead = await storedLead(request, baseURL ?? "", siteId, id);
      expect(lead.location_id).toBe(carLocation);
    },
  );

  test(
    "every field type: typed, formatted, checked and sent (finance and service) (per site: leads.askBirthDate and locale)",
    { tag: "@per-site" },
    async ({ page, request, baseURL, site }) => {
      const demo = DEMO_SITES.find((s) => s.slug === site.slug);
      test.skip(!demo?.settings.leads?.askBirthDate, "the finance form asks the birth date here");
      test.setTimeout(240_000);
      await page.goto(`${financePathOf(site.slug)}#finance-form`);
      const form = page.getByRole("form", { name: say("Finance Enquiry", site.lang) });
      await fillContact(form);
      await form.getByRole("combobox", { name: "Location" }).selectOption({ index: 2 });
      const dob = form.getByRole("group", { name: "Date of birth" });
      await dob.getByRole("textbox", { name: "Day" }).fill("31");
      await dob.getByRole("combobox", { name: "Month" }).selectOption("February");
      await dob.getByRole("textbox", { name: "Year" }).fill("1980");
      await form.getByRole("button", { name: "Continue" }).click();
      await expect(dob.getByRole("textbox", { name: "Day" })).toHaveAccessibleDescription(
        "Please enter a real date.",
      );
      await dob.getByRole("textbox", { name: "Year" }).fill(String(new Date().getFullYear() - 10));
      await dob.getByRole("combobox", { name: "Month" }).selectOption("January");
      await form.getByRole("button", { name: "Continue" }).click();
      await expect(dob.getByRole("textbox", { name: "Day" })).toHaveAccessibleDescription(
        "You must be at least 18 years old.",
      );
      await dob.getByRole("textbox", { name: "Year" }).fill("1980");
      await expectNoAxeViolations(page);
      const saved = leadResponse(page, "POST");
      await form.getByRole("button", { name: "Continue" }).click();
      const id = ((await (await saved).json()) as { id: string }).id;

      // Currency: a numeric keypad, thousands grouped as typed.
      const budget = form.getByRole("textbox", { name: "Vehicle price budget ($)" });
      await expect(budget).toHaveAttribute("inputmode", "decimal");
      await budget.fill("");
      await budget.pressSequentially("32500");
      await expect(budget).toHaveValue("32,500");
      await form.getByRole("combobox", { name: "Loan term" }).selectOption("5 years");
      await answerStep(form);
      await form.getByRole("button", { name: "Continue" }).click();

      await form.getByRole("combobox", { name: "Employment status" }).selectOption("Full time");
      await form.getByRole("textbox", { name: "Annual income ($)" }).fill("85000");
      const licence = form.getByRole("textbox", { name: "Driver licence number (optional)" });
      await licence.pressSequentially("ab 12cd");
      await expect(licence).toHaveValue("AB 12CD");
      const expiry = form.getByRole("textbox", { name: "Licence expiry (MM/YY) (optional)" });
      await expiry.pressSequentially("0120");
      await expect(expiry).toHaveValue("01/20");
      await form
        .getByRole("textbox", { name: "Residential address (optional)" })
        .fill("Parramatta");
      await form.getByRole("radiogroup", { name: "Best Finance" }).getByLabel("Yes").check();
      await form.getByRole("radiogroup", { name: "Best Deal" }).getByLabel("No").check();
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(expiry).toHaveAccessibleDescription(
        "This date has passed. Please enter a date from this month on.",
      );
      await expect(
        form.getByRole("textbox", { name: "Residential address (optional)" }),
      ).toHaveAccessibleDescription("Please enter a street address with a number and street name.");
      await expiry.fill("12/30");
      await form
        .getByRole("textbox", { name: "Residential address (optional)" })
        .fill("12 Smith St");
      await expectNoAxeViolations(page);
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(page).toHaveURL(/\/success\?category=/);

      const siteId = await siteIdOf(request, baseURL!, site.slug);
      const lead = await storedLead(request, baseURL!, siteId, id);
      expect(lead.location_id).toEqual(expect.any(Number));
      expect(lead.fields).toMatchObject({
        birth_date: "1980-01-31",
        birth_date_day: "31",
        birth_date_month: "01",
        birth_date_year: "1980",
        vehiclePriceBudget: "32500",
        best_finance: "Yes",
        best_deal: "No",
        licence_expiry: "12/30",
      });

      // Service: rego upper-cased with its state, make and model from the stock, year, odometer
      // in the site's unit, service interval and tyres from their lists.
      await page.goto("/service");
      const service = page.getByRole("form", { name: "Book a Service" });
      const rego = service.getByRole("textbox", { name: "Registration (optional)" });
      await rego.pressSequentially("abc123");
      await expect(rego).toHaveValue("ABC123");
      await service
        .getByRole("combobox", { name: "Registration state (optional)" })
        .selectOption("VIC");
      const make = service.getByRole("combobox", { name: "Vehicle make" });
      const model = service.getByRole("combobox", { name: "Vehicle model" });
      const makes = await make.locator("option").allTextContents();
      expect(makes.at(-1)).toBe("Other");
      await make.selectOption({ index: 1 });
      const models = await model.locator("option").allTextContents();
      await make.selectOption({ index: 2 });
      // The model list follows the make.
      expect(await model.locator("option").allTextContents()).not.toEqual(models);
      await model.selectOption({ index: 1 });
      const year = service.getByRole("combobox", { name: "Year (optional)" });
      expect(await year.locator("option").nth(1).textContent()).toBe(
        String(new Date().getFullYear() + 1),
      );
      await year.selectOption("2019");
      const odometer = service.getByRole("textbox", { name: "Odometer (optional)" });
      await odometer.pressSequentially("85000");
      await expect(odometer).toHaveValue("85,000");
      await expect(service.getByText("km", { exact: true })).toBeVisible();
      await service.getByRole("combobox", { name: "Service required" }).selectOption({ index: 2 });
      await service.getByRole("combobox", { name: "Tyres (optional)" }).selectOption("All four");
      await service.getByRole("combobox", { name: "Preferred time" }).selectOption({ index: 1 });
      await fillContact(service);
      await service.getByRole("combobox", { name: "Location" }).selectOption({ index: 1 });
      await expectNoAxeViolations(page);
      const sent = leadResponse(page, "POST");
      await service.getByRole("button", { name: "Book service" }).click();
      expect((await sent).status()).toBe(201);
      await expect(page).toHaveURL(/\/success\?category=/);
    },
  );

  test("/pages/book-a-service shows the service booking form at its own address and submits", async ({
    page,
  }) => {
    const response = await page.goto("/pages/book-a-service");
    expect(response?.status()).toBe(200);
    // The visitor keeps the address; the page is the service booking form.
    expect(new URL(page.url()).pathname).toBe("/pages/book-a-service");
    const form = page.getByRole("form", { name: "Book a Service" });
    await expect(form).toBeVisible();
    await expect(form.getByRole("combobox", { name: "Preferred time" })).toBeVisible();
    await expectNoAxeViolations(page);
    await submitForm(page, form, "/pages/book-a-service");
  });

  test("finance page: the multi-step finance form, pre-filled from the query", async ({
    page,
    site,
  }) => {
    await page.goto(
      `${financePathOf(site.slug)}?vehiclePriceBudget=30000&car_type=used#finance-form`,
    );
    const form = page.getByRole("form", { name: say("Finance Enquiry", site.lang) });
    await expect(form.getByText("Step 1 of 3")).toBeVisible();
    await expect(form.getByRole("group", { name: "User Details" })).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Continue" }).click();
    await expect(
      form.getByRole("textbox", { name: "First name", exact: true }),
    ).toHaveAccessibleDescription(REQUIRED);
    await fillContact(form);
    // Whatever else the site's settings ask on this step (a birth date on some sites).
    await answerStep(form);
    const saved = leadResponse(page, "POST");
    await form.getByRole("button", { name: "Continue" }).click();
    expect((await saved).status()).toBe(201);
    await expect(form.getByText("Step 2 of 3")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Vehicle price budget ($)" })).toHaveValue(
      "30000",
    );
  });
});
