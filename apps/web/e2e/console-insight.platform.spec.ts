import { randomBytes } from "node:crypto";
import { localize, type LocaleCode } from "@forecourt/core/locale/locale";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { API_AUTH, apiBase, siteIdOf, submitForm } from "./lead-form-helpers.ts";
import { E2E_PORT } from "./ports.ts";

/**
 * Insight on one demo site with the collector (metro-pre-owned), its RUM sample rate set to 1
 * for the run through the platform API and put back after: a visit from a campaign that ends in
 * a lead is counted under that campaign from the leads table.
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
  const campaign = `insight-${randomBytes(4).toString("hex")}`;
  await page.goto(`${SITE}/?utm_source=e2e-news&utm_medium=email&utm_campaign=${campaign}`);
  await page.goto(`${SITE}${settings.paths.finance}#finance-form`);
  const form = page.getByRole("form", {
    name: localize("Finance Enquiry", settings.locale as LocaleCode),
  });
  await submitForm(page, form, "finance");

  const today = new Date().toISOString().slice(0, 10);
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
});
