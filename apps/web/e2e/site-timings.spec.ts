import {
  COLLAPSE_MS,
  TOOLTIP_BASE_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from "@forecourt/core/time/timings";
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

    // Timed inside the page, so a busy machine's delays between the test and the browser do not
    // count: from the pointer entering the heart to the tooltip shown.
    await heart.evaluate((el) => {
      const times: { enter?: number; shown?: number; focus?: number } = {};
      (window as unknown as { tooltipTimes: typeof times }).tooltipTimes = times;
      const tip = el.querySelector("[data-tooltip]")!;
      el.addEventListener("pointerover", (event) => (times.enter ??= event.timeStamp));
      el.addEventListener("focus", (event) => (times.focus = event.timeStamp));
      new MutationObserver(() => {
        if (!tip.hasAttribute("hidden")) times.shown = performance.now();
      }).observe(tip, { attributes: true, attributeFilter: ["hidden"] });
    });
    const times = () =>
      page.evaluate(
        () =>
          (
            window as unknown as {
              tooltipTimes: { enter?: number; shown?: number; focus?: number };
            }
          ).tooltipTimes,
      );
    await heart.hover();
    await expect(tooltip).toBeVisible();
    const hovered = await times();
    expect(hovered.shown! - hovered.enter!).toBeGreaterThanOrEqual(TOOLTIP_BASE_DELAY_MS);
    await expect(tooltip).toHaveText(/^Save .+ to favourites$/);
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();

    // Away from it for longer than the skip delay, then back by keyboard: no wait.
    await page.mouse.move(0, 0);
    await heart.focus();
    await page.keyboard.press("Shift+Tab");
    await page.waitForTimeout(TOOLTIP_SKIP_DELAY_MS * 2);
    await page.keyboard.press("Tab");
    await expect(heart).toBeFocused();
    await expect(tooltip).toBeVisible();
    const focused = await times();
    // Shown by the focus itself (a render), far sooner than any delay.
    expect(focused.shown! - focused.focus!).toBeLessThan(TOOLTIP_BASE_DELAY_MS / 2);
  });

  test("a filter section opens and closes over the collapse time (300 ms)", async ({
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

    // The content's height moves over that time (the computed transition above); closed, then
    // open once the time has passed.
    const closed = await section.evaluate(async (el: HTMLDetailsElement, ms) => {
      el.open = false;
      await new Promise((resolve) => setTimeout(resolve, ms * 2));
      return el.getBoundingClientRect().height;
    }, COLLAPSE_MS);
    const opened = await section.evaluate(async (el: HTMLDetailsElement, ms) => {
      el.open = true;
      await new Promise((resolve) => setTimeout(resolve, ms * 2));
      return el.getBoundingClientRect().height;
    }, COLLAPSE_MS);
    expect(opened).toBeGreaterThan(closed + 10);
  });

  test("a phone menu's group collapses over the collapse time (300 ms), not at once", async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: site.name });
    const group = drawer.getByRole("navigation", { name: "Main" }).locator("details").first();
    await group.locator("summary").click();
    await expect(group).toHaveAttribute("open", "");
    expect(
      await group.evaluate((el) => getComputedStyle(el, "::details-content").transitionDuration),
    ).toMatch(/^0\.3s(, 0\.3s)*$/);

    // The close as the browser draws it, frame by frame, timed inside the page so a busy
    // machine's delays between the test and the browser do not count.
    const closing = await group.evaluate(async (el: HTMLDetailsElement) => {
      const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      await settle(600);
      const open = el.getBoundingClientRect().height;
      const summary = el.querySelector("summary")!.getBoundingClientRect().height;
      const closedAt = performance.now();
      el.open = false;
      const frames: { at: number; height: number }[] = [];
      while (performance.now() - closedAt < 900) {
        await frame();
        frames.push({
          at: performance.now() - closedAt,
          height: el.getBoundingClientRect().height,
        });
      }
      await settle(300);
      return { open, summary, frames, closed: el.getBoundingClientRect().height };
    });
    const { open, summary, frames } = closing;
    expect(open).toBeGreaterThan(summary + 20);
    // Timed from the first frame that moved: a busy machine may draw the first frames late, and
    // the transition runs on the page's clock from where it began.
    const moved = frames.find((f) => f.height < open - 1);
    expect(moved, "moving, not stuck open").toBeDefined();
    const isClosed = (f: { height: number }) => Math.abs(f.height - summary) < 1;
    expect(isClosed(moved!), "moving, not closed at once").toBe(false);
    const closedAt = frames.find(isClosed);
    expect(closedAt, "closed within the frames drawn").toBeDefined();
    // About 300 ms from its first move to closed, give or take the longest wait between two
    // frames (each moment is known only to the frame that showed it): well over none, and well
    // under twice the collapse time.
    const gap = Math.max(...frames.map((f, i) => f.at - (i > 0 ? frames[i - 1]!.at : 0)));
    const took = closedAt!.at - moved!.at;
    const said = `closed ${Math.round(took)} ms after it began to move (frames up to ${Math.round(gap)} ms apart)`;
    expect(took, said).toBeGreaterThan(COLLAPSE_MS - gap - 50);
    expect(took, said).toBeLessThan(COLLAPSE_MS + gap + 100);
    expect(Math.abs(closing.closed - summary)).toBeLessThan(1);
  });
});
