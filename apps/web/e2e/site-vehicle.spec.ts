import type { Page } from "@playwright/test";
import { DEMO_SITES, type DemoSite } from "@forecourt/db/demo/demo-sites";
import { expect, expectNoAxeViolations, expectNotFoundDocument, test } from "./fixtures.ts";
import { loadVehicleEnquiry } from "./lead-form-helpers.ts";

function demoSite(slug: string): DemoSite {
  const site = DEMO_SITES.find((s) => s.slug === slug);
  if (!site) throw new Error(`no demo site ${slug}`);
  return site;
}

const vehicleBase = (site: DemoSite) => site.settings.paths?.vehicleBase ?? "/cars";

/** The vehicle links of the home page's featured cards, in order. */
async function featuredVehicleLinks(page: Page, base: string): Promise<string[]> {
  await page.goto("/");
  const hrefs = await page
    .locator(`main article a[href^="${base}/"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  return hrefs;
}

/**
 * The first featured car whose page has `selector` (featured stock mixes in-stock, coming-soon and
 * reserved cars); null when none has it.
 */
async function firstVehicleWith(page: Page, links: string[], selector: string) {
  for (const href of links) {
    await page.goto(href);
    if ((await page.locator(selector).count()) > 0) return href;
  }
  return null;
}

/** A car in stock (it offers finance) at a location with a phone (some yards have none). */
const WITH_FINANCE_AND_PHONE =
  'body:has(a[data-action="finance"]):has([data-testid="vehicle-phone-number"])';

test.describe("vehicle page", () => {
  test("opens from a featured card with gallery, price, specifications and location", async ({
    page,
    site,
  }) => {
    const base = vehicleBase(demoSite(site.slug));
    await page.goto("/");
    const card = page.locator(`main article`).first();
    const name = (await card.locator("h3").textContent())?.trim() ?? "";
    await card.getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`${base}/[A-Za-z0-9_-]+$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name} | ${site.name}`);

    // Gallery: through the image optimiser, loads, and moves on.
    const gallery = page.getByTestId("vehicle-gallery");
    const main = gallery.getByTestId("vehicle-gallery-main");
    await expect(main).toHaveAttribute("src", /\/_next\/image\?url=%2Fmedia%2F.*&w=\d+&q=75/);
    await expect
      .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const firstSrc = await main.getAttribute("src");
    await expect(gallery.getByText("Photo 1 of 3")).toBeVisible();
    await gallery.getByRole("button", { name: "Next photo" }).click();
    await expect(gallery.getByText("Photo 2 of 3")).toBeVisible();
    await expect(main).not.toHaveAttribute("src", firstSrc ?? "");
    await gallery.getByRole("button", { name: "Show photo 3 of 3" }).click();
    await expect(gallery.getByText("Photo 3 of 3")).toBeVisible();

    await expect(page.getByTestId("vehicle-price")).toContainText(/\$[\d,]+|PREORDER|for price/);
    await expect(page.getByRole("heading", { name: "Specifications" })).toBeVisible();
    await expect(page.locator("#vehicle-map")).toBeVisible();
    const directions = page.locator("#vehicle-map").getByRole("link", { name: /Get directions/ });
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(page.locator("#vehicle-enquiry")).toBeVisible();
  });

  test("has canonical URL, 1200x630 share image and Car JSON-LD with an Offer", async ({
    page,
    site,
  }) => {
    const base = vehicleBase(demoSite(site.slug));
    const links = await featuredVehicleLinks(page, base);
    const href = await firstVehicleWith(page, links, 'a[data-action="finance"]');
    expect(href, "a featured car offers finance").not.toBeNull();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`^https?://[^/]+${href}$`),
    );
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(ogImage).toMatch(/\/media\/.+\?w=1200&h=630$/);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute(
      "content",
      "1200",
    );
    // The Twitter card names its type only: X reads the image from Open Graph.
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    await expect(page.locator('meta[name^="twitter:image"]')).toHaveCount(0);
    // The share image really is 1200x630 (fetched by the browser, which resolves *.localhost).
    const share = await page.evaluate(
      async (url) => {
        const response = await fetch(url);
        const bitmap = await createImageBitmap(await response.blob());
        return {
          status: response.status,
          type: response.headers.get("content-type"),
          size: [bitmap.width, bitmap.height],
        };
      },
      new URL(ogImage!).pathname + new URL(ogImage!).search,
    );
    expect(share).toEqual({ status: 200, type: "image/jpeg", size: [1200, 630] });

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    ) as Record<string, unknown> & { offers: Record<string, unknown> };
    expect(jsonLd["@type"]).toBe("Car");
    expect(jsonLd.name).toBe(await page.getByRole("heading", { level: 1 }).textContent());
    expect(jsonLd.offers["@type"]).toBe("Offer");
    expect(jsonLd.offers.priceCurrency).toBe(demoSite(site.slug).settings.currency ?? "AUD");
  });

  test("an ad's landing is the cached page, and the visit keeps its campaign parameters", async ({
    page,
    site,
  }) => {
    const base = vehicleBase(demoSite(site.slug));
    const [href] = await featuredVehicleLinks(page, base);
    const landing = (click: string) =>
      `${href}?gclid=${click}&utm_source=google&utm_medium=cpc&utm_campaign=spring`;
    const first = await page.goto(landing("e2e-click-1"));
    expect(first?.status()).toBe(200);
    // The page's cached route answered (a per-request render has no page-cache header).
    expect(first?.headers()["x-nextjs-cache"]).toMatch(/^(HIT|MISS|STALE)$/);
    // The address keeps the parameters, and the visit records them from it.
    expect(new URL(page.url()).searchParams.get("gclid")).toBe("e2e-click-1");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("forecourt:visit-history") ?? ""))
      .toContain("e2e-click-1");
    // The next click, with an id of its own, is the same stored page.
    const second = await page.goto(landing("e2e-click-2"));
    expect(second?.headers()["x-nextjs-cache"]).toBe("HIT");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("masks the phone until Reveal, then shows it and records the reveal", async ({
    page,
    site,
  }) => {
    const base = vehicleBase(demoSite(site.slug));
    const links = await featuredVehicleLinks(page, base);
    const href = await firstVehicleWith(page, links, WITH_FINANCE_AND_PHONE);
    expect(href, "a featured car offers finance and a dealer's number").not.toBeNull();
    const number = page.getByTestId("vehicle-phone-number");
    const masked = (await number.locator('[aria-hidden="true"]').textContent()) ?? "";
    expect(masked).toMatch(/^.{5}[^0-9]*X/);
    expect(masked.slice(5)).not.toMatch(/\d/);
    const call = page.getByRole("link", { name: "Call the dealer" });
    const tel = (await call.getAttribute("href")) ?? "";
    expect(tel).toMatch(/^tel:\+?\d{8,}$/);

    const reveal = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/events/phone_reveal") &&
        response.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Reveal" }).click();
    const response = await reveal;
    expect(response.status()).toBe(201);
    const recorded = (await response.json()) as Record<string, number>;
    const carId = Number(await page.locator("article[data-car-id]").getAttribute("data-car-id"));
    expect(recorded.car_id).toBe(carId);
    expect(recorded.dealership_id).toBeGreaterThan(0);
    expect(recorded.website_id).toBeGreaterThan(0);
    expect(recorded.id).toBeGreaterThan(0);

    await expect(number).not.toContainText("X");
    expect((await number.textContent())?.slice(0, 5)).toBe(masked.slice(0, 5));
    expect((await number.textContent())?.replace(/\D/g, "")).toBe(tel.replace(/\D/g, ""));
    await expect(page.getByRole("button", { name: "Reveal" })).toHaveCount(0);
  });

  test("the reveal endpoint takes the site from the host and refuses bad input", async ({
    page,
  }) => {
    await page.goto("/");
    // From the browser, on the site's own host.
    const post = (path: string, body: string) =>
      page.evaluate(
        async ([url, data]) => {
          const response = await fetch(url!, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: data,
          });
          return { status: response.status, body: (await response.json()) as unknown };
        },
        [path, body],
      );
    expect((await post("/api/events/phone_reveal", "not json")).status).toBe(400);
    const invalid = await post("/api/events/phone_reveal", JSON.stringify({ car_id: "abc" }));
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({ errors: { car_id: expect.any(String) } });
    const unknown = await post(
      "/api/events/phone_reveal",
      JSON.stringify({ car_id: 2_000_000_000 }),
    );
    expect(unknown.status).toBe(404);
    expect((await post("/api/events/car_phone_call", JSON.stringify({ car_id: -1 }))).status).toBe(
      422,
    );
  });

  test("an unknown or invalid slug gets the site's 404 page", async ({ page, site }) => {
    const base = vehicleBase(demoSite(site.slug));
    for (const slug of ["no-such-vehicle-1", "bad.slug", "bad%20slug", "%3Cscript%3E"]) {
      const response = await page.goto(`${base}/${slug}`);
      expect(response?.status(), slug).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a 404 document shows the site's message under its header", async ({ page, site }) => {
      const base = vehicleBase(demoSite(site.slug));
      // A vehicle no longer listed (an old ad's link), a made-up page, a made-up post.
      for (const path of [`${base}/no-such-vehicle-1`, "/no-such-page", `${base}/bad.slug`])
        await expectNotFoundDocument(page, path, site.name);
      // A page that is there does not show the message.
      const [href] = await featuredVehicleLinks(page, base);
      expect((await page.goto(href!))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("Page not found")).toBeHidden();
    });
  });

  test(
    "reserve is offered only where the car and site allow it, and leads to a summary (per site: commerce)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      const demo = demoSite(site.slug);
      const base = vehicleBase(demo);
      const hasPayments = demo.depositProvider !== undefined;
      const links = await featuredVehicleLinks(page, base);
      const href = await firstVehicleWith(page, links, 'a[data-action="reserve"]');
      const reserve = page.locator('a[data-action="reserve"]');
      if (!hasPayments) {
        // No featured car offers reserve or buy online on a site without payments.
        expect(href).toBeNull();
        await page.goto(links[0]!);
        await expect(page.locator('a[data-action="buy-online"]')).toHaveCount(0);
        const response = await page.goto(`${links[0]}/checkout`);
        expect(response?.status()).toBe(404);
        return;
      }
      expect(href, "a featured car can be reserved").not.toBeNull();
      await expect(reserve).toHaveAttribute("href", `${href}/checkout`);
      await expect(page.locator('a[data-action="buy-online"]')).toHaveAttribute(
        "href",
        `/checkout-journey?car_id=${href!.split("/").pop()}`,
      );
      await reserve.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Reserve this /);
      await expect(page.getByText("Reservation deposit")).toBeVisible();
      await expect(page.getByRole("form", { name: "Reserve this vehicle" })).toBeVisible();
      await page.getByRole("link", { name: /^Back to the / }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    },
  );

  test(
    "finance link carries the car; trade-in only where autograb is on (per site: trade-in lookups)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      const demo = demoSite(site.slug);
      const base = vehicleBase(demo);
      const links = await featuredVehicleLinks(page, base);
      const href = await firstVehicleWith(page, links, 'a[data-action="finance"]');
      expect(href, "a featured car offers finance").not.toBeNull();
      const finance = page.locator('a[data-action="finance"]');
      await expect(finance).toHaveAttribute(
        "href",
        new RegExp(
          `^${demo.settings.paths?.finance ?? "/finance"}\\?car_id=${href!.split("/").pop()}&car_type=(new|used|demo).*#finance-form$`,
        ),
      );
      const tradeIn = 'a[data-action="trade-in"]';
      const tradeInHref = await firstVehicleWith(page, links, tradeIn);
      if (demo.settings.features?.autograb) {
        expect(tradeInHref, "a featured car offers a trade-in valuation").not.toBeNull();
        await expect(page.locator(tradeIn)).toHaveAttribute(
          "href",
          new RegExp(`^${base}/trade-in\\?car_id=\\d+$`),
        );
      } else {
        expect(tradeInHref).toBeNull();
      }
    },
  );

  test(
    "has no axe-core violations, before and after revealing the phone (per site: brand colours)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      const base = vehicleBase(demoSite(site.slug));
      const links = await featuredVehicleLinks(page, base);
      const href = await firstVehicleWith(page, links, WITH_FINANCE_AND_PHONE);
      expect(href, "a featured car offers finance and a dealer's number").not.toBeNull();
      await loadVehicleEnquiry(page);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Reveal" }).click();
      await expectNoAxeViolations(page);
    },
  );

  test(
    "certified cars show the site's program in an accessible dialog (per site: certified program)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      const demo = demoSite(site.slug);
      const program = demo.settings.stock?.certifiedProgram;
      const links = await featuredVehicleLinks(page, vehicleBase(demo));
      let found = false;
      for (const href of links) {
        await page.goto(href);
        const trigger = page.getByRole("button", { name: /what's included/ });
        if ((await trigger.count()) === 0) continue;
        found = true;
        expect(program, "only sites with a certified program show it").toBeTruthy();
        await trigger.click();
        const dialog = page.getByRole("dialog", { name: program!.name });
        await expect(dialog).toBeVisible();
        for (const benefit of ["90-point inspection", "1 year roadside assist", "History check"])
          await expect(dialog.getByText(benefit)).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();
        break;
      }
      // The demo data makes a recent used car certified on each site with a program.
      expect(found).toBe(Boolean(program));
    },
  );
});
