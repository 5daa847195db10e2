import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import {
  WHERE_HEARD_FIELD,
  WHERE_HEARD_SOURCES,
} from "@forecourt/core/forms/definitions/contact-fields";
import {
  SERVICE_HIGHLIGHTS,
  SERVICE_VISIT_TYPES,
} from "@forecourt/core/forms/definitions/page-forms";
import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER } from "@forecourt/core/forms/lead";
import {
  FORM_OF_ANOTHER_SITE_MESSAGE,
  UNKNOWN_CATEGORY_MESSAGE,
  UNKNOWN_FORM_MESSAGE,
} from "@forecourt/core/forms/validate-lead";
import {
  CHOICE_MESSAGE,
  EMAIL_MESSAGE,
  NAME_MESSAGE,
  PHONE_AU_MOBILE_MESSAGE,
  POSTCODE_MESSAGE,
  REQUIRED_MESSAGE,
  SUBMIT_ERROR_MESSAGE,
  TOO_MANY_CHARACTERS_MESSAGE,
} from "@forecourt/core/validation/messages";
import type { DatabaseHandle } from "@forecourt/db/client";
import { getLead } from "@forecourt/db/repositories/leads/get-lead";
import { leadFiles, leads, outbox } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as leadRoute from "@/app/api/leads/[leadId]/route";
import * as leadsRoute from "@/app/api/leads/route";
import * as withFilesRoute from "@/app/api/leads/with-files/route";
import { NO_SITE_MESSAGE } from "../http/app-error.ts";
import { RATE_LIMITED_MESSAGES } from "../http/endpoints.ts";
import { createTokenBucketLimiter } from "../http/rate-limit.ts";
import { callRoute, useRouteTestDatabase } from "../../testing/route-harness.ts";
import { LEAD_FILE_LIMITS } from "./lead-files.ts";
import {
  HONEYPOT_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  LEAD_JSON_MAX_BYTES,
  LEAD_NOT_FOUND_MESSAGE,
} from "./lead-limits.ts";
import { LONE_SURROGATE_MESSAGE } from "../http/read-body.ts";
import { generalEnquiry } from "@forecourt/core/testing/field-answers";

let handle: DatabaseHandle;
let siteA: LeadTestSite;
let siteB: LeadTestSite;
let siteFixed: LeadTestSite;
let sitePrimary: LeadTestSite;

/** The lead routes as the browser calls them (the route modules themselves). */
const api = {
  create: (request: Request) => callRoute(leadsRoute, "POST", request),
  createWithFiles: (request: Request) => callRoute(withFilesRoute, "POST", request),
  update: (request: Request, leadId: string) => callRoute(leadRoute, "PUT", request, { leadId }),
};

beforeAll(async () => {
  handle = await createTestDatabase();
  siteA = await createLeadTestSite(handle.db, {
    slug: "site-a",
    settings: { leads: { phoneVariant: "au-mobile" } },
    dealership: { adfEmail: "adf@site-a.test", webhookUrl: "http://127.0.0.1:9/hook" },
  });
  siteB = await createLeadTestSite(handle.db, { slug: "site-b" });
  siteFixed = await createLeadTestSite(handle.db, {
    slug: "site-fixed",
    settings: { leads: { fixedDealershipSlug: "site-fixed-other" } },
  });
  sitePrimary = await createLeadTestSite(handle.db, {
    slug: "site-primary",
    settings: { leads: { usePrimaryLocation: true } },
  });
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
});

/** The finance form's later steps (its first is the contact details). */
const financeAnswers = (site: LeadTestSite) => ({
  vehiclePriceBudget: "30000",
  loan_term: "5 years",
  preferredDealership: site.dealershipSlug,
  employment_status: "Full time",
  annual_income: "90000",
});

