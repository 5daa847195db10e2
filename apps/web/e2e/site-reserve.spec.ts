import type { Page } from "@playwright/test";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import {
  carOffering,
  demoSite,
  depositSiteOrSkip,
  fillReservation,
  pay,
  searchPath,
  TEST_CARDS,
} from "./checkout-helpers.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { carLocationOf, formsAskLocation, loadVehicleEnquiry } from "./lead-form-helpers.ts";

const auth = { authorization: `Basic ${btoa("platform:demo-password")}` };

const fillDetails = (page: Page, email: string) =>
  fillReservation(page, { firstName: "Robin", lastName: "Camper", email });

test.describe("reserve with a deposit (per site: commerce)", { tag: "@per-site" }, () => {
  test("a declined card leaves the car unreserved; the success card reserves it everywhere", async ({
    page,
    site,
  }) => {
    const demo = depositSiteOrSkip(site.slug);
    const href = await carOffering(page, demo, "reserve", "dearest");
    const stockNumber = (
      await page.locator("dt:text-is('Stock number') + dd").textContent()
    )?.trim();

    await page.locator('a[data-action="reserve"]').click();
    await expect(page).toHaveURL(`${href}/checkout`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Reserve this /);
    await expect(page.getByText("Reservation deposit")).toBeVisible();
    await expectNoAxeViolations(page);

    // The form checks like every other form: nothing is sent until it is right.
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByText("*This is a required field.").first()).toBeVisible();
    await expect(page).toHaveURL(`${href}/checkout`);

    await fillDetails(page, "declined@example.com");
    // The provider's payment page, once the browser is on it.
    await expect(page).toHaveURL(/\/pay\/test\/tp_RES-[0-9A-Z]{8}$/);
    await expect(page.getByLabel("Card number")).toBeVisible();
    await expectNoAxeViolations(page);
    await pay(page, TEST_CARDS.declined);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment not completed");
    await expect(page.locator("main").getByRole("alert")).toHaveText(
      "Your card was declined. No money was taken.",
    );
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page).toHaveURL(`${href}/checkout`);
    // Nothing typed before is asked for again (WCAG 3.3.7).
    const again = page.getByRole("form", { name: "Reserve this vehicle" });
    await expect(again.getByLabel("First name")).toHaveValue("Robin");
    await expect(again.getByLabel("Email")).toHaveValue("declined@example.com");
    await expect(again.getByLabel("Phone")).toHaveValue("0412 345 678");

    await fillDetails(page, "reserved@example.com");
    await pay(page, TEST_CARDS.succeeds);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/ is reserved$/);
    const reference = page.locator("[data-reservation-reference]");
    await expect(reference).toHaveText(/^RES-[0-9A-Z]{8}$/);
    await expectNoAxeViolations(page);

    // Its page: RESERVED, and no Reserve or Buy online.
    await page.goto(href);
    await expect(page.locator("header").getByText("RESERVED", { exact: true })).toBeVisible();
    await expect(page.locator('a[data-action="reserve"]')).toHaveCount(0);
    await expect(page.locator('a[data-action="buy-online"]')).toHaveCount(0);
    // Held for its buyer: no test drive either (the demo sites keep the default).
    const enquiry = await loadVehicleEnquiry(page);
    await expect(enquiry.getByRole("button", { name: "Request photos" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Book a Test Drive" })).toHaveCount(0);
    // Its reserve form, reloaded or followed from an old link, says what happened.
    await page.goto(`${href}/checkout`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/ has just been reserved$/);
    await expect(page.getByRole("form", { name: "Reserve this vehicle" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Back to the / })).toBeVisible();
    await expectNoAxeViolations(page);

    // Its card in search.
    await page.goto(`${searchPath(demo)}?q=${stockNumber}`);
    await expect(page.locator("main article").first()).toContainText("RESERVED");

    // The API (Node does not resolve *.localhost: the platform API answers on the loopback).
    const api = `http://127.0.0.1:${new URL(page.url()).port}`;
    let websiteId = 0;
    for (let id = 1; id <= DEMO_SITES.length + 5 && !websiteId; id++) {
      const response = await page.request.get(`${api}/api/v1/websites/${id}.json`, {
        headers: auth,
      });
      if (response.ok() && ((await response.json()) as { slug: string }).slug === demo.slug) {
        websiteId = id;
      }
    }
    const slug = href.split("/").pop();
    const car = await page.request.get(`${api}/api/v1/websites/${websiteId}/cars/${slug}.json`, {
      headers: auth,
    });
    expect(await car.json()).toMatchObject({ reserved: true });
  });
  test("while another shopper pays, the page says the car is on hold before its form", async ({
    page,
    browser,
    site,
  }) => {
    const demo = depositSiteOrSkip(site.slug);
    // The purchase spec, which may run at the same time, holds the cheapest car offered online.
    const href = await carOffering(page, demo, "reserve", "cheapest", 1);
    await page.goto(`${href}/checkout`);
    await fillDetails(page, "first@example.com");
    await expect(page).toHaveURL(/\/pay\/test\/tp_RES-[0-9A-Z]{8}$/);
    const reference = /tp_(RES-[0-9A-Z]{8})$/.exec(page.url())![1]!;

    // A second shopper, in a browser of their own, is told at once: no form to fill in.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const second = await other.newPage();
    await second.goto(`${href}/checkout`);
    await expect(second.getByText("This vehicle is on hold")).toBeVisible();
    await expect(second.getByRole("form", { name: "Reserve this vehicle" })).toHaveCount(0);
    await expect(second.getByRole("link", { name: /^Enquire about this / })).toBeVisible();
    // The car's own page says so too, in place of Reserve and Buy online.
    await second.goto(href);
    await expect(second.getByText("This vehicle is on hold")).toBeVisible();
    await expect(second.locator('a[data-action="reserve"]')).toHaveCount(0);
    await expect(second.locator('a[data-action="buy-online"]')).toHaveCount(0);
    await expectNoAxeViolations(second);

    // The first shopper leaves the payment page: the car is free again.
    await page.goto(`/api/payments/return?reservation=${reference}&cancelled=1`);
    await second.reload();
    await expect(second.locator('a[data-action="reserve"]')).toBeVisible();
    await second.goto(`${href}/checkout`);
    await expect(second.getByRole("form", { name: "Reserve this vehicle" })).toBeVisible();
    await expect(second.getByText("This vehicle is on hold")).toHaveCount(0);
    await other.close();
  });
});

