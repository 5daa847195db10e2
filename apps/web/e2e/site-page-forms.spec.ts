import type { Locator, Page } from "@playwright/test";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import type { PageFormId } from "@forecourt/core/forms/page-form-ids";
import { MISSING_PHONE_WARNING } from "@forecourt/core/stock/vehicle-links";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import {
  answerStep,
  API_AUTH,
  apiBase,
  siteIdOf,
  storedLead,
  TEST_PHONE,
} from "./lead-form-helpers.ts";

/** The settings' page forms and the demo locations of the site under test. */
const demoOf = (slug: string) => DEMO_SITES.find((s) => s.slug === slug);
const pageFormsOf = (slug: string): readonly PageFormId[] =>
  demoOf(slug)?.settings.leads?.pageForms ?? [];

const TEST_CARD = "4111 1111 1111 1111";

/** Opens the page form, checks it with axe-core, and returns the form. */
async function openPageForm(page: Page, id: PageFormId): Promise<Locator> {
  const response = await page.goto(`/forms/${id}`);
  expect(response?.status()).toBe(200);
  const form = page.locator(`form[data-form-id="${id}"]`);
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page);
  return form;
}

/** Fills the whole-name contact fields every page form asks. */
async function fillWholeNameContact(form: Locator) {
  await form.getByRole("textbox", { name: "Full name", exact: true }).fill("Jo Citizen");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill("jo@example.com");
  await form.getByRole("textbox", { name: "Phone", exact: true }).fill(TEST_PHONE);
}

