import type { APIRequestContext, Page, Route } from "@playwright/test";
import { FORM_EVENT_IDS } from "@forecourt/core/analytics/event-catalogue";
import { VARIANT_COOKIE, VARIANT_ROUTE_SEGMENT } from "@forecourt/core/analytics/split-test";
import { thirdPartyTags } from "@forecourt/core/analytics/third-party-tags";
import { SESSION_ID_PATTERN } from "@forecourt/core/analytics/visitor-ids";
import { localize, type LocaleCode } from "@forecourt/core/locale/locale";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { expect, test } from "./fixtures.ts";
import { submitForm } from "./lead-form-helpers.ts";
import { E2E_PORT } from "./ports.ts";

/**
 * Measurement on every demo site (spec §3, §4, §6, §9): third-party tags are requested only
 * after the first interaction and once; the dataLayer holds the page view, the vehicle view and
 * a form's steps and conversion; the first-party collector stored that session's events; and the
 * split-test site serves each variant from the page cache and keeps a visitor's variant.
 * This machine has no internet: the tag hosts are answered here, and each request is counted.
 */

const TAG_HOSTS = ["www.googletagmanager.com", "www.google-analytics.com", "connect.facebook.net"];
const API_AUTH = `Basic ${Buffer.from(
  `${process.env.API_BASIC_AUTH_USER ?? "platform"}:${process.env.API_BASIC_AUTH_PASSWORD ?? "demo-password"}`,
).toString("base64")}`;

type DataLayerEntry = Record<string, unknown>;

const settingsOf = (slug: string) => {
  const demo = DEMO_SITES.find((site) => site.slug === slug);
  if (!demo) throw new Error(`no demo site ${slug}`);
  return siteSettingsSchema.parse(demo.settings);
};

/** Answers every request to a tag host with an empty script and records its URL. */
async function countTagRequests(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(
    (url) => TAG_HOSTS.includes(url.hostname),
    async (route: Route) => {
      requested.push(route.request().url());
      await route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
    },
  );
  return requested;
}

const dataLayerOf = (page: Page) =>
  page.evaluate(() => (window as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []);

/** Our own entries (the tags push theirs into the same array). */
const ownEntries = async (page: Page) =>
  (await dataLayerOf(page)).filter((entry) => typeof entry?.website_slug === "string");

/** The platform API is served on the bare host. */
const apiBase = `http://localhost:${E2E_PORT}`;

async function siteIdOf(request: APIRequestContext, slug: string): Promise<number> {
  for (let id = 1; id <= 20; id += 1) {
    const response = await request.get(`${apiBase}/api/v1/websites/${id}.json`, {
      headers: { authorization: API_AUTH },
    });
    if (response.ok() && (await response.json()).slug === slug) return id;
  }
  throw new Error(`no website id for ${slug}`);
}

/** A GET, sent again when a reused keep-alive connection was reset under it (it is idempotent). */
async function getRetried(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string>,
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await request.get(url, { headers });
    } catch (error) {
      if (attempt >= 3 || !/ECONNRESET|socket hang up/.test(String(error))) throw error;
    }
  }
}

async function storedEvents(request: APIRequestContext, siteId: number, sessionId: string) {
  const response = await getRetried(
    request,
    `${apiBase}/api/v1/websites/${siteId}/events.json?session_id=${sessionId}`,
    { authorization: API_AUTH },
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    events: { category: string; session_id: string; event_properties: DataLayerEntry }[];
  };
  return body.events;
}

