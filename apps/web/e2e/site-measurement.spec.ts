import type {
  APIRequestContext,
  BrowserContext,
  Locator,
  Page,
  Response,
  Route,
} from "@playwright/test";
import {
  ACTION_EVENT_IDS,
  FORM_EVENT_IDS,
  PAGE_VIEW_IDS,
} from "@forecourt/core/analytics/event-catalogue";
import { pageTypeForPath } from "@forecourt/core/site/page-type";
import { VARIANT_COOKIE, VARIANT_ROUTE_SEGMENT } from "@forecourt/core/analytics/split-test";
import { thirdPartyTags } from "@forecourt/core/analytics/third-party-tags";
import { SESSION_ID_PATTERN } from "@forecourt/core/analytics/visitor-ids";
import { localize, type LocaleCode } from "@forecourt/core/locale/locale";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { expect, test } from "./fixtures.ts";
import { answerStep, submitForm } from "./lead-form-helpers.ts";
import { E2E_PORT } from "./ports.ts";

/**
 * Measurement on every demo site (spec §3, §4, §6, §9): third-party tags are requested only
 * after the first interaction and once; the dataLayer holds the page view (also after an in-app
 * navigation), the vehicle view, a form's steps and conversion, the search, favourite, click to
 * call, directions, history report and finance calculator events; the first-party collector
 * stored that session's events; and the split-test site serves each variant from the page cache
 * and keeps a visitor's variant.
 * This machine has no internet: the tag hosts are answered here, and each request is counted.
 */

const TAG_HOSTS = ["www.googletagmanager.com", "www.google-analytics.com", "connect.facebook.net"];
const API_AUTH = `Basic ${Buffer.from(
  `${process.env.API_BASIC_AUTH_USER ?? "platform"}:${process.env.API_BASIC_AUTH_PASSWORD ?? "demo-password"}`,
).toString("base64")}`;

type DataLayerEntry = Record<string, unknown>;

const demoOf = (slug: string) => {
  const demo = DEMO_SITES.find((site) => site.slug === slug);
  if (!demo) throw new Error(`no demo site ${slug}`);
  return demo;
};
const settingsOf = (slug: string) => siteSettingsSchema.parse(demoOf(slug).settings);

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

/** Answers every request to another host (a maps link's tab) with an empty page, in any tab. */
async function answerOtherHosts(context: BrowserContext) {
  await context.route(
    (url) => url.hostname !== "localhost" && !url.hostname.endsWith(".localhost"),
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "" }),
  );
}

/**
 * Clicks a link as a shopper does, the browser's own follow-up (a new tab, the dialler) cancelled
 * once the page has handled the click: what is measured is the page's work, not the tab's.
 */
async function clickInPlace(page: Page, link: Locator) {
  await page.evaluate(() =>
    window.addEventListener("click", (event) => event.preventDefault(), { once: true }),
  );
  await link.click();
}

const dataLayerOf = (page: Page) =>
  page.evaluate(() => (window as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []);

/** Our own entries (the tags push theirs into the same array). */
const ownEntries = async (page: Page) =>
  (await dataLayerOf(page)).filter((entry) => typeof entry?.website_slug === "string");

/** Our entries of one catalogue event. */
const entriesOf = async (page: Page, eventId: number) =>
  (await ownEntries(page)).filter((entry) => entry.event_id === eventId);

/** The catalogue ids of the page views pushed so far, in order (vehicle views are not among them). */
const pageViewIds = async (page: Page) =>
  (await ownEntries(page))
    .filter((entry) => entry.event === "page_view")
    .map((entry) => entry.event_id);

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
    events: {
      category: string;
      url: string | null;
      session_id: string;
      event_properties: DataLayerEntry;
    }[];
  };
  return body.events;
}

/**
 * The cars the site's Meta feed leaves out (the feed report's `meta.csv` exclusions), by id and
 * by catalogue id: no pixel event may name one of them.
 */
