import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { count } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER } from "@forecourt/core/forms/lead";
import { ZOD_WORDING } from "@forecourt/core/testing/zod-wording";
import type { DatabaseHandle } from "@forecourt/db/client";
import {
  apiKeys,
  blogPosts,
  cars,
  garageSessions,
  garageUsers,
  leadFiles,
  leads,
  offers,
  pages,
  reservations,
  searchSlugs,
  testPayments,
  trackingEvents,
  watchlistItems,
} from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestCar } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as unknownRoute from "@/app/api/[[...path]]/route";
import * as carPhoneCallRoute from "@/app/api/events/car_phone_call/route";
import * as collectorRoute from "@/app/api/events/route";
import * as phoneRevealRoute from "@/app/api/events/phone_reveal/route";
import * as garageCarsRoute from "@/app/api/garage/cars/route";
import * as unsubscribeRoute from "@/app/api/garage/unsubscribe/route";
import * as authRoute from "@/app/api/auth/route";
import * as authCodeRoute from "@/app/api/auth/code/route";
import * as authSessionRoute from "@/app/api/auth/session/route";
import * as authWatchlistRoute from "@/app/api/auth/watchlist/route";
import * as leadRoute from "@/app/api/leads/[leadId]/route";
import * as leadsRoute from "@/app/api/leads/route";
import * as mockLeadRoute from "@/app/api/mock/leads/[leadId]/route";
import * as mockLeadsRoute from "@/app/api/mock/leads/route";
import * as mockWithFilesRoute from "@/app/api/mock/leads/with-files/route";
import * as withFilesRoute from "@/app/api/leads/with-files/route";
import * as paymentReturnRoute from "@/app/api/payments/return/route";
import * as testCardRoute from "@/app/api/payments/test/[id]/route";
import * as paymentWebhookRoute from "@/app/api/payments/[provider]/webhook/route";
import * as regoRoute from "@/app/api/rego-lookup/route";
import * as nevdisRoute from "@/app/api/nevdis/route";
import * as autograbRoute from "@/app/api/simple-autograb-lookup/route";
import * as redbookRoute from "@/app/api/redbook-valuation/route";
import * as carClarityRoute from "@/app/api/carClarityCustomer/route";
import * as reservationsRoute from "@/app/api/reservations/route";
import * as appointmentsRoute from "@/app/api/v1/dealerships/[id]/available_appointment_bookings.json/route";
import * as serviceBookingsRoute from "@/app/api/v1/dealerships/[id]/available_service_bookings.json/route";
import * as manufacturerRoute from "@/app/api/v1/manufacturers/[slug]/route";
import * as apiKeysRoute from "@/app/api/v1/websites/[id]/api_keys.json/route";
import * as apiKeyRoute from "@/app/api/v1/websites/[id]/api_keys/[keyId]/route";
import * as careersRoute from "@/app/api/v1/websites/[id]/careers.json/route";
import * as locationsRoute from "@/app/api/v1/websites/[id]/locations.json/route";
import * as sessionDataRoute from "@/app/api/v1/websites/[id]/website_session_data.json/route";
import * as carRoute from "@/app/api/v1/websites/[id]/cars/[car]/route";
import * as platformLeadRoute from "@/app/api/v1/websites/[id]/leads/[leadId]/route";
import * as searchSlugsRoute from "@/app/api/v1/websites/[id]/pages/search_slugs.json/route";
import * as searchSlugRoute from "@/app/api/v1/websites/[id]/pages/search_slugs/[slug]/route";
import * as pageWriteRoute from "@/app/api/v1/websites/[id]/pages/[slug]/route";
import * as offerWriteRoute from "@/app/api/v1/websites/[id]/offers/[slug]/route";
import * as blogPostWriteRoute from "@/app/api/v1/websites/[id]/blog_posts/[slug]/route";
import * as websiteRoute from "@/app/api/v1/websites/[id]/route";
import * as reservationsListRoute from "@/app/api/v1/websites/[id]/reservations.json/route";
import * as cancelReservationRoute from "@/app/api/v1/websites/[id]/reservations/[reservation]/cancel/route";
import * as analyticsRoute from "@/app/api/v1/websites/[id]/analytics.json/route";
import * as sessionEventsRoute from "@/app/api/v1/websites/[id]/events.json/route";
import * as templatesRoute from "@/app/api/v1/websites/[id]/search_page_templates.json/route";
import type { RouteParams } from "./endpoints.ts";
import type { RateLimiter } from "./rate-limit.ts";
import { ROUTE_METHODS, type RouteMethod } from "./route-methods.ts";
import { callRoute, useRouteTestDatabase, type RouteModule } from "../testing/route-harness.ts";
import { generalEnquiry } from "@forecourt/core/testing/field-answers";

/**
 * Thousands of generated bad requests over every route under app/api, each sent to the route
 * module's own handler over a real database: wrong methods, hosts, credentials, ids, content
 * types, sizes, malformed and ill-typed bodies. Every one must get a JSON 4xx with a message of
 * ours, no stack or file path, none of the validation library's wording, and nothing stored.
 */

const API_DIR = fileURLToPath(new URL("../../app/api/", import.meta.url));
const AUTH = `Basic ${Buffer.from("platform:demo-password").toString("base64")}`;
const LIMITED_CLIENT = "203.0.113.99";
const RUNS_PER_ROUTE = 130;
const MIN_REQUESTS = 2_000;

let handle: DatabaseHandle;
let site: LeadTestSite;
let other: LeadTestSite;
let carId = 0;
let sent = 0;

/** Refuses one client address, so the 429 path is part of the run; lets everyone else through. */
const limiter: RateLimiter = {
  consume: async ({ client }) =>
    client === LIMITED_CLIENT ? { isAllowed: false, retryAfterSeconds: 30 } : { isAllowed: true },
};

type Body = string | Uint8Array | FormData | null;
type BadRequest = {
  method: RouteMethod;
  path: string;
  params: RouteParams;
  host?: string;
  headers?: Record<string, string>;
  body?: Body;
};

// --- shared pieces of bad requests ---------------------------------------------------------

const junk = fc.string({ maxLength: 40 });
/** A non-blank text that is no email address (no "@"). */
const notEmail = fc
  .string({ minLength: 1, maxLength: 30 })
  .map((text) => `x${text.replaceAll("@", "")}`);
