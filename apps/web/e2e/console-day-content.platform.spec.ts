import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { COUNT_VISITS_LABEL } from "@forecourt/core/console/settings-form";
import { wallTextOf } from "@forecourt/core/console/studio-form";
import { CALL_OUTCOME_MESSAGE } from "@forecourt/core/leads/lead-conversation";
import { siteDay } from "@forecourt/core/time/site-time";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { AUTH, portOf, sendLead, signInToConsole, siteIdOf, staffOf } from "./console-helpers.ts";
import { STUDIO_OFFER_PREFIX } from "./fixtures.ts";

/**
 * The dealer's day closing, per role, on the shared server (issue 69, items 3, 4, 5, 8 and 9):
 * content that can come down and says what it refused or removed (marketing), a call and a
 * reminder that record only what the salesperson meant (sales), the marketer's split test and
 * Insight without shoppers' details (marketing), and a new site that counts visits in its own
 * days, starts with the offers box unticked and says when counting is off (operator).
 */

const marketing = staffOf("marketing");
const sales = staffOf("sales");
const metro = DEMO_SITES.find((demo) => demo.slug === marketing.site)!;
const zone = metro.settings.timeZone ?? "Australia/Sydney";
const wall = (at: number) => wallTextOf(new Date(at).toISOString(), zone);
/** The field labelled exactly this, marked required (" *") or not. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
const status = (page: Page, text: string | RegExp) =>
  page.getByRole("status").filter({ hasText: text });

test("marketing: an ended offer is refused, library images keep their alt text on the site, the editor's own markup is not called unsafe, a deleted post moves for good", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const port = portOf(info);
  const storefront = `http://${metro.slug}.localhost:${port}`;
  const shopper = await (await browser.newContext()).newPage();
  const run = Date.now().toString(36);
  await signInToConsole(page, marketing.email);

  // An image in the library with its alt text.
  await page.getByRole("link", { name: `Media library of ${metro.name}` }).click();
  const alt = `Blue wagon at dusk ${run}`;
  const image = await sharp({
    create: { width: 48, height: 32, channels: 3, background: { r: 20, g: 60, b: 200 } },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel("Image file")
    .setInputFiles({ name: `wagon-${run}.png`, mimeType: "image/png", buffer: image });
  await field(page, "Alt text").fill(alt);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(status(page, "is in the library")).toBeVisible();

  // An offer whose end has passed: refused at its end date, not on the site.
  await page.getByRole("link", { name: `Content of ${metro.name}` }).click();
  await page.getByRole("link", { name: "New offer" }).click();
  // Named as the studio's offers are, so the storefront's count of the demo's offers passes it by.
  const offerTitle = `${STUDIO_OFFER_PREFIX} wagon week ${run}`;
  await field(page, "Title").fill(offerTitle);
  await page.getByLabel("URL name").fill(`wagon-week-${run}`);
  await field(page, "Image").selectOption({ label: alt });
  await field(page, "Ends").fill(wall(Date.now() - 3_600_000));
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(field(page, "Ends")).toHaveAccessibleDescription(
    /This offer's end date has passed, so it was not published/,
  );
  await expect(status(page, "Published")).toHaveCount(0);
  await shopper.goto(`${storefront}/special-offers`);
  await expect(shopper.getByText(offerTitle)).toHaveCount(0);
  // With no end it goes up, its library image described on the site by its alt text.
  await field(page, "Ends").fill("");
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(status(page, "Published")).toBeVisible();
  await shopper.goto(`${storefront}/special-offers`);
  await expect(shopper.getByRole("heading", { name: offerTitle })).toBeVisible();
  await expect(shopper.getByRole("img", { name: alt })).toBeVisible();

  // A post with a link and a library image from the editor's toolbar: the editor's own
  // attributes on them are not reported as unsafe markup removed.
  await page.getByRole("link", { name: `Content of ${metro.name}` }).click();
  await page.getByRole("link", { name: "New post" }).click();
  const postTitle = `Wagons are back ${run}`;
  const postSlug = `wagons-back-${run}`;
  await field(page, "Title").fill(postTitle);
  await page.getByLabel("URL name").fill(postSlug);
  const body = page.getByRole("textbox", { name: "Body" });
  await body.click();
  await page.keyboard.type("See the offers");
  for (let i = 0; i < "offers".length; i += 1) await page.keyboard.press("Shift+ArrowLeft");
  page.once("dialog", (dialog) => dialog.accept("/special-offers"));
  await page.getByRole("button", { name: "Link" }).click();
  await expect(body.locator('a[href="/special-offers"]')).toHaveText("offers");
  // The image after the text, not in place of the linked word.
  await body.press("End");
  await page.keyboard.type(" today.");
  await page.getByLabel("Image from the media library").selectOption({ label: alt });
  await page.getByRole("button", { name: "Insert image" }).click();
  await expect(body.getByRole("img", { name: alt })).toBeVisible();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(postTitle);
  await expect(status(page, "Published")).toBeVisible();
  await expect(page.getByText(/was removed/)).toHaveCount(0);
  const postAddress = `${storefront}/blog/${postSlug}`;
  await shopper.goto(postAddress);
  await expect(shopper.locator("article").getByRole("img", { name: alt })).toBeVisible();
  await expect(shopper.locator("article").getByRole("link", { name: "offers" })).toHaveAttribute(
    "href",
    "/special-offers",
  );

  // Deleted after the question, its address moved for good to the offers.
  await page.getByRole("button", { name: "Delete this post" }).click();
  await page.getByLabel("Moved for good to another page of the site (301)").check();
  await page.getByLabel(/^Path it moves to/).fill("/special-offers");
  await page.getByRole("button", { name: "Yes, delete this post" }).click();
  await expect(page.getByText("Deleted: the post is off the site.")).toBeVisible();
  const moved = await shopper.goto(postAddress);
  expect(new URL(shopper.url()).pathname).toBe("/special-offers");
  expect(moved?.status()).toBe(200);
  expect((await moved!.request().redirectedFrom()!.response())!.status()).toBe(301);
});

test("marketing without JavaScript: the editor says what real markup it removed", async ({
  page,
  browser,
}, info) => {
  const run = Date.now().toString(36);
  const siteId = await siteIdOf(portOf(info), metro.slug);
  await signInToConsole(page, marketing.email);
  const plain = await browser.newContext({
    baseURL: info.project.use.baseURL,
    storageState: await page.context().storageState(),
    javaScriptEnabled: false,
  });
  const form = await plain.newPage();
  await form.goto(`/console/sites/${siteId}/content`);
  await form.getByRole("link", { name: "New post" }).click();
  await field(form, "Title").fill(`Plain post ${run}`);
  await form.getByLabel("URL name").fill(`plain-post-${run}`);
  await form
    .getByRole("textbox", { name: "Body" })
    .fill(
      `<p>Open <a href="javascript:alert(1)">here</a></p><script>alert(2)</script><p>Saturday</p>`,
    );
  await form.getByRole("button", { name: "Publish now" }).click();
  await expect(form.getByRole("heading", { level: 1 })).toHaveText(`Plain post ${run}`);
  await expect(form.getByText(/A script element was removed\./)).toBeVisible();
  await expect(form.getByText(/An unsafe link \(javascript:\) was removed\./)).toBeVisible();
  await plain.close();
});

test("sales: a call is logged only with the outcome chosen, and a reminder already due is refused", async ({
  page,
}, info) => {
  const run = Date.now().toString(36);
  const name = `Cara Callback ${run}`;
  const leadId = await sendLead(page, portOf(info), metro.slug, name, "dandenong");
  await signInToConsole(page, sales.email);
  await page.goto(`/console/leads/${leadId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

  // An empty call form: no outcome was chosen, so nothing is logged and the lead is not answered.
  await page.getByRole("button", { name: "Log call" }).click();
  await expect(page.getByLabel("How it went")).toHaveAccessibleDescription(CALL_OUTCOME_MESSAGE);
  await expect(page.getByText(/Call by /)).toHaveCount(0);
  await expect(page.getByText("Status: new")).toBeVisible();

  // A reminder due an hour ago (the browser's clock): refused at its time, none listed.
  const anHourAgo = await page.evaluate(() => {
    const at = new Date(Date.now() - 3_600_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  });
  await page.getByLabel("Due").fill(anHourAgo);
  await page.getByLabel("What to follow up").fill(`Ring back ${run}`);
  await page.getByRole("button", { name: "Set reminder" }).click();
  await expect(page.getByLabel("Due")).toHaveAccessibleDescription(
    "That time has passed: choose when to follow up from now on.",
  );
  await expect(page.getByRole("listitem").filter({ hasText: `Ring back ${run}` })).toHaveCount(0);

  // The outcome chosen, the call is logged as said.
  await page.getByLabel("How it went").selectOption({ label: "No answer" });
  await page.getByRole("button", { name: "Log call" }).click();
  await expect(page.getByText(/Call by .*: No answer/)).toBeVisible();
});

test("marketing sets up a split test of its site and reads Insight, with no shopper's details", async ({
  page,
}, info) => {
  const run = Date.now().toString(36);
  const name = `Priya Private ${run}`;
  const leadId = await sendLead(page, portOf(info), metro.slug, name, "dandenong");
  await signInToConsole(page, marketing.email);

  // A split test with two variants that change nothing a shopper sees, started then stopped
  // (the demo site's other tests read its home as it is).
  await page.getByRole("link", { name: `Split test of ${metro.name}` }).click();
  await page.getByLabel(/^Test name/).fill(`mkt${run}`);
  const first = page.getByRole("group", { name: "Variant 1" });
  const second = page.getByRole("group", { name: "Variant 2" });
  await first.getByLabel(/^Name/).fill("a");
  await first.getByLabel(/^Share of visitors/).fill("50");
  await second.getByLabel(/^Name/).fill("b");
  await second.getByLabel(/^Share of visitors/).fill("50");
  await page.getByRole("button", { name: "Save and start" }).click();
  await expect(status(page, "Started")).toBeVisible();
  await expect(page.getByText(`“mkt${run}” is running`)).toBeVisible();
  await page.getByRole("button", { name: "Stop the test" }).click();
  await expect(status(page, "Stopped")).toBeVisible();

  // Insight of its site: leads counted, no shopper named; the lead itself is not theirs to open.
  await page.goto("/console/insight");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insight");
  await expect(
    page.getByRole("table", { name: "Leads by source, medium and campaign", exact: true }),
  ).toBeVisible();
  const shown = await page.locator("main").innerText();
  expect(shown).not.toContain(name);
  expect(shown).not.toContain("priya.private");
  expect((await page.goto(`/console/leads/${leadId}`))?.status()).toBe(404);
});

test("a site opened through the API counts visits in its own days and starts with the offers box unticked; off, Insight says so", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const port = portOf(info);
  const run = Date.now().toString(36);
  const slug = `day-close-${run}`;
  const name = `Day Close Motors ${run}`;
  // A zone whose date differs from UTC's now, so a day cut by UTC would miss today's visit.
  const siteZone = new Date().getUTCHours() >= 10 ? "Pacific/Kiritimati" : "Pacific/Pago_Pago";
  const api = async (path: string, data: object) => {
    const response = await page.request.post(`http://localhost:${port}${path}`, {
      headers: { authorization: AUTH },
      data,
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: number };
  };
  const { id: siteId } = await api("/api/v1/websites.json", {
    slug,
    name,
    settings: { locale: "en-AU", timeZone: siteZone },
  });
  await api(`/api/v1/websites/${siteId}/dealerships.json`, {
    slug: "day-close",
    name,
    lead_email: `sales@${slug}.test`,
  });

  // A shopper's visit and enquiry: the offers box starts unticked; the visit is recorded.
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(`http://${slug}.localhost:${port}/contact`);
  await expect(
    shopper.getByRole("checkbox", { name: "Keep me informed about offers and news" }),
  ).not.toBeChecked();
  const sent = await shopper.evaluate(async (email) => {
    const response = await fetch("/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        lead: {
          name: "Dana Close",
          email,
          phone: "0400000000",
          postcode: "3000",
          message: "Is the wagon still there?",
          category: "General",
          where_did_you_hear_about_us: "Word of mouth",
          terms_conditions: true,
        },
      }),
    });
    return `${response.status} ${await response.text()}`;
  }, `dana.${run}@example.com`);
  expect(sent).toMatch(/^201 /);
  await shopper.goto(`http://${slug}.localhost:${port}/`);
  const sessionId = await shopper.evaluate(() => {
    const layer = (window as { dataLayer?: { session_id?: unknown }[] }).dataLayer ?? [];
    return String(layer.find((item) => typeof item?.session_id === "string")?.session_id ?? "");
  });
  expect(sessionId).toMatch(/^session_/);
  await expect
    .poll(
      async () => {
        const response = await page.request.get(
          `http://localhost:${port}/api/v1/websites/${siteId}/events.json?session_id=${sessionId}`,
          { headers: { authorization: AUTH } },
        );
        const listed = (await response.json()) as { events?: { category: string }[] };
        return (listed.events ?? []).filter((event) => event.category === "page_view").length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  await shopper.context().close();

  // The operator's settings: counting on, the offers box unticked and why.
  await signInToConsole(page, staffOf("platform-operator").email);
  await page.goto(`/console/sites/${siteId}/settings`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Settings of ${name}`);
  const counting = page.getByRole("checkbox", { name: COUNT_VISITS_LABEL });
  await expect(counting).toBeChecked();
  const optIn = page.getByRole("checkbox", { name: "Offers and news box starts ticked" });
  await expect(optIn).not.toBeChecked();
  await expect(optIn).toHaveAccessibleDescription(/express consent under Australia's Spam Act/);

  // Insight's days are the site's: its today holds the lead, and nothing says counting is off.
  const today = siteDay(new Date(), siteZone);
  await page.goto(`/console/insight?site=${siteId}&from=${today}&to=${today}`);
  await expect(page.locator("#insight-period")).toContainText(`${today} to ${today}`);
  await expect(page.locator("#insight-not-collecting")).toHaveCount(0);
  const leadsBySource = page.getByRole("table", {
    name: "Leads by source, medium and campaign",
    exact: true,
  });
  await expect(leadsBySource.getByRole("row").last().getByRole("cell").last()).toHaveText("1");

  // Counting switched off: Insight says so plainly and links to the switch.
  await page.goto(`/console/sites/${siteId}/settings`);
  await counting.uncheck();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").first()).toBeVisible();
  await page.goto(`/console/insight?site=${siteId}`);
  await expect(page.locator("#insight-not-collecting")).toHaveText(
    `This site does not record visits: turn on “${COUNT_VISITS_LABEL}” in Settings.`,
  );
});
