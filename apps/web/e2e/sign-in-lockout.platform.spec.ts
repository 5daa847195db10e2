import { expect, test, type Browser, type Page } from "@playwright/test";
import { CODE_SENT_MESSAGE } from "@forecourt/core/console/console-sign-in";
import { garageHref } from "@forecourt/core/garage/garage-path";
import {
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODES_PER_EMAIL,
  SIGN_IN_LONG_CODE_LENGTH,
  SIGN_IN_MAX_ATTEMPTS,
  SIGN_IN_SHORT_TRIES_PER_PERIOD,
} from "@forecourt/core/garage/sign-in";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { createStaffUser } from "@forecourt/db/repositories/staff/create-staff-user";
import { RATE_LIMITED_MESSAGES } from "../src/server/http/http-messages.ts";
import { actionIdsIn, encodedConsolePost } from "../src/testing/console-form-fuzz-cases.ts";
import { loopback } from "../../../bench/lib/loopback.ts";
import type { NextServer } from "../../../bench/lib/next-server.ts";
import { mailedCodes } from "./mail-catcher.ts";
import { seededDataDir, startOwnServer } from "./own-server.ts";
import { MAIL_PORT, SIGN_IN_PORT as PORT } from "./ports.ts";

/**
 * Sign-in that no stranger can block or guess, end to end: a server of its own that believes one
 * proxy hop (TRUSTED_PROXY_HOPS=1), so each request names its client in X-Forwarded-For as a
 * proxy would, with the outbox worker mailing codes to the run's SMTP stand-in. Strangers on
 * many client addresses ask for someone's codes and guess at them; the owner, in a browser of
 * their own, still signs in with the code they were mailed.
 */

const demo = DEMO_SITES.find((site) => site.slug === "metro-pre-owned")!;
/** Under a slug of its own: every server of one build shares the page cache on disk. */
const shop = { ...demo, slug: `${demo.slug}-lockout` };
const SITE_ID = 3001;
const settings = siteSettingsSchema.parse(shop.settings);
const siteHost = `${shop.slug}.localhost:${PORT}`;
const platformHost = `localhost:${PORT}`;
const OPERATOR = `operator-${Date.now()}@lockout.test`;

test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

let server: NextServer;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startOwnServer({
    port: PORT,
    host: siteHost,
    dataDir: await seededDataDir("sign-in-lockout", [shop], {
      firstSiteId: SITE_ID,
      then: async (db) => {
        await createStaffUser(db, { email: OPERATOR, isPlatformOperator: true });
      },
    }),
    env: {
      TRUSTED_PROXY_HOPS: "1",
      OUTBOX_WORKER: "on",
      SMTP_URL: `smtp://127.0.0.1:${MAIL_PORT}`,
    },
  });
});

test.afterAll(async () => {
  await server?.close();
});

/** A browser of its own on the client address `ip` (as the proxy names it). */
async function browserAt(browser: Browser, ip: string, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": ip },
  });
  return { context, page: await context.newPage() };
}

/** Waits until `count` codes have reached the stand-in for `to`, and returns them, oldest first. */
async function codesMailed(to: string, count: number): Promise<string[]> {
  await expect.poll(() => mailedCodes(to).length, { timeout: 60_000 }).toBe(count);
  return mailedCodes(to);
}

/** Presses `name` and waits for the form's answer (its action's POST). */
async function submit(page: Page, name: string) {
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    page.getByRole("button", { name }).click(),
  ]);
}

async function askConsoleCode(page: Page, email: string) {
  await page.goto("/console/sign-in");
  await page.getByLabel("Work email").fill(email);
  await submit(page, "Email me a code");
  await expect(page.getByText(CODE_SENT_MESSAGE)).toBeVisible();
}

test("a stranger on many client addresses cannot void, block or close a staff member's code", async ({
  browser,
}) => {
  const owner = await browserAt(browser, "198.51.100.10", `http://${platformHost}`);
  await askConsoleCode(owner.page, OPERATOR);
  const [ownersCode] = await codesMailed(OPERATOR, 1);
  expect(ownersCode).toHaveLength(SIGN_IN_CODE_LENGTH);

  // Five strangers, each on an address of its own: more requests than one client may make
  // (the last answered as every address is answered), then every try of their own codes.
  const nobody = `nobody-${Date.now()}@lockout.test`;
  for (let i = 1; i <= 5; i++) {
    const stranger = await browserAt(browser, `203.0.113.${i}`, `http://${platformHost}`);
    for (let n = 0; n <= SIGN_IN_CODES_PER_EMAIL; n++) {
      await askConsoleCode(stranger.page, OPERATOR);
    }
    for (let n = 0; n < SIGN_IN_MAX_ATTEMPTS; n++) {
      await stranger.page.getByLabel("Sign-in code").fill("0".repeat(SIGN_IN_CODE_LENGTH));
      await submit(stranger.page, "Sign in");
      // The answer is in once the form has been reset for the next try.
      await expect(stranger.page.getByLabel("Sign-in code")).toHaveValue("");
      await expect(stranger.page.getByText("That code is not right")).toBeVisible();
    }
    // An address with no access is answered in the same words.
    await askConsoleCode(stranger.page, nobody);
    await stranger.context.close();
  }
  await codesMailed(OPERATOR, 1 + 5 * SIGN_IN_CODES_PER_EMAIL);

  // The owner pastes the code as the mail shows it to some, in two groups.
  const half = SIGN_IN_CODE_LENGTH / 2;
  const pasted = `${ownersCode!.slice(0, half)}-${ownersCode!.slice(half)}`;
  await owner.page.getByLabel("Sign-in code").fill(pasted);
  await owner.page.getByRole("button", { name: "Sign in" }).click();
  await expect(owner.page.getByRole("heading", { level: 1, name: "Your sites" })).toBeVisible();
  await owner.context.close();
});

