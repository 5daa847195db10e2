import fc from "fast-check";
import { HONEYPOT_FIELD } from "@forecourt/core/forms/lead";
import { LEAD_STATUSES } from "@forecourt/core/leads/lead-statuses";
import { generalEnquiry } from "@forecourt/core/testing/field-answers";
import type { RouteParams } from "../../server/http/endpoints.ts";
import { ROUTE_METHODS, type RouteMethod } from "../../server/http/route-methods.ts";
import { NUL } from "@forecourt/core/text/nul-character";

/**
 * The pieces the route groups' bad requests are built of: shared values, and the request shapes
 * of each endpoint kind (those that name the fuzzed site take its `ApiFuzzContext`).
 */

/** The platform credential of the demo data and the tests. */
export const FUZZ_AUTH = `Basic ${Buffer.from("platform:demo-password").toString("base64")}`;
export const AUTH = FUZZ_AUTH;

export type FuzzBody = string | Uint8Array | FormData | null;
export type Body = FuzzBody;
export type BadRequest = {
  method: RouteMethod;
  /** The endpoint's path (with any query string); the route's dynamic segments are `params`. */
  path: string;
  params: RouteParams;
  /** The Host header; "" sends none. The fuzzed site's host when absent. */
  host?: string;
  headers?: Record<string, string>;
  body?: Body;
};

/** What the cases name: a site with its dealership and a car of it, and another site. */
export type ApiFuzzContext = {
  site: { id: number; slug: string; dealershipId: number };
  carId: number;
  /**
   * A client address the rate limiter refuses, sent as X-Forwarded-For; none where the server
   * does not believe that header (then those cases are left out).
   */
  limitedClient?: string;
};

/** A route file under app/api (relative path) and its bad requests. */
export type ApiFuzzCases = Record<string, () => fc.Arbitrary<BadRequest>>;
export type RouteCase = () => fc.Arbitrary<BadRequest>;

// --- shared pieces of bad requests ---------------------------------------------------------

/** A NUL character (U+0000): no database column here can hold one, so it must be refused. */
export { NUL };
export const junk = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  fc.string({ maxLength: 20 }).map((text) => `${text}${NUL}`),
);
/** Host headers that name no host: neither a URL nor Next can be built on them. */
export const ODD_HOSTS = ["host:abc", "a@b", "["] as const;
/** Host headers of no site: the platform's own, unknown ones, none, and odd ones. */
const NO_SITE_HOSTS = [
  "localhost",
  "nowhere.localhost",
  "unknown-dealer.example.com",
  "",
  ...ODD_HOSTS,
] as const;
/** A GET of `path` with nothing else to it, on the site's host or on `host`. */
const bareGet = (path: string, host?: string): BadRequest => ({
  method: "GET",
  path,
  params: {},
  ...(host === undefined ? {} : { host }),
  headers: {},
  body: null,
});
/** GETs of `path` followed by each of `queries`. */
export const getsWithQueries = (path: string, ...queries: string[]) =>
  fc.constantFrom(...queries).map((query) => bareGet(`${path}${query}`));
/** A GET of `path` on Host headers that are no site's, or no host at all. */
export const getOnStrangeHosts = (path: string) =>
  fc
    .constantFrom("localhost", "nowhere.localhost", "", ...ODD_HOSTS)
    .map((host) => bareGet(path, host));
