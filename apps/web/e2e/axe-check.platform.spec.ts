import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures.ts";

/**
 * The accessibility check every spec leans on finds what it must: a page of the product with an
 * image without a text alternative, faint text and a nameless button added fails, naming each.
 */
test("the axe-core check fails on a page with violations, naming each rule", async ({ page }) => {
  await page.goto("/console/sign-in");
  await expectNoAxeViolations(page);
  await page.evaluate(() => {
    document
      .querySelector("main")
      ?.insertAdjacentHTML(
        "afterbegin",
        '<img src="/missing.png"><p style="color:#bbb;background:#fff">Faint words</p><button></button>',
      );
  });
  const failure = await expectNoAxeViolations(page).then(
    () => "",
    (error: Error) => error.message,
  );
  for (const rule of ["image-alt", "color-contrast", "button-name"]) {
    expect(failure).toContain(rule);
  }
});
