import { expect, type Locator, type Page } from "@playwright/test";
import { DEMO_STAFF } from "@forecourt/db/demo/demo-staff";
import { mailedCode } from "./mail-catcher.ts";

/** The demo staff user of a role (one is seeded per role). */
export function staffOf(role: string) {
  const user = DEMO_STAFF.find((staff) => staff.role === role);
  if (!user) throw new Error(`no demo ${role}`);
  return user;
}

/**
 * Signs `email` in to the console with the code the mail catcher received; ends on the home.
 * Specs running side by side sign the same demo staff in, each browser with its own code, and
 * the newest mail may be another browser's: a sign-in that typed that one (refused) asks for a
 * code again, up to three times.
 */
export async function signInToConsole(page: Page, email: string) {
  const home = page.getByRole("heading", { level: 1, name: "Your sites" });
  for (let attempt = 1; ; attempt += 1) {
    const previous = mailedCode(email);
    await page.goto("/console/sign-in");
    await page.getByLabel("Work email").fill(email);
    await page.getByRole("button", { name: "Email me a code" }).click();
    await expect.poll(() => mailedCode(email), { timeout: 30_000 }).not.toBe(previous);
    await page.getByLabel("Sign-in code").fill(mailedCode(email) ?? "");
    await page.getByRole("button", { name: "Sign in" }).click();
    if (attempt === 3) break;
    const signedIn = await home.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (signedIn) return;
    await page.waitForTimeout(500 + Math.random() * 2_000);
  }
  await expect(home).toBeVisible();
}

export const AUTH = `Basic ${Buffer.from("platform:demo-password").toString("base64")}`;

/**
 * Sends a General enquiry on a demo site's own host, as its form does, for the location of
 * `locationSlug` (else the site's first); answers the lead's id.
 */
export async function sendLead(
  page: Page,
  port: number,
  slug: string,
  name: string,
  locationSlug?: string,
  message = "Is it still available?",
  phone = "0400000000",
) {
  await page.goto(`http://${slug}.localhost:${port}/`);
  return page.evaluate(
    async ({ slug, name, locationSlug, message, phone, authorization }) => {
      for (let id = 1; id <= 30; id += 1) {
        const site = (await (
          await fetch(`/api/v1/websites/${id}.json`, { headers: { authorization } })
        ).json()) as { slug?: string; locations?: { id: number; slug?: string }[] };
        if (site.slug !== slug) continue;
        const locations = site.locations ?? [];
        const location = locations.find((l) => l.slug === locationSlug) ?? locations[0];
        const response = await fetch("/api/leads", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            lead: {
              name,
              email: `${name.toLowerCase().replaceAll(" ", ".")}@example.com`,
              phone,
              postcode: "3000",
              message,
              category: "General",
              where_did_you_hear_about_us: "Word of mouth",
              terms_conditions: true,
              ...(location ? { location_id: String(location.id) } : {}),
            },
          }),
        });
        const body = (await response.json()) as { id?: string; errors?: unknown };
        if (!body.id) throw new Error(`lead refused: ${response.status} ${JSON.stringify(body)}`);
        return body.id;
      }
      throw new Error(`no site ${slug}`);
    },
    { slug, name, locationSlug, message, phone, authorization: AUTH },
  );
}

export const portOf = (info: { project: { metadata: unknown } }) =>
  (info.project.metadata as { port: number }).port;

/** Presses the form's button from the keyboard (focus, then Enter) and waits for its notice. */
export async function submitByKeyboard(page: Page, button: string | Locator, notice: string) {
  await (typeof button === "string" ? page.getByRole("button", { name: button }) : button).focus();
  await page.keyboard.press("Enter");
  const result = page.getByText(notice);
  await expect(result).toBeVisible();
  await expect(result).toBeFocused();
}

/** A demo site's id, found through the platform API (ids follow the seed's order). */
export async function siteIdOf(port: number, slug: string): Promise<number> {
  for (let id = 1; id <= 30; id += 1) {
    const response = await fetch(`http://localhost:${port}/api/v1/websites/${id}.json`, {
      headers: { authorization: AUTH },
    });
    if (response.ok && ((await response.json()) as { slug?: string }).slug === slug) return id;
  }
  throw new Error(`no site ${slug}`);
}

/** Changes a site's settings by a merge patch, as an integration does through the platform API. */
export async function patchSiteSettings(
  port: number,
  siteId: number,
  settings: Record<string, unknown>,
) {
  const response = await fetch(`http://localhost:${port}/api/v1/websites/${siteId}.json`, {
    method: "PATCH",
    headers: { authorization: AUTH, "content-type": "application/json" },
    body: JSON.stringify({ settings }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/**
 * Presses a button that asks first (ConfirmActionForm) and its "Yes", from the keyboard: the
 * question takes the focus, and its "Yes" is the next stop.
 */
export async function pressAndConfirm(page: Page, button: string, yes: string) {
  // Enabled once the page has hydrated: a key pressed before would reach a button that cannot ask.
  const target = page.getByRole("button", { name: button });
  await expect(target).toBeEnabled();
  await target.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("group").getByText(/\?/)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: yes })).toBeFocused();
  await page.keyboard.press("Enter");
}

/** Opens the console's menu where a phone folds it behind its one button. */
export async function openConsoleMenu(page: Page) {
  const nav = page.getByRole("navigation", { name: "Console" });
  if (!(await nav.isVisible())) await page.locator("summary", { hasText: "Menu" }).click();
  await expect(nav).toBeVisible();
}

/** Follows the console menu's link to `label`, opening the menu first where a phone folds it. */
export async function followConsoleMenu(page: Page, label: string) {
  await openConsoleMenu(page);
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: label, exact: true })
    .click();
}

/** Searches the lead inbox for `text`, opening its filters first where a phone folds them. */
export async function searchInbox(page: Page, text: string) {
  const filters = page.getByRole("search", { name: "Filter leads" });
  const fold = page.locator("summary", { hasText: /^Filters/ });
  // One of them shows once the inbox has rendered (it renders again as new leads arrive).
  await expect.poll(async () => (await filters.isVisible()) || (await fold.isVisible())).toBe(true);
  if (!(await filters.isVisible())) await fold.click();
  await filters.getByLabel("Search name, email, phone or stock number").fill(text);
}