test.describe("measurement", () => {
  test("tags are requested only after the first interaction, each once", async ({ page, site }) => {
    const settings = settingsOf(site.slug);
    const expected = thirdPartyTags(settings.analytics).map((tag) => tag.src);
    expect(expected.length, "every demo site configures a tag").toBeGreaterThan(0);
    const requested = await countTagRequests(page);
    // Time stands still on the page, so the 3 s idle load cannot happen during the test.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto("/");
    await expect
      .poll(() => ownEntries(page))
      .toContainEqual(expect.objectContaining({ event_id: 1, pageType: "Home" }));
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);

    if (settings.analytics.requireConsent) {
      // Tags wait for the shopper's Accept: an interaction before it loads nothing.
      const banner = page.getByRole("region", { name: "Cookie consent" });
      await expect(banner).toBeVisible();
      await page.mouse.wheel(0, 600);
      await page.keyboard.press("Tab");
      await page.waitForTimeout(500);
      expect(requested).toEqual([]);
      await banner.getByRole("button", { name: "Accept" }).click();
      await expect(banner).toBeHidden();
    }

    await page.mouse.wheel(0, 800);
    await expect.poll(() => [...requested].sort()).toEqual([...expected].sort());
    // Later interactions and the idle time load nothing again.
    await page.mouse.wheel(0, 400);
    await page.mouse.click(5, 300);
    await page.clock.runFor(5_000);
    await page.waitForTimeout(500);
    expect([...requested].sort()).toEqual([...expected].sort());
  });

  test("with no interaction, the tags load after 3 s idle", async ({ page, site }) => {
    const settings = settingsOf(site.slug);
    test.skip(settings.analytics.requireConsent, "tags wait for consent on this site");
    const requested = await countTagRequests(page);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto("/");
    await expect.poll(() => ownEntries(page)).not.toEqual([]);
    await page.clock.runFor(2_900);
    await page.waitForTimeout(300);
    expect(requested).toEqual([]);
    await page.clock.runFor(100);
    await expect.poll(() => requested.length).toBe(thirdPartyTags(settings.analytics).length);
  });

  test("dataLayer and collector: page view, vehicle view, finance steps and conversion", async ({
    page,
    request,
    site,
  }) => {
    const settings = settingsOf(site.slug);
    await countTagRequests(page);
    await page.goto("/");
    await expect
      .poll(() => ownEntries(page))
      .toContainEqual(
        expect.objectContaining({ event: "page_view", event_id: 1, website_slug: site.slug }),
      );

    // The vehicle page: the car's view with the product fields GA4 and Meta read.
    const car = page.locator(`main article a[href^="${settings.paths.vehicleBase}/"]`).first();
    const href = (await car.getAttribute("href")) ?? "";
    await page.goto(href);
    const siteId = await siteIdOf(request, site.slug);
    const carSlug = href.split("/").pop() ?? "";
    const carJson = (await (
      await request.get(`${apiBase}/api/v1/websites/${siteId}/cars/${carSlug}.json`, {
        headers: { authorization: API_AUTH },
      })
    ).json()) as { stocknum: string | null; id: number };
    const stock = carJson.stocknum ?? String(carJson.id);
    await expect
      .poll(async () => (await ownEntries(page)).find((entry) => entry.content_type))
      .toEqual(
        expect.objectContaining({
          event_id: expect.any(Number),
          content_ids: [stock],
          contents: [{ id: stock, quantity: 1 }],
          currency: settings.currency,
          value: expect.any(Number),
          content_type: "product",
          content_name: expect.stringMatching(/\S/),
          car_slug: carSlug,
        }),
      );

    // The finance form: a step event per Continue, then the form's own conversion.
    await page.goto(`${settings.paths.finance}#finance-form`);
    const form = page.getByRole("form", {
      name: localize("Finance Enquiry", settings.locale as LocaleCode),
    });
    await submitForm(page, form, "finance");
    const successUrl = new URL(page.url());
    expect(successUrl.searchParams.get("event_id")).toBe(String(FORM_EVENT_IDS.financeEnquiry));
    await expect
      .poll(() => ownEntries(page))
      .toContainEqual(
        expect.objectContaining({
          event: "generate_lead",
          event_id: FORM_EVENT_IDS.financeEnquiry,
          conversion: true,
          lead_id: expect.any(String),
        }),
      );
    const entries = await ownEntries(page);
    const steps = entries.filter((entry) => entry.event_id === FORM_EVENT_IDS.step);
    expect(steps.map((entry) => entry.step_number)).toEqual([1, 2]);
    expect(steps[0]).toMatchObject({ form_name: expect.any(String), formStatus: "Step Completed" });

    // The collector stored that session's events.
    const sessionId = String(entries.at(-1)?.session_id);
    expect(sessionId).toMatch(/^session_[A-Za-z0-9]{10}$/);
    expect(sessionId).toMatch(SESSION_ID_PATTERN);
    expect(new Set(entries.map((entry) => entry.session_id))).toEqual(new Set([sessionId]));
    await expect
      .poll(async () =>
        (await storedEvents(request, siteId, sessionId)).map((event) => event.event_properties),
      )
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ event_id: 1 }),
          expect.objectContaining({ content_type: "product", content_ids: [stock] }),
          expect.objectContaining({ event_id: FORM_EVENT_IDS.step, step_number: 1 }),
          expect.objectContaining({ event_id: FORM_EVENT_IDS.step, step_number: 2 }),
          expect.objectContaining({ event_id: FORM_EVENT_IDS.financeEnquiry, conversion: true }),
        ]),
      );
    const stored = await storedEvents(request, siteId, sessionId);
    expect(stored.every((event) => event.session_id === sessionId)).toBe(true);
  });
});

