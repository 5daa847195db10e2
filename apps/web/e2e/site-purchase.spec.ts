import type { Page } from "@playwright/test";
import { carOffering, depositSiteOrSkip, pay, TEST_CARDS } from "./checkout-helpers.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

const journey = (page: Page) => page.getByRole("form", { name: "Buy online" });

async function continueTo(page: Page, step: number, title: string) {
  await journey(page).getByRole("button", { name: "Continue" }).click();
  await expect(journey(page).getByText(`Step ${step} of 5`)).toBeVisible();
  await expect(journey(page).locator("legend").first()).toHaveText(title);
  // A new step's title takes the focus, so keyboard and screen-reader users start there.
  await expect(journey(page).locator("legend").first()).toBeFocused();
}

test.describe("the online purchase journey (per site: commerce)", { tag: "@per-site" }, () => {
  test("trade-in valued, finance figures, resumed after a reload, deposit paid, car reserved", async ({
    page,
    site,
  }) => {
    const demo = depositSiteOrSkip(site.slug);
    // The reserve spec takes the dearest car it can; this one the cheapest.
    const href = await carOffering(page, demo, "buy-online", "cheapest");
    const slug = href.split("/").pop()!;

    await page.locator('a[data-action="buy-online"]').click();
    await expect(page).toHaveURL(`/checkout-journey?car_id=${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Buy this .+ online$/);
    const breakdown = page.locator("[data-price-breakdown]");
    await expect(breakdown).toContainText("Balance at handover");
    await expect(journey(page).getByText("Step 1 of 5")).toBeVisible();
    await expectNoAxeViolations(page);

    // Step 1: nothing moves on until the car is confirmed.
    await journey(page).getByRole("button", { name: "Continue" }).click();
    await expect(journey(page).getByText("*This is a required field.")).toBeVisible();
    await journey(page).getByLabel("This is the vehicle I want to buy").check();
    await continueTo(page, 2, "Trade-in");

    // Step 2: the trade-in, valued by the site's valuation service.
    await journey(page).getByRole("radio", { name: "Yes" }).check();
    // An old car, worth less than any demo site's stock: finance is left to cover the rest.
    await journey(page).getByLabel("Registration").fill("OLD111");
    await journey(page).getByLabel("State").selectOption("QLD");
    await journey(page).getByRole("button", { name: "Find my vehicle" }).click();
    await expect(journey(page).getByText(/Trade-in estimate: \$[\d,]+ to \$[\d,]+/)).toBeVisible();
    await expect(page.locator("[data-trade-in-valuation]")).toHaveText(
      /^Trade-in valuation: \$[\d,]+ to \$[\d,]+$/,
    );
    await expect(page.locator("[data-balance-after-trade-in]")).toHaveText(
      /^\$[\d,]+ to \$[\d,]+$/,
    );
    await journey(page).getByLabel("Odometer (km)").fill("85000");
    await expectNoAxeViolations(page);
    await continueTo(page, 3, "Finance or cash");

    // Step 3: finance, with the repayment calculator's figures.
    await journey(page).getByRole("radio", { name: "Finance" }).check();
    await journey(page).getByLabel("Deposit towards finance").fill("5000");
    await journey(page).getByLabel("Loan term").selectOption("4");
    const repayment = page.locator("[data-repayment]");
    await expect(repayment).toHaveText(/^\$[\d,]+(\.\d{2})? \(monthly\)$/);
    const figures = await repayment.textContent();
    // One calculation: what is financed is the balance after the trade-in (at its lower
    // valuation, the top of the range shown above) less the deposit towards finance.
    const owed = (await page.locator("[data-balance-after-trade-in]").textContent())!;
    const owedTop = Number(owed.split(" to ")[1]!.replace(/[^\d]/g, ""));
    await expect(page.locator("[data-amount-financed]")).toContainText(
      `$${(owedTop - 5000).toLocaleString("en-AU")}`,
    );
    await expectNoAxeViolations(page);

    // A reload mid-journey: the same step, the answers kept, the valuation still shown.
    await page.reload();
    await expect(journey(page).getByText("Step 3 of 5")).toBeVisible();
    // A resumed step is already shown: the page opens with the focus where the browser puts it,
    // not on the step's title (only moving to a new step takes it there).
    await expect(journey(page).locator("legend").first()).not.toBeFocused();
    await expect(journey(page).getByRole("radio", { name: "Finance" })).toBeChecked();
    await expect(journey(page).getByLabel("Deposit towards finance")).toHaveValue("5,000");
    await expect(journey(page).getByLabel("Loan term")).toHaveValue("4");
    await expect(repayment).toHaveText(figures!);
    await expect(page.locator("[data-balance-after-trade-in]")).toBeVisible();
    await journey(page).getByRole("button", { name: "Go Back" }).click();
    await expect(journey(page).getByLabel("Registration")).toHaveValue("OLD111");
    await expect(page.locator("[data-trade-in-valuation]")).toBeVisible();
    await continueTo(page, 3, "Finance or cash");
    await continueTo(page, 4, "Delivery or pickup");

    // Step 4: delivery.
    await journey(page).getByRole("radio", { name: "Delivery" }).check();
    await journey(page).getByLabel("Delivery address").fill("1 Beach Road, Noosa Heads");
    await journey(page).getByLabel("Postcode").fill("4567");
    await expectNoAxeViolations(page);
    await continueTo(page, 5, "Your details");

    // Step 5: the shopper's details and the reservation terms, then the deposit.
    const form = journey(page);
    await form.getByLabel("First name").fill("Robin");
    await form.getByLabel("Last name").fill("Buyer");
    await form.getByLabel("Email").fill("journey@example.com");
    await form.getByLabel("Phone").fill("0412 345 678");
    const postcode = form.getByLabel("Postcode");
    if ((await postcode.count()) > 0) await postcode.fill("4000");
    const location = form.getByLabel("Location");
    if ((await location.count()) > 0) await location.selectOption({ index: 1 });
    await form.getByLabel("I accept the reservation terms above").check();
    // What the site asks on every form.
    const heard = form.getByLabel("Where did you hear about us?");
    if ((await heard.count()) > 0) await heard.selectOption("Word of mouth");
    const siteTerms = form.getByRole("checkbox", { name: /^I agree to the terms and conditions/ });
    if ((await siteTerms.count()) > 0) await siteTerms.check();
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Continue to payment" }).click();

    await pay(page, TEST_CARDS.succeeds);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/ is reserved$/);
    await expect(page.locator("[data-reservation-reference]")).toHaveText(/^RES-[0-9A-Z]{8}$/);
    await expectNoAxeViolations(page);

    // The car is reserved: no Buy online, and the journey says it cannot be bought.
    await page.goto(href);
    await expect(page.locator("header").getByText("RESERVED", { exact: true })).toBeVisible();
    await expect(page.locator('a[data-action="buy-online"]')).toHaveCount(0);
    await page.goto(`/checkout-journey?car_id=${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/cannot be bought online$/);
    await expect(page.getByRole("form", { name: "Buy online" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
