import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { portOf, sendLead, signInToConsole, staffOf } from "./console-helpers.ts";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./fixtures.ts";

/**
 * The console in a salesperson's pocket: on a 390 px and a 320 px phone the inbox's filters fold
 * behind one button, so the first lead card is on the first screen, and a lead opens with the
 * shopper's name, the car and full-width Call, Text and Email, then the conversation. Every
 * console page sales and the operator reach from its screens, at both widths: no sideways scroll and every
 * control at least 44 px each way (links inside a sentence excepted, WCAG 2.5.8), with a
 * screenshot of each kept in the report. The stock screens a salesperson uses in the yard (the
 * new car form with its VIN scan, and a car's screen with its photos) are among them, and axe-core
 * checks them at 320 px too.
 */

const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
] as const;
const MIN_TARGET = 44;
const sales = staffOf("sales");
const METRO = sales.site ?? "";

/** Each control on show smaller than MIN_TARGET either way, described for the failure. */
function smallTapTargets(page: Page) {
  return page.evaluate((min) => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary',
    );
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) {
        continue;
      }
      const own = control.getBoundingClientRect();
      if (own.width <= 1 || own.height <= 1) continue; // visually hidden (a skip link)
      // A link inside a sentence keeps the line's height (2.5.8's inline exception).
      if (control.tagName === "A" && getComputedStyle(control).display === "inline") {
        const words = control.parentElement?.textContent?.trim().length ?? 0;
        if (words > (control.textContent?.trim().length ?? 0)) continue;
      }
      // A tick box's or radio's target is itself with its labels (a tap on either ticks it).
      const isChoice = control.matches('input[type="checkbox"], input[type="radio"]');
      const labels = isChoice ? [...((control as HTMLInputElement).labels ?? [])] : [];
      const rects = [control, ...labels].map((part) => part.getBoundingClientRect());
      const box = {
        width: Math.max(...rects.map((r) => r.right)) - Math.min(...rects.map((r) => r.left)),
        height: Math.max(...rects.map((r) => r.bottom)) - Math.min(...rects.map((r) => r.top)),
      };
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const name =
          control.getAttribute("aria-label") ??
          (control.textContent?.trim() || labels[0]?.textContent?.trim()) ??
          "";
        const type = control.getAttribute("type");
        const where = [control.parentElement, control.parentElement?.parentElement]
          .map((element) => element?.tagName.toLowerCase())
          .join("<");
        small.push(
          `${where} > ${control.tagName.toLowerCase()}${type ? `[${type}]` : ""} "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  }, MIN_TARGET);
}

/**
 * Each element on show that stays put while the page scrolls (fixed or sticky): with the
 * on-screen keyboard up there is little height left, and such a bar would cover the field
 * being typed in or its button.
 */
function pinnedElements(page: Page) {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((element) => /^(fixed|sticky)$/.test(getComputedStyle(element).position))
      .filter((element) => element.checkVisibility() && element.getBoundingClientRect().height > 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80)),
  );
}

/** Whether the middle of `control` is itself on top (no other element drawn over it). */
function isUncovered(control: Locator) {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** Checks the page at each phone width and keeps a screenshot of each in the report. */
async function checkOnPhones(page: Page, info: TestInfo, label: string) {
  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    await expectNoSidewaysScroll(page);
    expect.soft(await smallTapTargets(page), `${label} at ${phone.width} px`).toEqual([]);
    expect.soft(await pinnedElements(page), `${label} at ${phone.width} px`).toEqual([]);
    await info.attach(`${label} at ${phone.width} px`, {
      body: await page.screenshot({ fullPage: false }),
      contentType: "image/png",
    });
  }
}

/** A console path with its ids as placeholders: one page of each kind is enough. */
const shapeOf = (path: string) =>
  path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, ":uuid").replace(/\/\d+(?=\/|$)/g, "/:id");

/**
 * The yard's screens: the car form (sales reach it from the menu's "Add a car") and a car's own
 * screen with its photos (the operator reaches it from the stock list).
 */
const YARD_SHAPES = {
  sales: ["/console/stock/new"],
  "platform-operator": ["/console/stock/:id"],
} as const;
const isYardShape = (shape: string) =>
  Object.values(YARD_SHAPES).some((shapes) => (shapes as readonly string[]).includes(shape));

/** Links that leave the console's pages: downloads, feeds, previews, sign-out, the shopper's. */
const SKIPPED = /\/files\/|\.csv|\/latest|\/preview|\/unsubscribe|\/sign-in|\/vin\b/;

/**
 * Every console page `page`'s user reaches by its links from the console's home, one per shape,
 * each checked at both phone widths as it is reached (one visit a page); the paths checked.
 */
async function checkConsolePagesOf(page: Page, info: TestInfo, role: string, limit = 40) {
  const seen = new Map<string, string>();
  const queue = ["/console"];
  while (queue.length > 0 && seen.size < limit) {
    const path = queue.shift() ?? "";
    const shape = shapeOf(path);
    if (seen.has(shape)) continue;
    seen.set(shape, path);
    await page.setViewportSize(PHONES[0]);
    await page.goto(path);
    const links = await page
      .locator("a[href^='/console']:not([download])")
      .evaluateAll((anchors) =>
        anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
      );
    for (const link of links) {
      if (!SKIPPED.test(link) && !seen.has(shapeOf(link))) queue.push(link);
    }
    await checkOnPhones(page, info, `${role} ${shape}`);
    if (isYardShape(shape)) await expectNoAxeViolations(page);
  }
  return [...seen.values()];
}

for (const phone of PHONES) {
  test(`on a ${phone.width} px phone the first lead is on the first screen and a lead opens with Call, Text and Email`, async ({
    page,
  }, info) => {
    const name = `Yard Lead ${phone.width} ${Date.now()}`;
    const leadId = await sendLead(page, portOf(info), METRO, name, "dandenong");
    await signInToConsole(page, sales.email);
    await page.setViewportSize(phone);

    await page.goto("/console/leads");
    // The menu and the filters are one button each; the list comes first.
    await expect(page.getByRole("navigation", { name: "Console" })).toBeHidden();
    await expect(page.getByRole("search", { name: "Filter leads" })).toBeHidden();
    const firstCard = page.locator("li[data-lead-card]").first();
    const cardTop = (await firstCard.boundingBox())?.y ?? Infinity;
    expect(cardTop).toBeLessThan(phone.height - 100);
    await page.getByText("Filters", { exact: true }).click();
    await expect(page.getByRole("search", { name: "Filter leads" })).toBeVisible();
    await page.getByText("Menu", { exact: true }).click();
    await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();

    // A filter set keeps them open, and the button says how many are set.
    await page.goto(`/console/leads?q=${encodeURIComponent(name)}`);
    await expect(page.getByText("Filters (1 set)")).toBeVisible();
    await expect(page.getByRole("search", { name: "Filter leads" })).toBeVisible();

    await page.goto(`/console/leads/${leadId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const who = name.split(" ")[0];
    const call = page.getByRole("link", { name: `Call ${who}` });
    await expect(call).toHaveAttribute("href", /^tel:\+614\d{8}$/);
    await expect(page.getByRole("link", { name: `Text ${who}` })).toHaveAttribute(
      "href",
      /^(#reply-by-text|sms:\+614\d{8})$/,
    );
    const email = page.getByRole("link", { name: `Email ${who}` });
    for (const action of [call, email]) {
      const box = await action.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(MIN_TARGET);
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(phone.height);
    }
    // The conversation comes before the lead's details.
    const conversationTop = (
      await page.getByRole("heading", { name: "Conversation" }).boundingBox()
    )?.y;
    const detailsTop = (await page.getByRole("heading", { name: "Details" }).boundingBox())?.y;
    expect(conversationTop ?? Infinity).toBeLessThan(detailsTop ?? 0);

    // Email opens the console's own reply, so the answer stays in the lead's conversation.
    await email.click();
    await expect(page).toHaveURL(/#reply-by-email$/);
    await expect(page.getByRole("heading", { name: "Reply by email" })).toBeInViewport();
    await info.attach(`lead page at ${phone.width} px`, {
      body: await page.screenshot(),
      contentType: "image/png",
    });

    // The on-screen keyboard resizes the page rather than covering it, so at the height it
    // leaves the message being typed and its Send button scroll into view, nothing over them.
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
      "content",
      /interactive-widget=resizes-content/,
    );
    await page.setViewportSize({ width: phone.width, height: 360 });
    const reply = page.locator(`#reply-by-email`);
    const message = reply.getByRole("textbox", { name: /^Message/ });
    await message.focus();
    await expect(message).toBeInViewport();
    expect(await isUncovered(message)).toBe(true);
    const send = reply.getByRole("button", { name: "Send email" });
    await send.scrollIntoViewIfNeeded();
    await expect(send).toBeInViewport({ ratio: 1 });
    expect(await isUncovered(send)).toBe(true);
    await info.attach(`reply with the keyboard up at ${phone.width} px`, {
      body: await page.screenshot(),
      contentType: "image/png",
    });
  });
}

// Sales (the lead's own screens and forms) and the operator (who reaches every other screen,
// with the most controls on each); marketing's and a dealer admin's screens are the operator's
// with fewer controls, so sweeping them again costs CI minutes and finds nothing new.
for (const role of ["sales", "platform-operator"] as const) {
  test(`every console page ${role} reaches fits a 390 and a 320 px phone`, async ({
    page,
  }, info) => {
    test.setTimeout(240_000);
    if (role === "sales") await sendLead(page, portOf(info), METRO, `Phone Sweep ${Date.now()}`);
    await signInToConsole(page, staffOf(role).email);
    const pages = await checkConsolePagesOf(page, info, role);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.map(shapeOf)).toEqual(expect.arrayContaining([...YARD_SHAPES[role]]));
  });
}
