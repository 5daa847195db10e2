import { eq } from "drizzle-orm";
import { expect, test, type Page } from "@playwright/test";
import type { CarStatus, CarType, PaymentProcessor } from "@forecourt/core/domain/car";
import {
  checkoutProcessor,
  ONLINE_PAYMENT_PROVIDERS,
} from "@forecourt/core/payments/payment-provider";
import { checkoutEligibility } from "@forecourt/core/stock/eligibility";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { cars, websites } from "@forecourt/db/schema";
import {
  PAYWAY_TEST_CARDS,
  startPayWayStandIn,
  type PayWayStandIn,
} from "../src/testing/payway-stand-in.ts";
import {
  startTillStandIn,
  TILL_TEST_CARDS,
  type TillStandIn,
} from "../src/testing/till-stand-in.ts";
import type { NextServer } from "../../../bench/lib/next-server.ts";
import { seededDataDir, startOwnServer } from "./own-server.ts";
import { PAYMENTS_PORT as PORT } from "./ports.ts";

/**
 * Reserving on the demo dealerships that take deposits through Till and St George, against
 * `next start` of the production build with both providers' keys, each pointing at its local
 * stand-in: Till's hosted payment page and signed callback, PayWay's script and card frame on
 * our St George page (its origin let in by that page's policy). The demo site runs under a slug
 * of its own, as the Turnstile spec's does, so no other spec's cached pages are served.
 */

const demo = DEMO_SITES.find((site) => site.slug === "metro-pre-owned")!;
const site = { ...demo, slug: `${demo.slug}-payments` };
const baseURL = `http://${site.slug}.localhost:${PORT}`;
const vehicleBase = site.settings.paths?.vehicleBase ?? "/cars";
const richmond = site.dealerships.find((d) => d.paymentProcessor?.type === "Till")!;
const tillProcessor = richmond.paymentProcessor as { key: string; secret: string };
const stGeorgeMerchant = site.dealerships.find((d) => d.paymentProcessor?.type === "St George")!
  .paymentProcessor!.key;

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

let till: TillStandIn;
let payWay: PayWayStandIn;
let server: NextServer;
/** A reservable car of each provider, by its slug (read from the seeded data). */
const carOf: Partial<Record<"till" | "st-george", string>> = {};

test.beforeAll(async () => {
  test.setTimeout(300_000);
  till = await startTillStandIn(
    [{ apiKey: tillProcessor.key, sharedSecret: tillProcessor.secret }],
    { deliverCallbacks: true },
  );
  payWay = await startPayWayStandIn({ merchantIds: [stGeorgeMerchant] });
  const dataDir = await seededDataDir("payments", [site], {
    firstSiteId: 2001,
    then: async (db) => {
      const [website] = await db.select().from(websites).where(eq(websites.slug, site.slug));
      const rows = await db.select().from(cars).where(eq(cars.websiteId, website!.id));
      const rules = {
        allowComingSoon: site.settings.stock?.allowComingSoonCheckout ?? false,
        excludedCarTypes: site.settings.commerce?.checkoutExcludedCarTypes ?? [],
        paymentProviders: ONLINE_PAYMENT_PROVIDERS,
      };
      for (const row of rows) {
        const car = {
          ...row,
          status: row.status as CarStatus,
          carType: row.carType as CarType,
          paymentProcessors: row.paymentProcessors as PaymentProcessor[],
        };
        if (!checkoutEligibility(car, rules).isEligible) continue;
        const provider = checkoutProcessor(
          car.paymentProcessors,
          ONLINE_PAYMENT_PROVIDERS,
        )?.provider;
        if ((provider === "till" || provider === "st-george") && !carOf[provider]) {
          carOf[provider] = row.slug;
        }
      }
    },
  });
  server = await startOwnServer({
    port: PORT,
    host: new URL(baseURL).host,
    dataDir,
    readyWithinMs: 240_000,
    env: {
      PAYMENT_RATE_LIMIT_BURST: "1000",
      PAYMENT_RATE_LIMIT_PER_MINUTE: "1000",
      TILL_API_URL: till.url,
      TILL_API_USERNAME: till.username,
      TILL_API_PASSWORD: till.password,
      ST_GEORGE_API_URL: payWay.url,
      ST_GEORGE_SECRET_KEY: payWay.secretKey,
      ST_GEORGE_PUBLISHABLE_KEY: payWay.publishableKey,
    },
  });
});