const notPhone = fc.stringMatching(/^[a-z]{1,12}$/).map((text) => `tel${text}`);
const notPostcode = fc.oneof(fc.stringMatching(/^\d{1,3}$/), fc.stringMatching(/^\d{5,12}$/));
const notName = fc.stringMatching(/^[A-Za-z]{0,8}[0-9!?.]{1,3}$/);
const notStepNumber = fc.oneof(
  fc.integer({ max: -1 }),
  fc.integer({ min: 1_001 }),
  fc.double({ noInteger: true, noDefaultInfinity: true, noNaN: true }),
  fc.constant(2 ** 60),
  fc.string({ maxLength: 5 }),
);
const wrongType = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { minKeys: 1 }),
);
const huge = (bytes: number) => "x".repeat(bytes);
const BIG_LEAD = JSON.stringify({ lead: { category: "General", message: huge(1_100_000) } });

/** Changes that each make a lead invalid on their own, complete or partial. */
const leadMutation: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  notEmail.map((email) => ({ email })),
  notPhone.map((phone) => ({ phone })),
  notPostcode.map((postcode) => ({ postcode })),
  notName.map((first_name) => ({ first_name })),
  fc.constantFrom("", huge(201)).map((category) => ({ category })),
  wrongType.map((category) => ({ category })),
  notStepNumber.map((step_number) => ({ step_number })),
  junk.filter((status) => status !== "Incomplete").map((lead_status) => ({ lead_status })),
  fc.oneof(fc.string(), fc.integer()).map((form_completed) => ({ form_completed })),
  fc.constantFrom([{ from: 2, to: 1 }], "skip", [{ from: -1, to: 2 }]).map((skipped_steps) => ({
    skipped_steps,
  })),
  fc
    .constantFrom("other-site/general-enquiry", "zz/no-such-form", "general-enquiry", "")
    .map((form_id) => ({ form_id })),
  fc.oneof(fc.string(), fc.integer()).map((visited_pages) => ({ visited_pages })),
  fc.constantFrom(-1, 1.5, { id: 1 }, "").map((location_id) => ({ location_id })),
  fc.constantFrom("Used", "old", 3).map((car_type) => ({ car_type })),
  fc.constantFrom("yes", "maybe", true).map((opt_in) => ({ opt_in })),
  fc.constantFrom({ address: { street: "x" } }, "fields").map((fields) => ({ fields })),
  fc.constant({ message: huge(5_001) }),
  fc.constant({ user_agent: huge(1_025) }),
  fc.stringMatching(/^\S{1,10}$/).map((text) => ({ [HONEYPOT_FIELD]: text })),
);

const isPartial = fc
  .boolean()
  .map((partial) => (partial ? { lead_status: "Incomplete", form_completed: false } : {}));

/** A lead body no form of the site takes. */
const badLeadBody: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(isPartial, fc.array(leadMutation, { minLength: 1, maxLength: 3 }))
      .map(([partial, mutations]) =>
        JSON.stringify({ lead: Object.assign(generalEnquiry(), partial, ...mutations) }),
      ),
  },
  fc.constantFrom("[]", "null", '"lead"', "42", '{"lead":[]}', '{"lead":"x"}', '{"other":{}}'),
  fc.constant(JSON.stringify({ lead: { phone: "0412345678", category: "General" } })),
);

const malformed: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom("", "{", '{"lead":', "{lead: 1}", "undefined", "[1,]"),
  fc.string({ maxLength: 30 }).map((text) => `{${text}`),
  fc.constant(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
);
const notJsonType = fc.constantFrom(
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "",
);
const json = (type = "application/json") => ({ "content-type": type });
const postJson = (path: string, value: unknown): BadRequest => ({
  method: "POST",
  path,
  params: {},
  headers: json(),
  body: JSON.stringify(value),
});

// --- per endpoint kind -----------------------------------------------------------------------

/** Methods a route does not take (all but `taken`): a JSON 405. */
function wrongMethod(taken: readonly RouteMethod[], path: string, params: RouteParams) {
  const others = ROUTE_METHODS.filter((method) => !taken.includes(method));
  return fc.constantFrom(...others).map((method): BadRequest => ({
    method,
    path,
    params,
    headers: { authorization: AUTH, ...json() },
    body: method === "GET" ? null : JSON.stringify({ lead: generalEnquiry() }),
  }));
}

/** Ids that name nothing: never a small whole number, which could be a real row. */
const notAnId = fc
  .oneof(fc.constantFrom("0", "-1", "abc", "1.5", "99999999999", "999999.json", "", "1e3"), junk)
  .filter((id) => !/^\s*[1-9]\d{0,4}(\.json)?\s*$/.test(id));

/** A browser endpoint's request gone wrong before its body is read: host, client, type, size. */
function browserTrouble(method: RouteMethod, path: string, params: RouteParams, body: string) {
  return fc.oneof(
    fc
      .constantFrom("localhost", "nowhere.localhost", "unknown-dealer.example.com", "")
      .map((host): BadRequest => ({ method, path, params, host, headers: json(), body })),
    fc.constant<BadRequest>({
      method,
      path,
      params,
      headers: { ...json(), "x-forwarded-for": LIMITED_CLIENT },
      body,
    }),
    notJsonType.map((type): BadRequest => ({ method, path, params, headers: json(type), body })),
    malformed.map((bad): BadRequest => ({ method, path, params, headers: json(), body: bad })),
  );
}

/** A platform endpoint's request without the right credentials. */
function badAuth(method: RouteMethod, path: string, params: RouteParams) {
  return fc
    .constantFrom(
      undefined,
      "",
      "Basic",
      "Bearer token",
      `Basic ${Buffer.from("platform:wrong-password").toString("base64")}`,
      `Basic ${Buffer.from("no-colon").toString("base64")}`,
      "Basic !!!",
    )
    .map((authorization): BadRequest => ({
      method,
      path,
      params,
      headers: authorization === undefined ? json() : { authorization, ...json() },
      body: method === "GET" ? null : "{}",
    }));
}

/** A platform endpoint's request without the right credentials or for a website that is not. */
function platformTrouble(method: RouteMethod, path: string, params: RouteParams) {
  return fc.oneof(
    badAuth(method, path, { ...params, id: String(site.id) }),
    notAnId.map((id): BadRequest => ({
      method,
      path,
      params: { ...params, id },
      headers: { authorization: AUTH, ...json() },
      body: method === "GET" ? null : "{}",
    })),
  );
}

