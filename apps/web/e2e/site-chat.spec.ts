import type { Locator, Page } from "@playwright/test";
import { testSiteSettings } from "@forecourt/core/testing/site-settings";
import { submitEventId } from "@forecourt/core/analytics/event-catalogue";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { API_AUTH, apiBase, siteIdOf, storedLead, TEST_PHONE } from "./lead-form-helpers.ts";

const CLOSED_KEY = "forecourt:chat-closed";

const chatOf = (slug: string) => DEMO_SITES.find((s) => s.slug === slug)?.settings.chat;
const hasChat = (slug: string) => (chatOf(slug)?.provider ?? "none") !== "none";
const settingsOf = (slug: string) =>
  testSiteSettings(DEMO_SITES.find((s) => s.slug === slug)?.settings ?? {});
const vehicleBaseOf = (slug: string) =>
  DEMO_SITES.find((s) => s.slug === slug)?.settings.paths?.vehicleBase ?? "/cars";

/** The home page's first car's page, the chat's greeting closed beforehand. */
async function gotoVehicleWithChatClosed(page: Page, slug: string) {
  await page.goto("/");
  await page.evaluate((key) => localStorage.setItem(key, "1"), CLOSED_KEY);
  const base = vehicleBaseOf(slug);
  const href = await page.locator(`main article a[href^="${base}/"]`).first().getAttribute("href");
  await page.goto(href ?? base);
}

/** The conversion a 'Text us' lead fires (spec §9). */
const textUsConversionId = submitEventId("chat-lead");

/** The event ids the page has pushed to its dataLayer so far. */
const dataLayerEventIds = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event_id?: number }[] }).dataLayer ?? []).map(
      (entry) => entry.event_id,
    ),
  );

