import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { demoDataSeeded } from "./demo-data-seeded.ts";
import { demoSitesOption } from "./demo-pages.ts";
import { freePort } from "./free-port.ts";
import { ensureBuild } from "./next-build.ts";
import { startNextServer } from "./next-server.ts";
import { intOption, type ParseArgsOptionsConfig } from "./options.ts";
import { WEB_DIR } from "./paths.ts";

const READY_TIMEOUT_MS = 300_000;

export type SiteBrowserOptions = {
  /** The web app whose build is served (built first only when it has none). */
  webDir: string;
  /** `--port` if given, else the first free port from `firstPort`. */
  requestedPort: number | undefined;
  firstPort: number;
  /** Chromium's executable. */
  chrome: string;
  /** A demo site whose stored data answering means the server is ready. */
  readySite: string;
};

/** The options of the browser benchmarks: --port, --sites, --web-dir (another build), --chrome. */
export const SITE_BROWSER_OPTIONS = {
  port: { type: "string" },
  sites: { type: "string", default: DEMO_SITES.map((site) => site.slug).join(",") },
  "web-dir": { type: "string" },
  chrome: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
} as const satisfies ParseArgsOptionsConfig;

/** Those options, checked: the demo sites to open, and how to serve and open them. */
export function siteBrowserSettings(
  args: {
    port?: string | undefined;
    sites: string;
    "web-dir"?: string | undefined;
    chrome: string;
  },
  firstPort: number,
) {
  const sites = demoSitesOption(args.sites);
  const options: SiteBrowserOptions = {
    webDir: args["web-dir"] === undefined ? WEB_DIR : path.resolve(args["web-dir"]),
    requestedPort: args.port === undefined ? undefined : intOption("port", args.port, 1, 65_535),
    firstPort,
    chrome: args.chrome,
    readySite: sites[0]!.slug,
  };
  return { sites, options };
}

/**
 * The frame of the benchmarks that open demo sites in a browser (page-weight, session-scripts):
 * one `next start` of the build on a fresh DATA_DIR, ready once the demo data is seeded, and one
 * Chromium; `run` gets the port and the browser, and both are closed however it ends.
 */
export async function withSiteBrowser<T>(
  options: SiteBrowserOptions,
  run: (port: number, browser: Browser) => Promise<T>,
): Promise<T> {
  await ensureBuild(options.webDir);
  const server = startNextServer({
    port: await freePort(options.requestedPort, options.firstPort),
    webDir: options.webDir,
  });
  const browser = await chromium.launch({ executablePath: options.chrome });
  try {
    await server.waitUntilReady(demoDataSeeded(server.port, options.readySite), READY_TIMEOUT_MS);
    return await run(server.port, browser);
  } finally {
    await browser.close();
    await server.close();
  }
}