function jsonRequest(
  slug: string,
  body: unknown,
  init: { method?: string; path?: string; headers?: Record<string, string> } = {},
): Request {
  return new Request(`http://${slug}.localhost:3330${init.path ?? "/api/leads"}`, {
    method: init.method ?? "POST",
    headers: {
      host: `${slug}.localhost:3330`,
      "content-type": "application/json",
      "user-agent": "lead-test/1",
      ...init.headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function leadCount(): Promise<number> {
  const [row] = await handle.db.select({ value: count() }).from(leads);
  return row?.value ?? 0;
}

async function outboxKinds(leadId: string): Promise<string[]> {
  const rows = await handle.db
    .select({ kind: outbox.kind })
    .from(outbox)
    .where(eq(outbox.aggregateId, leadId));
  return rows.map((row) => row.kind).sort();
}

describe("POST /api/leads", () => {
  it("stores a complete lead with its deliveries and answers 201 {id}", async () => {
    const response = await api.create(
      jsonRequest("site-a", {
        lead: generalEnquiry({
          name: "undefined undefined",
          first_name: "Jo",
          last_name: "Citizen",
          dealership_slug: "site-a-other",
          visited_pages: Array.from({ length: 60 }, (_, i) => `https://site-a.test/p${i}`),
          linked_query_params: { utm_source: "google", gclid: "abc" },
          fields: { colour: "red" },
          car_type: "used",
          [HONEYPOT_FIELD]: "",
        }),
      }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const lead = await getLead(handle.db, siteA.id, id);
    expect(lead).toMatchObject({
      name: "Jo Citizen",
      source: "Website",
      userAgent: "lead-test/1",
      phone: "+61412345678",
      leadStatus: "New",
      isFormCompleted: true,
      dealershipSlug: "site-a-other",
      dealershipId: siteA.otherDealershipId,
      linkedQueryParams: { utm_source: "google", gclid: "abc" },
      fields: { colour: "red", car_type: "used" },
    });
    expect(lead?.visitedPages).toHaveLength(50);
    expect(lead?.visitedPages.at(-1)).toBe("https://site-a.test/p59");
    // The "other" dealership has no lead email: nothing to deliver to.
    expect(await outboxKinds(id)).toEqual([]);
  });

  it("queues one delivery per configured channel of the lead's dealership", async () => {
    const response = await api.create(jsonRequest("site-a", { lead: generalEnquiry() }));
    const { id } = (await response.json()) as { id: string };
    expect(await outboxKinds(id)).toEqual(["lead.adf", "lead.email", "lead.webhook"]);
    const lead = await getLead(handle.db, siteA.id, id);
    expect(lead?.dealershipId).toBe(siteA.dealershipId);
    expect(lead?.deliveries.map((d) => d.status)).toEqual(["pending", "pending", "pending"]);
  });

  it("answers 422 with spec §5 field texts and stores nothing", async () => {
    const before = await leadCount();
    const response = await api.create(
      jsonRequest("site-a", {
        lead: {
          name: "",
          first_name: "J0",
          email: "not-an-email",
          phone: "0299999999",
          postcode: "12345",
          category: "",
          message: "x".repeat(5_001),
        },
      }),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: SUBMIT_ERROR_MESSAGE,
      errors: { category: expect.any(String), message: TOO_MANY_CHARACTERS_MESSAGE },
    });
    const second = await api.create(
      jsonRequest("site-a", {
        lead: {
          first_name: "J0",
          last_name: "Citizen",
          email: "not-an-email",
          phone: "0299999999",
          postcode: "12345",
          category: "General",
          message: "Hello",
        },
      }),
    );
    expect(second.status).toBe(422);
    expect(await second.json()).toEqual({
      error: SUBMIT_ERROR_MESSAGE,
      errors: {
        first_name: NAME_MESSAGE,
        email: EMAIL_MESSAGE,
        phone: PHONE_AU_MOBILE_MESSAGE,
        postcode: POSTCODE_MESSAGE,
      },
    });
    // A category no form of the site has (none of its enquiry types) is refused.
    const third = await api.create(
      jsonRequest("site-a", {
        lead: { category: "Brochure", name: "Jo", email: "jo@example.com" },
      }),
    );
    expect(third.status).toBe(422);
    expect(await third.json()).toEqual({
      error: SUBMIT_ERROR_MESSAGE,
      errors: { category: UNKNOWN_CATEGORY_MESSAGE },
    });
    expect(await leadCount()).toBe(before);
  });

  it.each([
    ["malformed JSON", "{lead:", "application/json", 400],
    ["an array", "[1,2]", "application/json", 422],
    ["no lead", '{"other":1}', "application/json", 422],
    ["a lead that is a string", '{"lead":"x"}', "application/json", 422],
    ["wrong content type", "name=Jo", "application/x-www-form-urlencoded", 415],
    ["invalid UTF-8", "\u0000", "application/json", 400],
  ])("turns away %s with a 4xx and a message", async (_label, body, type, status) => {
    const before = await leadCount();
    const response = await api.create(
      jsonRequest("site-a", body, { headers: { "content-type": type } }),
    );
    expect(response.status).toBe(status);
    const json = (await response.json()) as { error: string };
    expect(json.error.length).toBeGreaterThan(5);
    expect(await leadCount()).toBe(before);
  });

  it("refuses a lone surrogate escape with 400, stores nothing and logs no personal data", async () => {
    const before = await leadCount();
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    onTestFinished(() => {
      console.error = original;
    });
    const body =
      '{"lead":{"name":"Jane","email":"jane@example.com","category":"General","fields":{"x":"\\ud800"}}}';
    const response = await api.create(jsonRequest("site-a", body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: LONE_SURROGATE_MESSAGE });
    expect(await leadCount()).toBe(before);
    expect(JSON.stringify(logged)).not.toMatch(/Jane|jane@example/);
  });

  it("refuses a body over the limit with 413", async () => {
    const huge = JSON.stringify({
      lead: { ...generalEnquiry(), message: "x".repeat(LEAD_JSON_MAX_BYTES) },
    });
    const response = await api.create(jsonRequest("site-a", huge));
    expect(response.status).toBe(413);
    const streamed = new Request("http://site-a.localhost/api/leads", {
      method: "POST",
      headers: { host: "site-a.localhost", "content-type": "application/json" },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 20; i += 1) controller.enqueue(new Uint8Array(100_000));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect((await api.create(streamed)).status).toBe(413);
  });

  it("turns away a filled honeypot with 400 and stores nothing", async () => {
    const before = await leadCount();
    const response = await api.create(
      jsonRequest("site-a", { lead: generalEnquiry({ [HONEYPOT_FIELD]: "http://spam.example" }) }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: HONEYPOT_MESSAGE });
    expect(await leadCount()).toBe(before);
  });

  it("answers 404 for a host that is no site", async () => {
    const response = await api.create(jsonRequest("nowhere", { lead: generalEnquiry() }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: NO_SITE_MESSAGE });
  });

  it("overrides the dealership with the fixed slug or the primary location", async () => {
    const fixed = await api.create(
      jsonRequest("site-fixed", { lead: generalEnquiry({ dealership_slug: "site-fixed-main" }) }),
    );
    const fixedLead = await getLead(
      handle.db,
      siteFixed.id,
      ((await fixed.json()) as { id: string }).id,
    );
    expect(fixedLead).toMatchObject({
      dealershipSlug: "site-fixed-other",
      dealershipId: siteFixed.otherDealershipId,
    });
    const primary = await api.create(
      jsonRequest("site-primary", {
        lead: generalEnquiry({
          dealership_slug: "site-primary-main",
          location_id: sitePrimary.locationId,
        }),
      }),
    );
    const primaryLead = await getLead(
      handle.db,
      sitePrimary.id,
      ((await primary.json()) as { id: string }).id,
    );
    expect(primaryLead).toMatchObject({
      dealershipSlug: "site-primary-other",
      locationId: sitePrimary.primaryLocationId,
    });
  });

  it("never links a lead to another site's location or dealership", async () => {
    const response = await api.create(
      jsonRequest("site-b", {
        lead: generalEnquiry({
          phone: "0299999999",
          dealership_slug: "site-a-main",
          location_id: siteA.locationId,
        }),
      }),
    );
    expect(response.status).toBe(201);
    const lead = await getLead(handle.db, siteB.id, ((await response.json()) as { id: string }).id);
    expect(lead).toMatchObject({ dealershipId: siteB.dealershipId, locationId: null });
  });
});

describe("one lead schema: the site's form decides (browser and server alike)", () => {
  it("refuses a phone alone on a general enquiry: the form asks a name and an email", async () => {
    const before = await leadCount();
    const response = await api.create(
      jsonRequest("site-b", { lead: { phone: "0412345678", category: "General" } }),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: SUBMIT_ERROR_MESSAGE,
      errors: {
        first_name: REQUIRED_MESSAGE,
        last_name: REQUIRED_MESSAGE,
        email: REQUIRED_MESSAGE,
        message: REQUIRED_MESSAGE,
      },
    });
    expect(await leadCount()).toBe(before);
  });

  it("puts '*This is a required field.' under a required field the named form lacks", async () => {
    const response = await api.create(
      jsonRequest("site-b", {
        lead: generalEnquiry({
          form_id: "site-b/fleet-enquiry",
          category: "Fleet",
          fleet_size: 12,
        }),
      }),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: SUBMIT_ERROR_MESSAGE,
      errors: { business_name: REQUIRED_MESSAGE },
    });
    const complete = await api.create(
      jsonRequest("site-b", {
        lead: generalEnquiry({
          form_id: "site-b/fleet-enquiry",
          category: "Fleet",
          fleet_size: 12,
          business_name: "Acme",
        }),
      }),
    );
    expect(complete.status).toBe(201);
  });

  it("accepts step_number 0 (spec §4 counts steps from 0)", async () => {
    const response = await api.create(
      jsonRequest("site-b", {
        lead: {
          form_id: "site-b/finance-enquiry",
          category: "Finance",
          lead_status: "Incomplete",
          form_completed: false,
          step_number: 0,
        },
      }),
    );
    expect(response.status).toBe(201);
    const lead = await getLead(handle.db, siteB.id, ((await response.json()) as { id: string }).id);
    expect(lead).toMatchObject({ stepNumber: 0, isFormCompleted: false });
  });

  it("refuses another site's form id with a clear message, storing nothing", async () => {
    const before = await leadCount();
    const response = await api.create(
      jsonRequest("site-b", {
        lead: generalEnquiry({ form_id: "site-a/general-enquiry", phone: "0299999999" }),
      }),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: SUBMIT_ERROR_MESSAGE,
      errors: { form_id: FORM_OF_ANOTHER_SITE_MESSAGE },
    });
    const unknown = await api.create(
      jsonRequest("site-b", { lead: generalEnquiry({ form_id: "site-b/no-such-form" }) }),
    );
    expect(await unknown.json()).toEqual({
      error: SUBMIT_ERROR_MESSAGE,
      errors: { form_id: UNKNOWN_FORM_MESSAGE },
    });
    expect(await leadCount()).toBe(before);
  });

  it("takes only a choice field's own options and the site's enquiry types: 422 naming each field, nothing stored", async () => {
    const site = await createLeadTestSite(handle.db, {
      slug: "site-choices",
      settings: { leads: { askWhereHeard: true, pageForms: ["service-feedback"] } },
    });
    const refused = async (lead: Record<string, unknown>, errors: Record<string, string>) => {
      const response = await api.create(jsonRequest(site.slug, { lead }));
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: SUBMIT_ERROR_MESSAGE, errors });
    };
    const whereHeard = { [WHERE_HEARD_FIELD]: WHERE_HEARD_SOURCES[0] };
    const finance = (fields: Record<string, unknown>) =>
      generalEnquiry({
        category: "Finance",
        ...whereHeard,
        fields: { ...financeAnswers(site), ...fields },
      });
    const feedback = (fields: Record<string, unknown>) =>
      generalEnquiry({
        form_id: `${site.slug}/service-feedback`,
        category: "Service",
        ...whereHeard,
        fields: {
          rating: "5",
          visit_type: SERVICE_VISIT_TYPES[0],
          went_well: [SERVICE_HIGHLIGHTS[0]],
          call_back_at: "2099-01-05T10:00",
          ...fields,
        },
      });
    const before = await leadCount();

    // (a) "Facebook" is not one of the eight sources.
    expect(WHERE_HEARD_SOURCES).toHaveLength(8);
    expect(WHERE_HEARD_SOURCES).not.toContain("Facebook");
    await refused(generalEnquiry({ [WHERE_HEARD_FIELD]: "Facebook" }), {
      [WHERE_HEARD_FIELD]: CHOICE_MESSAGE,
    });
    // (b) The finance form's employment status and loan term selects.
    await refused(finance({ employment_status: "Astronaut" }), {
      employment_status: CHOICE_MESSAGE,
    });
    await refused(finance({ loan_term: "10 years" }), { loan_term: CHOICE_MESSAGE });
    // (c) A radio group and a check group, each with a value that is not one of its options.
    await refused(feedback({ visit_type: "Oil change" }), { visit_type: CHOICE_MESSAGE });
    await refused(feedback({ went_well: [SERVICE_HIGHLIGHTS[0], "Free coffee"] }), {
      went_well: CHOICE_MESSAGE,
    });
    // (d) A category that is none of the site's enquiry types.
    await refused(generalEnquiry({ category: "Foo", ...whereHeard }), {
      category: UNKNOWN_CATEGORY_MESSAGE,
    });
    expect(await leadCount()).toBe(before);

    // The same leads with one of each field's options are taken.
    for (const lead of [generalEnquiry(whereHeard), finance({}), feedback({})]) {
      expect((await api.create(jsonRequest(site.slug, { lead }))).status).toBe(201);
    }
    expect(await leadCount()).toBe(before + 3);
  });

  it("checks a multi-step partial lead on the steps it has passed", async () => {
    const partial = {
      form_id: "site-b/finance-enquiry",
      category: "Finance",
      lead_status: "Incomplete",
      form_completed: false,
      step_number: 1,
    };
    const missing = await api.create(jsonRequest("site-b", { lead: { ...partial, name: "Jo" } }));
    expect(await missing.json()).toEqual({
      error: SUBMIT_ERROR_MESSAGE,
      errors: { email: REQUIRED_MESSAGE, phone: REQUIRED_MESSAGE },
    });
    const passed = await api.create(
      jsonRequest("site-b", {
        lead: { ...partial, name: "Jo", email: "jo@example.com", phone: "0299999999" },
      }),
    );
    expect(passed.status).toBe(201);
  });
});

describe("idempotency", () => {
  it("returns the same lead for a retried submit (200), storing it once", async () => {
    const headers = { [IDEMPOTENCY_HEADER]: "retry-key-1" };
    const first = await api.create(jsonRequest("site-a", { lead: generalEnquiry() }, { headers }));
    const second = await api.create(jsonRequest("site-a", { lead: generalEnquiry() }, { headers }));
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    const a = (await first.json()) as { id: string };
    const b = (await second.json()) as { id: string };
    expect(b.id).toBe(a.id);
    expect(await outboxKinds(a.id)).toHaveLength(3);
    // The same key on another site is another lead.
    const other = await api.create(
      jsonRequest("site-b", { lead: generalEnquiry({ phone: "0299999999" }) }, { headers }),
    );
    expect(other.status).toBe(201);
    expect(((await other.json()) as { id: string }).id).not.toBe(a.id);
  });

  it("stores one lead for many concurrent submits with one key", async () => {
    const before = await leadCount();
    const headers = { [IDEMPOTENCY_HEADER]: "concurrent-key" };
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        api.create(jsonRequest("site-a", { lead: generalEnquiry() }, { headers })),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(11);
    const ids = new Set(
      await Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id)),
    );
    expect(ids.size).toBe(1);
    expect(await leadCount()).toBe(before + 1);
    expect(await outboxKinds([...ids][0] ?? "")).toHaveLength(3);
  });

  it("refuses a key reused with a different lead (422), keeping the first one as it was", async () => {
    const headers = { [IDEMPOTENCY_HEADER]: "reused-key" };
    const first = await api.create(jsonRequest("site-a", { lead: generalEnquiry() }, { headers }));
    const { id } = (await first.json()) as { id: string };
    const before = await leadCount();
    const other = await api.create(
      jsonRequest(
        "site-a",
        { lead: generalEnquiry({ message: "A different question" }) },
        { headers },
      ),
    );
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ error: IDEMPOTENCY_KEY_REUSED_MESSAGE });
    expect(await leadCount()).toBe(before);
    expect((await getLead(handle.db, siteA.id, id))?.message).toBe(generalEnquiry().message);
    // The same lead with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(generalEnquiry()).reverse());
    const replay = await api.create(jsonRequest("site-a", { lead: reordered }, { headers }));
    expect(replay.status).toBe(200);
  });

  it("turns away an unusable key with 400", async () => {
    const response = await api.create(
      jsonRequest(
        "site-a",
        { lead: generalEnquiry() },
        { headers: { [IDEMPOTENCY_HEADER]: "x".repeat(201) } },
      ),
    );
    expect(response.status).toBe(400);
  });
});