/** A non-blank text that is no email address (no "@"). */
export const notEmail = fc
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
export const wrongType = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { minKeys: 1 }),
);
export const huge = (bytes: number) => "x".repeat(bytes);
export const BIG_LEAD = JSON.stringify({ lead: { category: "General", message: huge(1_100_000) } });

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
export const badLeadBody: fc.Arbitrary<string> = fc.oneof(
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

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Bodies that are not JSON (a JSON type said, broken text sent). */
export const malformed: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom("", "{", '{"lead":', "{lead: 1}", "undefined", "[1,]"),
  fc
    .string({ maxLength: 30 })
    .map((text) => `{${text}`)
    // "{" and "}" or " }" make a body that is JSON after all (an empty object).
    .filter((body) => !isJson(body)),
  fc.constant(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
);
export const notJsonType = fc.constantFrom(
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "",
);
export const json = (type = "application/json") => ({ "content-type": type });
export const postJson = (path: string, value: unknown): BadRequest => ({
  method: "POST",
  path,
  params: {},
  headers: json(),
  body: JSON.stringify(value),
});

// --- per endpoint kind, for `context`'s site ------------------------------------------------

/** `bad` from the client the rate limiter refuses, where there is one. */
function fromLimitedClient(context: ApiFuzzContext, bad: BadRequest) {
  return context.limitedClient
    ? [
        fc.constant<BadRequest>({
          ...bad,
          headers: { ...bad.headers, "x-forwarded-for": context.limitedClient },
        }),
      ]
    : [];
}

// --- per endpoint kind -----------------------------------------------------------------------

/**
 * A browser GET endpoint read by its query string: bad queries (`badQueries`), a good one
 * (`goodQuery`) from unknown hosts and from a limited client, and every other method.
 */
function queryCase(
  context: ApiFuzzContext,
  pathFor: (query: string) => string,
  goodQuery: string,
  badQueries: fc.Arbitrary<string>,
): RouteCase {
  const get = (query: string, more: Partial<BadRequest> = {}): BadRequest => ({
    method: "GET",
    path: pathFor(query),
    params: {},
    body: null,
    ...more,
  });
  return () =>
    fc.oneof(
      { weight: 3, arbitrary: badQueries.map((query) => get(query)) },
      fc.constantFrom(...NO_SITE_HOSTS).map((host) => get(goodQuery, { host })),
      ...fromLimitedClient(context, get(goodQuery)),
      wrongMethod(["GET"], pathFor(goodQuery), {}),
    );
}

/** Methods a route does not take (all but `taken`): a JSON 405. */
export function wrongMethod(taken: readonly RouteMethod[], path: string, params: RouteParams) {
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
export const notAnId = fc
  .oneof(fc.constantFrom("0", "-1", "abc", "1.5", "99999999999", "999999.json", "", "1e3"), junk)
  .filter((id) => !/^\s*[1-9]\d{0,4}(\.json)?\s*$/.test(id));

/** A browser endpoint's request gone wrong before its body is read: host, client, type, size. */
function browserTrouble(
  context: ApiFuzzContext,
  method: RouteMethod,
  path: string,
  params: RouteParams,
  body: string,
) {
  return fc.oneof(
    fc
      .constantFrom(...NO_SITE_HOSTS)
      .map((host): BadRequest => ({ method, path, params, host, headers: json(), body })),
    ...fromLimitedClient(context, { method, path, params, headers: json(), body }),
    notJsonType.map((type): BadRequest => ({ method, path, params, headers: json(type), body })),
    malformed.map((bad): BadRequest => ({ method, path, params, headers: json(), body: bad })),
  );
}

/**
 * A browser endpoint's POST: generated bodies (weighted 3), the trouble around a good body,
 * and the methods it does not take.
 */
function browserPostCases(
  context: ApiFuzzContext,
  path: string,
  bodies: fc.Arbitrary<unknown>,
  goodBody: unknown,
  taken: readonly RouteMethod[] = ["POST"],
) {
  return fc.oneof(
    { weight: 3, arbitrary: bodies.map((value) => postJson(path, value)) },
    browserTrouble(context, "POST", path, {}, JSON.stringify(goodBody)),
    wrongMethod(taken, path, {}),
  );
}

/** A platform endpoint's request without the right credentials. */
export function badAuth(method: RouteMethod, path: string, params: RouteParams) {
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
function platformTrouble(
  context: ApiFuzzContext,
  method: RouteMethod,
  path: string,
  params: RouteParams,
) {
  return fc.oneof(
    badAuth(method, path, { ...params, id: String(context.site.id) }),
    notAnId.map((id): BadRequest => ({
      method,
      path,
      params: { ...params, id },
      headers: { authorization: AUTH, ...json() },
      body: method === "GET" ? null : "{}",
    })),
  );
}

export const platformJson = (method: RouteMethod, params: RouteParams, body: Body, type?: string) =>
  ({
    method,
    path: "",
    params,
    headers: { authorization: AUTH, ...json(type) },
    body,
  }) satisfies BadRequest;

const siteParams = (context: ApiFuzzContext) => ({ id: String(context.site.id) });

/**
 * A platform route's requests turned away before its own checks: bad credentials or a website
 * that is not, for each method it takes, and the methods it does not take.
 */
const platformRouteTrouble = (
  context: ApiFuzzContext,
  taken: readonly RouteMethod[],
  path: string,
  params: RouteParams,
  wrongMethodParams: RouteParams,
) =>
  [
    fc.constantFrom(...taken).chain((method) => platformTrouble(context, method, path, params)),
    wrongMethod(taken, path, wrongMethodParams),
  ] as const;

/** A platform JSON write whose body is sent under another content type, or does not parse. */
export const badJsonBodies = (method: RouteMethod, params: RouteParams, body: string, path = "") =>
  [
    notJsonType.map((type): BadRequest => ({
      ...platformJson(method, params, body, type),
      path,
    })),
    malformed.map((bad): BadRequest => ({ ...platformJson(method, params, bad), path })),
  ] as const;

/** A collector event that passes, before a mutation breaks it. */
const validEvent = () => ({
  website_slug: "fuzz",
  url: "https://fuzz.localhost/",
  category: "page_view",
  anon_id: "a1",
  session_id: "session_ABCDEFGHIJ",
  event_properties: { event_id: 1 },
});

function collectorRequests(context: ApiFuzzContext) {
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
    {
      weight: 4,
      arbitrary: mutation.map((change) => ({ event: { ...validEvent(), ...change } })),
    },
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
    browserTrouble(context, "POST", path, {}, JSON.stringify({ event: validEvent() })),
    wrongMethod(["POST"], path, {}),
  );
}

function carEventRequests(context: ApiFuzzContext, path: string) {
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
    browserTrouble(context, "POST", path, {}, JSON.stringify({ car_id: context.carId })),
    wrongMethod(["POST"], path, {}),
  );
}

/** A registration lookup's bad requests: ill-typed, unknown or oversized plates and states. */
function lookupCase(context: ApiFuzzContext, path: string): RouteCase {
  return () => {
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
    return browserPostCases(context, path, body, { rego: "TRD123", regoState: "NSW" });
  };
}

/** A page, offer or blog post write: bad slugs, bodies, types, credentials and methods. */
function contentWrite(context: ApiFuzzContext, path: string): RouteCase {
  return () =>
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
          ...platformJson("PUT", { ...siteParams(context), slug }, JSON.stringify(body)),
          path,
        })),
      fc.oneof(fc.constantFrom("nothing-here.json", "bad slug"), junk).map((slug): BadRequest => ({
        ...platformJson("DELETE", { ...siteParams(context), slug }, null),
        path,
      })),
      ...badJsonBodies("PUT", { ...siteParams(context), slug: "x.json" }, '{"title":"X"}', path),
      ...platformRouteTrouble(
        context,
        ["PUT", "DELETE"],
        path,
        { slug: "x.json" },
        { ...siteParams(context), slug: "x" },
      ),
    );
}