const platformJson = (method: RouteMethod, params: RouteParams, body: Body, type?: string) =>
  ({
    method,
    path: "",
    params,
    headers: { authorization: AUTH, ...json(type) },
    body,
  }) satisfies BadRequest;

type RouteCase = { route: RouteModule; requests: () => fc.Arbitrary<BadRequest> };

const siteParams = () => ({ id: String(site.id) });

const ROUTES: Record<string, RouteCase> = {
  "[[...path]]/route.ts": {
    route: unknownRoute,
    requests: () =>
      fc
        .tuple(
          fc.constantFrom(...ROUTE_METHODS),
          fc.array(fc.stringMatching(/^[a-z0-9_.-]{1,12}$/), { minLength: 0, maxLength: 4 }),
        )
        .map(([method, path]) => ({
          method,
          path: `/api/${path.join("/")}`,
          params: { path },
          headers: { authorization: AUTH, ...json() },
          body: method === "GET" ? null : "{}",
        })),
  },
  "leads/route.ts": {
    route: leadsRoute,
    requests: () =>
      fc.oneof(
        {
          weight: 6,
          arbitrary: badLeadBody.map((body): BadRequest => ({
            method: "POST",
            path: "/api/leads",
            params: {},
            headers: json(),
            body,
          })),
        },
        browserTrouble("POST", "/api/leads", {}, JSON.stringify({ lead: generalEnquiry() })),
        fc.constant<BadRequest>({
          method: "POST",
          path: "/api/leads",
          params: {},
          headers: json(),
          body: BIG_LEAD,
        }),
        fc.constantFrom("", " ", huge(201), "tab\tkey").map((key): BadRequest => ({
          method: "POST",
          path: "/api/leads",
          params: {},
          headers: { ...json(), [IDEMPOTENCY_HEADER]: key },
          body: JSON.stringify({ lead: generalEnquiry() }),
        })),
        wrongMethod(["POST"], "/api/leads", {}),
      ),
  },
  "leads/[leadId]/route.ts": {
    route: leadRoute,
    requests: () =>
      fc.oneof(
        fc.tuple(fc.oneof(fc.uuid(), junk), badLeadBody).map(([leadId, body]): BadRequest => ({
          method: "PUT",
          path: `/api/leads/${leadId}`,
          params: { leadId },
          headers: json(),
          body,
        })),
        fc.oneof(fc.uuid(), junk).map((leadId): BadRequest => ({
          method: "PUT",
          path: `/api/leads/${leadId}`,
          params: { leadId },
          headers: json(),
          body: JSON.stringify({ lead: generalEnquiry() }),
        })),
        browserTrouble(
          "PUT",
          "/api/leads/x",
          { leadId: "00000000-0000-4000-8000-000000000000" },
          "{}",
        ),
        wrongMethod(["PUT"], "/api/leads/x", { leadId: "x" }),
      ),
  },
  "leads/with-files/route.ts": {
    route: withFilesRoute,
    requests: () => {
      const path = "/api/leads/with-files";
      const multipart = (lead: string, files: File[]): BadRequest => {
        const form = new FormData();
        form.set("lead", lead);
        for (const file of files) form.append("attachment", file);
        return { method: "POST", path, params: {}, body: form };
      };
      const valid = JSON.stringify(generalEnquiry());
      return fc.oneof(
        badLeadBody.map((body) => multipart(JSON.stringify(JSON.parse(body)?.lead ?? body), [])),
        fc.string({ maxLength: 20 }).map((text) => multipart(`{${text}`, [])),
        fc
          .constantFrom(
            [new File(["MZ"], "setup.exe")],
            [new File(["hello"], "cv.pdf")],
            Array.from({ length: 6 }, (_, i) => new File(["%PDF-1.4"], `f${i}.pdf`)),
          )
          .map((files) => multipart(valid, files)),
        fc.constant<BadRequest>({
          method: "POST",
          path,
          params: {},
          headers: json("multipart/form-data; boundary=zz"),
          body: "not multipart",
        }),
        browserTrouble("POST", path, {}, valid),
        wrongMethod(["POST"], path, {}),
      );
    },
  },
  "events/car_phone_call/route.ts": {
    route: carPhoneCallRoute,
    requests: () => carEventRequests(carPhoneCallRoute, "/api/events/car_phone_call"),
  },
  "events/route.ts": {
    route: collectorRoute,
    requests: () => collectorRequests(),
  },
  "events/phone_reveal/route.ts": {
    route: phoneRevealRoute,
    requests: () => carEventRequests(phoneRevealRoute, "/api/events/phone_reveal"),
  },
  "auth/route.ts": {
    route: authRoute,
    requests: () =>
      fc.oneof(
        fc
          .constantFrom("localhost", "nowhere.localhost", "other-site.localhost", "")
          .map((host): BadRequest => ({
            method: "GET",
            path: "/api/auth",
            params: {},
            host,
            body: null,
          })),
        fc.constant<BadRequest>({
          method: "GET",
          path: "/api/auth",
          params: {},
          headers: { "x-forwarded-for": LIMITED_CLIENT },
          body: null,
        }),
        wrongMethod(["GET"], "/api/auth", {}),
      ),
  },
  "auth/code/route.ts": {
    route: authCodeRoute,
    requests: () => {
      const path = "/api/auth/code";
      const body = fc.oneof(
        notEmail.map((email) => ({ email })),
        wrongType.map((email) => ({ email })),
        fc.constantFrom({}, [], "x", { email: huge(300) }),
      );
      return fc.oneof(
        { weight: 3, arbitrary: body.map((value) => postJson(path, value)) },
        browserTrouble("POST", path, {}, JSON.stringify({ email: "jo@example.com" })),
        wrongMethod(["POST"], path, {}),
      );
    },
  },
  "auth/session/route.ts": {
    route: authSessionRoute,
    requests: () => {
      const path = "/api/auth/session";
      const body = fc.oneof(
        fc
          .constantFrom("", "12345", "1234567", "abcdef", 123456, null)
          .map((code) => ({ email: "jo@example.com", code })),
        notEmail.map((email) => ({ email, code: "123456" })),
        fc
          .constantFrom(
            [-1],
            ["1"],
            "all",
            Array.from({ length: 101 }, (_, i) => i + 1),
          )
          .map((favourites) => ({ email: "jo@example.com", code: "123456", favourites })),
        // No code was ever sent to this address: refused, nothing stored.
        fc.constant({ email: "nobody@example.com", code: "123456" }),
      );
      return fc.oneof(
        { weight: 3, arbitrary: body.map((value) => postJson(path, value)) },
        browserTrouble(
          "POST",
          path,
          {},
          JSON.stringify({ email: "jo@example.com", code: "123456" }),
        ),
        wrongMethod(["POST", "DELETE"], path, {}),
      );
    },
  },
  "auth/watchlist/route.ts": {
    route: authWatchlistRoute,
    requests: () => {
      const path = "/api/auth/watchlist";
      const body = fc.oneof(
        fc.constantFrom(
          {},
          { ids: "1" },
          { ids: [0] },
          { ids: [1.5] },
          { ids: [1], alerts: "yes" },
        ),
        wrongType.map((ids) => ({ ids })),
      );
      return fc.oneof(
        {
          weight: 3,
          arbitrary: body.map((value): BadRequest => ({ ...postJson(path, value), method: "PUT" })),
        },
        browserTrouble("PUT", path, {}, JSON.stringify({ ids: [1] })),
        wrongMethod(["PUT"], path, {}),
      );
    },
  },
  "garage/unsubscribe/route.ts": {
    route: unsubscribeRoute,
    requests: () => {
      const link = (u: string, t: string) =>
        `/api/garage/unsubscribe?u=${encodeURIComponent(u)}&t=${encodeURIComponent(t)}`;
      const bad = fc.oneof(
        fc.tuple(junk, junk),
        fc.tuple(
          fc.constant("4f9d6a58-2f43-4a53-9d26-7bd3f6f0a001"),
          fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        ),
        fc.tuple(fc.uuid(), fc.constantFrom("", "x", "A".repeat(44))),
      );
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc
            .tuple(fc.constantFrom<RouteMethod>("GET", "POST"), bad)
            .map(([method, [u, t]]): BadRequest => ({
              method,
              path: link(u, t),
              params: {},
              body: null,
            })),
        },
        fc.constantFrom("localhost", "nowhere.localhost", "").map((host): BadRequest => ({
          method: "GET",
          path: link("a", "b"),
          params: {},
          host,
          body: null,
        })),
        wrongMethod(["GET", "POST"], link("a", "b"), {}),
      );
    },
  },
  "garage/cars/route.ts": {
    route: garageCarsRoute,
    requests: () => {
      const path = (ids: string) => `/api/garage/cars?ids=${encodeURIComponent(ids)}`;
      const get = (ids: string, more: Partial<BadRequest> = {}): BadRequest => ({
        method: "GET",
        path: path(ids),
        params: {},
        body: null,
        ...more,
      });
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc
            .oneof(
              fc.constantFrom("", "a", "1,,2", "-1", "1.5", "12345678901", "1;2", "[1]"),
              fc.constant(Array.from({ length: 101 }, (_, i) => i + 1).join(",")),
              junk.filter((text) => !/^\d{1,10}(,\d{1,10})*$/.test(text)),
            )
            .map((ids) => get(ids)),
        },
        fc
          .constantFrom("localhost", "nowhere.localhost", "unknown-dealer.example.com", "")
          .map((host) => get("1", { host })),
        fc.constant(get("1", { headers: { "x-forwarded-for": LIMITED_CLIENT } })),
        wrongMethod(["GET"], path("1"), {}),
      );
    },
  },
  "rego-lookup/route.ts": lookupCase(regoRoute, "/api/rego-lookup"),
  "nevdis/route.ts": lookupCase(nevdisRoute, "/api/nevdis"),
  "simple-autograb-lookup/route.ts": lookupCase(autograbRoute, "/api/simple-autograb-lookup"),
  "redbook-valuation/route.ts": lookupCase(redbookRoute, "/api/redbook-valuation"),
  "carClarityCustomer/route.ts": {
    route: carClarityRoute,
    requests: () => {
      const path = "/api/carClarityCustomer";
      const body = fc.oneof(
        fc.record({
          first_name: fc.constantFrom("", "R2D2", 7, null),
          email: fc.constantFrom("x", "a@b.co"),
        }),
        fc.constantFrom([], "text", null, { first_name: "Sam" }),
      );
      return fc.oneof(
        { weight: 3, arbitrary: body.map((value) => postJson(path, value)) },
        browserTrouble("POST", path, {}, JSON.stringify({ first_name: "Sam" })),
        wrongMethod(["POST"], path, {}),
      );
    },
  },
  "reservations/route.ts": {
    route: reservationsRoute,
    requests: () => {
      const path = "/api/reservations";
      const answers = { first_name: "Sam", last_name: "Lee", email: "sam@example.com" };
      const body = fc.oneof(
        fc.record({
          car_id: fc.constantFrom("", "no such car", "../x", 42, null, huge(300)),
          kind: fc.constant("reserve"),
          answers: fc.constant(answers),
        }),
        fc.record({
          car_id: fc.constant("hilux-sr5"),
          kind: fc.constantFrom("buy", "", 3, null),
          answers: fc.constant(answers),
        }),
        fc.record({
          car_id: fc.constant("hilux-sr5"),
          answers: fc.constantFrom(null, "text", [], { email: "not an email" }),
        }),
        // A valid body: the test car has no payment processor, so it is refused, never held.
        fc.record({
          car_id: fc.constantFrom("hilux-sr5", "no-such-car"),
          kind: fc.constantFrom("reserve", "purchase"),
          answers: fc.constant({
            ...answers,
            phone: "0412345678",
            terms_conditions: true,
          }),
        }),
      );
      return fc.oneof(
        { weight: 3, arbitrary: body.map((value) => postJson(path, value)) },
        browserTrouble("POST", path, {}, JSON.stringify({ car_id: "hilux-sr5", answers })),
        wrongMethod(["POST"], path, {}),
      );
    },
  },
  "payments/return/route.ts": {
    route: paymentReturnRoute,
    requests: () =>
      fc.oneof(
        fc
          .constantFrom(
            "",
            "?reservation=",
            "?reservation=RES-AAAAAAAA",
            "?reservation=x%00y",
            "?reservation=00000000-0000-0000-0000-000000000000&cancelled=1",
          )
          .map((query): BadRequest => ({
            method: "GET",
            path: `/api/payments/return${query}`,
            params: {},
            headers: {},
            body: null,
          })),
        fc.constantFrom("localhost", "nowhere.localhost", "").map((host): BadRequest => ({
          method: "GET",
          path: "/api/payments/return?reservation=RES-AAAAAAAA",
          params: {},
          host,
          headers: {},
          body: null,
        })),
        wrongMethod(["GET"], "/api/payments/return", {}),
      ),
  },
  "payments/test/[id]/route.ts": {
    route: testCardRoute,
    requests: () => {
      const body = fc.oneof(
        fc.record({ card_number: fc.constantFrom("", 4242, null, huge(40), "1234 5678") }),
        fc.constant({}),
      );
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc
            .tuple(body, fc.constantFrom("tp_RES-AAAAAAAA", "nothing", ""))
            .map(([value, id]): BadRequest => ({
              ...postJson(`/api/payments/test/${id}`, value),
              params: { id },
            })),
        },
        fc.constant<BadRequest>({
          ...postJson("/api/payments/test/tp_RES-AAAAAAAA", { card_number: "4242 4242 4242 4242" }),
          params: { id: "tp_RES-AAAAAAAA" },
        }),
        browserTrouble(
          "POST",
          "/api/payments/test/x",
          { id: "x" },
          JSON.stringify({ card_number: "4242 4242 4242 4242" }),
        ),
        wrongMethod(["POST"], "/api/payments/test/x", { id: "x" }),
      );
    },
  },
  "payments/[provider]/webhook/route.ts": {
    route: paymentWebhookRoute,
    requests: () => {
      const event = (reference: string) =>
        JSON.stringify({
          type: "checkout.session.completed",
          data: { object: { id: "cs_1", client_reference_id: reference } },
        });
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc
            .tuple(
              fc.constantFrom("stripe", "test", "till", "nope", ""),
              fc.constantFrom(event("RES-AAAAAAAA"), event(""), "{}", "[]", "null", "not json"),
              fc.constantFrom(undefined, "t=1,v1=abc", ""),
            )
            .map(([provider, body, signature]): BadRequest => ({
              method: "POST",
              path: `/api/payments/${provider}/webhook`,
              params: { provider },
              headers: {
                ...json(),
                ...(signature === undefined ? {} : { "stripe-signature": signature }),
              },
              body,
            })),
        },
        browserTrouble("POST", "/api/payments/stripe/webhook", { provider: "stripe" }, event("x")),
        wrongMethod(["POST"], "/api/payments/stripe/webhook", { provider: "stripe" }),
      );
    },
  },
  "v1/websites/[id]/route.ts": platformRead(websiteRoute),
  "v1/websites/[id]/reservations.json/route.ts": platformRead(reservationsListRoute),
  "v1/websites/[id]/reservations/[reservation]/cancel/route.ts": {
    route: cancelReservationRoute,
    requests: () => {
      const path = "/api/v1/websites/reservations/cancel";
      return fc.oneof(
        fc
          .oneof(
            fc.constantFrom(
              "RES-AAAAAAAA",
              "00000000-0000-0000-0000-000000000000",
              "res-aaaaaaaa",
              "",
              "../1",
            ),
            junk,
          )
          .map((reservation) => platformJson("POST", { ...siteParams(), reservation }, "{}")),
        platformTrouble("POST", path, { reservation: "RES-AAAAAAAA" }),
        wrongMethod(["POST"], path, { ...siteParams(), reservation: "RES-AAAAAAAA" }),
      );
    },
  },
  "v1/websites/[id]/api_keys.json/route.ts": {
    route: apiKeysRoute,
    requests: () => {
      const path = "/api/v1/websites/api_keys.json";
      return fc.oneof(
        fc
          .oneof(
            fc.constantFrom(
              { name: "" },
              { name: "   " },
              { name: "x".repeat(101) },
              { name: 5 },
              { name: "Feed", website_id: 1 },
              {},
              [],
              "x",
              null,
            ),
            fc.record({ name: wrongType }),
          )
          .map((body) => platformJson("POST", siteParams(), JSON.stringify(body))),
        notJsonType.map((type) => platformJson("POST", siteParams(), '{"name":"Feed"}', type)),
        malformed.map((body) => platformJson("POST", siteParams(), body)),
        fc.constant(platformJson("POST", siteParams(), JSON.stringify({ name: huge(2_000) }))),
        fc
          .constantFrom<RouteMethod>("GET", "POST")
          .chain((method) => platformTrouble(method, path, {})),
        wrongMethod(["GET", "POST"], path, siteParams()),
      );
    },
  },
  "v1/websites/[id]/api_keys/[keyId]/route.ts": {
    route: apiKeyRoute,
    requests: () => {
      const path = "/api/v1/websites/api_keys";
      return fc.oneof(
        fc
          .oneof(notAnId, fc.constantFrom("99999", "99999.json"))
          .map((keyId) => platformJson("DELETE", { ...siteParams(), keyId }, null)),
        platformTrouble("DELETE", path, { keyId: "1" }),
        wrongMethod(["DELETE"], path, { ...siteParams(), keyId: "1" }),
      );
    },
  },
  "v1/websites/[id]/careers.json/route.ts": platformRead(careersRoute),
  "v1/websites/[id]/events.json/route.ts": {
    route: sessionEventsRoute,
    requests: () =>
      fc.oneof(
        fc
          .constantFrom("", "session_", "session_ABC", "device_ABCDEFGHIJ", "session_ABCDEFGHIJK")
          .map((session_id): BadRequest => ({
            method: "GET",
            path: `/api/v1/websites/${site.id}/events.json?${new URLSearchParams({ session_id })}`,
            params: siteParams(),
            headers: { authorization: AUTH },
          })),
        platformTrouble("GET", "/api/v1/websites/1/events.json?session_id=session_ABCDEFGHIJ", {}),
        wrongMethod(["GET"], "/api/v1/websites/1/events.json", siteParams()),
      ),
  },
  "v1/websites/[id]/analytics.json/route.ts": {
    route: analyticsRoute,
    requests: () =>
      fc.oneof(
        fc
          .record({
            from: fc.constantFrom("2026-02-31", "yesterday", "2026-11-30", "1999-01-01"),
            to: fc.constantFrom("2026-13-01", "2026-11-01", "x"),
          })
          .map(({ from, to }): BadRequest => ({
            method: "GET",
            path: `/api/v1/websites/${site.id}/analytics.json?${new URLSearchParams({ from, to })}`,
            params: siteParams(),
            headers: { authorization: AUTH },
          })),
        platformTrouble("GET", "/api/v1/websites/1/analytics.json", {}),
        wrongMethod(["GET"], "/api/v1/websites/1/analytics.json", siteParams()),
      ),
  },
  "v1/websites/[id]/locations.json/route.ts": platformRead(locationsRoute),
  "v1/websites/[id]/website_session_data.json/route.ts": platformRead(sessionDataRoute),
  "v1/websites/[id]/pages/search_slugs.json/route.ts": platformRead(searchSlugsRoute),
  "v1/websites/[id]/search_page_templates.json/route.ts": platformRead(templatesRoute),
  "v1/websites/[id]/cars/[car]/route.ts": {
    route: carRoute,
    requests: () =>
      fc.oneof(
        fc
          .oneof(fc.constantFrom("no-such-car.json", "999999999.json", "bad key", "x.xml"), notAnId)
          .filter((car) => !car.startsWith("hilux-sr5"))
          .map((car): BadRequest => ({
            ...platformJson("GET", { ...siteParams(), car }, null),
            path: "/api/v1/cars",
          })),
        fc
          .oneof(
            fc.constantFrom(
              { price: "cheap" },
              {},
              { colour: "red" },
              { price: -1 },
              { km: 1.5 },
              { sold: false, status: "sold" },
              [],
              "x",
            ),
            fc.dictionary(fc.stringMatching(/^zz[a-z]{1,6}$/), fc.jsonValue({ maxDepth: 1 }), {
              minKeys: 1,
              maxKeys: 3,
            }),
          )
          .map((body): BadRequest => ({
            ...platformJson(
              "PATCH",
              { ...siteParams(), car: `${carId}.json` },
              JSON.stringify(body),
            ),
            path: "/api/v1/cars",
          })),
        notJsonType.map((type): BadRequest => ({
          ...platformJson("PATCH", { ...siteParams(), car: `${carId}` }, '{"price":1}', type),
          path: "/api/v1/cars",
        })),
        malformed.map((body): BadRequest => ({
          ...platformJson("PATCH", { ...siteParams(), car: `${carId}` }, body),
          path: "/api/v1/cars",
        })),
        fc.constant<BadRequest>({
          ...platformJson(
            "PATCH",
            { ...siteParams(), car: `${carId}` },
            JSON.stringify({ description: huge(70_000) }),
          ),
          path: "/api/v1/cars",
        }),
        fc
          .constantFrom<RouteMethod>("GET", "PATCH")
          .chain((method) => platformTrouble(method, "/api/v1/cars", { car: `${carId}` })),
        wrongMethod(["GET", "PATCH"], "/api/v1/cars", { ...siteParams(), car: "x" }),
      ),
  },
  "v1/websites/[id]/pages/search_slugs/[slug]/route.ts": {
    route: searchSlugRoute,
    requests: () =>
      fc.oneof(
        fc
          .tuple(
            fc.constantFrom("fuzzed.json", "bad slug.json", "all-stock.json"),
            fc.oneof(
              fc.constantFrom(
                { title: "" },
                { title: "X", filters: { carType: ["old"] } },
                { title: "X", colour: "red" },
                { title: 5 },
                [],
                "x",
                null,
              ),
              fc.record({
                title: fc.constant("X"),
                filters: fc.dictionary(
                  fc.stringMatching(/^zz[a-z]{1,5}$/),
                  fc.jsonValue({ maxDepth: 1 }),
                  {
                    minKeys: 1,
                    maxKeys: 2,
                  },
                ),
              }),
            ),
          )
          .map(([slug, body]): BadRequest => ({
            ...platformJson("PUT", { ...siteParams(), slug }, JSON.stringify(body)),
            path: "/api/v1/slugs",
          })),
        fc
          .oneof(fc.constantFrom("all-stock.json", "nothing-here.json", "bad slug"), junk)
          .map((slug): BadRequest => ({
            ...platformJson("DELETE", { ...siteParams(), slug }, null),
            path: "/api/v1/slugs",
          })),
        notJsonType.map((type): BadRequest => ({
          ...platformJson("PUT", { ...siteParams(), slug: "x.json" }, '{"title":"X"}', type),
          path: "/api/v1/slugs",
        })),
        malformed.map((body): BadRequest => ({
          ...platformJson("PUT", { ...siteParams(), slug: "x.json" }, body),
          path: "/api/v1/slugs",
        })),
        fc
          .constantFrom<RouteMethod>("PUT", "DELETE")
          .chain((method) => platformTrouble(method, "/api/v1/slugs", { slug: "x.json" })),
        wrongMethod(["PUT", "DELETE"], "/api/v1/slugs", { ...siteParams(), slug: "x" }),
      ),
  },
  "v1/websites/[id]/pages/[slug]/route.ts": contentWrite(pageWriteRoute, "/api/v1/pages"),
  "v1/websites/[id]/offers/[slug]/route.ts": contentWrite(offerWriteRoute, "/api/v1/offers"),
  "v1/websites/[id]/blog_posts/[slug]/route.ts": contentWrite(
    blogPostWriteRoute,
    "/api/v1/blog_posts",
  ),
  "v1/websites/[id]/leads/[leadId]/route.ts": {
    route: platformLeadRoute,
    requests: () =>
      fc.oneof(
        fc
          .oneof(
            fc.uuid().map((id) => `${id}.json`),
            junk,
          )
          .map((leadId): BadRequest => ({
            ...platformJson("GET", { ...siteParams(), leadId }, null),
            path: "/api/v1/leads",
          })),
        platformTrouble("GET", "/api/v1/leads", { leadId: "00000000-0000-4000-8000-000000000000" }),
        wrongMethod(["GET"], "/api/v1/leads", { ...siteParams(), leadId: "x" }),
      ),
  },
  "v1/manufacturers/[slug]/route.ts": {
    route: manufacturerRoute,
    requests: () =>
      fc.oneof(
        fc
          .tuple(
            fc.constantFrom("zz-no-make.json", "toyota", "BAD.json", ""),
            fc.oneof(
              fc.constant(() => String(site.id)),
              fc.constantFrom(
                () => "",
                () => "abc",
                () => "999999",
              ),
            ),
          )
          .map(([slug, websiteId]): BadRequest => ({
            method: "GET",
            path: `/api/v1/manufacturers/${slug}?website_id=${websiteId()}`,
            params: { slug },
            headers: { authorization: AUTH },
          })),
        fc.constant<BadRequest>({
          method: "GET",
          path: "/api/v1/manufacturers/toyota.json",
          params: { slug: "toyota.json" },
          headers: { authorization: AUTH },
        }),
        badAuth("GET", "/api/v1/manufacturers/toyota.json?website_id=1", { slug: "toyota.json" }),
        wrongMethod(["GET"], "/api/v1/manufacturers/toyota.json", { slug: "toyota.json" }),
      ),
  },
  "v1/dealerships/[id]/available_appointment_bookings.json/route.ts":
    dealershipRead(appointmentsRoute),
  "v1/dealerships/[id]/available_service_bookings.json/route.ts":
    dealershipRead(serviceBookingsRoute),
};

