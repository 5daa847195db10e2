import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import type { SiteExpectations } from "../playwright.config.ts";

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

/** Runs axe-core on the page; any violation fails with its rule ids and targets. */
export async function expectNoAxeViolations(page: Page) {
  // Metadata is streamed: right after a client-side navigation the title can still be on its way.
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}
