import { test as base, expect, type Page } from "@playwright/test";
import type { SiteExpectations } from "../playwright.config.ts";
import { axeCheck } from "./axe-run.ts";

export const test = base.extend<{ site: SiteExpectations }>({
  // Playwright reads fixture dependencies from the destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  site: async ({}, use, testInfo) => {
    await use(testInfo.project.metadata as SiteExpectations);
  },
});

export { expect };

/** Named searches the stock-writes spec creates for a moment; listings that run beside it skip them. */
export const WRITTEN_SLUG_PREFIX = "e2e-written-";

/**
 * How the content studio's spec titles the offer it publishes on the primary site for a minute:
 * the storefront's offer listing, which runs beside it, leaves such offers out of its count.
 */
export const STUDIO_OFFER_PREFIX = "Studio runout";

/**
 * Runs axe-core on the page with the WCAG 2.2 AA rules (and axe's best practices); any
 * violation fails with its rule ids and targets. Every page type and dialog state the specs
 * visit comes through here.
 */
export async function expectNoAxeViolations(page: Page) {
  // Metadata is streamed: right after a client-side navigation the title can still be on its way.
  await expect(page).toHaveTitle(/\S/);
  // In the page, violations only: 2.6 times quicker than axe-core's default, the same findings
  // (bench/axe-run.ts, docs/performance-log.md).
  const results = await axeCheck(page).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

/**
 * `path` answers 404 with the site's message in its document, under the site's header, and
 * keeps search engines out: what a shopper on an old link sees before any script (run it with
 * JavaScript off).
 */
export async function expectNotFoundDocument(page: Page, path: string, siteName: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" }), path).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" }), path).toBeVisible();
  await expect(
    page.getByRole("banner").getByRole("link", { name: new RegExp(siteName) }),
    path,
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]').first(), path).toHaveAttribute(
    "content",
    /noindex/,
  );
}

/**
 * The page does not scroll sideways (WCAG 1.4.10 at 320 px; a wide table scrolls inside its own
 * region). On failure it names the outermost elements reaching past the right edge, which is
 * where to look.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const edge = root.clientWidth + 0.5;
    const styleOf = (element: Element) => getComputedStyle(element);
    const clips = (element: Element) =>
      ["auto", "scroll", "hidden", "clip"].includes(styleOf(element).overflowX);
    const isOutOfFlow = (element: Element) =>
      ["absolute", "fixed"].includes(styleOf(element).position);
    // Its box, or what spills out of a box that does not clip (a long word).
    const reachesPast = (element: Element) => {
      const { left, right } = element.getBoundingClientRect();
      return right > edge || (!clips(element) && left + element.scrollWidth > edge);
    };
    const outermost = [...document.querySelectorAll("body *")].filter((element) => {
      if (!reachesPast(element)) return false;
      // An absolutely placed element is clipped only by a scroller that is, or holds, its
      // containing block (a positioned ancestor); a visually hidden label in a wide table's last
      // column escapes a static scroller and widens the page.
      let isFree = isOutOfFlow(element);
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (isFree) {
          // Boxes up to its containing block neither clip it nor stand for it.
          if (styleOf(up).position === "static") continue;
          isFree = isOutOfFlow(up);
        }
        if (clips(up) || reachesPast(up)) return false;
      }
      return true;
    });
    // A box that fits but whose content spills: the deepest such is the word or row to fix.
    const spilling = outermost.filter((element) => element.getBoundingClientRect().right <= edge);
    const deepest = spilling.flatMap((top) =>
      [...top.querySelectorAll("*")].filter(
        (element) => reachesPast(element) && ![...element.children].some(reachesPast),
      ),
    );
    const names = [...outermost, ...deepest].map((element) => {
      const { width } = element.getBoundingClientRect();
      const label = element.getAttribute("aria-label") ?? element.id;
      return `${element.tagName.toLowerCase()}${label ? `[${label}]` : ""}.${String(element.className).slice(0, 60)} (${Math.round(width)} px)`;
    });
    return { scroll: root.scrollWidth - root.clientWidth, wider: names.slice(0, 5) };
  });
  expect(overflow.scroll, overflow.wider.join(", ")).toBeLessThanOrEqual(0);
}

/** A console screen on a phone: no sideways scroll, and axe-clean. */
export async function expectFits(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
}