/** A collector event that passes, before a mutation breaks it. */
const validEvent = () => ({
  website_slug: "fuzz",
  url: "https://fuzz.localhost/",
  category: "page_view",
  anon_id: "a1",
  session_id: "session_ABCDEFGHIJ",
  event_properties: { event_id: 1 },
});

function collectorRequests() {
  const path = "/api/events";
  const mutation = fc.oneof(
    fc.constantFrom("", "session_", "session_ABC", "device_ABCDEFGHIJ", 42).map((session_id) => ({
      session_id,
    })),
    fc
      .constantFrom("", "Page View", "x".repeat(65), 7, "drop table")
      .map((category) => ({ category })),
    fc.constantFrom("", huge(2_001), 5).map((url) => ({ url })),
    fc.constantFrom("not-a-uuid", 12, {}).map((lead_id) => ({ lead_id })),
    fc.constantFrom(huge(101), 3).map((anon_id) => ({ anon_id })),
    fc
      .constantFrom(
        "x",
        [1],
        { nested: { deep: 1 } },
        Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`k${i}`, i])),
        { list: Array.from({ length: 21 }, () => "x") },
        { text: huge(2_001) },
      )
      .map((event_properties) => ({ event_properties })),
  );
  const body = fc.oneof(
    { weight: 4, arbitrary: mutation.map((change) => ({ event: { ...validEvent(), ...change } })) },
    fc.constantFrom<unknown>([], "x", 5, null, {}, { event: [] }, { event: "page_view" }),
  );
  return fc.oneof(
    { weight: 4, arbitrary: body.map((value) => postJson(path, value)) },
    // A site that does not enable the collector: 404, nothing stored.
    fc.constant<BadRequest>({
      ...postJson(path, { event: validEvent() }),
      host: "other-site.localhost",
    }),
    fc.constant<BadRequest>({
      ...postJson(path, {}),
      body: JSON.stringify({ event: { ...validEvent(), url: huge(9_000) } }),
    }),
    browserTrouble("POST", path, {}, JSON.stringify({ event: validEvent() })),
    wrongMethod(["POST"], path, {}),
  );
}