test.afterAll(async () => {
  await server?.close();
  await till?.close();
  await payWay?.close();
});

/** A busy two-core machine takes seconds to hydrate a page and settle a payment. */
const SLOW = { timeout: 30_000 };

async function reserveDetails(page: Page, carSlug: string, email: string) {
  await page.goto(`${baseURL}${vehicleBase}/${carSlug}/checkout`);
  const form = page.getByRole("form", { name: "Reserve this vehicle" });
  await form.getByLabel("First name").fill("Robin");
  await form.getByLabel("Last name").fill("Driver");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("0412 345 678");
  const postcode = form.getByLabel("Postcode");
  if ((await postcode.count()) > 0) await postcode.fill("3000");
  // The site's forms ask which location (three dealerships); any one does.
  const location = form.getByRole("combobox", { name: "Location" });
  if ((await location.count()) > 0) await location.selectOption({ index: 1 });
  await form.getByLabel("I accept the reservation terms above").check();
  await form.getByRole("button", { name: "Continue to payment" }).click();
}

test("a Richmond car is reserved through Till's hosted page; the deposit is captured", async ({
  page,
}) => {
  const carSlug = carOf.till;
  expect(carSlug, "a reservable Till car in the demo data").toBeTruthy();
  await reserveDetails(page, carSlug!, "till@example.com");
  await expect(page).toHaveURL(new RegExp(`^${till.url}/hpp/`), SLOW);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay AUD 500.00");
  await page.getByLabel("Card number").fill(TILL_TEST_CARDS.approved);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/reservations\/RES-[0-9A-Z]{8}$/, SLOW);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/ is reserved$/, SLOW);
  const reference = (await page.locator("[data-reservation-reference]").textContent())!.trim();

  const transactions = [...till.transactions.values()].filter((t) =>
    t.merchantTransactionId.startsWith(reference),
  );
  expect(transactions.map((t) => `${t.transactionType}:${t.status}`).sort()).toEqual([
    "CAPTURE:SUCCESS",
    "PREAUTHORIZE:SUCCESS",
  ]);
  // Till's signed callback reached the site's webhook and was taken.
  expect(till.delivered).toContainEqual({
    url: `${baseURL}/api/payments/till/webhook`,
    status: 200,
    body: "OK",
  });
  expect(till.requests.every((r) => r.isSigned)).toBe(true);
});

test("a Dandenong car is reserved on our St George page with PayWay's card frame", async ({
  page,
}) => {
  const carSlug = carOf["st-george"];
  expect(carSlug, "a reservable St George car in the demo data").toBeTruthy();
  await reserveDetails(page, carSlug!, "stgeorge@example.com");
  await expect(page).toHaveURL(/\/pay\/st-george\/RES-[0-9A-Z]{8}$/, SLOW);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Pay \$500/);
  const reference = page.url().split("/").pop()!;
  const card = page.frameLocator('iframe[title="Card details"]').getByLabel("Card number");
  await card.fill(PAYWAY_TEST_CARDS.approved, SLOW);
  const pay = page.getByRole("button", { name: /^Pay / });
  await expect(pay).toBeEnabled(SLOW);
  await pay.click();
  await expect(page).toHaveURL(`${baseURL}/reservations/${reference}`, SLOW);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/ is reserved$/, SLOW);

  const transactions = [...payWay.transactions.values()].filter((t) => t.orderNumber === reference);
  expect(transactions.map((t) => `${t.transactionType}:${t.status}`)).toEqual([
    "preAuth:approved",
    "capture:approved",
  ]);
  expect(transactions[0]).toMatchObject({ merchantId: stGeorgeMerchant });
  // The card went only to PayWay's frame: our server saw a token, never the number.
  expect(payWay.requests.some((r) => r.path === "/rest/v1/single-use-tokens")).toBe(true);
});
