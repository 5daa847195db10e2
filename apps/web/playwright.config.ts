import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { DEMO_SITES, type DemoSite } from "@forecourt/db/demo/demo-sites";

import { DNS_PORT, E2E_PORT as PORT, MAIL_PORT } from "./e2e/ports.ts";
import { SMS_ACCOUNT } from "./e2e/sms-catcher.ts";

const host = (sub?: string) => `http://${sub ? `${sub}.` : ""}localhost:${PORT}`;

export type SiteExpectations = {
  slug: string;
  name: string;
  dropdownTrigger: "hover" | "click";
  lang: string;
  /** A header dropdown and one link inside it. */
  dropdown: { label: string; link: string };
};

/** What each demo site must show, read from the demo data itself rather than restated here. */
function expectationsFor(site: DemoSite): SiteExpectations {
  const header = site.settings.navigation?.header ?? [];
  const group = header.find((item) => item.source === "models" || (item.children?.length ?? 0) > 0);
  if (!group) throw new Error(`demo site ${site.slug} has no header dropdown`);
  const firstModel = site.catalogue[0];
  const link =
    group.source === "models" && firstModel
      ? `${firstModel.make} ${firstModel.model}`
      : group.children?.[0]?.label;
  return {
    slug: site.slug,
    name: site.name,
    dropdownTrigger: site.settings.header?.dropdownTrigger ?? "click",
    lang: site.settings.locale ?? "en-AU",
    dropdown: { label: group.label, link: link ?? "" },
  };
}

// One project per demo site host (conventions §13).
const sites = DEMO_SITES.map(expectationsFor);
/** The demo site that runs the storefront tests whose behaviour is the same on every site. */
const PRIMARY_SITE = "metro-pre-owned";
if (!sites.some((site) => site.slug === PRIMARY_SITE)) {
  throw new Error(`the primary e2e site ${PRIMARY_SITE} is not a demo site`);
}

/**
 * Debian's headless shell (package chromium-headless-shell), which Playwright itself prefers for
 * headless runs: the same engine without the browser's windowing and UI processes, so it takes
 * less of a two-core machine. The full browser where the shell is not installed.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath,
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
  globalSetup: ["./e2e/mail-catcher.ts", "./e2e/sms-catcher.ts", "./e2e/dns-catcher.ts"],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 60_000,
  // A busy two-core CI machine can take more than the default 5 s to settle a page after a click.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  // A trace records every action's DOM and screen as the test runs, which costs each test time
  // whether or not it is kept; CI's clone is thrown away with its test results, so no one could
  // open one there. Rerun a failure locally, where it is kept.
  use: { ...chromium, trace: process.env.CI ? "off" : "retain-on-failure" },
  projects: [
    {
      name: "platform",
      testMatch: /platform\.spec\.ts/,
      use: { ...chromium, baseURL: host() },
      metadata: { port: PORT },
    },
    {
      // Starts its own servers (deploy/local-cluster.sh) on the ports above this one.
      name: "cluster",
      testMatch: /cluster\.spec\.ts/,
      metadata: { port: PORT },
    },
    // The primary site runs every storefront test; the other four run only those whose behaviour
    // differs by a site's settings (tagged @per-site, each naming the setting in its title).
    ...sites.map((site) => ({
      name: site.slug,
      // The file's own name starts with "site-" (console-site-wizard.platform.spec.ts is the
      // platform's, not a site's).
      testMatch: /(^|[\\/])site-[^\\/]*\.spec\.ts$/,
      ...(site.slug === PRIMARY_SITE ? {} : { grep: /@per-site/ }),
      use: { ...chromium, baseURL: host(site.slug) },
      metadata: site,
    })),
  ],
  webServer: {
    // A fresh embedded database each run: the first request migrates it and seeds the demo sites.
    // Next's data and page caches outlive the database, so they are cleared with it.
    command: `rm -rf .data/e2e .next/cache/fetch-cache .next/server/route-cache && node ../../node_modules/next/dist/bin/next start -p ${PORT}`,
    url: `${host()}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      DATA_DIR: ".data/e2e",
      NEXT_TELEMETRY_DISABLED: "1",
      PLATFORM_DOMAIN: "localhost",
      // Every project calls the browser endpoints from one address; the limits themselves are
      // tested in the db tests.
      LEAD_RATE_LIMIT_BURST: "1000",
      LEAD_RATE_LIMIT_PER_MINUTE: "1000",
      EVENT_RATE_LIMIT_BURST: "1000",
      EVENT_RATE_LIMIT_PER_MINUTE: "1000",
      REGO_RATE_LIMIT_BURST: "1000",
      REGO_RATE_LIMIT_PER_MINUTE: "1000",
      PAYMENT_RATE_LIMIT_BURST: "1000",
      PAYMENT_RATE_LIMIT_PER_MINUTE: "1000",
      GARAGE_RATE_LIMIT_BURST: "1000",
      GARAGE_RATE_LIMIT_PER_MINUTE: "1000",
      SEARCH_RATE_LIMIT_BURST: "1000",
      SEARCH_RATE_LIMIT_PER_MINUTE: "1000",
      // Every console spec signs the same demo staff in; the per-address limit itself is tested in
      // staff-sign-in.db.test.ts.
      STAFF_SIGN_IN_CODES_PER_EMAIL: "1000",
      SIGNIN_RATE_LIMIT_BURST: "1000",
      SIGNIN_RATE_LIMIT_PER_MINUTE: "1000",
      // Mail goes to the local SMTP stand-in the run starts (e2e/mail-catcher.ts).
      SMTP_URL: `smtp://127.0.0.1:${MAIL_PORT}`,
      // Shoppers' answers are posted to the inbound mail webhook signed with this key.
      INBOUND_MAIL_SIGNING_KEY: "e2e-inbound-mail-signing-key",
      INBOUND_MAIL_DOMAIN: "reply.localhost",
      // A dealer may send shoppers' mail from its own domain; its DNS records are looked up at the
      // run's DNS stand-in (e2e/dns-catcher.ts), where a spec publishes them.
      MAIL_SPF_INCLUDE: "spf.forecourt.test",
      DOMAIN_VERIFY_DNS_SERVERS: `127.0.0.1:${DNS_PORT}`,
      // Texts go to the local Twilio stand-in (e2e/sms-catcher.ts); only a site whose settings
      // name a text-message number (leads.smsFrom) texts, and none of the demo sites does.
      TWILIO_API_URL: SMS_ACCOUNT.apiUrl,
      TWILIO_ACCOUNT_SID: SMS_ACCOUNT.accountSid,
      TWILIO_AUTH_TOKEN: SMS_ACCOUNT.authToken,
      // Warnings and errors only: a line a request would be thousands of lines in CI's log.
      LOG_LEVEL: "warn",
    },
    stdout: "pipe",
  },
});