// The mock lead endpoints take the same requests as the real ones (the fuzzed site is not in
// mock mode, so each is refused before anything is read, and nothing is stored either way).
Object.assign(ROUTES, {
  "mock/leads/route.ts": { ...ROUTES["leads/route.ts"]!, route: mockLeadsRoute },
  "mock/leads/[leadId]/route.ts": { ...ROUTES["leads/[leadId]/route.ts"]!, route: mockLeadRoute },
  "mock/leads/with-files/route.ts": {
    ...ROUTES["leads/with-files/route.ts"]!,
    route: mockWithFilesRoute,
  },
});

function carEventRequests(route: RouteModule, path: string) {
  const body = fc.oneof(
    fc.record({
      car_id: fc.constantFrom<unknown>(null, "abc", {}, -1, 0, 1.5, 2 ** 40, "", "1e999"),
    }),
    fc.integer({ min: 100_000_000, max: 2_000_000_000 }).map((car_id) => ({ car_id })),
    fc.constant({ car_id: 999_999_999, url: huge(2_001) }),
    fc.constant({ anon_id: huge(101) }),
    fc.constantFrom([], "x", 5, null),
  );
  return fc.oneof(
    { weight: 3, arbitrary: body.map((value) => postJson(path, value)) },
    fc.constant<BadRequest>({
      method: "POST",
      path,
      params: {},
      headers: json(),
      body: JSON.stringify({ car_id: 1, url: huge(9_000) }),
    }),
    browserTrouble("POST", path, {}, JSON.stringify({ car_id: carId })),
    wrongMethod(["POST"], path, {}),
  );
}

