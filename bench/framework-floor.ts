/**
 * Framework floor: the JavaScript a page of the smallest possible app on this checkout's Next and
 * React loads, against which the page-weight targets can be read (our share of a first load is
 * what a page loads beyond it).
 *
 *   node --import tsx bench/framework-floor.ts [--bundlers turbopack,webpack] [--write]
 *
 * Builds four one-page apps with the workspace's own `next` (same version, same defaults, no
 * config but `typescript.ignoreBuildErrors`), each in bench/results/framework-floor/<variant>
 * (inside the workspace, so that the build resolves the workspace's node_modules), once with
 * each bundler of --bundlers (default both: Turbopack, Next 16's default and the app's, and
 * webpack, `next build --webpack`):
 * - `server`: a root layout and a page of server-rendered markup with a plain `<a>`;
 * - `link`: the same page with one `next/link` in place of the `<a>`;
 * - `link+effect`: that, and a client component that reads `usePathname()` in an effect (the
 *   least a page needs to record a page view on every client-side navigation);
 * - `router-link`: in place of `next/link`, a client `<a>` that navigates with `useRouter()`
 *   (how the storefront's AppLink follows links, decision 0022).
 * For each, the scripts its prerendered HTML names (the no-module polyfill left out, as in
 * bench/page-weight.ts) are compressed here with Brotli at quality 11 (as the build's `.br`
 * copies are, scripts/after-build.mjs) and gzip at level 6. Bytes do not move with load.
 * --write puts the table in docs/performance-log.md between the bench:framework-floor markers.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { nextBin } from "./lib/next-build.ts";
import { benchArgs, runBench } from "./lib/options.ts";
import { scriptSources } from "./lib/page-scripts.ts";
import { ROOT, WEB_DIR } from "./lib/paths.ts";
import { reportTable } from "./lib/performance-doc.ts";
import { runInfo, runPreamble } from "./lib/run-info.ts";

const SECTION = "framework-floor";
const SECTION_TITLE = "## Framework floor";
const WORK_DIR = path.join(ROOT, "bench", "results", "framework-floor");
const BUILD_TIMEOUT_MS = 10 * 60_000;

const BUNDLERS = ["turbopack", "webpack"] as const;
type Bundler = (typeof BUNDLERS)[number];

const args = benchArgs(import.meta.url, {
  bundlers: { type: "string", default: BUNDLERS.join(",") },
});
const bundlers = args.bundlers.split(",").map((name) => {
  if (!(BUNDLERS as readonly string[]).includes(name))
    throw new Error(`--bundlers takes ${BUNDLERS.join(" and ")}, got "${name}"`);
  return name as Bundler;
});

const LAYOUT = `export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

/** A page of a heading and one link, with `imports` at the top and `more` after the link. */
const pageWith = (imports: string[], link: string, more: string[] = []) =>
  `${imports.map((line) => `${line}\n`).join("")}
export default function Page() {
  return (
    <main>
      <h1>Stock</h1>
${[link, ...more].map((element) => `      ${element}\n`).join("")}    </main>
  );
}
`;

/** The page of each variant, and any other files it needs, by path under the app directory. */
const VARIANTS: Record<string, Record<string, string>> = {
  server: { "page.jsx": pageWith([], `<a href="/search">Search</a>`) },
  link: {
    "page.jsx": pageWith([`import Link from "next/link";`], `<Link href="/search">Search</Link>`),
  },
  "link+effect": {
    "page.jsx": pageWith(
      [`import Link from "next/link";`, `import { PageView } from "./page-view.jsx";`],
      `<Link href="/search">Search</Link>`,
      ["<PageView />"],
    ),
    "page-view.jsx": `"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";

export function PageView() {
  const pathname = usePathname();
  useEffect(() => {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: "page_view", path: pathname });
  }, [pathname]);
  return null;
}
`,
  },
  "router-link": {
    "page.jsx": pageWith(
      [`import { RouterLink } from "./router-link.jsx";`],
      `<RouterLink href="/search">Search</RouterLink>`,
    ),
    "router-link.jsx": `"use client";

import { useRouter } from "next/navigation";

export function RouterLink({ href, children }) {
  const router = useRouter();
  return (
    <a
      href={href}
      onPointerEnter={() => router.prefetch(href)}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        router.push(href);
      }}
    >
      {children}
    </a>
  );
}
`,
  },
};