describe("PUT /api/leads/{id}: partial then complete", () => {
  it("saves steps without deliveries, then queues them once on completion", async () => {
    const partial = { lead_status: "Incomplete", form_completed: false, category: "Finance" };
    // The finance form's first step: who the lead is from.
    const contact = { name: "Jo", email: "jo@example.com", phone: "0412 345 678" };
    const created = await api.create(
      jsonRequest("site-a", { lead: { ...partial, step_number: 1, ...contact } }),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(await outboxKinds(id)).toEqual([]);

    const step2 = await api.update(
      jsonRequest(
        "site-a",
        {
          lead: {
            ...partial,
            lead_id: id,
            step_number: 2,
            ...contact,
            skipped_steps: [{ from: 0, to: 2 }],
          },
        },
        { method: "PUT", path: `/api/leads/${id}` },
      ),
      id,
    );
    expect(step2.status).toBe(200);
    expect(await step2.json()).toEqual({ id });
    expect(await getLead(handle.db, siteA.id, id)).toMatchObject({
      leadStatus: "Incomplete",
      isFormCompleted: false,
      stepNumber: 2,
      skippedSteps: [{ from: 0, to: 2 }],
      name: "Jo",
    });
    expect(await outboxKinds(id)).toEqual([]);

    const bad = await api.update(
      jsonRequest(
        "site-a",
        { lead: generalEnquiry({ lead_id: id, email: "nope" }) },
        { method: "PUT" },
      ),
      id,
    );
    expect(bad.status).toBe(422);

    const final = await api.update(
      jsonRequest(
        "site-a",
        {
          lead: generalEnquiry({
            lead_id: id,
            category: "Finance",
            step_number: 3,
            fields: financeAnswers(siteA),
          }),
        },
        { method: "PUT" },
      ),
      id,
    );
    expect(final.status).toBe(200);
    expect(await getLead(handle.db, siteA.id, id)).toMatchObject({
      leadStatus: "New",
      isFormCompleted: true,
      stepNumber: 3,
    });
    expect(await outboxKinds(id)).toEqual(["lead.adf", "lead.email", "lead.webhook"]);

    // A retried final submit changes nothing and queues nothing more.
    const again = await api.update(
      jsonRequest("site-a", { lead: generalEnquiry({ message: "changed" }) }, { method: "PUT" }),
      id,
    );
    expect(again.status).toBe(200);
    expect((await getLead(handle.db, siteA.id, id))?.message).toBe("Please call me");
    expect(await outboxKinds(id)).toHaveLength(3);
  });

  it("continues the partial lead when a POST names it in lead_id", async () => {
    const partial = { lead_status: "Incomplete", form_completed: false, category: "Service" };
    const service = {
      make: "Mazda",
      model: "CX-5",
      service_interval: "15,000 km / 12 months",
      dateTime: "2030-01-07 09:00",
    };
    const created = await api.create(
      jsonRequest("site-a", { lead: generalEnquiry({ ...partial, ...service, step_number: 1 }) }),
    );
    const { id } = (await created.json()) as { id: string };
    const final = await api.create(
      jsonRequest("site-a", {
        lead: generalEnquiry({ lead_id: id, category: "Service", ...service, step_number: 2 }),
      }),
    );
    expect(final.status).toBe(200);
    expect(await final.json()).toEqual({ id });
    expect((await getLead(handle.db, siteA.id, id))?.isFormCompleted).toBe(true);
    expect(await outboxKinds(id)).toHaveLength(3);
    const elsewhere = await api.create(
      jsonRequest("site-b", { lead: generalEnquiry({ lead_id: id, phone: "0299999999" }) }),
    );
    expect(elsewhere.status).toBe(404);
  });

  it("keeps every answer the form sent next to the lead keys", async () => {
    const response = await api.create(
      jsonRequest("site-a", {
        lead: generalEnquiry({
          preferred_date: "2026-12-01",
          enquiry_type: "Service",
          accessories: ["Tow bar", "Roof racks"],
          terms: true,
          lead_id: null,
          fields: { colour: "blue" },
        }),
      }),
    );
    expect(response.status).toBe(201);
    const lead = await getLead(handle.db, siteA.id, ((await response.json()) as { id: string }).id);
    expect(lead?.fields).toEqual({
      preferred_date: "2026-12-01",
      enquiry_type: "Service",
      accessories: ["Tow bar", "Roof racks"],
      terms: true,
      colour: "blue",
    });
    const nested = await api.create(
      jsonRequest("site-a", { lead: generalEnquiry({ address: { street: "x" } }) }),
    );
    expect(nested.status).toBe(422);
    expect(((await nested.json()) as { errors: Record<string, string> }).errors).toHaveProperty(
      "address",
    );
  });

  it("never updates another site's lead (404) or an id that is no lead", async () => {
    const created = await api.create(
      jsonRequest("site-a", {
        lead: { form_completed: false, lead_status: "Incomplete", category: "General" },
      }),
    );
    const { id } = (await created.json()) as { id: string };
    const response = await api.update(
      jsonRequest("site-b", { lead: generalEnquiry({ phone: "0299999999" }) }, { method: "PUT" }),
      id,
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: LEAD_NOT_FOUND_MESSAGE });
    expect((await getLead(handle.db, siteA.id, id))?.isFormCompleted).toBe(false);
    expect(await getLead(handle.db, siteB.id, id)).toBeNull();
    for (const bogus of ["12", "not-a-uuid", "00000000-0000-0000-0000-000000000000"]) {
      const miss = await api.update(
        jsonRequest("site-a", { lead: generalEnquiry() }, { method: "PUT" }),
        bogus,
      );
      expect(miss.status).toBe(404);
    }
  });
});

