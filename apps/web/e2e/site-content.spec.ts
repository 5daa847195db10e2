import { openState } from "@forecourt/core/locations/hours";
import { inSentence } from "@forecourt/core/text/in-sentence";
import { PRE_APPROVAL_LABEL } from "@forecourt/core/site/finance-links";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import {
  expect,
  expectNoAxeViolations,
  expectNotFoundDocument,
  STUDIO_OFFER_PREFIX,
  test,
} from "./fixtures.ts";

/** What the content pages of one demo site must show, read from its demo data. */
function contentFor(slug: string) {
  const demo = DEMO_SITES.find((s) => s.slug === slug);
  if (!demo) throw new Error(`no demo site ${slug}`);
  const settings = demo.settings;
  const locale = settings.locale ?? "en-AU";
  return {
    demo,
    isRv: settings.template === "rv",
    locale,
    isUs: locale === "en-US",
    blogPath: settings.paths?.blog ?? "/blog",
    blogTitle: settings.paths?.blogTitle ?? "Blog",
    financePath: settings.paths?.finance ?? "/finance",
    usePagesPath: settings.paths?.usePagesPath ?? false,
    ownPages: demo.pages ?? [],
  };
}

/**
 * The first instant from Monday 5 January 2026 at which `timeZone`'s clock reads `weekday`,
 * `hour`:00.
 */
function wallClockInstant(timeZone: string, weekday: string, hour: number): Date {
  const clock = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    hour: "numeric",
    hourCycle: "h23",
  });
  for (let step = 0; step < 24 * 8; step++) {
    const instant = new Date(Date.UTC(2026, 0, 5) + step * 3_600_000);
    const parts = Object.fromEntries(clock.formatToParts(instant).map((p) => [p.type, p.value]));
    if (parts.weekday === weekday && Number(parts.hour) === hour) return instant;
  }
  throw new Error(`no ${weekday} ${hour}:00 in ${timeZone}`);
}

