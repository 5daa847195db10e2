/**
 * Page weight: the bytes of each demo site's home page, default search and vehicle page, and of
 * the JavaScript a first visit loads with them.
 *
 *   node --import tsx bench/page-weight.ts [--sites coastline-rv,lone-star-auto] [--port 3430]
 *        [--web-dir ../other/apps/web] [--chrome /usr/bin/chromium] [--write]
 *
 * Bytes are stable where timings are not, so one run on a busy machine is as good as any. For
 * each page:
 * - HTML: the document as served (uncompressed) and its transferred size with gzip, both fetched
 *   from 127.0.0.1 with the site's Host header;
 * - scripts from the built output: the `<script src>` files the HTML names (the no-module polyfill
 *   left out, since a current browser does not load it), read from `.next/static` and gzipped
 *   here at level 6, and the sizes of their Brotli copies (`.br` beside each file, written after
 *   the build; what the server sends a browser that takes br);
 * - the browser's network log: the page opened once in Chromium (a fresh profile, a 390x844
 *   phone viewport, no scrolling or clicks) until the network is idle, summing the encoded body
 *   bytes of every script and of every response, as the browser received them (Chromium takes br
 *   from `*.localhost`, as from any https site); then the page scrolled to its foot, counting the
 *   pages the router fetched ahead (`Next-Router-Prefetch` requests) for links the shopper only
 *   scrolled past.
 *
 * Starts its own production server (`next start`, building first only when there is no build)
 * with a fresh DATA_DIR. --web-dir serves another checkout's build (before/after in one run).
 * --write puts the table in docs/performance-log.md between the bench:page-weight markers.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Response } from "@playwright/test";
import { defaultSearchPath, firstVehiclePath } from "./lib/demo-pages.ts";
import { scriptSources } from "./lib/page-scripts.ts";
import { loopback } from "./lib/loopback.ts";
import { benchArgs, runBench } from "./lib/options.ts";
import { reportTable } from "./lib/performance-doc.ts";
import { runInfo, runPreamble } from "./lib/run-info.ts";
import { SITE_BROWSER_OPTIONS, siteBrowserSettings, withSiteBrowser } from "./lib/site-browser.ts";

const SECTION = "page-weight";
const SECTION_TITLE = "## Page weight";
const FIRST_PORT = 3430;
/** Screens (800 px wheel steps) scrolled after the first load, enough for the longest page. */
const SCROLL_SCREENS = 12;
/** Targets: uncompressed HTML, and JavaScript transferred on a first load. */
const HTML_TARGET = { home: 90_000, search: 90_000, vehicle: 45_000 } as const;
const SCRIPT_TARGET = { home: 120_000, search: 150_000, vehicle: 150_000 } as const;

const args = benchArgs(import.meta.url, SITE_BROWSER_OPTIONS);
const { sites: SITES, options: BROWSER } = siteBrowserSettings(args, FIRST_PORT);

type PageKind = keyof typeof HTML_TARGET;

type Weight = {
  site: string;
  kind: PageKind;
  path: string;
  html: number;
  htmlGzip: number;
  /** From the built output: the named scripts, gzipped here, and their Brotli copies if any. */
  builtScripts: { count: number; gzip: number; brotli: number | null };
  /** From Chromium's network log. */
  browser: {
    scripts: number;
    scriptBytes: number;
    requests: number;
    bytes: number;
    /** Pages the router fetched ahead once the page was scrolled to its foot, nothing clicked. */
    prefetchesScrolled: number;
  };
};

function builtScripts(html: string): Weight["builtScripts"] {
  let gzip = 0;
  let brotli: number | null = 0;
  const sources = scriptSources(html);
  for (const src of sources) {
    const file = path.join(BROWSER.webDir, ".next", "static", src.slice("/_next/static/".length));
    gzip += gzipSync(readFileSync(file), { level: 6 }).length;
    // A build made before Brotli copies existed (--web-dir of an older checkout) has none.
    brotli =
      brotli !== null && existsSync(`${file}.br`) ? brotli + statSync(`${file}.br`).size : null;
  }
  return { count: sources.length, gzip, brotli };
}