test("after 18 requests from 6 strangers' addresses a shopper is mailed a long code and signs in with it on another network", async ({
  browser,
}) => {
  const email = `shopper-${Date.now()}@lockout.test`;
  // 18 requests from 6 client addresses, each from a browser of its own: more codes than the
  // address's yearly budget of tries at short codes has room for, so the later ones are long.
  let sent = 0;
  for (let client = 1; client <= 6; client++) {
    for (let n = 0; n < SIGN_IN_CODES_PER_EMAIL; n++) {
      const asked = await loopback(PORT, {
        host: siteHost,
        path: "/api/auth/code",
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${client}` },
        body: Buffer.from(JSON.stringify({ email })),
        timeoutMs: 60_000,
      });
      expect(asked.status).toBe(202);
      sent += 1;
    }
  }
  const strangers = await codesMailed(email, sent);
  expect(strangers.filter((code) => code.length === SIGN_IN_LONG_CODE_LENGTH).length).toBe(
    sent - SIGN_IN_SHORT_TRIES_PER_PERIOD / SIGN_IN_MAX_ATTEMPTS,
  );

  // The owner asks on Wi-Fi and types the code on mobile data.
  const owner = await browserAt(browser, "198.51.100.20", `http://${siteHost}`);
  await owner.page.goto(garageHref(settings) ?? "/");
  await owner.page.getByRole("button", { name: "Sign in" }).click();
  const dialog = owner.page.getByRole("dialog", { name: "Sign in to your garage" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Email me a code" }).click();
  await expect(dialog.getByLabel("Code")).toBeVisible();
  const code = (await codesMailed(email, sent + 1)).at(-1)!;
  expect(code).toHaveLength(SIGN_IN_LONG_CODE_LENGTH);

  await owner.context.setExtraHTTPHeaders({ "x-forwarded-for": "192.0.2.200" });
  await dialog.getByLabel("Code").fill(code.replace(/(\d{4})(?=\d)/g, "$1 "));
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(owner.page.getByTestId("signed-in-as")).toHaveText(email);
  await owner.context.close();
});

test("the console's sign-in action has a per-client rate limit, as /api/auth/* has", async ({
  browser,
}) => {
  const client = await browserAt(browser, "203.0.113.99", `http://${platformHost}`);
  for (let n = 0; n < 10; n++) await askConsoleCode(client.page, `someone-${n}@lockout.test`);
  await client.page.goto("/console/sign-in");
  await client.page.getByLabel("Work email").fill("one-more@lockout.test");
  await submit(client.page, "Email me a code");
  await expect(client.page.getByText(RATE_LIMITED_MESSAGES.signin)).toBeVisible();
  await client.context.close();
  // Another client is not held back by it.
  const other = await browserAt(browser, "203.0.113.98", `http://${platformHost}`);
  await askConsoleCode(other.page, "one-more@lockout.test");
  await other.context.close();
});

test("a console form posted from another site, or another site's host, is a 403 with nothing logged", async () => {
  // Every request now writes one info line; "nothing logged" means no warning or error line.
  const problemsLogged = () =>
    server
      .logTail(100_000)
      .split("\n")
      .filter((line) => line.trim() !== "" && !line.includes('"level":"info"'))
      .join("\n");
  const logBefore = problemsLogged();
  const signIn = await loopback(PORT, {
    host: platformHost,
    path: "/console/sign-in",
    timeoutMs: 60_000,
  });
  const [actionId] = actionIdsIn(signIn.body);
  expect(actionId).toBeTruthy();
  for (const origin of ["https://evil.example", `http://${siteHost}`, "null"]) {
    const { headers, bytes } = await encodedConsolePost({
      path: "/console/sign-in",
      origin,
      actionId: actionId!,
      fields: { email: OPERATOR },
    });
    const answer = await loopback(PORT, {
      host: platformHost,
      path: "/console/sign-in",
      method: "POST",
      headers,
      body: bytes,
      timeoutMs: 60_000,
    });
    expect(answer.status, origin).toBe(403);
    expect(answer.body).toContain("sent from another site");
    expect(answer.body).not.toMatch(/\bat .+:\d+:\d+/);
  }
  expect(problemsLogged()).toBe(logBefore);
});
