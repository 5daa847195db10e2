import {
  COLLAPSE_MS,
  TOOLTIP_BASE_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from "@forecourt/core/site/timings";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { expect, test } from "./fixtures.ts";

/** Spec §9 timings where a shopper sees them: the card heart's tooltip and the filter sections. */
test.describe("§9 timings", () => {
  test("a card's heart shows its name after the base delay (700 ms) on hover, at once on keyboard focus", async ({
    page,
  }) => {
    await page.goto("/");
    const heart = page.locator("main article button[data-favourite]").first();
    const tooltip = heart.locator("[data-tooltip]");
    await heart.scrollIntoViewIfNeeded();
    await expect(tooltip).toBeHidden();
    // The native title is gone: one tooltip, on the site's timing.
    await expect(heart).not.toHaveAttribute("title");

    const hoveredAt = Date.now();
    await heart.hover();
    await page.waitForTimeout(TOOLTIP_BASE_DELAY_MS / 2);
    await expect(tooltip).toBeHidden();
    await expect(tooltip).toBeVisible();
    expect(Date.now() - hoveredAt).toBeGreaterThanOrEqual(TOOLTIP_BASE_DELAY_MS);
    await expect(tooltip).toHaveText(/^Save .+ to favourites$/);
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();

    // Away from it for longer than the skip delay, then back by keyboard: no wait.
    await page.mouse.move(0, 0);
    await page.waitForTimeout(TOOLTIP_SKIP_DELAY_MS * 2);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(heart).toBeFocused();
    await expect(tooltip).toBeVisible({ timeout: TOOLTIP_BASE_DELAY_MS - 100 });
  });

  test("a filter section opens over the collapse time (300 ms), not at once", async ({
    page,
    site,
  }) => {
    const settings = siteSettingsSchema.parse(
      DEMO_SITES.find((demo) => demo.slug === site.slug)?.settings ?? {},
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${settings.paths.search}/${settings.search.defaultSlug}`);
    const section = page.locator("details.collapsible").first();
    await expect(section).toBeVisible();
    const duration = await section.evaluate(
      (el) => getComputedStyle(el, "::details-content").transitionDuration,
    );
    expect(duration.split(",").map((d) => d.trim())).toContain(`${COLLAPSE_MS / 1000}s`);

    const samples = await section.evaluate(async (el: HTMLDetailsElement) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      el.open = false;
      await new Promise((resolve) => setTimeout(resolve, 500));
      const closed = el.getBoundingClientRect().height;
      el.open = true;
      const start = performance.now();
      const heights: [number, number][] = [];
      while (performance.now() - start < 700) {
        await frame();
        heights.push([performance.now() - start, el.getBoundingClientRect().height]);
      }
      return { closed, heights };
    });
    const open = samples.heights.at(-1)![1];
    expect(open).toBeGreaterThan(samples.closed + 10);
    // Part-way through the collapse time the section is still growing...
    const early = samples.heights.filter(([t]) => t > 20 && t < COLLAPSE_MS * 0.6);
    expect(early.some(([, h]) => h > samples.closed && h < open - 1)).toBe(true);
    // ...and it is fully open once the time has passed.
    const late = samples.heights.filter(([t]) => t > COLLAPSE_MS + 150);
    expect(late.every(([, h]) => Math.abs(h - open) < 1)).toBe(true);
  });
});