/** A registration lookup's bad requests: ill-typed, unknown or oversized plates and states. */
function lookupCase(route: RouteModule, path: string): RouteCase {
  return {
    route,
    requests: () => {
      const body = fc.oneof(
        fc.record({
          rego: fc.constantFrom("", "!!!", "ABCDEFGHIJKL", 42, null),
          regoState: fc.constantFrom("NSW", ""),
        }),
        fc.record({
          rego: fc.stringMatching(/^ZZ[0-9]{1,6}$/),
          regoState: fc.constantFrom("NSW", "VIC"),
        }),
        fc.record({
          rego: fc.constant("TRD123"),
          regoState: fc.constantFrom("", "N5W", huge(11), 7),
        }),
        fc.constant({ rego: huge(2_000), regoState: "NSW" }),
      );
      return fc.oneof(
        { weight: 3, arbitrary: body.map((value) => postJson(path, value)) },
        browserTrouble("POST", path, {}, JSON.stringify({ rego: "TRD123", regoState: "NSW" })),
        wrongMethod(["POST"], path, {}),
      );
    },
  };
}

/** A page, offer or blog post write: bad slugs, bodies, types, credentials and methods. */
function contentWrite(route: RouteModule, path: string): RouteCase {
  return {
    route,
    requests: () =>
      fc.oneof(
        fc
          .tuple(
            fc.constantFrom("fuzzed.json", "bad slug.json", "x".repeat(101) + ".json"),
            fc.oneof(
              fc.constantFrom(
                { title: "" },
                { title: "X", colour: "red" },
                { title: "X", image_url: "javascript:alert(1)" },
                { title: "X", body_html: 5 },
                { title: "X", published_at: "yesterday", starts_at: "soon" },
                { title: "X", offer_price: -1, is_published: "yes" },
                { title: 5 },
                [],
                "x",
                null,
              ),
              fc.record({ title: fc.constant(""), body_html: fc.string({ maxLength: 40 }) }),
            ),
          )
          .map(([slug, body]): BadRequest => ({
            ...platformJson("PUT", { ...siteParams(), slug }, JSON.stringify(body)),
            path,
          })),
        fc
          .oneof(fc.constantFrom("nothing-here.json", "bad slug"), junk)
          .map((slug): BadRequest => ({
            ...platformJson("DELETE", { ...siteParams(), slug }, null),
            path,
          })),
        notJsonType.map((type): BadRequest => ({
          ...platformJson("PUT", { ...siteParams(), slug: "x.json" }, '{"title":"X"}', type),
          path,
        })),
        malformed.map((body): BadRequest => ({
          ...platformJson("PUT", { ...siteParams(), slug: "x.json" }, body),
          path,
        })),
        fc
          .constantFrom<RouteMethod>("PUT", "DELETE")
          .chain((method) => platformTrouble(method, path, { slug: "x.json" })),
        wrongMethod(["PUT", "DELETE"], path, { ...siteParams(), slug: "x" }),
      ),
  };
}