type Floor = { bundler: Bundler; variant: string; count: number; brotli: number; gzip: number };

function buildVariant(bundler: Bundler, variant: string, files: Record<string, string>): Floor {
  const dir = path.join(WORK_DIR, variant);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "app"), { recursive: true });
  writeFileSync(
    path.join(dir, "package.json"),
    `${JSON.stringify({ name: `framework-floor-${variant.replace(/\W/g, "-")}`, private: true })}\n`,
  );
  writeFileSync(
    path.join(dir, "next.config.mjs"),
    "export default { typescript: { ignoreBuildErrors: true } };\n",
  );
  writeFileSync(path.join(dir, "app", "layout.jsx"), LAYOUT);
  for (const [name, text] of Object.entries(files))
    writeFileSync(path.join(dir, "app", name), text);
  console.log(`${variant}: next build --${bundler} in ${path.relative(ROOT, dir)}`);
  const build = spawnSync(process.execPath, [nextBin, "build", `--${bundler}`], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    timeout: BUILD_TIMEOUT_MS,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0)
    throw new Error(
      `${variant}: next build --${bundler} failed (status ${build.status ?? build.signal})`,
    );
  const html = readFileSync(path.join(dir, ".next", "server", "app", "index.html"), "utf8");
  const sources = scriptSources(html);
  let brotli = 0;
  let gzip = 0;
  for (const src of sources) {
    const file = readFileSync(
      path.join(dir, ".next", "static", src.slice("/_next/static/".length)),
    );
    brotli += brotliCompressSync(file, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length;
    gzip += gzipSync(file, { level: 6 }).length;
  }
  return { bundler, variant, count: sources.length, brotli, gzip };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function table(floors: Floor[]): string {
  return [
    "| bundler | app | scripts named | their Brotli kB | their gzip kB |",
    "| --- | --- | ---: | ---: | ---: |",
    ...floors.map(
      (f) => `| ${f.bundler} | ${f.variant} | ${f.count} | ${kb(f.brotli)} | ${kb(f.gzip)} |`,
    ),
  ].join("\n");
}

async function main(): Promise<number> {
  const info = runInfo();
  const nextVersion = (
    createRequire(path.join(WEB_DIR, "package.json"))("next/package.json") as { version: string }
  ).version;
  const floors = bundlers.flatMap((bundler) =>
    Object.entries(VARIANTS).map(([variant, files]) => buildVariant(bundler, variant, files)),
  );
  await reportTable(
    { name: SECTION, title: SECTION_TITLE },
    runPreamble(
      info,
      `four one-page apps built with the workspace's Next ${nextVersion} and its defaults, with ${bundlers.map((b) => (b === "turbopack" ? "Turbopack (the default, as the app builds)" : "webpack (`next build --webpack`)")).join(" and ")}, each page prerendered: \`server\` is a root layout and a page of server markup with a plain \`<a>\`; \`link\` puts one \`next/link\` in its place; \`link+effect\` adds a client component that reads \`usePathname()\` in an effect; \`router-link\` has, in place of \`next/link\`, a client \`<a>\` that navigates with \`useRouter()\` (as the storefront's AppLink does). The scripts each page's HTML names (the no-module polyfill left out) compressed here with Brotli at quality 11, as the build's \`.br\` copies are, and gzip at level 6. kB = 1,000 bytes.`,
    ),
    table(floors),
    args.write,
  );
  return 0;
}

runBench(main);