async function metaLeftOut(request: APIRequestContext, siteId: number) {
  const response = await getRetried(
    request,
    `${apiBase}/api/v1/websites/${siteId}/feeds/catalogue.json`,
    { authorization: API_AUTH },
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    feeds: { name: string; excluded: { car_id: number; stock_number: string }[] }[];
  };
  const excluded = body.feeds.find((feed) => feed.name === "meta.csv")?.excluded ?? [];
  return {
    carIds: new Set(excluded.map((car) => car.car_id)),
    catalogueIds: new Set(excluded.map((car) => car.stock_number || String(car.car_id))),
  };
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

  test(
    "with no interaction, the tags load after 3 s idle (per site: analytics.requireConsent)",
    { tag: "@per-site" },
    async ({ page, site }) => {
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
    },
  );

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
    // Meta's automotive parameters always; the car's catalogue id only where Meta's feed has it.
    const isCarried = !(await metaLeftOut(request, siteId)).carIds.has(carJson.id);
    const leadCatalogueFields = isCarried ? { content_ids: [stock], content_type: "vehicle" } : {};
    const catalogueFields = isCarried
      ? { ...leadCatalogueFields, contents: [{ id: stock, quantity: 1 }] }
      : {};
    await expect
      .poll(async () => (await ownEntries(page)).find((entry) => entry.content_name))
      .toEqual(
        expect.objectContaining({
          event_id: expect.any(Number),
          ...catalogueFields,
          make: expect.stringMatching(/\S/),
          model: expect.stringMatching(/\S/),
          year: expect.any(Number),
          state_of_vehicle: expect.stringMatching(/^(NEW|USED|CPO)$/),
          country: expect.stringMatching(/^[A-Z]{2}$/),
          currency: settings.currency,
          value: expect.any(Number),
          content_name: expect.stringMatching(/\S/),
          car_slug: carSlug,
        }),
      );
    if (!isCarried) {
      const entry = (await ownEntries(page)).find((item) => item.content_name);
      expect(entry).not.toHaveProperty("content_ids");
    }

    // The finance form about that car (a document of its own, so only the finance page can say
    // what the car is): a step event per Continue, then the form's own conversion.
    await page.goto(
      `${settings.paths.finance}?${new URLSearchParams({ car_id: carSlug })}#finance-form`,
    );
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
          // Meta's automotive parameters of the car, and its id only where Meta's feed has it.
          ...leadCatalogueFields,
          make: expect.stringMatching(/\S/),
          model: expect.stringMatching(/\S/),
          year: expect.any(Number),
          state_of_vehicle: expect.stringMatching(/^(NEW|USED|CPO)$/),
          country: expect.stringMatching(/^[A-Z]{2}$/),
        }),
      );
    const conversion = (await ownEntries(page)).find((entry) => entry.conversion === true);
    expect("content_ids" in (conversion ?? {})).toBe(isCarried);
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
          expect.objectContaining({
            car_slug: carSlug,
            content_name: expect.any(String),
            ...catalogueFields,
          }),
          expect.objectContaining({ event_id: FORM_EVENT_IDS.step, step_number: 1 }),
          expect.objectContaining({ event_id: FORM_EVENT_IDS.step, step_number: 2 }),
          expect.objectContaining({ event_id: FORM_EVENT_IDS.financeEnquiry, conversion: true }),
        ]),
      );
    const stored = await storedEvents(request, siteId, sessionId);
    expect(stored.every((event) => event.session_id === sessionId)).toBe(true);
  });

  test("a page's view and a search page's search come without the rest of the event catalogue, which the shopper's first key or press brings", async ({
    page,
    site,
  }) => {
    const settings = settingsOf(site.slug);
    // A name only the catalogue's other events hold (event 59), never a view's or the search's.
    const marker = "finance_quote_received";
    // Read as each arrives: a page's bodies are gone once the next document loads. A script still
    // on its way when the test ends (the tags' code, which the same key press brings) cannot be
    // read then; it counts as not holding the marker.
    const scripts: Promise<string>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === "script")
        scripts.push(response.text().catch(() => ""));
    };
    page.on("response", onResponse);
    const loaded = async () => (await Promise.all(scripts)).some((code) => code.includes(marker));
    await page.goto("/", { waitUntil: "networkidle" });
    await expect.poll(() => pageViewIds(page)).toEqual([PAGE_VIEW_IDS.Home]);
    expect(await loaded()).toBe(false);
    await page.goto(`${settings.paths.search}/${settings.search.defaultSlug}`, {
      waitUntil: "networkidle",
    });
    await expect.poll(async () => (await entriesOf(page, ACTION_EVENT_IDS.search)).length).toBe(1);
    expect(await loaded()).toBe(false);

    await page.keyboard.press("Shift");
    await expect.poll(loaded).toBe(true);
    page.off("response", onResponse);
  });

  test("dataLayer and collector: page views on client-side navigation, search and favourite", async ({
    page,
    request,
    site,
  }) => {
    const demo = demoOf(site.slug);
    const settings = settingsOf(site.slug);
    await countTagRequests(page);
    await page.goto("/");
    await expect.poll(() => pageViewIds(page)).toEqual([PAGE_VIEW_IDS.Home]);

    // A header or footer link to a page of a §9 type, followed in the app (no document load).
    const hrefs = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) =>
        links.filter((a) => a.checkVisibility()).map((a) => a.getAttribute("href") ?? ""),
      );
    const target = hrefs
      .map((href) => ({ href, type: pageTypeForPath(settings, new URL(href, apiBase).pathname) }))
      .find(
        ({ href, type }) =>
          !href.includes("#") && type !== null && type !== "vehicle" && type !== "Home",
      );
    if (!target?.type || target.type === "vehicle") throw new Error("no link to a typed page");
    const targetId = PAGE_VIEW_IDS[target.type];
    await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
    await page.locator(`a[href="${target.href}"]:visible`).first().click();
    await expect(page).toHaveURL(new URL(target.href, page.url()).toString());
    await expect.poll(() => pageViewIds(page)).toEqual([PAGE_VIEW_IDS.Home, targetId]);
    expect(await ownEntries(page)).toContainEqual(
      expect.objectContaining({
        event: "page_view",
        event_id: targetId,
        eventAction: "Page View",
        pageType: target.type,
        url: page.url(),
        website_slug: site.slug,
      }),
    );
    // Back home, also in the app: a page view again.
    await page.goBack();
    await expect
      .poll(() => pageViewIds(page))
      .toEqual([PAGE_VIEW_IDS.Home, targetId, PAGE_VIEW_IDS.Home]);
    expect(await page.evaluate(() => "e2eSameDocument" in window)).toBe(true);

    // A keyword search from the home page: the search event with the shopper's words.
    const words = demo.catalogue[0]?.make ?? "";
    expect(words).not.toBe("");
    await page.getByRole("search").getByRole("searchbox").fill(words);
    await page.getByRole("search").getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/[?&]q=/);
    await expect
      .poll(() => entriesOf(page, ACTION_EVENT_IDS.search))
      .toEqual([
        expect.objectContaining({
          event: "search",
          eventCategory: "Search",
          facebookEventName: "Search",
          pageType: "Vehicle Inventory Listing",
          search_string: words,
          result_count: expect.any(Number),
        }),
      ]);
    // Meta matches the search to the catalogue: the catalogue ids of the shown cars its feed
    // carries, and of no other.
    const siteId = await siteIdOf(request, site.slug);
    const leftOut = await metaLeftOut(request, siteId);
    const shownIds = await page
      .locator("main article[data-car-id]")
      .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute("data-car-id"))));
    const carriedCount = shownIds.slice(0, 20).filter((id) => !leftOut.carIds.has(id)).length;
    const [search] = await entriesOf(page, ACTION_EVENT_IDS.search);
    const searchIds = (search?.content_ids ?? []) as string[];
    expect(searchIds).toHaveLength(carriedCount);
    expect(searchIds.filter((id) => leftOut.catalogueIds.has(id))).toEqual([]);
    if (carriedCount > 0) expect(search).toMatchObject({ content_type: "vehicle" });
    else expect(search).not.toHaveProperty("content_ids");

    // A card's heart: the favourite event with the car.
    const card = page.locator("main article[data-car-id]").first();
    const carId = Number(await card.getAttribute("data-car-id"));
    const name = (await card.locator("h3").textContent())?.trim() ?? "";
    expect(await entriesOf(page, ACTION_EVENT_IDS.favourite)).toEqual([]);
    await card.getByRole("button", { name: `Save ${name} to favourites` }).click();
    await expect
      .poll(() => entriesOf(page, ACTION_EVENT_IDS.favourite))
      .toEqual([
        expect.objectContaining({
          event: "add_to_wishlist",
          eventAction: "Favourite",
          facebookEventName: "AddToWishlist",
          change: "added",
          car_id: carId,
          car_name: name,
          car_slug: expect.stringMatching(/\S/),
          // Its catalogue id only where Meta's feed carries the car.
          ...(leftOut.carIds.has(carId)
            ? {}
            : { content_ids: [expect.stringMatching(/\S/)], content_type: "vehicle" }),
        }),
      ]);
    if (leftOut.carIds.has(carId)) {
      expect((await entriesOf(page, ACTION_EVENT_IDS.favourite))[0]).not.toHaveProperty(
        "content_ids",
      );
    }

    // The collector stored them, the page view of the in-app navigation among them.
    if (!settings.analytics.collectorEnabled) return;
    const sessionId = String((await ownEntries(page)).at(-1)?.session_id);
    await expect
      .poll(async () =>
        (await storedEvents(request, siteId, sessionId)).map((event) => ({
          url: event.url,
          ...event.event_properties,
        })),
      )
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            event_id: targetId,
            page_type: target.type,
            url: new URL(target.href, page.url()).toString(),
          }),
          expect.objectContaining({ event_id: ACTION_EVENT_IDS.search, search_string: words }),
          expect.objectContaining({ event_id: ACTION_EVENT_IDS.favourite, car_id: carId }),
        ]),
      );
  });

  test("dataLayer and collector: calls, directions, history report and finance calculator", async ({
    context,
    page,
    request,
    site,
  }) => {
    test.setTimeout(120_000);
    const demo = demoOf(site.slug);
    const settings = settingsOf(site.slug);
    await countTagRequests(page);
    await answerOtherHosts(context);

    // Our locations: a tel: link and a maps link, recorded by the site's click listener.
    await page.goto("/our-locations");
    const callLinks = page.locator('main a[href^="tel:"]');
    if (demo.locations.some((location) => location.phone)) {
      const tel = (await callLinks.first().getAttribute("href")) ?? "";
      await clickInPlace(page, callLinks.first());
      await expect
        .poll(() => entriesOf(page, ACTION_EVENT_IDS["click-to-call"]))
        .toEqual([
          expect.objectContaining({
            event: "click_to_call",
            eventCategory: "Contact",
            facebookEventName: "Contact",
            link_url: tel,
          }),
        ]);
    }
    const maps = page.getByRole("link", { name: /^Get directions to / }).first();
    const mapsHref = (await maps.getAttribute("href")) ?? "";
    await clickInPlace(page, maps);
    await expect
      .poll(() => entriesOf(page, ACTION_EVENT_IDS.directions))
      .toEqual([
        expect.objectContaining({
          event: "get_directions",
          eventCategory: "Location",
          facebookEventName: "FindLocation",
          link_url: mapsHref,
        }),
      ]);

    // The finance calculator: one event on the shopper's first change, none after.
    await page.goto(settings.paths.finance);
    const calculator = page.getByRole("form", { name: "Repayment calculator" });
    expect(await entriesOf(page, ACTION_EVENT_IDS["finance-calculator"])).toEqual([]);
    await calculator.getByLabel(/^Deposit or trade-in/).fill("1500");
    await calculator.getByLabel("Loan term").selectOption({ index: 0 });
    await expect
      .poll(() => entriesOf(page, ACTION_EVENT_IDS["finance-calculator"]))
      .toEqual([
        expect.objectContaining({
          event: "finance_calculator_used",
          eventCategory: "Finance",
          pageType: null,
          field: "deposit",
        }),
      ]);

    // A used car's history report and its call buttons (recorded by the car endpoint).
    const base = settings.paths.vehicleBase;
    let carSlug = "";
    if (demo.stock.used > 0) {
      await page.goto(`${settings.paths.search}/${settings.search.defaultSlug}?condition=used`);
      const links = await page
        .locator(`main article a[href^="${base}/"]`)
        .evaluateAll((anchors) => [...new Set(anchors.map((a) => a.getAttribute("href") ?? ""))]);
      const report = page.locator('a[data-action="history-report"]');
      for (const href of links) {
        await page.goto(href);
        if ((await report.count()) > 0) {
          carSlug = href.split("/").pop() ?? "";
          break;
        }
      }
      expect(carSlug, "a used car with a history report").not.toBe("");
      const reportHref = (await report.getAttribute("href")) ?? "";
      await clickInPlace(page, report);
      await expect
        .poll(() => entriesOf(page, ACTION_EVENT_IDS["history-report"]))
        .toEqual([
          expect.objectContaining({
            event: "history_report",
            eventCategory: "Vehicle",
            link_url: reportHref,
            car_slug: carSlug,
          }),
        ]);
    }

    // The vehicle page's call button, then the phone action bar's: one click to call each,
    // recorded through the car endpoint.
    const hasPhone = demo.locations.some((location) => location.phone);
    const mainCall = page.locator('a[data-action="car-phone-call"]');
    if (hasPhone && (carSlug === "" || (await mainCall.count()) === 0)) {
      await page.goto("/");
      const featured = await page
        .locator(`main article a[href^="${base}/"]`)
        .evaluateAll((anchors) => [...new Set(anchors.map((a) => a.getAttribute("href") ?? ""))]);
      carSlug = "";
      for (const href of featured) {
        await page.goto(href);
        if ((await mainCall.count()) > 0) {
          carSlug = href.split("/").pop() ?? "";
          break;
        }
      }
      expect(carSlug, "a featured car with a phone number").not.toBe("");
    }
    const carCalls = async () =>
      (await entriesOf(page, ACTION_EVENT_IDS["click-to-call"])).filter(
        (entry) => entry.car_slug === carSlug,
      );
    if (hasPhone) {
      await clickInPlace(page, mainCall.first());
      await expect
        .poll(carCalls)
        .toEqual([expect.objectContaining({ event: "click_to_call", car_id: expect.any(Number) })]);
      await page.setViewportSize({ width: 390, height: 844 });
      await clickInPlace(
        page,
        page.getByRole("navigation", { name: "Quick actions" }).getByRole("link", { name: "Call" }),
      );
      await expect.poll(async () => (await carCalls()).length).toBe(2);
      await page.waitForTimeout(300);
      expect(await carCalls()).toHaveLength(2);
    }

    // The collector (and the car endpoint) stored them.
    const siteId = await siteIdOf(request, site.slug);
    const sessionId = String((await ownEntries(page)).at(-1)?.session_id);
    const stored = async () =>
      (await storedEvents(request, siteId, sessionId)).map((event) => ({
        category: event.category,
        ...event.event_properties,
      }));
    const expected = [];
    if (settings.analytics.collectorEnabled) {
      expected.push(
        expect.objectContaining({ category: "get_directions", link_url: mapsHref }),
        expect.objectContaining({ category: "finance_calculator_used", field: "deposit" }),
      );
      if (hasPhone) expected.push(expect.objectContaining({ category: "click_to_call" }));
      if (demo.stock.used > 0) {
        expected.push(
          expect.objectContaining({
            category: "history_report",
            event_id: ACTION_EVENT_IDS["history-report"],
          }),
        );
      }
    }
    if (hasPhone) {
      expected.push(
        expect.objectContaining({
          category: "car_phone_call",
          car_slug: carSlug,
          event_id: ACTION_EVENT_IDS["click-to-call"],
        }),
      );
    }
    await expect.poll(stored).toEqual(expect.arrayContaining(expected));
    if (hasPhone) {
      // Each call click is one row: two from the car's buttons, one from the locations page.
      const rows = await stored();
      expect(rows.filter((event) => event.category === "car_phone_call")).toHaveLength(2);
      if (settings.analytics.collectorEnabled) {
        expect(rows.filter((event) => event.category === "click_to_call")).toHaveLength(1);
      }
    }
  });

  test(
    "a refused lead submit is recorded through the collector with its message, and no conversion fires (per site: collectorEnabled)",
    { tag: "@per-site" },
    async ({ page, request, site }) => {
      const settings = settingsOf(site.slug);
      test.skip(!settings.analytics.collectorEnabled, "this site does not collect events");
      await countTagRequests(page);
      const refusal = "Leads are paused for maintenance";
      await page.route("**/api/leads", (route) =>
        route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ error: refusal }),
        }),
      );
      page.on("dialog", (dialog) => void dialog.accept());
      const collected: { event: Record<string, unknown> }[] = [];
      page.on("request", (sent) => {
        if (new URL(sent.url()).pathname === "/api/events") collected.push(sent.postDataJSON());
      });

      await page.goto("/fleet");
      const say = (text: string) => localize(text, settings.locale as LocaleCode);
      const form = page.getByRole("form", { name: say("Fleet Enquiry") });
      await answerStep(form);
      await form.getByRole("button", { name: say("Send enquiry") }).click();
      await expect(form.getByRole("alert")).toContainText(refusal);

      const failures = () =>
        collected.filter((body) => body.event.category === "form_submit_failed");
      await expect.poll(() => failures().length).toBe(1);
      expect(failures()[0]!.event).toMatchObject({
        website_slug: site.slug,
        error_message: refusal,
        lead_id: null,
        event_properties: {
          form_id: await form.getAttribute("data-form-id"),
          form_name: expect.stringMatching(/fleet/i),
          step_number: 1,
        },
      });
      // Stored with the session's other events.
      const sessionId = String(failures()[0]!.event.session_id);
      const siteId = await siteIdOf(request, site.slug);
      await expect
        .poll(async () =>
          (await storedEvents(request, siteId, sessionId)).map((event) => event.category),
        )
        .toContain("form_submit_failed");
      // No conversion: nothing for the tags or the pixel, and no lead event in the collector.
      expect(collected.map((body) => body.event.category)).not.toContain("generate_lead");
      const entries = await ownEntries(page);
      expect(
        entries.filter((entry) => entry.conversion || entry.event === "generate_lead"),
      ).toEqual([]);
      expect(entries.map((entry) => entry.event)).not.toContain("form_submit_failed");
      // One page view: the failure is not sent as another.
      expect(entries.filter((entry) => entry.event === "page_view")).toHaveLength(1);
    },
  );
});

test.describe("split test (per site: splitTest)", { tag: "@per-site" }, () => {
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
