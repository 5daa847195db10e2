/**
 * The accessibility check's cost: the e2e specs run axe-core on about 150 pages; this times one
 * run on a page in the specs' way (`axeCheck`: in the page, violations only) and in axe-core's
 * default way from Playwright (`axeDefaultRun`: frame by frame, finished in a new blank page,
 * every result listed), and checks both find the same violations.
 *
 *   node --import tsx bench/axe-run.ts [--sites metro-pre-owned] [--rounds 3] [--port 3460]
 *        [--chrome /usr/bin/chromium-headless-shell] [--write]
 *
 * Per site: the home page, the default search, the first vehicle the home links to, and four
 * form pages; each opened once per round, then checked in both ways in turn (the order swapped
 * every round). Then one form page with three violations planted (an image without a text
 * alternative, faint text, a nameless button): both ways must name the same rules and nodes.
 * Exits 1 when the two ever disagree.
 *
 * Starts its own production server (`next start`, building first only when there is no build)
 * with a fresh DATA_DIR. --write puts the table in docs/performance-log.md between the bench:axe-run
 * markers.
 */
import type { Page } from "@playwright/test";
import { axeCheck, axeDefaultRun } from "../apps/web/e2e/axe-run.ts";
import { defaultSearchPath, firstVehiclePath } from "./lib/demo-pages.ts";
import { benchArgs, intOption, runBench } from "./lib/options.ts";
import { reportTable } from "./lib/performance-doc.ts";
import { runInfo, runPreamble } from "./lib/run-info.ts";
import { SITE_BROWSER_OPTIONS, siteBrowserSettings, withSiteBrowser } from "./lib/site-browser.ts";

const SECTION = "axe-run";
const SECTION_TITLE = "## The accessibility check's cost (e2e)";
const FIRST_PORT = 3460;
const FORM_PAGES = ["/contact", "/service", "/trade-in", "/our-locations"];
const PLANTED =
  '<img src="/missing.png"><p style="color:#bbb;background:#fff">Faint words</p><button></button>';

const args = benchArgs(import.meta.url, {
  ...SITE_BROWSER_OPTIONS,
  sites: { type: "string", default: "metro-pre-owned" },
  rounds: { type: "string", default: "3" },
});
const ROUNDS = intOption("rounds", args.rounds, 1, 20);
const { sites: SITES, options: BROWSER } = siteBrowserSettings(args, FIRST_PORT);

const WAYS = { "in the page, violations only": axeCheck, "axe-core's default": axeDefaultRun };
type Way = keyof typeof WAYS;

/** One run's findings, as the specs report them: rule ids with their nodes. */
async function findings(page: Page, way: Way): Promise<{ ms: number; found: string[] }> {
  const started = performance.now();
  const results = await WAYS[way](page).analyze();
  const ms = performance.now() - started;
  const found = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  return { ms, found: found.sort() };
}

async function main(): Promise<number> {
  const info = runInfo();
  const ways = Object.keys(WAYS) as Way[];
  const times = new Map<Way, number[]>(ways.map((way) => [way, []]));
  const disagreements: string[] = [];
  let planted = "";
  await withSiteBrowser(BROWSER, async (port, browser) => {
    const page = await (await browser.newContext()).newPage();
    for (const site of SITES) {
      const vehicle = await firstVehiclePath(port, site);
      if (!vehicle) throw new Error(`${site.slug}: the home page links to no vehicle`);
      const base = `http://${site.slug}.localhost:${port}`;
      const paths = ["/", defaultSearchPath(site), vehicle, ...FORM_PAGES];
      for (let round = 0; round < ROUNDS; round += 1) {
        const order = round % 2 === 0 ? ways : [...ways].reverse();
        for (const path of paths) {
          await page.goto(`${base}${path}`);
          const seen = new Map<Way, string[]>();
          for (const way of order) {
            const { ms, found } = await findings(page, way);
            times.get(way)!.push(ms);
            seen.set(way, found);
          }
          const [a, b] = ways.map((way) => JSON.stringify(seen.get(way)));
          if (a !== b) disagreements.push(`${site.slug}${path}: ${a} against ${b}`);
        }
      }
      await page.goto(`${base}/contact`);
      await page.evaluate((html) => {
        document.querySelector("main")?.insertAdjacentHTML("afterbegin", html);
      }, PLANTED);
      const [a, b] = [
        (await findings(page, ways[0]!)).found,
        (await findings(page, ways[1]!)).found,
      ];
      planted = (a ?? []).map((line) => line.split(":")[0]).join(", ");
      if (JSON.stringify(a) !== JSON.stringify(b) || (a ?? []).length < 3) {
        disagreements.push(
          `${site.slug} planted: ${JSON.stringify(a)} against ${JSON.stringify(b)}`,
        );
      }
      console.log(`${site.slug}: ${paths.length} pages x ${ROUNDS} rounds, planted: ${planted}`);
    }
  });
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[values.length >> 1]!;
  const table = [
    "| way | runs | mean ms | median ms | slowest ms |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...ways.map((way) => {
      const values = times.get(way)!;
      return `| ${way} | ${values.length} | ${Math.round(mean(values))} | ${Math.round(median(values))} | ${Math.round(Math.max(...values))} |`;
    }),
  ].join("\n");
  await reportTable(
    { name: SECTION, title: SECTION_TITLE },
    runPreamble(
      info,
      `one \`next start\` (fresh PGlite DATA_DIR), one Chromium page at its default size; sites ${SITES.map((s) => s.slug).join(", ")}; per site the home, default search, first vehicle and ${FORM_PAGES.join(", ")}, each opened once per round (${ROUNDS} rounds) and checked both ways in turn, the order swapped each round; the time of \`analyze()\` alone. Both ways found the same violations on every page${disagreements.length ? " EXCEPT where listed below" : ""}, and the same planted ones (${planted}).`,
    ),
    disagreements.length ? `${table}\n\nDisagreements:\n\n${disagreements.join("\n")}` : table,
    args.write,
  );
  if (disagreements.length) console.error(disagreements.join("\n"));
  return disagreements.length ? 1 : 0;
}

runBench(main);