/** Sends the chat's message: the lead API's answer to it. */
async function send(page: Page, dialog: Locator) {
  const sent = page.waitForResponse(
    (r) => r.url().includes("/api/leads") && r.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Send" }).click();
  return sent;
}

const greetingOf = (page: Page) => page.getByRole("complementary", { name: "Chat with us" });

/** Waits for the greeting and checks it did not come before its 3 s. */
async function expectGreetingAfterDelay(page: Page) {
  const loadedAt = Date.now();
  await page.goto("/");
  await expect(greetingOf(page)).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(3_000);
}

/** Opens the widget from the greeting: a loading state, then the dialog. */
async function openWidget(page: Page): Promise<Locator> {
  await expectGreetingAfterDelay(page);
  await greetingOf(page).getByRole("button", { name: "Text us" }).click();
  const dialog = page.getByRole("dialog", { name: "Text us" });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  return dialog;
}

test.describe("text chat popup (per site: chat settings)", { tag: "@per-site" }, () => {
  test("greets after 3 s and stays closed after a reload once closed", async ({ page, site }) => {
    test.skip(!hasChat(site.slug), "no chat on this site");
    await expectGreetingAfterDelay(page);
    const greeting = greetingOf(page);
    await expect(greeting).toContainText(chatOf(site.slug)?.greeting ?? "Text us here");
    // The WhatsApp link of a site that sets a number, in a new tab.
    if (chatOf(site.slug)?.whatsappNumber) {
      const whatsapp = greeting.getByRole("link", { name: /Chat on WhatsApp/ });
      await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
      await expect(whatsapp).toHaveAttribute("target", "_blank");
    }
    await greeting.getByRole("button", { name: "Close chat greeting" }).click();
    await expect(greeting).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), CLOSED_KEY)).toBe("1");

    await page.reload();
    await page.waitForTimeout(4_000);
    await expect(greetingOf(page)).toHaveCount(0);
  });

  test("loads the widget only on click, and a 'Text us' message arrives as a lead", async ({
    page,
    site,
    request,
    baseURL,
  }) => {
    test.skip(!hasChat(site.slug), "no chat on this site");
    const chunks: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") chunks.push(r.url());
    });
    await expectGreetingAfterDelay(page);
    const before = chunks.length;
    await greetingOf(page).getByRole("button", { name: "Text us" }).click();
    await expect(page.getByRole("dialog", { name: "Text us" })).toBeVisible({ timeout: 10_000 });
    // The widget's code came with the click, not with the page.
    expect(chunks.length).toBeGreaterThan(before);
    expect(await page.evaluate((key) => localStorage.getItem(key), CLOSED_KEY)).toBe("1");

    const dialog = page.getByRole("dialog", { name: "Text us" });
    await expect(dialog.getByRole("textbox", { name: "Message" })).toBeFocused();
    // Required fields are checked before anything is sent.
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByText("*This is a required field.").first()).toBeVisible();

    await dialog.getByRole("textbox", { name: "Message" }).fill("Is the pop-top still available?");
    await dialog.getByRole("textbox", { name: "Name" }).fill("Jo Citizen");
    await dialog.getByRole("textbox", { name: "Mobile" }).fill(TEST_PHONE);
    for (const select of await dialog.locator("select").all()) {
      if ((await select.inputValue()) === "") await select.selectOption({ index: 1 });
    }
    const terms = dialog.getByRole("checkbox", { name: /terms and conditions/ });
    if ((await terms.count()) > 0) await terms.check();

    const response = await send(page, dialog);
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await expect(dialog.getByRole("status")).toContainText("Sent");
    await expect(dialog.getByRole("list", { name: "Your messages" })).toContainText(
      "Is the pop-top still available?",
    );

    // The first message fires live-chat event 55 (spec §4).
    const events = await dataLayerEventIds(page);
    expect(events).toContain(55);

    const siteId = await siteIdOf(request, baseURL ?? "", site.slug);
    const lead = await storedLead(request, baseURL ?? "", siteId, id);
    // The dealer answers by text message: the mobile is kept and sent in E.164.
    expect(lead).toMatchObject({ category: "Text us", name: "Jo Citizen", phone: "+61400000000" });
    expect(JSON.stringify(lead)).toContain("Is the pop-top still available?");

    // 'Text us' asks what a text needs: no location, where heard or terms on this site.
    await expect(dialog.locator("select")).toHaveCount(0);
    await expect(dialog.getByRole("checkbox")).toHaveCount(0);

    // A later message is added to the same lead (one email) and fires event 57; name and
    // mobile are kept.
    await expect(dialog.getByRole("textbox", { name: "Message" })).toBeFocused();
    await dialog.getByRole("textbox", { name: "Message" }).fill("And the towing weight?");
    const followUp = await send(page, dialog);
    expect(followUp.status()).toBe(200);
    expect(((await followUp.json()) as { id: string }).id).toBe(id);
    const conversation = (await (
      await request.get(`${apiBase(baseURL ?? "")}/api/v1/websites/${siteId}/leads/${id}.json`, {
        headers: { authorization: API_AUTH },
      })
    ).json()) as { message: string };
    expect(conversation.message).toBe("Is the pop-top still available?\nAnd the towing weight?");
    await expect(dialog.getByRole("list", { name: "Your messages" })).toContainText(
      "And the towing weight?",
    );
    const later = await dataLayerEventIds(page);
    expect(later).toContain(57);
    // One lead, one conversion: the follow-up adds no second form-submit event.
    const conversions = (ids: (number | undefined)[]) =>
      ids.filter((eventId) => eventId === textUsConversionId).length;
    expect(conversions(later)).toBe(conversions(events));
    expect(conversions(events)).toBe(1);

    // Escape closes the widget.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("the open chat widget has no axe-core violations", async ({ page, site }) => {
    test.skip(!hasChat(site.slug), "no chat on this site");
    await openWidget(page);
    await expectNoAxeViolations(page);
  });

  test("a vehicle page's Chat action opens the chat", async ({ page, site }) => {
    test.skip(!hasChat(site.slug), "no chat on this site");
    await gotoVehicleWithChatClosed(page, site.slug);
    await page.getByRole("button", { name: "Chat with us" }).click();
    await expect(page.getByRole("dialog", { name: "Text us" })).toBeVisible({ timeout: 10_000 });
  });

  test("Escape dismisses the greeting, whose controls come before the page's content", async ({
    page,
    site,
  }) => {
    test.skip(!hasChat(site.slug), "no chat on this site");
    await expectGreetingAfterDelay(page);
    // Drawn just before <main>: its controls follow the header in the tab order.
    expect(
      await page.evaluate(() => {
        const greeting = document.querySelector('[data-chat="greeting"]');
        const main = document.querySelector("main#main");
        return !!greeting && !!main && !!(greeting.compareDocumentPosition(main) & 4);
      }),
    ).toBe(true);
    await page.keyboard.press("Escape");
    await expect(greetingOf(page)).toBeHidden();
  });

  test("once closed, every page offers the way back to the chat", async ({ page, site }) => {
    test.skip(!hasChat(site.slug), "no chat on this site");
    test.setTimeout(120_000);
    const settings = settingsOf(site.slug);
    await expectGreetingAfterDelay(page);
    const vehicle = await page
      .locator(`main article a[href^="${settings.paths.vehicleBase}/"]`)
      .first()
      .getAttribute("href");
    expect(vehicle, "a car on the home page").toBeTruthy();
    await greetingOf(page).getByRole("button", { name: "Close chat greeting" }).click();
    const launcher = page.getByRole("button", { name: "Chat", exact: true });
    await expect(launcher).toBeVisible();
    // Every page type: home, search, a vehicle page, a content page and the contact page.
    const pages = [
      "/",
      `${settings.paths.search}/${settings.search.defaultSlug}`,
      vehicle!,
      "/about-us",
      "/contact",
    ];
    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      // A vehicle page's aside (price and actions) is kept clear: where it reaches the corner
      // (a price on two lines), the launcher shows once the page has scrolled past it.
      if (path === vehicle) await page.mouse.wheel(0, 400);
      await expect(launcher, path).toBeVisible({ timeout: 10_000 });
      await expect(greetingOf(page), path).toHaveCount(0);
    }
    await launcher.click();
    await expect(page.getByRole("dialog", { name: "Text us" })).toBeVisible({ timeout: 10_000 });
  });

  test("a chat from a vehicle page carries the car", async ({ page, site }) => {
    test.skip(!hasChat(site.slug), "no chat on this site");
    await gotoVehicleWithChatClosed(page, site.slug);
    const carId = Number(await page.locator("article[data-car-id]").getAttribute("data-car-id"));
    await page.getByRole("button", { name: "Chat with us" }).click();
    const dialog = page.getByRole("dialog", { name: "Text us" });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await dialog.getByRole("textbox", { name: "Message" }).fill("Can I see this one Saturday?");
    await dialog.getByRole("textbox", { name: "Name" }).fill("Jo Citizen");
    await dialog.getByRole("textbox", { name: "Mobile" }).fill(TEST_PHONE);
    const sent = page.waitForRequest(
      (r) => r.url().includes("/api/leads") && r.method() === "POST",
    );
    await dialog.getByRole("button", { name: "Send" }).click();
    const body = (await sent).postDataJSON() as { lead: { car_id?: number } };
    expect(body.lead.car_id).toBe(carId);
  });

  test("a site without chat shows no greeting", async ({ page, site }) => {
    test.skip(hasChat(site.slug), "this site has chat");
    await page.goto("/");
    await page.waitForTimeout(4_000);
    await expect(greetingOf(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Chat with us" })).toHaveCount(0);
  });
});

