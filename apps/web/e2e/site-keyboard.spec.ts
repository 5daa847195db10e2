import type { Locator, Page } from "@playwright/test";
import { contrastRatio } from "@forecourt/core/site/brand-colours";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

/**
 * A keyboard walk of each site's home, vehicle and search pages (WCAG 2.4.7, 2.4.11, 1.4.11):
 * every control Tab reaches is in view and not covered by anything fixed to the screen (the
 * cookie bar, the phone's action bar, a chat card), and its focus indicator changes pixels at
 * 3:1 or more against what was there before (measured once for each look: element, classes and
 * the colour behind it). Form field borders keep 3:1 too.
 */

const settingsOf = (slug: string) =>
  siteSettingsSchema.parse(DEMO_SITES.find((demo) => demo.slug === slug)?.settings ?? {});

/** Stops taken from the top of each page, then from the footer's first link. */
const TOP_STOPS = 30;
const FOOTER_STOPS = 10;
/** The room a focus ring may take around its control, in CSS pixels. */
const RING_ROOM = 8;
const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };

type Stop = {
  name: string;
  /**
   * What decides how its focus indicator looks: the control's element and classes, and the
   * colour behind it. Stops alike in these draw the same indicator on the same ground.
   */
  look: string;
  box: { x: number; y: number; width: number; height: number };
  /** What covers the control's centre, if anything does. */
  coveredBy: string | null;
};

/** The focused element: its name, its box, and what (if anything) lies over its centre. */
function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element.tagName === "IFRAME") return null;
    const describe = (node: Element) =>
      `${node.tagName.toLowerCase()} "${(node.getAttribute("aria-label") ?? node.textContent ?? "").trim().slice(0, 40)}"`;
    const rect = element.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const inView = x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight;
    const hit = inView ? document.elementFromPoint(x, y) : null;
    const isClear = hit !== null && (element.contains(hit) || hit.contains(element));
    let ground = "transparent";
    for (let up: Element | null = element; up; up = up.parentElement) {
      const colour = getComputedStyle(up).backgroundColor;
      if (colour !== "transparent" && !/^rgba\(.*, 0\)$/.test(colour)) {
        ground = colour;
        break;
      }
    }
    return {
      name: describe(element),
      look: `${element.tagName} ${element.getAttribute("class") ?? ""} on ${ground}`,
      box: { x: rect.left, y: rect.top, width: rect.width, height: rect.height },
      coveredBy: isClear ? null : hit ? describe(hit) : "out of view",
    };
  });
}

/**
 * Pixels of `clip` that the focus indicator changes at 3:1 or more: the focused control is
 * captured, then the same box with the focus taken away (and given back after); `lab` is a
 * blank page that compares the two.
 */