function platformRead(route: RouteModule): RouteCase {
  return {
    route,
    requests: () =>
      fc.oneof(
        platformTrouble("GET", "/api/v1/websites", {}),
        wrongMethod(["GET"], "/api/v1/websites", siteParams()),
      ),
  };
}

function dealershipRead(route: RouteModule): RouteCase {
  return {
    route,
    requests: () =>
      fc.oneof(
        notAnId.map((id): BadRequest => ({
          method: "GET",
          path: "/api/v1/dealerships",
          params: { id },
          headers: { authorization: AUTH },
        })),
        badAuth("GET", "/api/v1/dealerships", { id: String(site.dealershipId) }),
        wrongMethod(["GET"], "/api/v1/dealerships", { id: String(site.dealershipId) }),
      ),
  };
}

// --- sending and judging ---------------------------------------------------------------------

function toRequest(bad: BadRequest): Request {
  const host = bad.host ?? `${site.slug}.localhost`;
  const headers = new Headers(bad.headers);
  if (bad.host !== "") headers.set("host", host);
  const hasBody = bad.body !== undefined && bad.body !== null && bad.method !== "GET";
  return new Request(`http://${host || "localhost"}${bad.path || "/api"}`, {
    method: bad.method,
    headers,
    body: hasBody ? (bad.body as BodyInit) : null,
  });
}

