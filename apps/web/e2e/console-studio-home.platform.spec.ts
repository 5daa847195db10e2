import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { wallTextOf } from "@forecourt/core/console/studio-form";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./fixtures.ts";
import { signInToConsole, staffOf } from "./console-helpers.ts";

/**
 * The studio's home page as the marketing user, on a 320 px phone: a banner with an image from
 * the media library, live now, beside one that ended a minute ago and one that starts tomorrow;
 * a section hidden and another moved by keyboard; the storefront's home page follows on the next
 * request, showing only the live banner. The site's home settings are put back at the end (other
 * specs read this demo site's home page).
 */

const marketing = staffOf("marketing");
const site = DEMO_SITES.find((demo) => demo.slug === marketing.site)!;
const zone = site.settings.timeZone ?? "Australia/Sydney";
const wall = (at: number) => wallTextOf(new Date(at).toISOString(), zone);
const AUTH = `Basic ${Buffer.from("platform:demo-password").toString("base64")}`;

async function expectFits(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
}

/** The headings of the home page's sections, top to bottom. */
const sectionHeadings = (page: Page) =>
  page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();

test("marketing schedules home banners and orders the home page's sections", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const port = (testInfo.project.metadata as { port: number }).port;
  const storefront = `http://${site.slug}.localhost:${port}`;
  const shopper = await (await browser.newContext()).newPage();
  const run = Date.now().toString(36);
  let websiteId: string | null = null;

  try {
    await page.setViewportSize({ width: 320, height: 720 });
    await signInToConsole(page, marketing.email);

    // An image for the banner, into the media library.
    await page.getByRole("link", { name: `Media library of ${site.name}` }).click();
    const alt = `Sale yard ${run}`;
    const image = await sharp({
      create: { width: 80, height: 20, channels: 3, background: { r: 10, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel("Image file")
      .setInputFiles({ name: `yard-${run}.png`, mimeType: "image/png", buffer: image });
    // The upload's own field: images already in the library have "Alt text of …" fields.
    await page.getByRole("textbox", { name: "Alt text", exact: true }).fill(alt);
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("status").filter({ hasText: "is in the library" })).toBeVisible();

    await page.getByRole("link", { name: `Content of ${site.name}` }).click();
    websiteId = /\/console\/sites\/(\d+)\//.exec(page.url())![1]!;
    const form = page.getByRole("region", { name: "Home page banners and sections" });

    // Three banners: live now (the image, with a link), ended a minute ago, starting tomorrow.
    const live = `Live banner ${run}`;
    const ended = `Ended banner ${run}`;
    const future = `Tomorrow banner ${run}`;
    const fill = async (n: number, values: Record<string, string>) => {
      await form.getByRole("button", { name: "Add a banner" }).click();
      const banner = form.getByRole("group", { name: `Banner ${n}` });
      // The new banner's first field takes the focus.
      await expect(banner.getByLabel("Image", { exact: true })).toBeFocused();
      for (const [label, value] of Object.entries(values)) {
        const control = banner.getByLabel(label, { exact: true });
        if (label === "Image") await control.selectOption({ label: value });
        else await control.fill(value);
      }
    };
    const existing = await form.getByRole("group", { name: /^Banner \d+$/ }).count();
    await fill(existing + 1, {
      Title: ended,
      Starts: wall(Date.now() - 3_600_000),
      Ends: wall(Date.now() - 60_000),
    });
    await fill(existing + 2, { Title: future, Starts: wall(Date.now() + 86_400_000) });
    await fill(existing + 3, {
      Image: alt,
      Title: live,
      Text: "This weekend only",
      "Link (a path such as /special-offers, or an address)": "/special-offers",
      Ends: wall(Date.now() + 3_600_000),
    });
    // An image needs its description: refused, the field named, focus on the answer.
    await form.getByRole("button", { name: "Publish banners and sections" }).click();
    await expect(page.locator(":focus")).toContainText("Please correct the fields");
    const liveBanner = form.getByRole("group", { name: `Banner ${existing + 3}` });
    await expect(
      liveBanner.getByLabel("Image description (needed with an image)"),
    ).toHaveAccessibleDescription(/Describe the image/);
    await liveBanner.getByLabel("Image description (needed with an image)").fill(alt);
    // The live banner goes first, by its buttons; the focus stays on the one pressed.
    for (let at = existing + 3; at > 1; at -= 1) {
      const up = form.getByRole("button", { name: `Move up: Banner ${at}` });
      await up.click();
      // At the top its "Move up" is disabled: "Move down" takes the focus.
      const moved = at - 1 === 1 ? "Move down: Banner 1" : `Move up: Banner ${at - 1}`;
      await expect(form.getByRole("button", { name: moved })).toBeFocused();
    }
    await expect(
      form.getByRole("group", { name: "Banner 1" }).getByLabel("Title", { exact: true }),
    ).toHaveValue(live);

    // Sections by keyboard: Reviews up above Featured stock (two moves), Locations hidden.
    const reviewsUp = form.getByRole("button", { name: "Move up: Reviews" });
    await reviewsUp.focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press("Enter");
    await expect(reviewsUp).toBeFocused();
    await form.getByRole("checkbox", { name: "Show Locations" }).focus();
    await page.keyboard.press("Space");
    await expect(form.getByRole("checkbox", { name: "Show Locations" })).not.toBeChecked();
    await expectFits(page);
    await form.getByRole("button", { name: "Publish banners and sections" }).click();
    await expect(page.locator(":focus")).toContainText("the home page shows its banners");
    await expectFits(page);

    // The storefront's next request: only the live banner, its image through the optimiser and
    // its link; reviews before the featured stock; no locations.
    await shopper.setViewportSize({ width: 320, height: 720 });
    await shopper.goto(`${storefront}/`);
    const banners = shopper.getByTestId("home-banners");
    await expect(banners.getByRole("heading", { name: live })).toBeVisible();
    await expect(banners.getByRole("img", { name: alt })).toHaveAttribute(
      "src",
      /_next\/image|\/media/,
    );
    await expect(banners.getByRole("link", { name: new RegExp(live) })).toHaveAttribute(
      "href",
      "/special-offers",
    );
    await expect(shopper.getByText(ended)).toHaveCount(0);
    await expect(shopper.getByText(future)).toHaveCount(0);
    const headings = await sectionHeadings(shopper);
    expect(headings).not.toContain("Visit us");
    const reviews = headings.indexOf("What our customers say");
    const featured = headings.findIndex((text) => text.startsWith("Featured"));
    expect(reviews).toBeGreaterThanOrEqual(0);
    expect(reviews).toBeLessThan(featured);
    await expectFits(shopper);
  } finally {
    // The demo site's home as it was: no banners, the template's sections.
    if (websiteId) {
      const restored = await request.patch(`/api/v1/websites/${websiteId}.json`, {
        headers: { authorization: AUTH },
        data: { settings: { home: { banners: null, sections: null } } },
      });
      expect(restored.status()).toBe(200);
      await shopper.goto(`${storefront}/`);
      await expect(shopper.getByRole("heading", { name: "Visit us" })).toBeVisible();
    }
  }
});
