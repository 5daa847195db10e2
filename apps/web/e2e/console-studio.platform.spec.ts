import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { wallTextOf } from "@forecourt/core/console/studio-form";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { expectFits, STUDIO_OFFER_PREFIX } from "./fixtures.ts";
import { signInToConsole, staffOf } from "./console-helpers.ts";

/**
 * The content studio as the marketing user, on a 320 px phone: an image uploaded to the media
 * library (alt text required), an offer with it drafted, previewed on the site through the
 * console (signed-in staff only), published, and gone from the site by itself at its end; the
 * home hero changed; a post written in the rich-text editor and scheduled, published by the
 * worker on time, changed, then rolled back; a second editor's stale save refused. Each screen
 * axe-clean, without sideways scroll.
 */

const marketing = staffOf("marketing");
const site = DEMO_SITES.find((demo) => demo.slug === marketing.site)!;
const zone = site.settings.timeZone ?? "Australia/Sydney";
const wall = (at: number) => wallTextOf(new Date(at).toISOString(), zone);

/** The field labelled exactly this, marked required (" *") or not. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

test("marketing publishes an offer with an image that ends by itself, schedules a post and rolls it back", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const port = (testInfo.project.metadata as { port: number }).port;
  const storefront = `http://${site.slug}.localhost:${port}`;
  const shopper = await (await browser.newContext()).newPage();
  const run = Date.now().toString(36);

  await page.setViewportSize({ width: 320, height: 720 });
  await signInToConsole(page, marketing.email);
  // Content and offers, no leads.
  await expect(
    page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Leads" }),
  ).toHaveCount(0);
  await expect(page.getByText(/new leads?$/)).toHaveCount(0);

  // The media library: alt text is required; the upload lands in the library.
  await page.getByRole("link", { name: `Media library of ${site.name}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Media library of ${site.name}`);
  const image = await sharp({
    create: {
      width: 64,
      height: 32,
      channels: 3,
      background: { r: 200, g: 20, b: Number.parseInt(run.slice(-2), 36) % 256 },
    },
  })
    .png()
    .toBuffer();
  const alt = `Red hatch ${run}`;
  await page
    .getByLabel("Image file")
    .setInputFiles({ name: `hatch-${run}.png`, mimeType: "image/png", buffer: image });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(field(page, "Alt text")).toHaveAccessibleDescription(/Describe the image/);
  // Focus moves to the answer.
  await expect(page.locator(":focus")).toContainText("Please correct the fields");
  await page
    .getByLabel("Image file")
    .setInputFiles({ name: `hatch-${run}.png`, mimeType: "image/png", buffer: image });
  await field(page, "Alt text").fill(alt);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status").filter({ hasText: "is in the library" })).toBeVisible();
  await expect(page.getByRole("img", { name: alt })).toBeVisible();
  await expectFits(page);

  // An offer ending 70 s from now, drafted with the image: not on the site, but in its preview.
  await page.getByRole("link", { name: `Content of ${site.name}` }).click();
  await page.getByRole("link", { name: "New offer" }).click();
  const offerTitle = `${STUDIO_OFFER_PREFIX} ${run}`;
  const endsAt = Date.now() + 70_000;
  await field(page, "Title").fill(offerTitle);
  await page.getByLabel("URL name").fill(`runout-${run}`);
  await field(page, "Text").fill("Drive away, no more to pay.");
  await field(page, "Image").selectOption({ label: alt });
  await page.getByLabel("Finance terms").fill("$89 a week");
  await field(page, "Ends").fill(wall(endsAt));
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(offerTitle);
  await expectFits(page);
  await shopper.goto(`${storefront}/special-offers`);
  await expect(shopper.getByText(offerTitle)).toHaveCount(0);
  // The preview goes through the console: signed-in staff are sent on to the draft on the site.
  const previewHref = await page
    .getByRole("link", { name: /Preview on the site/ })
    .getAttribute("href");
  expect(previewHref).toMatch(/^\/console\/sites\/\d+\/content\/offers\/\d+\/preview$/);
  const staffTab = await page.context().newPage();
  await staffTab.goto(previewHref!);
  await expect(staffTab.getByText("Preview: this is a draft")).toBeVisible();
  const draftAddress = new URL(staffTab.url());
  expect(draftAddress.host).toBe(new URL(storefront).host);
  await staffTab.close();
  // Someone not signed in is asked to sign in by the console's link.
  await shopper.goto(new URL(previewHref!, page.url()).toString());
  await expect(shopper).toHaveURL(/\/console\/sign-in$/);
  // The address it signed works for a few minutes, as sent.
  await shopper.goto(draftAddress.toString());
  await expect(shopper.getByText("Preview: this is a draft")).toBeVisible();
  await expect(shopper.getByRole("heading", { name: offerTitle })).toBeVisible();
  // Without its token the preview is the site's 404.
  draftAddress.search = "";
  const bare = await shopper.goto(draftAddress.toString());
  expect(bare?.status()).toBe(404);

  // Published: on the site at its next request, with the image; gone by itself once it ends.
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  await shopper.goto(`${storefront}/special-offers`);
  await expect(shopper.getByRole("heading", { name: offerTitle })).toBeVisible();
  await expect(shopper.getByText("$89 a week")).toBeVisible();
  await expect(shopper.locator(`img[src*="library"]`).first()).toBeVisible();

  // The home page's hero, changed and shown on the next request.
  await page.getByRole("link", { name: `Content of ${site.name}` }).click();
  const hero = `Winter runout ${run}`;
  await page.getByLabel("Hero title").fill(hero);
  await page.getByRole("button", { name: "Publish hero" }).click();
  await expect(page.locator(":focus")).toContainText("the home page shows the new hero");
  await expectFits(page);
  await shopper.goto(`${storefront}/`);
  await expect(shopper.getByText(hero)).toBeVisible();

  // A page of the site's own, listed with its pages and published now.
  await expect(page.getByRole("table", { name: "All pages" })).toBeVisible();
  await page.getByRole("link", { name: "New page" }).click();
  const pageSlug = `trade-week-${run}`;
  await field(page, "Title").fill(`Trade-in week ${run}`);
  await page.getByLabel("URL path").fill(pageSlug);
  await page.getByRole("textbox", { name: "Body" }).click();
  await page.keyboard.type("Bring your car in for a valuation.");
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Trade-in week ${run}`);
  await shopper.goto(`${storefront}/${pageSlug}`);
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(`Trade-in week ${run}`);
  await expect(shopper.getByText("Bring your car in for a valuation.")).toBeVisible();
  await page.getByRole("link", { name: `Content of ${site.name}` }).click();
  await expect(
    page
      .getByRole("table", { name: "All pages" })
      .getByRole("link", { name: `Trade-in week ${run}` }),
  ).toBeVisible();

  // A post in the rich-text editor, scheduled 25 s ahead: the worker publishes it then.
  await page.getByRole("link", { name: "New post" }).click();
  const postSlug = `news-${run}`;
  await field(page, "Title").fill(`Winter service ${run}`);
  await page.getByLabel("URL name").fill(postSlug);
  const body = page.getByRole("textbox", { name: "Body" });
  await body.click();
  await page.keyboard.type("Book your winter check ");
  await page.getByRole("button", { name: "Bold" }).click();
  // The toolbar hands focus back to the text; a key pressed before that lands nowhere.
  await expect(page.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  await expect(body).toBeFocused();
  await page.keyboard.type("today");
  await expect(body.locator("strong")).toHaveText("today");
  await page.getByLabel(/Publish at/).fill(wall(Date.now() + 25_000));
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Winter service ${run}`);
  await expect(page.getByText(/^Scheduled: published at/)).toBeVisible();
  await expectFits(page);
  const postUrl = `${storefront}/blog/${postSlug}`;
  expect((await shopper.goto(postUrl))?.status()).toBe(404);
  await expect
    .poll(async () => (await shopper.goto(postUrl))?.status(), {
      timeout: 60_000,
      intervals: [3_000],
    })
    .toBe(200);
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(`Winter service ${run}`);
  await expect(shopper.locator("article strong")).toHaveText("today");

  // A second editor opened now; the first changes the title and publishes; the second's save is refused.
  await page.reload();
  const editorUrl = page.url();
  const other = await page.context().newPage();
  await other.goto(editorUrl);
  await field(page, "Title").fill(`Winter service ${run} (updated)`);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  await shopper.goto(postUrl);
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(
    `Winter service ${run} (updated)`,
  );
  await field(other, "Title").fill("A stale change");
  await other.getByRole("button", { name: "Save draft" }).click();
  await expect(
    other.getByRole("alert").filter({ hasText: "was changed by marketing@" }),
  ).toBeFocused();
  await other.close();

  // Rolled back to the first version in one step.
  await page.getByRole("button", { name: "Restore version 1" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Version 1 restored" })).toBeVisible();
  await shopper.goto(postUrl);
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(`Winter service ${run}`);
  await expectFits(page);

  // The offer's end passes: the offers page drops it with no one touching it.
  await page.waitForTimeout(Math.max(0, endsAt - Date.now()));
  await expect
    .poll(
      async () => {
        await shopper.goto(`${storefront}/special-offers`);
        return shopper.getByRole("heading", { name: offerTitle }).count();
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toBe(0);
});