test.describe(
  "the greeting on a phone's vehicle page (per site: chat settings)",
  { tag: "@per-site" },
  () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("never covers the price or 'Call the dealer'", async ({ page, site }) => {
      test.skip(!hasChat(site.slug), "no chat on this site");
      await page.goto("/");
      const base = vehicleBaseOf(site.slug);
      const href = await page
        .locator(`main article a[href^="${base}/"]`)
        .first()
        .getAttribute("href");
      const loadedAt = Date.now();
      await page.goto(href ?? base);
      const aside = page.getByRole("complementary", { name: "Price and contact" });
      const call = aside.getByRole("link", { name: "Call the dealer" });
      // The card, drawn or waiting out of sight (then not in the accessibility tree).
      const card = page.locator('[data-chat="greeting"]');
      // It comes 3 s after load: waited for first, so the checks below have a card to check.
      await expect(card).toBeAttached({ timeout: 10_000 });
      expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(3_000);

      const overlaps = (
        a: { x: number; y: number; width: number; height: number } | null,
        c: { x: number; y: number; width: number; height: number } | null,
      ) =>
        !!a &&
        !!c &&
        a.x < c.x + c.width &&
        c.x < a.x + a.width &&
        a.y < c.y + c.height &&
        c.y < a.y + a.height;
      /** Wherever the page is scrolled, the card is out of sight or clear of the price and call. */
      const expectClear = async (where: string) => {
        // The card decides on the next frame after a scroll.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        if (!(await card.isVisible())) return false;
        const box = await card.boundingBox();
        expect(overlaps(await aside.boundingBox(), box), `${where}: over the price`).toBe(false);
        if ((await call.count()) > 0) {
          expect(overlaps(await call.boundingBox(), box), `${where}: over the call`).toBe(false);
        }
        return true;
      };
      await expectClear("at the top");
      await aside.scrollIntoViewIfNeeded();
      await expectClear("at the price");
      // Scrolled past the price, the card covers nothing of it: it shows.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(card).toBeVisible();
      expect(await expectClear("past the price")).toBe(true);
      await expect(greetingOf(page)).toContainText(chatOf(site.slug)?.greeting ?? "Text us here");
      // Focus on the call button never sits under the card.
      if ((await call.count()) > 0) {
        await call.focus();
        const hidden = await page.evaluate(() => {
          const focused = document.activeElement!.getBoundingClientRect();
          const x = focused.left + focused.width / 2;
          const y = focused.top + focused.height / 2;
          return document.elementFromPoint(x, y)?.closest('[data-chat="greeting"]') !== null;
        });
        expect(hidden).toBe(false);
      }
    });
  },
);