/** The leads list or its CSV export: every bad filter value is a 422. */
function leadsQueryCase(context: ApiFuzzContext, file: string): RouteCase {
  const path = (query: string) => `/api/v1/websites/${context.site.id}/${file}?${query}`;
  const badQuery = fc.oneof(
    fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 201 })).map((limit) => `limit=${limit}`),
    fc.constantFrom("limit=abc", "limit=1.5", "limit=1e2"),
    fc
      .stringMatching(/^[a-z]{1,12}$/)
      .filter((status) => !LEAD_STATUSES.includes(status as never))
      .map((status) => `status=${status}`),
    fc
      .constantFrom("yesterday", "2026-02-31", "2026-11-01T10:00:00", "1", "2026-13-01")
      .map((since) => `since=${encodeURIComponent(since)}`),
    fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/).map((cursor) => `cursor=${cursor}x!`),
    fc
      .constantFrom("0", "-1", "x y", "99999999999")
      .map((id) => `location=${encodeURIComponent(id)}`),
    fc.constantFrom("a b", "0", "x.y", "007x!").map((d) => `dealership=${encodeURIComponent(d)}`),
    fc.constant(`category=${huge(201)}`),
  );
  return () =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: badQuery.map((query): BadRequest => ({
          method: "GET",
          path: path(query),
          params: siteParams(context),
          headers: { authorization: AUTH },
        })),
      },
      platformTrouble(context, "GET", path("status=new"), {}),
      wrongMethod(["GET"], path(""), siteParams(context)),
    );
}

