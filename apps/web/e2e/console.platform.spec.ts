import { expect, test, type Page } from "@playwright/test";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./fixtures.ts";
import { followConsoleMenu, staffOf } from "./console-helpers.ts";
import { mailedCode } from "./mail-catcher.ts";

/**
 * The dealer console on the platform host, as each demo role: signing in by emailed code with
 * the keyboard alone, the sites each role sees, the admin pages only for admins, an invitation
 * taken up by the invitee's first sign-in, and axe-core on every console page.
 */

const siteName = (slug: string | undefined) =>
  DEMO_SITES.find((site) => site.slug === slug)?.name ?? "";

/** The code of a mail to `email` newer than `previous` (the address may have had one before). */
async function newCode(email: string, previous: string | null): Promise<string> {
  await expect.poll(() => mailedCode(email), { timeout: 30_000 }).not.toBe(previous);
  return mailedCode(email) ?? "";
}

/** Email, then the mailed code, by keyboard only; lands on the console's home. */
async function signIn(page: Page, email: string) {
  const previous = mailedCode(email);
  await page.goto("/console/sign-in");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Work email")).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("sign-in code is on its way");
  await expect(page.getByLabel("Sign-in code")).toBeFocused();
  await page.keyboard.type(await newCode(email, previous));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/console$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your sites");
}

const siteHeadings = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 });

test("a signed-out visitor is sent to sign in; the sign-in page has no axe-core violations", async ({
  page,
}) => {
  await page.goto("/console");
  await expect(page).toHaveURL(/\/console\/sign-in$/);
  await expectNoAxeViolations(page);
  await page.getByLabel("Work email").fill("not-an-address");
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");
  // An address without access is told the same as one with it, and no code is sent.
  await page.getByLabel("Work email").fill("stranger@nowhere.test");
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByRole("status")).toContainText("If that address has access");
  await page.getByLabel("Sign-in code").fill("12345678");
  await page.getByRole("button", { name: "Sign in" }).click();
  // A wrong code is "not right" for any address, staff or not: the answer tells nobody which.
  await expect(page.getByText("That code is not right")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the console is the platform host's alone: on a dealer's host it is not found", async ({
  page,
}, testInfo) => {
  const port = (testInfo.project.metadata as { port: number }).port;
  const response = await page.goto(`http://${staffOf("sales").site}.localhost:${port}/console`);
  expect(response?.status()).toBe(404);
});

