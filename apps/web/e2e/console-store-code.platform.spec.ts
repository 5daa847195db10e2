import { expect, test } from "@playwright/test";
import { GOOGLE_STORE_CODE_MESSAGE } from "@forecourt/core/site/site-input";
import { portOf, signInToConsole, siteIdOf, staffOf, submitByKeyboard } from "./console-helpers.ts";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./fixtures.ts";

/**
 * A dealer admin sets a location's Google store code on the site's settings page: a code Google's
 * feeds cannot carry is refused beside its field, a good one saved and shown, then cleared again
 * (the demo data as it was). By keyboard, with axe, on a 320 px screen.
 */

const admin = staffOf("dealer-admin");
const METRO = admin.site ?? "";

test("an admin sets a location's Google store code", async ({ page }, info) => {
  const port = portOf(info);
  const siteId = await siteIdOf(port, METRO);
  await signInToConsole(page, admin.email);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`/console/sites/${siteId}/settings`);
  const STORE_CODE = /^Google store code of /;
  // The first location's form: its store code, its notice and its button.
  const form = () =>
    page
      .locator("form")
      .filter({ has: page.getByLabel(STORE_CODE) })
      .first();
  const field = () => form().getByLabel(STORE_CODE);
  const save = () => form().getByRole("button", { name: /^Save / });
  await expect(field()).toHaveValue("");

  await field().fill("in_store:METRO");
  await submitByKeyboard(page, save(), "Please correct the fields marked below.");
  await expect(form().getByText(GOOGLE_STORE_CODE_MESSAGE)).toBeVisible();
  await expectNoAxeViolations(page);

  try {
    await field().fill("METRO-01");
    await submitByKeyboard(page, save(), "Saved: your site shows them now.");
    await expect(field()).toHaveValue("METRO-01");
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  } finally {
    await field().fill("");
    await submitByKeyboard(page, save(), "Saved: your site shows them now.");
  }
  await expect(field()).toHaveValue("");
});