async function browserLoad(browser: Browser, url: string): Promise<Weight["browser"]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const responses: Response[] = [];
  page.on("response", (response) => responses.push(response));
  await page.goto(url, { waitUntil: "networkidle" });
  const firstLoad = responses.slice();
  let scripts = 0;
  let scriptBytes = 0;
  let bytes = 0;
  for (const response of firstLoad) {
    const request = response.request();
    const { responseBodySize } = await request.sizes();
    bytes += responseBodySize;
    if (request.resourceType() === "script") {
      scripts += 1;
      scriptBytes += responseBodySize;
    }
  }
  // Then scrolled to the foot as a shopper reading the page would, a screen at a time.
  for (let screens = 0; screens < SCROLL_SCREENS; screens += 1) {
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
  }
  await page.waitForLoadState("networkidle");
  let prefetchesScrolled = 0;
  for (const response of responses) {
    if ((await response.request().allHeaders())["next-router-prefetch"]) prefetchesScrolled += 1;
  }
  await context.close();
  return { scripts, scriptBytes, requests: firstLoad.length, bytes, prefetchesScrolled };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const mark = (value: number, target: number) => `${kb(value)}${value <= target ? "" : " ✗"}`;

function table(weights: Weight[]): string {
  const rows = weights.map(
    (w) =>
      `| ${w.site} | ${w.kind} | ${mark(w.html, HTML_TARGET[w.kind])} | ${kb(w.htmlGzip)} | ${w.builtScripts.count} | ${kb(w.builtScripts.gzip)} | ${w.builtScripts.brotli === null ? "-" : kb(w.builtScripts.brotli)} | ${w.browser.scripts} | ${mark(w.browser.scriptBytes, SCRIPT_TARGET[w.kind])} | ${w.browser.requests} | ${kb(w.browser.bytes)} | ${w.browser.prefetchesScrolled} |`,
  );
  return [
    "| site | page | HTML kB | HTML gzip kB | scripts named | their gzip kB (build) | their Brotli kB (build) | scripts loaded | script kB (browser) | requests | all kB (browser) | pages prefetched, scrolled |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}

async function main(): Promise<number> {
  const info = runInfo();
  return withSiteBrowser(BROWSER, async (port, browser) => {
    const weights: Weight[] = [];
    for (const site of SITES) {
      const host = `${site.slug}.localhost:${port}`;
      const vehicle = await firstVehiclePath(port, site);
      const pages: [PageKind, string | null][] = [
        ["home", "/"],
        ["search", defaultSearchPath(site)],
        ["vehicle", vehicle],
      ];
      for (const [kind, pagePath] of pages) {
        if (!pagePath) {
          console.warn(`${site.slug}: no ${kind} page found; left out.`);
          continue;
        }
        // Rendered once first, so that every figure is of the cached page a shopper gets.
        await loopback(port, { host, path: pagePath, timeoutMs: 60_000 });
        const plain = await loopback(port, { host, path: pagePath, timeoutMs: 60_000 });
        if (plain.status !== 200) throw new Error(`${host}${pagePath} answered ${plain.status}`);
        const zipped = await loopback(port, {
          host,
          path: pagePath,
          headers: { "accept-encoding": "gzip" },
          timeoutMs: 60_000,
        });
        const weight: Weight = {
          site: site.slug,
          kind,
          path: pagePath,
          html: plain.bytes,
          htmlGzip: zipped.bytes,
          builtScripts: builtScripts(plain.body),
          browser: await browserLoad(browser, `http://${host}${pagePath}`),
        };
        weights.push(weight);
        console.log(
          `${site.slug} ${kind} ${pagePath}: HTML ${weight.html} B (gzip ${weight.htmlGzip}), scripts ${weight.browser.scripts} / ${weight.browser.scriptBytes} B in the browser, ${weight.builtScripts.count} / ${weight.builtScripts.gzip} B from the build, ${weight.browser.prefetchesScrolled} pages prefetched when scrolled`,
        );
      }
    }
    await reportTable(
      { name: SECTION, title: SECTION_TITLE },
      runPreamble(
        info,
        "one `next start` (fresh PGlite DATA_DIR); HTML fetched from 127.0.0.1 plain and with `Accept-Encoding: gzip`; scripts named by the HTML read from `.next/static` and gzipped (level 6), and the sizes of their `.br` copies (what the server sends a browser that takes br); Chromium's network log of one first visit at 390x844 until the network is idle (it takes br from `*.localhost`), then the pages prefetched once it is scrolled to its foot with nothing clicked. kB = 1,000 bytes. ✗ marks a figure over its target (HTML: home and search 90 kB, vehicle 45 kB; scripts: home 120 kB, search and vehicle 150 kB).",
      ),
      table(weights),
      args.write,
    );
    return 0;
  });
}

runBench(main);
