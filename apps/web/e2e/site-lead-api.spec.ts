import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";

/**
 * The lead API as the browser calls it: on the site's own host, same origin. The database side
 * is read through the platform's lead API (basic auth), as integrations do.
 */

type Answer = { status: number; body: Record<string, unknown> };

const AUTH = `Basic ${Buffer.from("platform:demo-password").toString("base64")}`;
// Accepted by every phone variant (core ALWAYS_ACCEPTED_TEST_PHONE).
const TEST_PHONE = "0400000000";
/** Answers every site's forms take: a postcode where one is asked, a message where required. */
const CONTACT = { phone: TEST_PHONE, postcode: "2000", message: "Please call me." };
/**
 * The questions a site's settings add to its forms (where the visitor heard of the dealer, terms
 * consent, birth date, and on a site of several locations the location): answered on every
 * site, since a form that does not ask for one ignores it.
 */
const settingsAnswers = (choices: {
  locationId?: number;
  dealershipSlug?: string;
  locale?: string;
}) => ({
  // A US site asks for a ZIP code.
  postcode: choices.locale === "en-US" ? "78701" : "2000",
  where_did_you_hear_about_us: "Word of mouth",
  terms_conditions: true,
  birth_date: "1980-07-04",
  best_finance: "Yes",
  best_deal: "Yes",
  ...(choices.locationId === undefined ? {} : { location_id: String(choices.locationId) }),
  ...(choices.dealershipSlug === undefined ? {} : { preferredDealership: choices.dealershipSlug }),
});

/** The site's id and its settings answers, read through the platform API as integrations do. */
async function siteOf(page: Page, slug: string) {
  const website = (id: number) =>
    page.evaluate(
      async ({ id, authorization }) =>
        (await (
          await fetch(`/api/v1/websites/${id}.json`, { headers: { authorization } })
        ).json()) as {
          slug?: string;
          locations?: { id: number }[];
          dealerships?: { slug: string }[];
          settings?: { locale?: string };
        },
      { id, authorization: AUTH },
    );
  for (let id = 1; id <= 20; id += 1) {
    const body = await website(id);
    if (body.slug !== slug) continue;
    const locations = body.locations ?? [];
    const dealerships = body.dealerships ?? [];
    return {
      websiteId: id,
      answers: settingsAnswers({
        locationId: locations.length > 1 ? locations[0]?.id : undefined,
        dealershipSlug: dealerships.length > 1 ? dealerships[0]?.slug : undefined,
        locale: body.settings?.locale,
      }),
    };
  }
  throw new Error(`no website of slug ${slug}`);
}

/** The finance form's budget and employment steps (its first step is the contact details). */
const FINANCE_ANSWERS = {
  ...CONTACT,
  vehiclePriceBudget: "30000",
  loan_term: "5 years",
  preferredDealership: "any",
  employment_status: "Full time",
  annual_income: "90000",
};