function multipartRequest(slug: string, form: FormData): Request {
  return new Request(`http://${slug}.localhost/api/leads/with-files`, {
    method: "POST",
    headers: { host: `${slug}.localhost` },
    body: form,
  });
}

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a]);

describe("POST /api/leads/with-files", () => {
  it("stores the lead with its files in one go", async () => {
    const form = new FormData();
    form.set("lead", JSON.stringify(generalEnquiry({ category: "Careers", position: "Sales" })));
    form.append("resume", new File([PDF], "cv.pdf", { type: "application/pdf" }));
    const response = await api.createWithFiles(multipartRequest("site-a", form));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const lead = await getLead(handle.db, siteA.id, id);
    expect(lead?.hasFiles).toBe(true);
    expect(lead?.files).toEqual([
      expect.objectContaining({
        fieldName: "resume",
        filename: "cv.pdf",
        contentType: "application/pdf",
        size: PDF.length,
      }),
    ]);
  });

  it("reads form-serialised lead[key] fields", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(generalEnquiry({ category: "Careers" })))
      form.set(`lead[${key}]`, value);
    form.set("lead[fields][position]", "Sales");
    form.set("lead[has_files]", "true");
    form.append("resume", new File([PDF], "cv.pdf", { type: "application/pdf" }));
    const response = await api.createWithFiles(multipartRequest("site-a", form));
    expect(response.status).toBe(201);
    const lead = await getLead(handle.db, siteA.id, ((await response.json()) as { id: string }).id);
    expect(lead?.fields).toMatchObject({ position: "Sales" });
  });

  it.each([
    [
      "too large a file",
      [new File([new Uint8Array(LEAD_FILE_LIMITS.maxFileBytes + 1)], "big.pdf")],
      413,
      /at most 5 MB/,
    ],
    [
      "a type that is not accepted",
      [new File(["MZ"], "setup.exe")],
      422,
      /not an accepted file type/,
    ],
    [
      "content that does not match its type",
      [new File(["hello"], "cv.pdf")],
      422,
      /does not look like a \.pdf/,
    ],
    [
      "too many files",
      Array.from({ length: 6 }, (_, i) => new File([PDF], `f${i}.pdf`)),
      422,
      /At most 5 files/,
    ],
  ])(
    "turns away %s with a clear message, storing nothing",
    async (_label, files, status, message) => {
      const before = await leadCount();
      const [fileRows] = await handle.db.select({ value: count() }).from(leadFiles);
      const form = new FormData();
      form.set("lead", JSON.stringify(generalEnquiry()));
      for (const file of files) form.append("attachment", file);
      const response = await api.createWithFiles(multipartRequest("site-a", form));
      expect(response.status).toBe(status);
      const body = (await response.json()) as { errors: Record<string, string> };
      expect(Object.values(body.errors).join(" ")).toMatch(message);
      expect(await leadCount()).toBe(before);
      const [after] = await handle.db.select({ value: count() }).from(leadFiles);
      expect(after?.value).toBe(fileRows?.value);
    },
  );

  it("stores files whose names carry characters the database cannot hold", async () => {
    const form = new FormData();
    form.set("lead", JSON.stringify(generalEnquiry()));
    form.append("cv\u0000", new File([PDF], "c\u0000v.pdf", { type: "application/pdf" }));
    const response = await api.createWithFiles(multipartRequest("site-a", form));
    expect(response.status).toBe(201);
    const lead = await getLead(handle.db, siteA.id, ((await response.json()) as { id: string }).id);
    expect(lead?.files.map((f) => [f.fieldName, f.filename])).toEqual([["cv", "cv.pdf"]]);
  });

  it("refuses JSON sent to the multipart endpoint (415) and broken multipart (400)", async () => {
    expect(
      (await api.createWithFiles(jsonRequest("site-a", { lead: generalEnquiry() }))).status,
    ).toBe(415);
    const broken = new Request("http://site-a.localhost/api/leads/with-files", {
      method: "POST",
      headers: { host: "site-a.localhost", "content-type": "multipart/form-data; boundary=xyz" },
      body: "not multipart at all",
    });
    expect((await api.createWithFiles(broken)).status).toBe(400);
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After once a client's bucket is empty", async () => {
    let now = 0;
    const limiter = createTokenBucketLimiter(
      { leads: { burst: 2, perMinute: 60 } },
      { now: () => now },
    );
    useRouteTestDatabase(handle, limiter);
    onTestFinished(() => useRouteTestDatabase(handle));
    const send = (ip: string) =>
      api.create(
        jsonRequest("site-b", { lead: { category: "x" } }, { headers: { "x-forwarded-for": ip } }),
      );
    expect((await send("10.0.0.1")).status).toBe(422);
    expect((await send("10.0.0.1")).status).toBe(422);
    const refused = await send("10.0.0.1");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(await refused.json()).toEqual({ error: RATE_LIMITED_MESSAGES.leads });
    expect((await send("10.0.0.2")).status).toBe(422);
    now += 1_000;
    expect((await send("10.0.0.1")).status).toBe(422);
  });
});

