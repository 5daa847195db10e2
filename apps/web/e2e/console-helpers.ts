import { expect, type Page } from "@playwright/test";
import { DEMO_STAFF } from "@forecourt/db/demo/demo-staff";
import { mailedCode } from "./mail-catcher.ts";

/** The demo staff user of a role (one is seeded per role). */
export function staffOf(role: string) {
  const user = DEMO_STAFF.find((staff) => staff.role === role);
  if (!user) throw new Error(`no demo ${role}`);
  return user;
}

/** Signs `email` in to the console with the code the mail catcher received; ends on the home. */
export async function signInToConsole(page: Page, email: string) {
  const previous = mailedCode(email);
  await page.goto("/console/sign-in");
  await page.getByLabel("Work email").fill(email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect.poll(() => mailedCode(email), { timeout: 30_000 }).not.toBe(previous);
  await page.getByLabel("Sign-in code").fill(mailedCode(email) ?? "");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your sites");
}
