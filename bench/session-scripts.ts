/**
 * Session scripts: the JavaScript one shopper's phone fetches step by step through a short visit,
 * so that what a first load saves can be weighed against what the parts loaded on demand cost.
 * The first load is what bench/page-weight.ts measures; a change that moves code between chunks
 * (how the bundler splits them, what is loaded on demand) can make it smaller and the rest of
 * the visit larger, which only this shows.
 *
 *   node --import tsx bench/session-scripts.ts [--sites coastline-rv,lone-star-auto] [--port 3440]
 *        [--web-dir ../other/apps/web] [--chrome /usr/bin/chromium] [--write]
 *
 * For each site, one fresh browser context at 390x844 (a phone), whose cache carries over from
 * step to step as a shopper's does:
 * 1. the home page opened, until its page view is recorded and no script has come for a second;
 * 2. the header's Menu pressed (the menu drawer's code);
 * 3. the default search page opened (a new document: only the scripts the cache lacks);
 * 4. its Filters pressed (the filters drawer's code);
 * 5. the first vehicle the home page links to opened;
 * 6. its enquiry scrolled into view (the forms, their engine and validation) until it is ready.
 * Each step counts the scripts from the build (`/_next/static/`) that it fetched and their bytes
 * as the browser received them (Brotli from `*.localhost`). Bytes do not move with load.
 *
 * Starts its own production server (`next start`, building first only when there is no build)
 * with a fresh DATA_DIR. --web-dir serves another checkout's build (before/after in one run).
 * --write puts the table in docs/performance-log.md between the bench:session-scripts markers.
 */
import type { Browser, Page, Response } from "@playwright/test";
import { defaultSearchPath, firstVehiclePath } from "./lib/demo-pages.ts";
import { benchArgs, runBench } from "./lib/options.ts";
import { reportTable } from "./lib/performance-doc.ts";
import { runInfo, runPreamble } from "./lib/run-info.ts";
import { SITE_BROWSER_OPTIONS, siteBrowserSettings, withSiteBrowser } from "./lib/site-browser.ts";

const SECTION = "session-scripts";
const SECTION_TITLE = "## Session scripts";
const FIRST_PORT = 3440;
const STEP_TIMEOUT_MS = 30_000;
/** A step is over once no script has come for this long. */
const QUIET_MS = 1_000;

const args = benchArgs(import.meta.url, SITE_BROWSER_OPTIONS);
const { sites: SITES, options: BROWSER } = siteBrowserSettings(args, FIRST_PORT);

const STEPS = ["home", "menu", "search page", "filters", "vehicle page", "enquiry"] as const;
type Step = (typeof STEPS)[number];
type Fetched = { scripts: number; bytes: number };
type Session = { site: string; steps: Record<Step, Fetched> };

/** Waits for the page view a page records as it finishes hydrating (a vehicle's `view_item`). */
const pageViewed = (page: Page) =>
  page.waitForFunction(
    () =>
      ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
        (entry) => entry.event === "page_view" || entry.event === "view_item",
      ),
    undefined,
    { timeout: STEP_TIMEOUT_MS },
  );

async function session(
  browser: Browser,
  origin: string,
  searchPath: string,
  vehiclePath: string,
): Promise<Record<Step, Fetched>> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  let arrived: Response[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && response.url().includes("/_next/static/"))
      arrived.push(response);
  });
  /** Runs a step, waits until no script has come for a second, and sums what it fetched. */
  const measure = async (act: () => Promise<unknown>): Promise<Fetched> => {
    arrived = [];
    await act();
    for (let count = -1; count !== arrived.length;) {
      count = arrived.length;
      await page.waitForTimeout(QUIET_MS);
    }
    // A script the cache already held is answered with no body from the network (size -1 or 0).
    let scripts = 0;
    let bytes = 0;
    for (const response of arrived) {
      const { responseBodySize } = await response.request().sizes();
      if (responseBodySize <= 0) continue;
      scripts += 1;
      bytes += responseBodySize;
    }
    return { scripts, bytes };
  };
  const open = async (url: string) => {
    await page.goto(url, { waitUntil: "networkidle", timeout: STEP_TIMEOUT_MS });
    await pageViewed(page);
  };
  const press = async (name: RegExp) => {
    await page.getByRole("button", { name }).first().click({ timeout: STEP_TIMEOUT_MS });
    await page.getByRole("dialog").first().waitFor({ timeout: STEP_TIMEOUT_MS });
  };
  try {
    const steps = {} as Record<Step, Fetched>;
    steps.home = await measure(() => open(`${origin}/`));
    steps.menu = await measure(() => press(/^Menu$/));
    await page.keyboard.press("Escape");
    steps["search page"] = await measure(() => open(`${origin}${searchPath}`));
    steps.filters = await measure(() => press(/^Filters/));
    await page.keyboard.press("Escape");
    steps["vehicle page"] = await measure(() => open(`${origin}${vehiclePath}`));
    steps.enquiry = await measure(async () => {
      const section = page.locator("#vehicle-enquiry");
      await section.scrollIntoViewIfNeeded({ timeout: STEP_TIMEOUT_MS });
      await section
        .locator("[data-form-pending]")
        .waitFor({ state: "detached", timeout: STEP_TIMEOUT_MS });
    });
    return steps;
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function table(sessions: Session[]): string {
  const cell = ({ scripts, bytes }: Fetched) => `${scripts} / ${kb(bytes)}`;
  const rows = sessions.map((row) => {
    const total = STEPS.reduce(
      (sum, step) => ({
        scripts: sum.scripts + row.steps[step].scripts,
        bytes: sum.bytes + row.steps[step].bytes,
      }),
      { scripts: 0, bytes: 0 },
    );
    return `| ${row.site} | ${STEPS.map((step) => cell(row.steps[step])).join(" | ")} | ${cell(total)} |`;
  });
  return [
    `| site | ${STEPS.join(" | ")} | whole visit |`,
    `| --- | ${STEPS.map(() => "---:").join(" | ")} | ---: |`,
    ...rows,
  ].join("\n");
}

async function main(): Promise<number> {
  const info = runInfo();
  return withSiteBrowser(BROWSER, async (port, browser) => {
    const sessions: Session[] = [];
    for (const site of SITES) {
      const vehicle = await firstVehiclePath(port, site);
      if (!vehicle) throw new Error(`${site.slug}: the home page links to no vehicle`);
      const steps = await session(
        browser,
        `http://${site.slug}.localhost:${port}`,
        defaultSearchPath(site),
        vehicle,
      );
      sessions.push({ site: site.slug, steps });
      console.log(
        `${site.slug}: ${STEPS.map((step) => `${step} ${steps[step].scripts} / ${steps[step].bytes} B`).join(", ")}`,
      );
    }
    await reportTable(
      { name: SECTION, title: SECTION_TITLE },
      runPreamble(
        info,
        "one `next start` (fresh PGlite DATA_DIR); per site, one fresh Chromium context at 390x844 whose cache carries over between steps: the home page opened (until its page view and a second with no script), the Menu pressed, the default search page opened, its Filters pressed, the first vehicle the home page links to opened, its enquiry scrolled into view until ready. Each cell: the scripts from the build that step fetched / their kB as the browser received them (Brotli). kB = 1,000 bytes.",
      ),
      table(sessions),
      args.write,
    );
    return 0;
  });
}

runBench(main);
