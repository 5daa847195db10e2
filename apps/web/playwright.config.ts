import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3200);
const host = (sub?: string) => `http://${sub ? `${sub}.` : ""}localhost:${PORT}`;

export type SiteExpectations = {
  slug: string;
  name: string;
  dropdownTrigger: "hover" | "click";
  lang: string;
  /** A header dropdown and one link inside it. */
  dropdown: { label: string; link: string };
};

// One project per demo site host (conventions §13). Expectations mirror the demo data.
const sites: SiteExpectations[] = [
  { slug: "coastline-rv", name: "Coastline RV Centre", dropdownTrigger: "hover", lang: "en-AU", dropdown: { label: "Jayco Range", link: "Jayco Journey" } },
  { slug: "metro-pre-owned", name: "Metro Pre-Owned", dropdownTrigger: "click", lang: "en-AU", dropdown: { label: "Our dealerships", link: "Metro Pre-Owned Geelong" } },
  { slug: "harbour-city-motors", name: "Harbour City Motors", dropdownTrigger: "click", lang: "en-NZ", dropdown: { label: "Vehicles", link: "Used cars" } },
  { slug: "lone-star-auto", name: "Lone Star Auto", dropdownTrigger: "hover", lang: "en-US", dropdown: { label: "Inventory", link: "All inventory" } },
  { slug: "throttle-motorcycles", name: "Throttle Motorcycles", dropdownTrigger: "click", lang: "en-AU", dropdown: { label: "Bikes", link: "Used motorcycles" } },
];

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--host-resolver-rules=MAP *.test 127.0.0.1",
    ],
  },
};

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 60_000,
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "test-results/e2e.json" }]] : [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: { ...chromium, trace: "retain-on-failure" },
  projects: [
    { name: "platform", testMatch: /platform\.spec\.ts/, use: { ...chromium, baseURL: host() }, metadata: { port: PORT } },
    ...sites.map((site) => ({
      name: site.slug,
      testMatch: /site-.*\.spec\.ts/,
      use: { ...chromium, baseURL: host(site.slug) },
      metadata: site,
    })),
  ],
  webServer: {
    // A fresh embedded database each run: the first request migrates it and seeds the demo sites.
    command: `rm -rf .data/e2e && node ../../node_modules/next/dist/bin/next start -p ${PORT}`,
    url: `${host()}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { DATA_DIR: ".data/e2e", NEXT_TELEMETRY_DISABLED: "1", PLATFORM_DOMAIN: "localhost" },
    stdout: "pipe",
  },
});