async function indicatorPixels(page: Page, lab: Page, clip: Stop["box"]): Promise<number> {
  const shot = () =>
    page
      .screenshot({ clip, animations: "disabled", caret: "hide" })
      .then((b) => b.toString("base64"));
  const focused = await shot();
  const handle = await page.evaluateHandle(() => document.activeElement as HTMLElement);
  await handle.evaluate((element) => element.blur());
  const unfocused = await shot();
  await handle.evaluate((element) => element.focus({ preventScroll: true }));
  // Compared on a blank page: the site's content security policy keeps data: URLs out.
  return lab.evaluate(
    async ([a, b]: [string, string]) => {
      const pixels = async (base64: string) => {
        const image = await createImageBitmap(
          await (await fetch(`data:image/png;base64,${base64}`)).blob(),
        );
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [before, after] = [await pixels(b), await pixels(a)];
      const luminance = (data: Uint8ClampedArray, i: number) => {
        const linear = (v: number) => {
          const s = v / 255;
          return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return (
          0.2126 * linear(data[i] ?? 0) +
          0.7152 * linear(data[i + 1] ?? 0) +
          0.0722 * linear(data[i + 2] ?? 0)
        );
      };
      let count = 0;
      for (let i = 0; i < before.length; i += 4) {
        const [light, dark] = [luminance(before, i), luminance(after, i)].sort((x, y) => y - x);
        if (((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05) >= 3) count += 1;
      }
      return count;
    },
    [focused, unfocused] as [string, string],
  );
}

/**
 * Checks the stop Tab (or a focus) has just reached; false once focus has left the page. Every
 * stop must be in view and uncovered; the indicator's pixels are measured once per look on a page
 * (`looks`: the looks measured so far), since stops alike draw the same indicator.
 */
async function checkStop(
  page: Page,
  lab: Page,
  seen: string[],
  looks: Set<string>,
): Promise<boolean> {
  const reached = await focusedStop(page);
  if (!reached) return false;
  seen.push(reached.name);
  // The page moves its fixed parts clear of a newly focused control (it scrolls the control up,
  // the chat card steps aside) in the frames after the focus: judged once those have run.
  // A busy machine can take a few seconds over those frames; the failure names what covers it.
  let coveredBy = reached.coveredBy;
  for (const deadline = Date.now() + 5_000; coveredBy !== null && Date.now() < deadline;) {
    await page.waitForTimeout(100);
    coveredBy = (await focusedStop(page))?.coveredBy ?? null;
  }
  expect(
    coveredBy,
    `${reached.name} is hidden by ${coveredBy} (focus not obscured, 2.4.11)`,
  ).toBeNull();
  // A look already measured needs no second reading; a new one is read again for its box, once
  // the page's frames have run.
  if (looks.has(reached.look)) return true;
  const stop = (await focusedStop(page)) ?? reached;
  if (looks.has(stop.look)) return true;
  looks.add(stop.look);
  const viewport = page.viewportSize() ?? DESKTOP;
  const left = Math.max(0, stop.box.x - RING_ROOM);
  const top = Math.max(0, stop.box.y - RING_ROOM);
  const clip = {
    x: left,
    y: top,
    width: Math.min(viewport.width, stop.box.x + stop.box.width + RING_ROOM) - left,
    height: Math.min(viewport.height, stop.box.y + stop.box.height + RING_ROOM) - top,
  };
  // A ring one pixel wide all round at the least (a 3 px ring gives about three times this).
  const perimeter =
    2 * (Math.min(stop.box.width, viewport.width) + Math.min(stop.box.height, viewport.height));
  expect(
    await indicatorPixels(page, lab, clip),
    `${stop.name}: pixels its focus indicator changes at 3:1 (2.4.7, 1.4.11)`,
  ).toBeGreaterThanOrEqual(perimeter);
  return true;
}

/** Tabs through the page from its top, then from the footer; returns the stops' names. */
async function walk(page: Page): Promise<string[]> {
  const seen: string[] = [];
  const looks = new Set<string>();
  const lab = await page.context().newPage();
  await page.keyboard.press("Tab");
  for (let i = 0; i < TOP_STOPS && (await checkStop(page, lab, seen, looks)); i++) {
    await page.keyboard.press("Tab");
  }
  await page.locator("footer a").first().focus();
  for (let i = 0; i < FOOTER_STOPS && (await checkStop(page, lab, seen, looks)); i++) {
    await page.keyboard.press("Tab");
  }
  await lab.close();
  return seen;
}

/** Every visible text field's border keeps 3:1 against the white it sits on (1.4.11). */
async function expectFieldBorders(page: Page) {
  const borders = await page
    .locator("input:not([type=checkbox],[type=radio],[type=hidden]), select, textarea")
    .evaluateAll((fields) => {
      // Computed colours may be oklch(): a pixel painted with one gives its sRGB value.
      const context = document.createElement("canvas").getContext("2d");
      const hex = (colour: string) => {
        if (!context) return "#000000";
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
        return `#${[r, g, b].map((v) => (v ?? 0).toString(16).padStart(2, "0")).join("")}`;
      };
      return fields
        .filter((field) => field.getBoundingClientRect().width > 0)
        .map((field) => {
          const style = getComputedStyle(field);
          return {
            name: field.getAttribute("name") ?? field.id,
            width: parseFloat(style.borderTopWidth),
            colour: hex(style.borderTopColor),
          };
        })
        .filter((field) => field.width > 0);
    });
  expect(borders.length).toBeGreaterThan(0);
  for (const field of borders) {
    expect(
      contrastRatio(field.colour, "#ffffff"),
      `${field.name}'s border ${field.colour}`,
    ).toBeGreaterThanOrEqual(3);
  }
}

async function firstOf(locator: Locator): Promise<string> {
  const href = await locator.first().getAttribute("href");
  if (!href) throw new Error("no link to follow");
  return href;
}

test(
  "keyboard: every stop on the home, vehicle and search pages is in view with a visible focus (per site: brand colours, cookie bar and chat)",
  { tag: "@per-site" },
  async ({ page, site }) => {
    test.setTimeout(180_000);
    const settings = settingsOf(site.slug);
    const { paths, search } = settings;

    // Home, on a desktop screen. Where the site asks about cookies, the question comes first.
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const consent = page.getByRole("region", { name: "Cookie consent" });
    if (settings.analytics.requireConsent) await expect(consent).toBeVisible();
    const home = await walk(page);
    if (settings.analytics.requireConsent) {
      expect(home.slice(0, 2)).toEqual(['button "Decline"', 'button "Accept"']);
      await expectNoAxeViolations(page);
      // Escape puts the question away without answering it.
      await page.keyboard.press("Escape");
      await expect(consent).toBeHidden();
    }

    // Search, on a desktop screen.
    await page.goto(`${paths.search}/${search.defaultSlug}`);
    await expect(page.locator("main article").first()).toBeVisible();
    await walk(page);
    await expectFieldBorders(page);

    // A vehicle, on a phone: its action bar is fixed at the foot of the screen, and its controls
    // come right after the title rather than at the end of the page.
    const vehicle = await firstOf(page.locator(`main article a[href^="${paths.vehicleBase}/"]`));
    await page.setViewportSize(PHONE);
    await page.goto(vehicle);
    const bar = page.getByRole("navigation", { name: "Quick actions" });
    await expect(bar).toBeVisible();
    if (settings.analytics.requireConsent) await expect(consent).toBeVisible();
    const stops = await walk(page);
    const firstBarStop = stops.findIndex((name) =>
      /^(a|button) "(Call|Enquire|Inquire)/.test(name),
    );
    expect(
      firstBarStop,
      `the action bar's controls among ${stops.join(", ")}`,
    ).toBeGreaterThanOrEqual(0);
    expect(firstBarStop).toBeLessThan(TOP_STOPS);
    await expectNoAxeViolations(page);
  },
);
