import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { localize, type LocaleCode } from "@forecourt/core/locale/locale";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { siteDay } from "@forecourt/core/time/site-time";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import type { APIRequestContext } from "@playwright/test";
import { followConsoleMenu, signInToConsole, staffOf } from "./console-helpers.ts";
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from "./fixtures.ts";
import { API_AUTH, apiBase, siteIdOf, submitForm } from "./lead-form-helpers.ts";
import { E2E_PORT } from "./ports.ts";

/**
 * Insight on one demo site with the collector (metro-pre-owned), its RUM sample rate set to 1
 * for the run through the platform API and put back after: a visit from a campaign that ends in
 * a lead is counted under that campaign from the leads table, in the API's answer and on the
 * console's insight dashboard of the site's dealer admin (axe, a new range through the GET form,
 * the CSV, a phone's width); another dealer's site and sales are refused.
 */

const SLUG = "metro-pre-owned";
const SITE = `http://${SLUG}.localhost:${E2E_PORT}`;
const demo = DEMO_SITES.find((site) => site.slug === SLUG);
if (!demo) throw new Error(`no demo site ${SLUG}`);
const settings = siteSettingsSchema.parse(demo.settings);

let siteId = 0;
let sampleRateBefore = settings.analytics.rumSampleRate;

const patchAnalytics = async (
  request: APIRequestContext,
  baseURL: string,
  analytics: Record<string, unknown>,
) => {
  const response = await request.patch(`${apiBase(baseURL)}/api/v1/websites/${siteId}.json`, {
    headers: { authorization: API_AUTH, "content-type": "application/json" },
    data: { settings: { analytics } },
  });
  expect(response.status()).toBe(200);
};

test.beforeAll(async ({ request, baseURL }) => {
  siteId = await siteIdOf(request, baseURL!, SLUG);
  const current = await request.get(`${apiBase(baseURL!)}/api/v1/websites/${siteId}.json`, {
    headers: { authorization: API_AUTH },
  });
  sampleRateBefore =
    ((await current.json()) as { settings?: { analytics?: { rumSampleRate?: number } } }).settings
      ?.analytics?.rumSampleRate ?? sampleRateBefore;
  await patchAnalytics(request, baseURL!, { rumSampleRate: 1 });
});

test.afterAll(async ({ request, baseURL }) => {
  if (siteId) await patchAnalytics(request, baseURL!, { rumSampleRate: sampleRateBefore });
});

test("a campaign visit that ends in a lead counts under its campaign, from the leads table", async ({
  page,
  request,
  baseURL,
}) => {
  // A lead, two reads of the API, a sign-in, axe twice, a CSV and a phone-width reload.
  test.slow();
  const campaign = `insight-${randomBytes(4).toString("hex")}`;
  await page.goto(`${SITE}/?utm_source=e2e-news&utm_medium=email&utm_campaign=${campaign}`);
  await page.goto(`${SITE}${settings.paths.finance}#finance-form`);
  const form = page.getByRole("form", {
    name: localize("Finance Enquiry", settings.locale as LocaleCode),
  });
  await submitForm(page, form, "finance");

  // The site's today: the API and Insight count by its days.
  const today = siteDay(new Date(), settings.timeZone);
  const answer = await request.get(
    `${apiBase(baseURL!)}/api/v1/websites/${siteId}/analytics.json?from=${today}&to=${today}`,
    { headers: { authorization: API_AUTH } },
  );
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as {
    figure_sources: Record<string, string>;
    leads: { by_source: { source: string; medium: string; campaign: string; leads: number }[] };
  };
  expect(body.figure_sources.leads).toMatch(/^leads table/);
  expect(body.leads.by_source).toContainEqual({
    source: "e2e-news",
    medium: "email",
    campaign,
    leads: 1,
  });

  // The dealer admin's dashboard shows the lead under its campaign.
  await signInToConsole(page, staffOf("dealer-admin").email);
  await followConsoleMenu(page, "Insight");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insight");
  await page.goto(`/console/insight?site=${siteId}&from=${today}&to=${today}`);
  const campaignRow = page
    .getByRole("table", { name: "Leads by source, medium and campaign", exact: true })
    .getByRole("row")
    .filter({ hasText: campaign });
  await expect(campaignRow.getByRole("cell")).toHaveText(["email", campaign, "1"]);
  await expect(campaignRow.getByRole("rowheader")).toHaveText("e2e-news");
  await expectNoAxeViolations(page);

  // A chart's table, opened from the keyboard.
  const summary = page.getByText("Table of this chart").first();
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("table", { name: "Visits, vehicle views and leads by day" }),
  ).toBeVisible();

  // Another range through the GET form: the URL and the comparison follow it.
  const weekAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await page.getByLabel("From", { exact: true }).fill(weekAgo);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${weekAgo}&to=${today}`));
  const previousTo = new Date(Date.parse(weekAgo) - 86_400_000).toISOString().slice(0, 10);
  await expect(page.locator("#insight-period")).toContainText(`${weekAgo} to ${today}, against`);
  await expect(page.locator("#insight-period")).toContainText(`to ${previousTo}.`);
  await expect(campaignRow.getByRole("cell").last()).toHaveText("1");

  // The CSV: its header, the campaign's row counted from the leads table.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download these figures (CSV)" }).click(),
  ]);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.startsWith("\uFEFFsection,figure,this_period,previous_period,counted_from\r\n")).toBe(
    true,
  );
  expect(csv).toContain(
    `leads by source / medium / campaign,e2e-news / email / ${campaign},1,,leads table\r\n`,
  );

  // On a phone the page does not scroll sideways (wide tables scroll inside themselves).
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // Another dealer's site: not found, on the page and in the export.
  const other = DEMO_SITES.find((site) => site.slug !== SLUG)!;
  const otherId = await siteIdOf(request, baseURL!, other.slug);
  const refused = await page.goto(`/console/insight?site=${otherId}`);
  expect(refused?.status()).toBe(404);
  const refusedCsv = await page.request.get(`/console/insight/export?site=${otherId}`);
  expect(refusedCsv.status()).toBe(404);
});

test("sales have no insight: no link, and the page is not found", async ({ page }) => {
  await signInToConsole(page, staffOf("sales").email);
  await expect(
    page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Insight" }),
  ).toHaveCount(0);
  const refused = await page.goto("/console/insight");
  expect(refused?.status()).toBe(404);
});
