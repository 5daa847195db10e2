import { expect, test, type Page } from "@playwright/test";
import { BOT_CHECK_FAILED_MESSAGE, BOT_CHECK_MISSING_MESSAGE } from "@forecourt/core/forms/lead";
import { localize, type LocaleCode } from "@forecourt/core/locale/locale";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import {
  TURNSTILE_SCRIPT_URL,
  TURNSTILE_TOKEN_INPUT,
} from "../src/components/forms/turnstile-widget.tsx";
import { startTurnstileStandIn, type TurnstileStandIn } from "../src/testing/turnstile-stand-in.ts";
import { fillContact, answerStep, storedLead } from "./lead-form-helpers.ts";
import { loopback } from "../../../bench/lib/loopback.ts";
import type { NextServer } from "../../../bench/lib/next-server.ts";
import { seededDataDir, startOwnServer } from "./own-server.ts";
import { TURNSTILE_PORT as PORT } from "./ports.ts";

/**
 * Cloudflare Turnstile end to end, against `next start` of the production build: a site with
 * keys shows the widget on its forms (its page's CSP lets Cloudflare's script in), the shopper's
 * token goes with the lead, and the server checks it with the site's secret at the siteverify
 * stand-in before anything is stored. Cloudflare's browser script is replaced by a stand-in of
 * its explicit-render API (render / reset / remove, the token in a hidden `cf-turnstile-response`
 * input inside the widget), since this machine has no internet.
 */

const SITE_KEY = "0x4AAAAAAA-e2e-site-key";
const SECRET_KEY = "0x4AAAAAAA-e2e-secret-key";
const GOOD_TOKENS = ["pass-1", "pass-2", "pass-3"];
const demo = DEMO_SITES[0]!;
/**
 * The first demo site with Turnstile keys, under a slug of its own: every server of one build
 * shares the page cache on disk, so under the demo slug this server could serve the other
 * specs' cached pages of the site without keys.
 */
const keyed = {
  ...demo,
  slug: `${demo.slug}-turnstile`,
  settings: {
    ...demo.settings,
    security: {
      ...demo.settings.security,
      turnstile: { siteKey: SITE_KEY, secretKey: SECRET_KEY },
    },
  },
};
const baseURL = `http://${keyed.slug}.localhost:${PORT}`;
/** The keyed site's id, which no other server's site has (seededDataDir). */
const SITE_ID = 1001;
const say = (text: string) => localize(text, (keyed.settings.locale ?? "en-AU") as LocaleCode);

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

let verifier: TurnstileStandIn;
let server: NextServer;

/** A GET of the site's page over loopback, addressed by its host. */
const get = (pathname: string) =>
  loopback(PORT, { host: new URL(baseURL).host, path: pathname, timeoutMs: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  verifier = await startTurnstileStandIn({ secretKey: SECRET_KEY, goodTokens: GOOD_TOKENS });
  // The site's keys are part of its settings, written before the server opens the database
  // (the embedded database has one process at a time).
  server = await startOwnServer({
    port: PORT,
    host: new URL(baseURL).host,
    dataDir: await seededDataDir("turnstile", [keyed], { firstSiteId: SITE_ID }),
    env: { TURNSTILE_VERIFY_URL: verifier.verifyUrl },
  });
});

test.afterAll(async () => {
  await server?.close();
  await verifier?.close();
});

/**
 * Serves the stand-in of Cloudflare's script: `render` puts the first of `tokens` in the widget's
 * hidden input, each `reset` the next one. Returns how often the script was requested; a script
 * the page's CSP refused is never requested.
 */
async function serveTurnstileScript(page: Page, tokens: string[]) {
  const requests: string[] = [];
  await page.route(`${new URL(TURNSTILE_SCRIPT_URL).origin}/**`, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({
      contentType: "text/javascript",
      body: `(() => {
        const tokens = ${JSON.stringify(tokens)};
        const widgets = new Map();
        window.turnstileRendered = [];
        const give = (id) => {
          const input = widgets.get(id);
          if (input) input.value = tokens.shift() ?? "";
        };
        window.turnstile = {
          render(container, options) {
            const id = "cf-widget-" + (widgets.size + 1);
            const input = document.createElement("input");
            input.type = "hidden";
            input.name = ${JSON.stringify(TURNSTILE_TOKEN_INPUT)};
            container.append(input);
            widgets.set(id, input);
            window.turnstileRendered.push(options.sitekey);
            give(id);
            return id;
          },
          reset: give,
          remove(id) { widgets.get(id)?.remove(); widgets.delete(id); },
        };
      })();`,
    });
  });
  return requests;
}

