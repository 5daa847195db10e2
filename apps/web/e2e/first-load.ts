import type { Page, Response } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * The scripts a page's first load brings, nothing pressed or scrolled: those its HTML names and
 * those fetched as it finishes hydrating (the recording code, and chat, sign-in or the consent
 * banner where the site has them). Hydration can end after the network first goes quiet on a busy
 * machine, and the page view (a vehicle page's `view_item`) is recorded at that moment: this waits for it, then for whatever
 * `until` says must have arrived, then for a second with no script. Shared by the per-site code
 * test (site-shell.spec) and the script budget (site-script-budget.spec).
 */
export async function firstLoadScripts(
  page: Page,
  path: string,
  until: (scripts: Response[]) => Promise<boolean> = async () => true,
): Promise<Response[]> {
  const scripts: Response[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === "script") scripts.push(response);
  };
  page.on("response", onResponse);
  await page.goto(path, { waitUntil: "networkidle" });
  await page.waitForFunction(() =>
    ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
      (entry) => entry.event === "page_view" || entry.event === "view_item",
    ),
  );
  await expect.poll(() => until(scripts), "the parts this page has").toBe(true);
  await expect
    .poll(async () => {
      const arrived = scripts.length;
      await page.waitForTimeout(1_000);
      return scripts.length === arrived;
    }, "no script for a second")
    .toBe(true);
  page.off("response", onResponse);
  return scripts;
}

/** The scripts' text, joined (to look for a string only one part's code holds). */
export const scriptText = async (scripts: Response[]) =>
  (await Promise.all(scripts.map((script) => script.text()))).join("\n");