/** Sends the form; the lead is created and the visitor reaches the success page. */
async function submitAndRead(page: Page, form: Locator, submitLabel: string, siteSlug: string) {
  // What the site's settings add (where heard, terms consent) is answered like a visitor would.
  await answerStep(form);
  const created = page.waitForResponse(
    (r) => r.url().includes("/api/leads") && r.request().method() === "POST",
  );
  await form.getByRole("button", { name: submitLabel }).click();
  const response = await created;
  expect([response.status(), await response.text()]).toEqual([
    201,
    expect.stringMatching(/^\{"id":/),
  ]);
  const { id } = (await response.json()) as { id: string };
  await expect(page).toHaveURL(/\/success\?category=/);
  const baseURL = new URL(page.url()).origin;
  const siteId = await siteIdOf(page.request, baseURL, siteSlug);
  return storedLead(page.request, baseURL, siteId, id);
}

test.describe(
  "page forms from the site's settings (per site: page forms)",
  { tag: "@per-site" },
  () => {
    test("service feedback: stars, radio and check groups, full name and a call-back time", async ({
      page,
      site,
    }) => {
      test.skip(!pageFormsOf(site.slug).includes("service-feedback"), "no service feedback form");
      const form = await openPageForm(page, "service-feedback");
      // A visitor clicks the fourth star; the radio behind it is what a screen reader announces.
      const fourStars = form.getByRole("radio", { name: "4 stars" });
      await form
        .locator("label")
        .filter({ has: page.getByRole("radio", { name: "4 stars" }) })
        .click();
      await expect(fourStars).toBeChecked();
      await form.getByRole("radio", { name: "Repair", exact: true }).check();
      await form.getByRole("checkbox", { name: "Communication", exact: true }).check();
      await form.getByRole("checkbox", { name: "Quality of work", exact: true }).check();
      await fillWholeNameContact(form);
      await form.getByLabel("Preferred call-back time").fill("2030-03-14T10:30");

      const lead = await submitAndRead(page, form, "Send feedback", site.slug);
      expect(lead).toMatchObject({
        name: "Jo Citizen",
        email: "jo@example.com",
        category: "Service",
        form_completed: true,
      });
      expect(lead.fields).toMatchObject({
        rating: "4",
        visit_type: "Repair",
        went_well: ["Communication", "Quality of work"],
        call_back_at: "2030-03-14T10:30",
      });
      // The form's hidden {primary_location_id} arrives as the site's primary location.
      const baseURL = new URL(page.url()).origin;
      const siteId = await siteIdOf(page.request, baseURL, site.slug);
      const session = await page.request.get(
        `${apiBase(baseURL)}/api/v1/websites/${siteId}/website_session_data.json`,
        { headers: { authorization: API_AUTH } },
      );
      const { primary_location_id } = (await session.json()) as { primary_location_id: number };
      expect(primary_location_id).toBeGreaterThan(0);
      expect(lead.fields).toMatchObject({ serviced_at_location_id: String(primary_location_id) });
    });

    test("accessories enquiry: the chosen check cards", async ({ page, site }) => {
      test.skip(!pageFormsOf(site.slug).includes("accessories-enquiry"), "no accessories form");
      const form = await openPageForm(page, "accessories-enquiry");
      await form.getByRole("checkbox", { name: "Solar panels", exact: true }).check();
      await form.getByRole("checkbox", { name: "Bike rack", exact: true }).check();
      await fillWholeNameContact(form);

      const lead = await submitAndRead(page, form, "Send enquiry", site.slug);
      expect(lead).toMatchObject({ name: "Jo Citizen", category: "Parts" });
      expect(lead.fields).toMatchObject({ accessories: ["Solar panels", "Bike rack"] });
    });

    test("parts order: the lead keeps the card's last four digits and no expiry", async ({
      page,
      site,
    }) => {
      test.skip(!pageFormsOf(site.slug).includes("parts-order"), "no parts order form");
      const form = await openPageForm(page, "parts-order");
      await form.getByRole("textbox", { name: "Part needed", exact: true }).fill("Awning arm");
      await fillWholeNameContact(form);
      await form.getByRole("textbox", { name: "Card number", exact: true }).fill(TEST_CARD);
      const expiry = form.getByRole("textbox", { name: "Card expiry", exact: true });
      await expiry.fill("1230");
      await expect(expiry).toHaveValue("12/30");

      const lead = await submitAndRead(page, form, "Place order", site.slug);
      expect(lead).toMatchObject({ name: "Jo Citizen", category: "Parts" });
      expect(lead.fields).toMatchObject({ part_description: "Awning arm", card_number: "1111" });
      expect(lead.fields).not.toHaveProperty("card_expiry");
      const stored = JSON.stringify(lead);
      expect(stored).not.toContain("4111111111111111");
      expect(stored).not.toContain(TEST_CARD);
      expect(stored).not.toContain("12/30");
    });

    test("a page form the site's settings do not list is not found", async ({ page, site }) => {
      const unlisted = (["service-feedback", "accessories-enquiry", "parts-order"] as const).find(
        (id) => !pageFormsOf(site.slug).includes(id),
      );
      test.skip(!unlisted, "every page form is listed");
      expect((await page.goto(`/forms/${unlisted}`))?.status()).toBe(404);
    });
  },
);

test.describe(
  "a location without a phone (per site: location phones)",
  { tag: "@per-site" },
  () => {
    test("its vehicle calls the dealership's number instead, and names only that button", async ({
      page,
      site,
    }) => {
      const demo = demoOf(site.slug);
      const yard = demo?.locations.find((location) => location.phone === null);
      test.skip(!demo || !yard, "every location of this site has a phone");
      // The yard's dealership's number (its primary location's first), else the site's.
      const byPrimary = [...demo!.locations]
        .filter((location) => location.phone)
        .sort((a, b) => Number(b.isPrimary ?? false) - Number(a.isPrimary ?? false));
      const fallback = (
        byPrimary.find((location) => location.dealership === yard!.dealership) ?? byPrimary[0]
      )?.phone;
      expect(fallback).toBeTruthy();
      const { paths, search } = demo!.settings;
      const base = paths?.vehicleBase ?? "/cars";
      const searchPath = `${paths?.search ?? "/search"}/${search?.defaultSlug ?? demo!.searchSlugs[0]?.slug}`;
      // The search's location filter lists only that yard's stock.
      await page.goto(`${searchPath}?location=${yard!.slug}`);
      const href = await page
        .locator(`main article a[href^="${base}/"]`)
        .first()
        .getAttribute("href");
      expect(href).not.toBeNull();

      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      await page.goto(href!);
      await expect(page.getByText(yard!.name).first()).toBeVisible();
      const call = page.getByRole("link", { name: "Call the dealer" }).first();
      await expect(call).toHaveAttribute("href", `tel:${fallback!.replace(/[^\d+]/g, "")}`);
      // The page names the button it has, by its name.
      await expect(page.locator("#vehicle-enquiry")).toContainText(
        'or press "Call the dealer" above.',
      );
      expect(warnings.filter((text) => text.startsWith(MISSING_PHONE_WARNING))).toEqual([]);
    });
  },
);