const sendButton = () => say("Send enquiry");
/**
 * Hydration, the widget, a lead's round trip and the success page take seconds on a loaded
 * machine.
 */
const SLOW = { timeout: 30_000 };

async function openContactForm(page: Page) {
  await page.goto(`${baseURL}/contact`);
  const form = page.getByRole("form", { name: say("General Enquiry") });
  // The submit is enabled once the form has hydrated; the widget is rendered from then on.
  await expect(form.getByRole("button", { name: sendButton() })).toBeEnabled(SLOW);
  await fillContact(form);
  await answerStep(form);
  return form;
}

const leadPosts = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith("/api/leads") && r.request().method() === "POST");

test("the widget's token is verified with the site's secret before the lead is stored", async ({
  page,
  request,
}) => {
  const scripts = await serveTurnstileScript(page, ["pass-1"]);
  const form = await openContactForm(page);
  await expect(form.locator(`input[name="${TURNSTILE_TOKEN_INPUT}"]`)).toHaveValue("pass-1", SLOW);
  expect(scripts).toEqual([TURNSTILE_SCRIPT_URL]);
  expect(
    await page.evaluate(() => (window as { turnstileRendered?: string[] }).turnstileRendered),
  ).toEqual([SITE_KEY]);

  const before = verifier.received.length;
  const posted = leadPosts(page);
  await form.getByRole("button", { name: sendButton() }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible(SLOW);

  const checks = verifier.received.slice(before);
  expect(checks).toHaveLength(1);
  expect(checks[0]).toMatchObject({ secret: SECRET_KEY, response: "pass-1" });
  // The client's address as the trusted-proxy setting reads it: the browser's socket, loopback
  // (no proxy hops are trusted here).
  expect(checks[0]?.remoteip).toMatch(/^(::1|(::ffff:)?127\.0\.0\.1)$/);
  // The only site of this server's database, numbered apart from every other server's sites.
  expect(await storedLead(request, baseURL, SITE_ID, id)).toMatchObject({ form_completed: true });
});

test("a refused token stores nothing; the widget gives a fresh one and the retry goes through", async ({
  page,
}) => {
  const scripts = await serveTurnstileScript(page, ["forged-token", "pass-2"]);
  const form = await openContactForm(page);
  await expect(form.locator(`input[name="${TURNSTILE_TOKEN_INPUT}"]`)).toHaveValue("forged-token");

  const refused = leadPosts(page);
  await form.getByRole("button", { name: sendButton() }).click();
  expect((await refused).status()).toBe(400);
  await expect(form.getByText(BOT_CHECK_FAILED_MESSAGE)).toBeVisible(SLOW);
  await expect(page).toHaveURL(`${baseURL}/contact`);
  // A token passes once: the form asked the widget for a new one.
  await expect(form.locator(`input[name="${TURNSTILE_TOKEN_INPUT}"]`)).toHaveValue("pass-2", SLOW);

  const retried = leadPosts(page);
  await form.getByRole("button", { name: sendButton() }).click();
  expect((await retried).status()).toBe(201);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible(SLOW);
  expect(verifier.received.slice(-2).map((check) => check.response)).toEqual([
    "forged-token",
    "pass-2",
  ]);
  expect(scripts).toHaveLength(1);
});

test("without the widget (its script blocked) the form says to complete the check", async ({
  page,
}) => {
  await page.route(`${new URL(TURNSTILE_SCRIPT_URL).origin}/**`, (route) => route.abort());
  const form = await openContactForm(page);
  const before = verifier.received.length;
  const refused = leadPosts(page);
  await form.getByRole("button", { name: sendButton() }).click();
  expect((await refused).status()).toBe(400);
  await expect(form.getByText(BOT_CHECK_MISSING_MESSAGE)).toBeVisible(SLOW);
  // No token, so Cloudflare is not asked at all.
  expect(verifier.received.length).toBe(before);
});

test("the site's pages allow Cloudflare's script and frame in their CSP", async () => {
  const response = await get("/contact");
  expect(response.status).toBe(200);
  const csp = String(response.headers["content-security-policy"] ?? "");
  const directive = (name: string) =>
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .find(([key]) => key === name) ?? [];
  const origin = new URL(TURNSTILE_SCRIPT_URL).origin;
  expect(directive("script-src")).toContain(origin);
  expect(directive("frame-src")).toContain(origin);
});