const LEAKS =
  /\bat \S+ \(|\.tsx?\b|\.m?js:\d|node_modules|\/work\/|file:\/\/|\b(?:Type|Range|Syntax)?Error:/;

async function expectOurFourHundred(route: RouteModule, bad: BadRequest): Promise<void> {
  sent += 1;
  const response = await callRoute(route, bad.method, toRequest(bad), bad.params);
  const text = await response.text();
  const label = `${bad.method} ${bad.path} ${JSON.stringify(bad.params)} -> ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, label).toBeGreaterThanOrEqual(400);
  expect(response.status, label).toBeLessThan(500);
  expect(response.headers.get("content-type"), label).toMatch(/^application\/json/);
  const body = JSON.parse(text) as { error?: unknown; errors?: unknown };
  expect(typeof body.error === "string" && body.error.trim().length > 0, label).toBe(true);
  if (body.errors !== undefined) {
    expect(typeof body.errors, label).toBe("object");
    for (const message of Object.values(body.errors as object)) {
      expect(typeof message === "string" && message.length > 0, label).toBe(true);
    }
  }
  expect(text, label).not.toMatch(LEAKS);
  expect(text, label).not.toMatch(ZOD_WORDING);
  if (response.status === 405) expect(response.headers.get("allow"), label).toBeTruthy();
  if (response.status === 429) expect(response.headers.get("retry-after"), label).toBeTruthy();
  if (response.status === 401) expect(response.headers.get("www-authenticate"), label).toBeTruthy();
}

async function storedRows() {
  const rows = await Promise.all(
    [
      apiKeys,
      leads,
      leadFiles,
      searchSlugs,
      trackingEvents,
      pages,
      offers,
      blogPosts,
      reservations,
      testPayments,
      garageUsers,
      garageSessions,
      watchlistItems,
    ].map(async (table) => {
      const [row] = await handle.db.select({ value: count() }).from(table);
      return row?.value ?? 0;
    }),
  );
  const [car] = await handle.db.select().from(cars);
  return { rows, car };
}

let before: Awaited<ReturnType<typeof storedRows>>;

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, {
    slug: "fuzz",
    settings: {
      search: { defaultSlug: "all-stock" },
      // Every lookup on, so their bodies are checked rather than 404ed.
      features: { nevdis: true, autograb: true, redbook: true },
      commerce: { financeProvider: "car-clarity" },
      garage: { isEnabled: true },
      auth: { isEnabled: true },
      analytics: { collectorEnabled: true },
    },
  });
  other = await createLeadTestSite(handle.db, { slug: "other-site" });
  carId = await createTestCar(handle.db, site);
  await handle.db
    .insert(searchSlugs)
    .values({ websiteId: site.id, slug: "all-stock", title: "All stock", filters: {} });
  useRouteTestDatabase(handle, limiter);
  before = await storedRows();
});

afterAll(async () => {
  await handle?.close();
});

describe("every route under app/api", () => {
  it("is in the fuzz table (a new route file must be added here)", () => {
    const files = readdirSync(API_DIR, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith("route.ts"))
      .map((file) => file.split("\\").join("/"))
      .sort();
    expect(files.length).toBeGreaterThan(15);
    expect(Object.keys(ROUTES).sort()).toEqual(files);
    expect(other.slug).toBe("other-site");
  });

  for (const [file, { route, requests }] of Object.entries(ROUTES)) {
    it(`answers ${RUNS_PER_ROUTE} bad requests to ${file} with our JSON 4xx`, async () => {
      await fc.assert(
        fc.asyncProperty(requests(), (bad) => expectOurFourHundred(route, bad)),
        { numRuns: RUNS_PER_ROUTE },
      );
    });
  }

  it(`sent at least ${MIN_REQUESTS} requests and stored nothing`, async () => {
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect(await storedRows()).toEqual(before);
  });
});
