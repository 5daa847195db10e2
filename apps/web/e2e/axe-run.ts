import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rules every accessibility check runs: WCAG 2.2 AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * The check the specs run: axe-core in the page itself (`axe.run`), listing only the violations'
 * nodes. Only frames of the page's own origin are entered: a location's map is another site's,
 * checked as an element. bench/axe-run.ts compares it with axe-core's default below.
 */
export const axeCheck = (page: Page) =>
  new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode()
    .options({ resultTypes: ["violations"] });

/**
 * axe-core's default run from Playwright: frame by frame (`axe.runPartial`), the results finished
 * in a new blank page, every result's nodes listed.
 */
export const axeDefaultRun = (page: Page) => new AxeBuilder({ page }).withTags(AXE_TAGS);