test.describe("reserve on a site whose forms ask the location", { tag: "@per-site" }, () => {
  test("a car whose location is known: its reservation form asks no location (per site: dealerships)", async ({
    page,
    request,
    baseURL,
    site,
  }) => {
    test.setTimeout(180_000);
    const demo = demoSite(site.slug);
    test.skip(!formsAskLocation(demo), "this site's forms ask no location");
    // The site's own forms do ask it: a form with nothing about a car.
    await page.goto("/contact");
    await expect(
      page.locator("main").getByRole("combobox", { name: "Location", exact: true }).first(),
    ).toBeVisible();

    const href = await carOffering(page, demo, "reserve", "dearest", 1);
    // The car has a location of its own, so the form has nothing to ask.
    await carLocationOf(request, baseURL ?? "", site.slug, href);

    await page.locator('a[data-action="reserve"]').click();
    await expect(page).toHaveURL(`${href}/checkout`);
    const form = page.getByRole("form", { name: "Reserve this vehicle" });
    await expect(form.getByLabel("First name")).toBeVisible();
    await expect(form.getByRole("combobox", { name: "Location", exact: true })).toHaveCount(0);
    await expect(form.getByText("Location", { exact: true })).toHaveCount(0);

    // Nothing unasked stands in the way: the details alone go on to payment.
    await fillDetails(page, "no-location@example.com");
    await expect(page).toHaveURL(/\/pay\/test\/tp_RES-[0-9A-Z]{8}$/);
    const reference = /tp_(RES-[0-9A-Z]{8})$/.exec(page.url())![1]!;
    // Leaves the payment page, so the car is free for the next spec.
    await page.goto(`/api/payments/return?reservation=${reference}&cancelled=1`);
    await page.goto(`${href}/checkout`);
    await expect(page.getByRole("form", { name: "Reserve this vehicle" })).toBeVisible();
  });
});
