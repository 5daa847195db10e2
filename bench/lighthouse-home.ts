/**
 * Lighthouse mobile scores (performance, accessibility, SEO, best practices) of every demo
 * site's home page, against a running `next start` of the built app.
 *
 *   node --import tsx bench/lighthouse-home.ts --port 3350 [--runs 3]
 *
 * Uses Lighthouse's default mobile configuration (simulated slow 4G, 4x CPU slowdown, Moto G
 * Power viewport) and Debian's Chromium. Each page is requested once before measuring so the
 * render cache is warm (a visitor almost always gets a cached page). With --runs N the median of
 * N runs per site is reported. Prints a Markdown table.
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const port = Number(flag("port", "3350"));
const runs = Math.max(1, Number(flag("runs", "1")));
const CATEGORIES = ["performance", "accessibility", "seo", "best-practices"] as const;

type Scores = Record<(typeof CATEGORIES)[number], number> & { lcpMs: number; tbtMs: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main() {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const rows: string[] = [];
  const failures: string[] = [];
  try {
    for (const site of DEMO_SITES) {
      const url = `http://${site.slug}.localhost:${port}/`;
      // Node does not resolve *.localhost; warm the page through loopback with the site's host.
      await fetch(`http://127.0.0.1:${port}/`, {
        headers: { host: `${site.slug}.localhost:${port}` },
      }).then((r) => r.text());
      const results: Scores[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        results.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          seo: score("seo"),
          "best-practices": score("best-practices"),
          lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
        });
        for (const [id, audit] of Object.entries(lhr.audits)) {
          const category = ["accessibility", "seo"].find((c) =>
            lhr.categories[c]?.auditRefs.some((ref) => ref.id === id && ref.weight > 0),
          );
          if (category && audit.score !== null && audit.score < 1) {
            failures.push(`${site.slug}: ${category} ${id} (${audit.title})`);
          }
        }
      }
      const pick = (key: keyof Scores) => median(results.map((r) => r[key]));
      rows.push(
        `| ${site.slug} | ${pick("performance")} | ${pick("accessibility")} | ${pick("seo")} | ${pick("best-practices")} | ${pick("lcpMs").toLocaleString("en-AU")} | ${pick("tbtMs")} |`,
      );
    }
  } finally {
    await chrome.kill();
  }
  console.log("| site | performance | accessibility | SEO | best practices | LCP ms | TBT ms |");
  console.log("| --- | --: | --: | --: | --: | --: | --: |");
  for (const row of rows) console.log(row);
  if (failures.length > 0) {
    console.log("\nFailing accessibility/SEO audits:");
    for (const failure of [...new Set(failures)]) console.log(`- ${failure}`);
  }
}

await main();
