import { expect, test, type CDPSession, type Page } from "@playwright/test";
import { siteTime } from "@forecourt/core/time/site-time";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { expectNoAxeViolations } from "./fixtures.ts";
import { followConsoleMenu, signInToConsole, staffOf } from "./console-helpers.ts";

/**
 * Passkeys on the console, with Chrome's virtual authenticator (DevTools Protocol WebAuthn
 * domain) standing in for a device's screen lock: added by keyboard on the Account page after a
 * code sign-in, then signing in without a code; the same signed answer sent again is refused.
 */

async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

test("a passkey added after a code sign-in signs in without a code, and its answer only once", async ({
  page,
}) => {
  await addVirtualAuthenticator(page);
  const user = staffOf("sales");
  await signInToConsole(page, user.email);

  await followConsoleMenu(page, "Account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account");
  await expectNoAxeViolations(page);

  // Name it and add it by keyboard alone.
  const name = `Laptop ${Date.now()}`;
  await page.getByLabel("Passkey name").focus();
  await page.keyboard.type(name);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "added" })).toHaveText(
    `Passkey "${name}" added.`,
  );
  const passkeys = page.getByRole("table", { name: "Your passkeys" });
  const row = passkeys.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Never");
  // Its time is in the zone of the user's site, named ("AEDT" for Melbourne), not UTC.
  const zone = DEMO_SITES.find((site) => site.slug === user.site)?.settings.timeZone ?? "";
  await expect(row).toContainText(siteTime(new Date(), zone).split(" ").at(-1)!);
  await expectNoAxeViolations(page);

  // An empty name is refused with a message, and nothing is added.
  await page.getByLabel("Passkey name").fill("");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.locator("#passkey-name-error")).toHaveText("Name the passkey.");
  await expect(page.getByLabel("Passkey name")).toHaveAttribute("aria-invalid", "true");
  // It is announced: said in the form's live region, and the focus goes to the field, which
  // its message describes.
  await expect(page.getByRole("status").filter({ hasText: "Name the passkey." })).toHaveCount(1);
  await expect(page.getByLabel("Passkey name")).toBeFocused();
  await expect(page.getByLabel("Passkey name")).toHaveAccessibleDescription(/Name the passkey\./);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/console\/sign-in$/);
  await expectNoAxeViolations(page);

  // Sign in with the passkey, by keyboard; the answer the page sends is kept to send again.
  const answer = page.waitForRequest(
    (request) =>
      request.method() === "POST" && (request.postData() ?? "").includes("authenticatorData"),
  );
  await page.getByRole("button", { name: "Sign in with a passkey" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/console$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your sites");
  await expect(page.getByText(user.email)).toBeVisible();

  await followConsoleMenu(page, "Account");
  await expect(passkeys.getByRole("row", { name: new RegExp(name) })).not.toContainText("Never");

  // The same signed answer again, from a browser that is signed out: its challenge is used up.
  const sent = await answer;
  const replay = await page.context().request.post(sent.url(), {
    headers: { ...(await sent.allHeaders()), cookie: "" },
    data: sent.postData() ?? "",
  });
  expect(replay.status()).toBe(200);
  const replayed = await replay.text();
  expect(replayed).toContain("That passkey did not sign you in");
  expect(replay.headers()["set-cookie"] ?? "").not.toContain("forecourt_console=");

  // Removed (its row goes, and its button with it), the passkey is gone from the list.
  await page.getByRole("button", { name: `Remove passkey ${name}` }).click();
  await page.getByRole("button", { name: "Yes, remove" }).click();
  await expect(passkeys.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);

  // The authenticator still holds it, but it signs nobody in any more.
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(
    page.getByText("That passkey did not sign you in. Try again or use an emailed code."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/console\/sign-in$/);
});
