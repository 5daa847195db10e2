import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures.ts";
import { MAIL_DIR } from "./mail-catcher.ts";

/**
 * The weekly report's unsubscribe page on the platform host: the link of a report the worker
 * mailed (the run's mail catcher has it) asks first, then stops the reports; a forged link is
 * refused. axe-core on each state, the button by keyboard.
 */

/** The signed query (u, t) of the newest weekly report's List-Unsubscribe link, if any. */
function reportLink(): { u: string; t: string } | null {
  for (const file of readdirSync(MAIL_DIR).sort().reverse()) {
    // Long headers are folded onto the next line: unfold before reading one.
    const raw = readFileSync(path.join(MAIL_DIR, file), "utf8").replace(/\r?\n[ \t]+/g, " ");
    const header = /^List-Unsubscribe:\s*<([^>]+)>/im.exec(raw)?.[1]?.replace(/\s+/g, "");
    if (!header?.includes("/console/unsubscribe")) continue;
    const url = new URL(header);
    const u = url.searchParams.get("u");
    const t = url.searchParams.get("t");
    if (u && t) return { u, t };
  }
  return null;
}

test("a weekly report's unsubscribe link asks, then stops the reports; a forged one is refused", async ({
  page,
}) => {
  test.slow();
  await page.goto("/console/unsubscribe?u=1&t=forged");
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "This unsubscribe link is not valid.",
  );
  await expectNoAxeViolations(page);

  // The worker queues last week's reports when it starts; a send before the mail catcher was up
  // is retried within seconds.
  await expect
    .poll(reportLink, { timeout: 120_000, message: "a weekly report in the mail catcher" })
    .not.toBeNull();
  const { u, t } = reportLink()!;
  await page.goto(`/console/unsubscribe?${new URLSearchParams({ u, t }).toString()}`);
  const button = page.getByRole("button", { name: "Unsubscribe" });
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page);
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    "gets no more weekly reports",
  );
  await expectNoAxeViolations(page);
});