test.describe("dealer content", () => {
  test(
    "home: share image, search, featured and just-arrived stock, offers, rating, reviews, locations (per site: home content and locations)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      const { demo } = contentFor(site.slug);
      await page.goto("/");
      await expect(page.locator('meta[property="og:image:width"]').first()).toHaveAttribute(
        "content",
        "1200",
      );
      await expect(page.locator('meta[property="og:image:height"]').first()).toHaveAttribute(
        "content",
        "630",
      );
      await expect(page.getByRole("search")).toBeVisible();
      await expect(page.getByRole("heading", { name: /^Featured / })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Just arrived" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Special offers" })).toBeVisible();
      const reviews = page.locator("section[aria-labelledby=reviews-heading] li");
      expect(await reviews.count()).toBeGreaterThan(0);
      expect(await reviews.count()).toBeLessThanOrEqual(12);
      for (const text of await reviews.locator(".sr-only").allTextContents()) {
        expect(Number(/Rated (\d\.\d)/.exec(text)?.[1])).toBeGreaterThanOrEqual(4);
      }
      const totalReviews = demo.dealerships.reduce((sum, d) => sum + d.reviewCount, 0);
      await expect(page.getByText(`from ${totalReviews} reviews`).first()).toBeAttached();
      const locations = page.locator("section[aria-labelledby=locations-heading] [data-location]");
      await expect(locations).toHaveCount(demo.locations.length);
      await expect(locations.first()).toContainText("Today:");
      await expectNoAxeViolations(page);
    },
  );

  test(
    "range: models list, model page with stock link, and /range by body type (per site: catalogue and vehicle types)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      test.setTimeout(120_000);
      const { demo, isRv } = contentFor(site.slug);
      await page.goto("/models");
      const cards = page.locator("main article");
      const first = demo.catalogue[0];
      if (!first) throw new Error("no catalogue");
      await expect(cards.first()).toBeVisible();
      await expect(page.getByText("New", { exact: true }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: `${first.make} ${first.model}`, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `${first.make} ${first.model}`,
      );
      await expect(page.getByText("Accessories", { exact: true })).toBeVisible();
      // After a client-side navigation the title follows the page's streamed metadata.
      await expect(page).toHaveTitle(new RegExp(first.model));
      const stockLink = page.getByRole("link", { name: /in stock/ });
      const href = (await stockLink.getAttribute("href")) ?? "";
      const url = new URL(href, "http://x");
      expect(url.pathname).toBe(`/search/${demo.settings.search?.defaultSlug}`);
      expect(url.searchParams.get("make")).toBe(first.make);
      expect(url.searchParams.get("model")).toBe(first.model);
      await expectNoAxeViolations(page);

      const range = await page.goto("/range?body=caravans");
      if (!isRv) {
        expect(range?.status()).toBe(404);
        return;
      }
      expect(range?.status()).toBe(200);
      const caravans = demo.catalogue.filter((c) => c.body === "Caravans");
      await expect(page.locator("main article")).toHaveCount(caravans.length);
      await expect(page.getByRole("link", { name: "Caravans", exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expectNoAxeViolations(page);
      // The spec's spaced form is accepted too.
      await page.goto("/range?body=camper%20trailer");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Camper trailers range");
      // Linked from the header's range dropdown.
      const rangeLabel =
        demo.settings.navigation?.header?.find((i) => i.source === "models")?.label ?? "";
      const nav = page.getByRole("navigation", { name: "Main" });
      const group = nav.locator("li", {
        has: page.getByRole("button", { name: rangeLabel }),
      });
      for (const param of [
        "j-pod",
        "camper-trailer",
        "pop-tops",
        "off-grid",
        "caravans",
        "toy-haulers",
        "motorised",
      ]) {
        await expect(group.locator(`a[href="/range?body=${param}"]`)).toHaveCount(1);
      }
    },
  );

  test(
    "locations: groups, address, tel:, map in a new tab, weekly hours and open-now (per site: locations and hours)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      const { demo, isRv } = contentFor(site.slug);
      // No demo location has a map key and no demo site's policy frames a map service, so the
      // offline demo draws no embedded map and asks no map service (core location-map.ts).
      const mapRequests: string[] = [];
      page.on("request", (request) => {
        if (request.url().startsWith("https://www.google.com/maps/embed")) {
          mapRequests.push(request.url());
        }
      });
      await page.goto("/our-locations");
      const cards = page.locator("main [data-location]");
      await expect(cards.locator("iframe")).toHaveCount(0);
      await expect(cards).toHaveCount(demo.locations.length);
      for (const location of demo.locations) {
        const card = page.locator(`main [data-location="${location.slug}"]`);
        await expect(card).toContainText(location.street);
        // A location without a phone (a yard) has no call link.
        if (location.phone) {
          await expect(card.locator(`a[href="tel:${location.phone}"]`)).toBeVisible();
        } else {
          await expect(card.locator('a[href^="tel:"]')).toHaveCount(0);
        }
        const map = card.getByRole("link", { name: /Get directions/ });
        await expect(map).toHaveAttribute("target", "_blank");
        await expect(card.locator("tbody tr")).toHaveCount(7);
        await expect(card.getByText(/^(Open now|Closed now)/)).toBeVisible();
      }
      if (isRv) {
        // Spec §9 hours.
        const sales = page.locator('main [data-location="sales"]');
        await expect(sales.locator('tr[data-day="monday"] td')).toHaveText("8:30am - 5:00pm");
        await expect(sales.locator('tr[data-day="saturday"] td')).toHaveText("8:30am - 4:00pm");
        await expect(sales.locator('tr[data-day="sunday"] td')).toHaveText("Closed");
        const parts = page.locator('main [data-location="parts"]');
        await expect(parts.locator('tr[data-day="saturday"] td')).toHaveText("8:30am - 2:00pm");
        const service = page.locator('main [data-location="service"]');
        await expect(service.locator('tr[data-day="saturday"] td')).toHaveText("Closed");
        await expect(service.locator('tr[data-day="sunday"] td')).toHaveText("Closed");
      }
      await expectNoAxeViolations(page);

      await page.goto("/our-locations/service-and-parts");
      const serviceOrParts = demo.locations.filter((l) =>
        l.types.some((t) => t === "service" || t === "parts"),
      );
      await expect(page.locator("main [data-location]")).toHaveCount(serviceOrParts.length);
      expect((await page.goto("/our-locations/primary"))?.status()).toBe(200);
      await expect(page.locator("main [data-location]")).toHaveCount(1);
      expect((await page.goto("/our-locations/nowhere"))?.status()).toBe(404);
      expect(mapRequests).toEqual([]);
    },
  );

  test("the open-now badges are worked out at the shopper's time once near the screen", async ({
    page,
    site,
  }) => {
    const { demo } = contentFor(site.slug);
    const { timeZone } = siteSettingsSchema.parse(demo.settings);
    // A Wednesday late morning and small hours where the site is: some location is open at the
    // first and none at the second, so the cached page's own state cannot match both.
    const moments = [
      wallClockInstant(timeZone, "Wednesday", 11),
      wallClockInstant(timeZone, "Wednesday", 3),
    ];
    const badgesAt = moments.map((moment) =>
      demo.locations.map((location) => {
        const state = openState(location.hours, timeZone, moment);
        return state.isOpen ? `Open now · closes ${state.closesAt}` : "Closed now";
      }),
    );
    expect(badgesAt[0]).not.toEqual(badgesAt[1]);
    for (const [index, moment] of moments.entries()) {
      await page.clock.setFixedTime(moment);
      await page.goto("/");
      const section = page.locator('section[aria-labelledby="locations-heading"]');
      await section.scrollIntoViewIfNeeded();
      for (const [at, location] of demo.locations.entries()) {
        const card = section.locator(`[data-location="${location.slug}"]`);
        await expect(card.getByText(/^(Open now|Closed now)/)).toHaveText(badgesAt[index]![at]!);
      }
    }
  });

  test("blog: title, pagination over every post, post page with a 1280px image", async ({
    page,
    site,
  }) => {
    const { blogPath, blogTitle, demo, isUs } = contentFor(site.slug);
    await page.goto(blogPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogTitle);
    // The demo's posts, and any the content studio's spec has published on this site meanwhile.
    const counted = page.getByText(/^\d+ articles? from the /);
    await expect(counted).toBeVisible();
    const posts = Number.parseInt((await counted.textContent()) ?? "", 10);
    expect(posts).toBeGreaterThanOrEqual(demo.blogPosts);
    const blogPageCount = Math.ceil(posts / 12);
    await expect(page.getByText(`Page 1 of ${blogPageCount}`)).toBeVisible();
    await expectNoAxeViolations(page);
    if (blogPageCount > 1) {
      await page.getByRole("link", { name: "Older articles" }).click();
      await expect(page).toHaveURL(new RegExp(`\\${blogPath}\\?page=2$`));
      await expect(page.getByText(`Page 2 of ${blogPageCount}`)).toBeVisible();
    }
    const last = await page.goto(`${blogPath}?page=${blogPageCount}`);
    expect(last?.status()).toBe(200);
    const expectedOnLast = posts - (blogPageCount - 1) * 12;
    await expect(page.locator("main article")).toHaveCount(expectedOnLast);
    expect((await page.goto(`${blogPath}?page=${blogPageCount + 1}`))?.status()).toBe(404);
    expect((await page.goto(`${blogPath}?page=abc`))?.status()).toBe(404);

    await page.goto(blogPath);
    // A post with a picture: the studio spec's own post, newest while it is up, may have none.
    await page
      .locator("main article")
      .filter({ has: page.locator("img") })
      .first()
      .locator("h2 a")
      .click();
    const image = page.locator("main article img").first();
    await expect(image).toHaveAttribute("srcset", /w=1280&q=\d+ 1x/);
    const date = (await page.locator("main article time").first().textContent()) ?? "";
    // US dates read month first; AU and NZ day first.
    expect(date).toMatch(isUs ? /^[A-Z][a-z]+ \d{1,2}, \d{4}$/ : /^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expectNoAxeViolations(page);
    expect((await page.goto(`${blogPath}/no-such-post`))?.status()).toBe(404);
  });

  test(
    "careers and current positions link each position to the application form (per site: careers content)",
    { tag: "@per-site" },
    async ({ page }) => {
      for (const path of ["/careers", "/current-positions"]) {
        await page.goto(path);
        const positions = page.locator("main [data-position]");
        await expect(positions).toHaveCount(2);
        for (const position of await positions.all()) {
          const id = await position.getAttribute("data-position");
          await expect(position.getByRole("link", { name: /^Apply for / })).toHaveAttribute(
            "href",
            `/careers/apply?position=${id}`,
          );
        }
        await expectNoAxeViolations(page);
      }
    },
  );

  test("special offers (per site: offers content)", { tag: "@per-site" }, async ({ page }) => {
    await page.goto("/special-offers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Special offers");
    // The demo's three (the content studio's spec may have one of its own up for a minute).
    await expect(
      page.locator("main article").filter({ hasNotText: STUDIO_OFFER_PREFIX }),
    ).toHaveCount(3);
    await expectNoAxeViolations(page);
  });

  test(
    "CMS pages: the /pages rule, RV pages, unknown pages 404 (per site: pages and vehicle types)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      const { isRv, usePagesPath, ownPages, financePath } = contentFor(site.slug);
      // Each of the RV pages is checked block by block and with axe-core.
      test.setTimeout(isRv ? 300_000 : 60_000);
      const canonical = usePagesPath ? "/pages/about-us" : "/about-us";
      const other = usePagesPath ? "/about-us" : "/pages/about-us";
      const response = await page.goto(other);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(canonical);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");
      await expectNoAxeViolations(page);
      await page.goto("/terms-and-conditions/");
      expect(new URL(page.url()).pathname).toBe(
        usePagesPath ? "/pages/terms-and-conditions" : "/terms-and-conditions",
      );
      if (isRv) {
        expect(ownPages.length).toBeGreaterThan(10);
        for (const { path, title, blocks } of ownPages) {
          const res = await page.goto(`/${path}`);
          expect(res?.status(), path).toBe(200);
          expect(new URL(page.url()).pathname, path).toBe(`/${path}`);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
          const body = page.locator(".prose-content");
          // Every block of the stored content, as the shopper sees it.
          for (const block of blocks) {
            if (block.kind === "heading")
              await expect(body.getByRole("heading", { level: 2, name: block.text })).toBeVisible();
            if (block.kind === "paragraph")
              await expect(body.getByText(block.text, { exact: false })).toBeVisible();
            if (block.kind === "image") {
              const image = body.getByRole("img", { name: block.alt });
              await expect(image).toBeVisible();
              // Loaded from the media route, not a broken reference (once the lazy image has come).
              await expect
                .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
                .toBe(block.width);
            }
            if (block.kind === "list")
              await expect(
                body.getByRole("listitem").filter({ hasText: block.items[0] }),
              ).toBeVisible();
            if (block.kind === "videos") {
              const links = body.getByRole("list").getByRole("link");
              await expect(links).toHaveCount(block.videos.length);
              await expect(links.first()).toHaveAttribute("target", "_blank");
            }
          }
          await expectNoAxeViolations(page);
        }
        // The header's Finance goes to the page with the finance form.
        await page.goto("/");
        await page.getByRole("banner").getByRole("link", { name: "Finance", exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${financePath}$`));
        await expect(page.locator("#finance-form form, form#finance-form").first()).toBeVisible();
      } else {
        expect((await page.goto("/warranty"))?.status()).toBe(404);
      }
      expect((await page.goto("/no-such-page"))?.status()).toBe(404);
      expect((await page.goto("/pages/no-such-page"))?.status()).toBe(404);
    },
  );

  test(
    "finance pre-approval link where the site's settings place it (per site: finance link placement)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      const { demo, financePath } = contentFor(site.slug);
      const placement = demo.settings.navigation?.financePreApproval ?? "none";
      await page.goto("/");
      const where =
        placement === "footer" ? page.getByRole("contentinfo") : page.getByRole("banner");
      const link = page.getByRole("link", { name: PRE_APPROVAL_LABEL });
      if (placement === "none") {
        await expect(link).toHaveCount(0);
        return;
      }
      await expect(link).toHaveCount(1);
      await where.getByRole("link", { name: PRE_APPROVAL_LABEL }).click();
      await expect(page).toHaveURL(new RegExp(`${financePath}#finance-form$`));
      await expect(page.locator("#finance-form form, form#finance-form").first()).toBeVisible();
    },
  );

  test("finance: repayment calculator hands its figures to #finance-form", async ({
    page,
    site,
  }) => {
    const { financePath, isUs } = contentFor(site.slug);
    await page.goto(financePath);
    await expect(page.getByLabel("Interest rate (% a year)")).toHaveValue("10");
    await expect(page.locator("section#finance-form form")).toBeAttached();
    await expect(page.getByRole("heading", { name: /^Finance (enquiry|inquiry)$/ })).toHaveText(
      isUs ? "Finance inquiry" : "Finance enquiry",
    );
    await page.getByLabel(/^Vehicle price/).fill("50000");
    await expect(page.getByTestId("repayment")).toHaveText("$1,062.35");
    await page.getByLabel(/^Balloon payment/).fill("10000");
    await expect(page.getByTestId("repayment")).toHaveText("$933.22");
    await page.getByLabel(/^Deposit/).fill("5000");
    await expectNoAxeViolations(page);
    await page
      .getByRole("button", {
        name: isUs ? "Inquire with these figures" : "Enquire with these figures",
      })
      .click();
    await expect(page).toHaveURL(/#finance-form$/);
    const url = new URL(page.url());
    expect(url.pathname).toBe(financePath);
    expect(url.searchParams.get("vehiclePriceBudget")).toBe("50000");
    expect(url.searchParams.get("deposit")).toBe("5000");
    expect(url.searchParams.get("balloon")).toBe("10000");
    await expect(page.locator("#finance-form")).toHaveAttribute(
      "data-vehicle-price-budget",
      "50000",
    );
  });

  test("finance calculator works without JavaScript", async ({ browser, site }) => {
    const { financePath } = contentFor(site.slug);
    const baseURL = test.info().project.use.baseURL ?? "";
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(
      new URL(`${financePath}?vehiclePriceBudget=50000&term=5&car_id=12`, baseURL).toString(),
    );
    await expect(page.getByTestId("repayment")).toHaveText("$1,062.35");
    await expect(page.locator('input[type=hidden][name="car_id"]')).toHaveValue("12");
    await context.close();
  });

  test(
    "locale: nouns, spellings, units and phone formats follow the site (per site: locale)",
    { tag: "@per-site" },
    async ({ page, site }) => {
      const { isUs, locale, demo } = contentFor(site.slug);
      await page.goto("/");
      const distances = await page.locator("main article").allTextContents();
      const unit = isUs ? / mi\b/ : / km\b/;
      expect(distances.some((text) => unit.test(text))).toBe(true);
      const noun =
        demo.settings.template === "rv"
          ? "RVs"
          : demo.settings.template === "motorcycles"
            ? "Motorcycles"
            : "Cars";
      await expect(page.getByRole("heading", { name: `Featured ${noun}` })).toBeVisible();
      // Inside sentences the noun is lower case ("this car"), an abbreviation keeps its capitals
      // ("this RV", never "this rv").
      const inText = inSentence(noun);
      await expect(
        page.getByRole("link", { name: new RegExp(`^View all \\d+ ${inText} in stock$`) }),
      ).toBeVisible();
      const singular = inSentence(noun === "RVs" ? "RV" : noun.slice(0, -1));
      const enquire = isUs ? "Inquire" : "Enquire";
      await page.locator("main article a[href]").first().click();
      await expect(
        page.getByText(`${enquire} about this ${singular}`, { exact: true }).first(),
      ).toBeAttached();
      await page.goto("/our-locations");
      const phone = (await page.locator("main a[href^='tel:']").first().textContent()) ?? "";
      if (locale === "en-US") expect(phone).toMatch(/\(\d{3}\) \d{3}-\d{4}$/);
      else if (locale === "en-NZ") expect(phone).toMatch(/\(0\d\) \d{3} \d{4}$/);
      else expect(phone).toMatch(/(\(0\d\) \d{4} \d{4}|04\d{2} \d{3} \d{3})$/);
    },
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a fixed page the site does not have is a 404 document with the site's message, and the pages it has are cached", async ({
    page,
    site,
  }) => {
    // A location group, a page form and a range model that do not exist: old links and typos.
    for (const path of ["/our-locations/nowhere", "/forms/no-such-form", "/models/no-such-model"])
      await expectNotFoundDocument(page, path, site.name);
    // The pages the site has are served from the page cache (a per-request render has no
    // page-cache header) and do not show the message: its locations, its first page form and
    // its first range model, where it has them.
    const { demo } = contentFor(site.slug);
    const pageForm = demo.settings.leads?.pageForms?.[0];
    const models = await page.goto("/models");
    const model =
      models?.status() === 200
        ? await page.locator('main a[href^="/models/"]').first().getAttribute("href")
        : null;
    const found = ["/our-locations", "/our-locations/primary"];
    if (pageForm) found.push(`/forms/${pageForm}`);
    if (model) found.push(model);
    for (const path of found) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()["x-nextjs-cache"], path).toMatch(/^(HIT|MISS|STALE)$/);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      await expect(page.getByText("Page not found"), path).toBeHidden();
    }
  });
});