describe("any input", () => {
  const leadKeys = [
    "name",
    "first_name",
    "last_name",
    "email",
    "phone",
    "postcode",
    "category",
    "message",
    "lead_id",
    "lead_status",
    "form_completed",
    "step_number",
    "skipped_steps",
    "location_id",
    "car_id",
    "dealership_slug",
    "visited_pages",
    "linked_query_params",
    "fields",
    "year",
    HONEYPOT_FIELD,
  ];
  const value = fc.oneof(
    fc.string(),
    fc.string({ unit: "binary" }),
    fc.constant("\u0000x"),
    fc.integer(),
    fc.constant(2 ** 40),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant("Incomplete"),
    fc.uuid(),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const leadBody = fc.dictionary(fc.constantFrom(...leadKeys, "other", "__proto__"), value);

  it.each([
    ["a NUL character", { message: "a\u0000b", fields: { "k\u0000": "v\u0000" } }],
    ["a step number beyond the column", { step_number: 2 ** 40 }],
  ])("stores a partial lead with %s without a 5xx", async (_label, extra) => {
    const response = await api.create(
      jsonRequest("site-b", {
        lead: { category: "General", lead_status: "Incomplete", form_completed: false, ...extra },
      }),
    );
    expect(response.status).toBeLessThan(500);
  });

  it("answers a deeply nested body with a 4xx", async () => {
    const depth = 200_000;
    const body = `{"lead":{"category":"x","other":${"[".repeat(depth)}${"]".repeat(depth)}}}`;
    const response = await api.create(jsonRequest("site-b", body));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it("never answers 5xx, and stores nothing on a 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          leadBody.map((lead) => JSON.stringify({ lead: { category: "General", ...lead } })),
          leadBody.map((lead) =>
            JSON.stringify({
              lead: {
                category: "General",
                ...lead,
                lead_status: "Incomplete",
                form_completed: false,
              },
            }),
          ),
          fc.jsonValue().map((body) => JSON.stringify(body)),
          fc.string(),
        ),
        fc.constantFrom("POST", "PUT"),
        async (body, method) => {
          const before = await leadCount();
          const request = jsonRequest("site-b", body, { method });
          const response =
            method === "POST"
              ? await api.create(request)
              : await api.update(request, "00000000-0000-4000-8000-000000000000");
          expect(response.status).toBeLessThan(500);
          if (response.status >= 400) expect(await leadCount()).toBe(before);
        },
      ),
      { numRuns: 150 },
    );
  });
});