test("a multi-step lead is saved per step, completed once, and queued for delivery", async ({
  page,
  site,
}) => {
  await page.goto("/");
  const call = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    page.evaluate(
      async ({ method, path, body, headers }) => {
        const response = await fetch(path, {
          method,
          headers: { "content-type": "application/json", ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return {
          status: response.status,
          body: (await response.json()) as Record<string, unknown>,
        };
      },
      { method, path, body, headers },
    ) as Promise<Answer>;

  const { websiteId, answers: SITE } = await siteOf(page, site.slug);
  const stored = async (leadId: string) =>
    (await call("GET", `/api/v1/websites/${websiteId}/leads/${leadId}.json`, undefined, {
      authorization: AUTH,
    })) as Answer;

  const partial = { lead_status: "Incomplete", form_completed: false, category: "Finance" };
  const first = await call("POST", "/api/leads", {
    lead: {
      ...partial,
      step_number: 1,
      first_name: "Eve",
      last_name: "Adams",
      email: "eve@example.com",
      ...CONTACT,
      ...SITE,
    },
  });
  expect(first.status).toBe(201);
  const leadId = String(first.body.id);

  const second = await call("PUT", `/api/leads/${leadId}`, {
    lead: {
      ...partial,
      lead_id: leadId,
      step_number: 2,
      first_name: "Eve",
      last_name: "Adams",
      email: "eve@example.com",
      ...CONTACT,
      ...SITE,
      skipped_steps: [{ from: 0, to: 2 }],
    },
  });
  expect(second).toEqual({ status: 200, body: { id: leadId } });
  const saved = await stored(leadId);
  expect(saved.body).toMatchObject({
    id: leadId,
    lead_status: "Incomplete",
    form_completed: false,
    step_number: 2,
    skipped_steps: [{ from: 0, to: 2 }],
    source: "Website",
    deliveries: [],
  });

  const invalid = await call("PUT", `/api/leads/${leadId}`, {
    lead: {
      name: "Eve Adams",
      email: "eve@",
      category: "Finance",
      ...FINANCE_ANSWERS,
      ...SITE,
    },
  });
  expect(invalid).toEqual({
    status: 422,
    body: {
      error: "An error occurred when submitting this form",
      errors: { email: "invalid email address" },
    },
  });

  const final = await call("PUT", `/api/leads/${leadId}`, {
    lead: {
      name: "Eve Adams",
      email: "eve@example.com",
      category: "Finance",
      step_number: 3,
      ...FINANCE_ANSWERS,
      ...SITE,
    },
  });
  expect(final.status).toBe(200);
  const complete = await stored(leadId);
  expect(complete.body).toMatchObject({
    lead_status: "New",
    form_completed: true,
    name: "Eve Adams",
  });
  const deliveries = complete.body.deliveries as { channel: string }[];
  expect(deliveries.map((d) => d.channel)).toContain("email");
  // The run's SMTP stand-in (e2e/mail-catcher.ts) takes the mail over real SMTP.
  await expect
    .poll(async () => ((await stored(leadId)).body.deliveries as { status: string }[])[0]?.status)
    .toBe("delivered");
});

test("bots and bad requests get a clear 4xx", async ({ page, site }) => {
  await page.goto("/");
  const { answers } = await siteOf(page, site.slug);
  const post = (body: string, headers: Record<string, string> = {}) =>
    page.evaluate(
      async ({ body, headers }) => {
        const response = await fetch("/api/leads", {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body,
        });
        return { status: response.status, body: (await response.json()) as { error: string } };
      },
      { body, headers },
    );
  const honeypot = await post(
    JSON.stringify({
      lead: { name: "Bot", email: "bot@example.com", category: "General", company_website: "x" },
    }),
  );
  expect(honeypot.status).toBe(400);
  expect(honeypot.body.error).toMatch(/automated/);
  expect((await post("{not json")).status).toBe(400);
  expect((await post("name=x", { "content-type": "text/plain" })).status).toBe(415);
  const key = `e2e-${Date.now()}-${Math.random()}`;
  const lead = JSON.stringify({
    lead: {
      name: "Kim Lee",
      email: "kim@example.com",
      category: "General",
      ...CONTACT,
      ...answers,
    },
  });
  const a = await post(lead, { "idempotency-key": key });
  const b = await post(lead, { "idempotency-key": key });
  expect([a.status, b.status]).toEqual([201, 200]);
  expect(b.body).toEqual(a.body);
});

test("the lead schema is the site's form: a phone alone is refused, step 0 is accepted", async ({
  page,
  site,
}) => {
  await page.goto("/");
  const post = (lead: Record<string, unknown>) =>
    page.evaluate(async (body) => {
      const response = await fetch("/api/leads", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ lead: body }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }, lead);
  const phoneOnly = await post({ phone: TEST_PHONE, category: "General" });
  expect(phoneOnly.status).toBe(422);
  expect(phoneOnly.body.errors).toMatchObject({
    first_name: "*This is a required field.",
    last_name: "*This is a required field.",
    email: "*This is a required field.",
  });
  const stepZero = await post({
    form_id: `${site.slug}/finance-enquiry`,
    category: "Finance",
    lead_status: "Incomplete",
    form_completed: false,
    step_number: 0,
  });
  expect(stepZero.status).toBe(201);
  const otherSite = await post({
    form_id: "another-site/general-enquiry",
    name: "Kim Lee",
    email: "kim@example.com",
    category: "General",
    ...CONTACT,
  });
  expect(otherSite.status).toBe(422);
  expect(otherSite.body.errors).toEqual({ form_id: expect.stringMatching(/another site/) });
});

test("every answer of the API is JSON: unknown paths 404, other methods 405, text/plain 415", async ({
  page,
}) => {
  await page.goto("/");
  const call = (method: string, path: string, init: { type?: string; body?: string } = {}) =>
    page.evaluate(
      async ({ method, path, init }) => {
        const response = await fetch(path, {
          method,
          headers: init.type ? { "content-type": init.type } : {},
          body: init.body,
        });
        return {
          status: response.status,
          type: response.headers.get("content-type") ?? "",
          allow: response.headers.get("allow"),
          body: (await response.json()) as Record<string, unknown>,
        };
      },
      { method, path, init },
    );
  for (const [method, path] of [
    ["GET", "/api/no-such-endpoint"],
    ["POST", "/api/leads/one/two"],
    ["DELETE", "/api/v1/websites/1/nothing-here.json"],
    ["GET", "/api"],
  ] as const) {
    const answer = await call(method, path);
    expect([path, answer.status, answer.type]).toEqual([path, 404, "application/json"]);
    expect(answer.body).toEqual({ error: expect.any(String) });
  }
  const notAllowed = await call("GET", "/api/leads");
  expect(notAllowed.status).toBe(405);
  expect(notAllowed.allow).toContain("POST");
  expect(notAllowed.body).toEqual({ error: expect.stringMatching(/GET/) });
  const plain = await call("POST", "/api/events/phone_reveal", {
    type: "text/plain",
    body: JSON.stringify({ car_id: 1 }),
  });
  expect(plain.status).toBe(415);
  expect(plain.body).toEqual({ error: expect.any(String) });
});
