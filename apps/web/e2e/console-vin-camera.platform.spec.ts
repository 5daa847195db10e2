import { existsSync, writeFileSync } from "node:fs";
import { chromium, expect, test } from "@playwright/test";
import { signInToConsole, staffOf } from "./console-helpers.ts";
import { vinLabelVideo } from "./vin-label.ts";

/**
 * The VIN scan through the camera: Chromium's fake camera plays a VIN's Code 39 label (a Y4M
 * made here from the label image), the dealer admin presses Scan on a phone-sized new car form,
 * and the form's VIN fills and decodes. Its own browser, launched with the fake camera and
 * without a permission prompt, so the other specs keep theirs.
 */

const VIN = "1HGCM82633A004352";
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

test("Scan reads the VIN label the camera sees, and the form decodes it", async ({
  baseURL,
}, testInfo) => {
  const video = testInfo.outputPath("vin-label.y4m");
  writeFileSync(video, await vinLabelVideo(VIN));
  const browser = await chromium.launch({
    executablePath: existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    const page = await context.newPage();
    await signInToConsole(page, staffOf("dealer-admin").email);
    await page.goto("/console/stock/new");
    await page.getByRole("button", { name: "Scan" }).click();
    await expect(page.getByLabel(/^VIN/)).toHaveValue(VIN, { timeout: 15_000 });
    await expect(page.getByRole("status").filter({ hasText: /^Filled / })).toHaveText(
      /^Filled make, model, year\b/,
    );
    await expect(page.getByLabel(/^Make/)).toHaveValue(/honda/i);
    // The camera is let go once the label is read.
    await expect(page.locator("video")).toHaveCount(0);
  } finally {
    await browser.close();
  }
});