test.describe("split test", () => {
  /** A site page fetched by Node, which does not resolve *.localhost: loopback + Host header. */
  const fetchHome = (request: APIRequestContext, slug: string, cookie?: string) =>
    request.get(`http://127.0.0.1:${E2E_PORT}/`, {
      headers: { host: `${slug}.localhost:${E2E_PORT}`, ...(cookie ? { cookie } : {}) },
      maxRedirects: 0,
    });

  test("each variant's home page is served from the page cache", async ({ request, site }) => {
    const splitTest = settingsOf(site.slug).experiments.splitTest;
    test.skip(!splitTest, "this site runs no split test");
    for (const variant of splitTest!.variants) {
      const cookie = `${VARIANT_COOKIE}=${splitTest!.name}.${variant}`;
      const first = await fetchHome(request, site.slug, cookie);
      expect(first.status()).toBe(200);
      expect(await first.text()).toContain(`data-variant="${variant}"`);
      const second = await fetchHome(request, site.slug, cookie);
      expect(second.headers()["x-nextjs-cache"], variant).toBe("HIT");
      expect(await second.text()).toContain(`data-variant="${variant}"`);
      // A visitor who already has a variant is not given another.
      expect(second.headers()["set-cookie"] ?? "").not.toContain(VARIANT_COOKIE);
    }
    const hero = splitTest!.homeHero;
    for (const [variant, words] of Object.entries(hero)) {
      const html = await (
        await fetchHome(request, site.slug, `${VARIANT_COOKIE}=${splitTest!.name}.${variant}`)
      ).text();
      if (words.title) expect(html).toContain(words.title);
    }
    // The variant routes are internal: asked for directly, they are an unknown page.
    const direct = await request.get(
      `http://127.0.0.1:${E2E_PORT}/${VARIANT_ROUTE_SEGMENT}/${splitTest!.variants[0]}`,
      { headers: { host: `${site.slug}.localhost:${E2E_PORT}` } },
    );
    expect(direct.status()).toBe(404);
  });

  test("a visitor is given a variant once and keeps it across visits", async ({
    context,
    page,
    site,
  }) => {
    const splitTest = settingsOf(site.slug).experiments.splitTest;
    test.skip(!splitTest, "this site runs no split test");
    await countTagRequests(page);
    await page.goto("/");
    const cookieOf = async () =>
      (await context.cookies()).find((cookie) => cookie.name === VARIANT_COOKIE)?.value;
    const assigned = await cookieOf();
    expect(assigned).toMatch(
      new RegExp(`^${splitTest!.name}\\.(${splitTest!.variants.join("|")})$`),
    );
    const variant = assigned!.split(".").pop()!;
    await expect(page.locator(`section[data-variant="${variant}"]`)).toBeVisible();
    // Every event reports the variant.
    await expect
      .poll(() => ownEntries(page))
      .toContainEqual(
        expect.objectContaining({ event_id: 1, experiment: splitTest!.name, variant }),
      );
    await page.close();

    // Later visits, on other pages and back home, keep it.
    const again = await context.newPage();
    await countTagRequests(again);
    await again.goto(settingsOf(site.slug).paths.finance);
    await again.goto("/");
    await expect(again.locator(`section[data-variant="${variant}"]`)).toBeVisible();
    expect(await cookieOf()).toBe(assigned);
  });
});