test("the platform operator sees every site and the admin pages", async ({ page }) => {
  await signIn(page, staffOf("platform-operator").email);
  // Every demo site (other specs may be adding sites of their own meanwhile).
  for (const site of DEMO_SITES) {
    await expect(siteHeadings(page).filter({ hasText: site.name })).toHaveCount(1);
  }
  const session = (await page.context().cookies()).find((c) => c.name === "forecourt_console");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/console" });
  await expectNoAxeViolations(page);
  await followConsoleMenu(page, "Users");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Users");
  await expect(
    page.getByRole("cell", { name: staffOf("dealer-admin").email, exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await followConsoleMenu(page, "Audit log");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/console\/sign-in$/);
  await page.goto("/console");
  await expect(page).toHaveURL(/\/console\/sign-in$/);
});

test("marketing opens Insight from the menu and its site's split test, and no leads", async ({
  page,
}) => {
  const marketing = staffOf("marketing");
  await signIn(page, marketing.email);
  await expect(page.getByRole("link", { name: "Leads" })).toHaveCount(0);
  await page.getByRole("link", { name: `Split test of ${siteName(marketing.site)}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Split test of ${siteName(marketing.site)}`,
  );
  await expectNoAxeViolations(page);
  await followConsoleMenu(page, "Insight");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Insight");
  await expectNoAxeViolations(page);
});

test("sales sees its dealer's site only and no admin pages", async ({ page }) => {
  const sales = staffOf("sales");
  await signIn(page, sales.email);
  await expect(siteHeadings(page)).toHaveText([siteName(sales.site)]);
  await expect(page.getByRole("link", { name: "Users" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  for (const path of ["/console/users", "/console/audit"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test("a dealer admin sees its group's site, invites a user who signs in, and the change is audited", async ({
  page,
  browser,
}) => {
  const admin = staffOf("dealer-admin");
  await signIn(page, admin.email);
  await expect(siteHeadings(page)).toHaveText([siteName(admin.site)]);

  // On a phone: the users page fits the screen (its table scrolls on its own).
  await page.setViewportSize({ width: 390, height: 844 });
  await followConsoleMenu(page, "Users");
  await expect(page.getByRole("cell", { name: staffOf("sales").email, exact: true })).toBeVisible();
  await expect(
    page.getByRole("cell", { name: staffOf("platform-operator").email, exact: true }),
  ).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // Sales may not be narrowed to another site's dealership; an admin may not be narrowed at all.
  const invitee = `invitee-${Date.now()}@metro-pre-owned.test`;
  await page.getByLabel("Email").fill(invitee);
  await page.getByLabel("Role").selectOption({ label: "Dealer admin" });
  await page.getByLabel("Dealership").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Dealer admin and marketing work on the whole site")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Role").selectOption({ label: "Sales" });
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Invitation sent" })).toContainText(
    invitee,
  );

  // The invitee signs in with a code sent to the invited address and sees the site.
  const other = await browser.newContext();
  const inviteePage = await other.newPage();
  await signIn(inviteePage, invitee);
  await expect(siteHeadings(inviteePage)).toHaveText([siteName(admin.site)]);
  await other.close();

  await page.reload();
  const row = page.getByRole("row").filter({ hasText: invitee });
  await row.getByRole("button", { name: `Remove ${invitee}` }).click();
  // Removing someone asks first; the question takes the focus.
  await expect(row.getByText(`Remove ${invitee}'s access`)).toBeFocused();
  await row.getByRole("button", { name: "Yes, remove" }).click();
  await expect(page.getByRole("row").filter({ hasText: invitee })).toHaveCount(0);

  await followConsoleMenu(page, "Audit log");
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: `invited ${invitee} as` })
      .first(),
  ).toContainText(admin.email);
  await expect(
    page.getByRole("row").filter({ hasText: "accepted the invitation to work as" }).first(),
  ).toContainText(invitee);
  await expect(page.getByRole("row").filter({ hasText: "'s access as" }).first()).toContainText(
    admin.email,
  );
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signing in still works: each step is a page the form posts to", async ({ page }) => {
    const sales = staffOf("sales");
    const previous = mailedCode(sales.email);
    await page.goto("/console/sign-in");
    await page.getByLabel("Work email").fill(sales.email);
    await page.getByRole("button", { name: "Email me a code" }).click();
    await expect(page.getByRole("status")).toContainText("sign-in code is on its way");
    await page.getByLabel("Sign-in code").fill(await newCode(sales.email, previous));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your sites");
    await expect(siteHeadings(page)).toHaveText([siteName(sales.site)]);
  });

  test("a button that needs the script says it cannot be pressed, where a form's post works", async ({
    page,
  }) => {
    const admin = staffOf("dealer-admin");
    const previous = mailedCode(admin.email);
    await page.goto("/console/sign-in");
    // A passkey is the browser's WebAuthn, asked by the script.
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeDisabled();
    await page.getByLabel("Work email").fill(admin.email);
    await page.getByRole("button", { name: "Email me a code" }).click();
    await page.getByLabel("Sign-in code").fill(await newCode(admin.email, previous));
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.goto("/console/users");
    // Removing a user asks first, which is the script's work.
    const sales = staffOf("sales").email;
    await expect(
      page.getByRole("button", { name: new RegExp(`^Remove ${sales} from`) }),
    ).toBeDisabled();
    await expect(page.getByRole("button", { name: "Send invitation" })).toBeEnabled();
    await page.goto("/console/account");
    await expect(page.getByRole("button", { name: "Add a passkey" })).toBeDisabled();
  });
});