/**
 * A platform write of a site's setup with bodies that are each wrong somewhere (never a valid
 * one: it would be stored), the wrong content type, malformed JSON and an oversized body.
 */
export function setupBodies(
  method: RouteMethod,
  path: string,
  params: RouteParams,
  bodies: fc.Arbitrary<unknown>,
) {
  return fc.oneof(
    {
      weight: 3,
      arbitrary: bodies.map((body) => ({
        ...platformJson(method, params, JSON.stringify(body)),
        path,
      })),
    },
    ...badJsonBodies(method, params, '{"name":"X"}', path),
    fc.constant({
      ...platformJson(method, params, JSON.stringify({ name: huge(1_100_000) })),
      path,
    }),
  );
}

/** Location bodies each wrong somewhere (checked before the location is looked for). */
export const badLocations = fc.constantFrom<unknown>(
  { slug: "Bad Slug", name: "X", dealership: "d" },
  { slug: "fuzz-yard", name: "X", dealership: "nobody-here" },
  { slug: "fuzz-yard", name: "X" },
  { slug: "fuzz-yard", name: "X", dealership: "d", location_types: ["showroom"] },
  { slug: "fuzz-yard", name: "X", dealership: "d", location_types: [] },
  { slug: "fuzz-yard", name: "X", dealership: "d", email: "nope" },
  { slug: "fuzz-yard", name: "X", dealership: "d", address: { lat: 200 } },
  { slug: "fuzz-yard", name: "X", dealership: "d", address: { street: 5 } },
  {
    slug: "fuzz-yard",
    name: "X",
    dealership: "d",
    opening_hours: { monday: { status: "open", open: "9am", close: "5pm" } },
  },
  {
    slug: "fuzz-yard",
    name: "X",
    dealership: "d",
    opening_hours: { funday: { status: "closed" } },
  },
  {
    slug: "fuzz-yard",
    name: "X",
    dealership: "d",
    opening_hours: { monday: { status: "open", open: "17:00", close: "09:00" } },
  },
  { slug: "fuzz-yard", name: "X", dealership: "d", social_urls: { x: "javascript:1" } },
  { slug: "fuzz-yard", name: "X", dealership: "d", primary: "yes" },
  [],
  null,
);

function platformRead(context: ApiFuzzContext): RouteCase {
  return () =>
    fc.oneof(
      platformTrouble(context, "GET", "/api/v1/websites", {}),
      wrongMethod(["GET"], "/api/v1/websites", siteParams(context)),
    );
}

function dealershipRead(context: ApiFuzzContext): RouteCase {
  return () =>
    fc.oneof(
      notAnId.map((id): BadRequest => ({
        method: "GET",
        path: "/api/v1/dealerships",
        params: { id },
        headers: { authorization: AUTH },
      })),
      badAuth("GET", "/api/v1/dealerships", { id: String(context.site.dealershipId) }),
      wrongMethod(["GET"], "/api/v1/dealerships", { id: String(context.site.dealershipId) }),
    );
}
/** The context-bound helpers a route group's cases call, and the site and car they name. */
export type FuzzKit = ReturnType<typeof createFuzzKit>;

/** The helpers of this module that name `context`'s site, car or limited client, bound to it. */
export function createFuzzKit(context: ApiFuzzContext) {
  return {
    site: context.site,
    carId: context.carId,
    fromLimitedClient: fromLimitedClient.bind(null, context),
    queryCase: queryCase.bind(null, context),
    browserTrouble: browserTrouble.bind(null, context),
    browserPostCases: browserPostCases.bind(null, context),
    platformTrouble: platformTrouble.bind(null, context),
    siteParams: siteParams.bind(null, context),
    platformRouteTrouble: platformRouteTrouble.bind(null, context),
    collectorRequests: collectorRequests.bind(null, context),
    carEventRequests: carEventRequests.bind(null, context),
    lookupCase: lookupCase.bind(null, context),
    contentWrite: contentWrite.bind(null, context),
    leadsQueryCase: leadsQueryCase.bind(null, context),
    platformRead: platformRead.bind(null, context),
    dealershipRead: dealershipRead.bind(null, context),
  };
}
