import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { API_AUTH, apiBase, siteIdOf } from "./lead-form-helpers.ts";
import { E2E_PORT } from "./ports.ts";

/**
 * Real visitors' speed end to end on a demo site with the collector and no consent to wait for
 * (lone-star-auto; the insight spec changes metro-pre-owned's settings): its RUM sample rate is
 * set to 1 for the run through the platform API and put back after. A page visited, touched and
 * then hidden sends one web_vitals beacon to the collector, whose values are stored one row each.
 */

const SLUG = "lone-star-auto";
const SITE = `http://${SLUG}.localhost:${E2E_PORT}`;

let siteId = 0;
let sampleRateBefore: number | null = null;

const siteUrl = (baseURL: string) => `${apiBase(baseURL)}/api/v1/websites/${siteId}.json`;
const patchSampleRate = async (request: APIRequestContext, baseURL: string, rate: number) => {
  const response = await request.patch(siteUrl(baseURL), {
    headers: { authorization: API_AUTH, "content-type": "application/json" },
    data: { settings: { analytics: { rumSampleRate: rate } } },
  });
  expect(response.status()).toBe(200);
};

test.beforeAll(async ({ request, baseURL }) => {
  siteId = await siteIdOf(request, baseURL!, SLUG);
  const current = await request.get(siteUrl(baseURL!), { headers: { authorization: API_AUTH } });
  const body = (await current.json()) as { settings?: { analytics?: { rumSampleRate?: number } } };
  sampleRateBefore = body.settings?.analytics?.rumSampleRate ?? null;
  await patchSampleRate(request, baseURL!, 1);
});

test.afterAll(async ({ request, baseURL }) => {
  if (siteId && sampleRateBefore !== null) {
    await patchSampleRate(request, baseURL!, sampleRateBefore);
  }
});

/** The web_vital rows the collector stored for a session: their metric and value each. */
async function storedVitals(request: APIRequestContext, baseURL: string, sessionId: string) {
  const response = await request.get(
    `${apiBase(baseURL)}/api/v1/websites/${siteId}/events.json?session_id=${sessionId}`,
    { headers: { authorization: API_AUTH } },
  );
  if (!response.ok()) return [];
  const body = (await response.json()) as {
    events: { category: string; event_properties: { metric?: string; value?: number } }[];
  };
  return body.events
    .filter((event) => event.category === "web_vital")
    .map((event) => event.event_properties);
}

/** The visit's session id, as the storefront's dataLayer entries carry it ("" until one has). */
const sessionIdOf = (page: Page) =>
  page.evaluate(() => {
    const layer = (window as { dataLayer?: { session_id?: unknown }[] }).dataLayer ?? [];
    const id = layer.find((item) => typeof item?.session_id === "string")?.session_id;
    return typeof id === "string" ? id : "";
  });

test("a page visited, touched and then hidden sends its web vitals to the collector, stored one row per value", async ({
  page,
  request,
  baseURL,
}) => {
  // Collector requests are counted as they leave (a beacon's body is not always readable here).
  let collectorPosts = 0;
  page.on("request", (sent) => {
    if (sent.method() === "POST" && new URL(sent.url()).pathname === "/api/events") {
      collectorPosts += 1;
    }
  });
  await page.goto(`${SITE}/`, { waitUntil: "networkidle" });
  await expect.poll(() => sessionIdOf(page)).toMatch(/^session_/);
  const sessionId = await sessionIdOf(page);

  // The first interaction brings the measuring code; nothing is sent while the page is visible.
  await page.mouse.click(5, 5);
  await page.keyboard.press("Shift");
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1_000);
  expect(await storedVitals(request, baseURL!, sessionId)).toEqual([]);
  const postsBefore = collectorPosts;

  // The tab goes to the background: the browser says the page is hidden.
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    Object.defineProperty(document, "hidden", { value: true, configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect.poll(() => collectorPosts).toBeGreaterThan(postsBefore);

  // The beacon's batch was stored one row per measurement: TTFB at least, every value checked.
  await expect
    .poll(async () => (await storedVitals(request, baseURL!, sessionId)).map((row) => row.metric))
    .toContain("TTFB");
  for (const row of await storedVitals(request, baseURL!, sessionId)) {
    expect(["LCP", "INP", "CLS", "TTFB"]).toContain(row.metric);
    expect(row.value).toBeGreaterThanOrEqual(0);
  }
});
