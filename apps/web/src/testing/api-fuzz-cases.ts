import fc from "fast-check";
import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER } from "@forecourt/core/forms/lead";
import { LEAD_STATUSES } from "@forecourt/core/leads/lead-statuses";
import { generalEnquiry } from "@forecourt/core/testing/field-answers";
import { ZOD_WORDING } from "@forecourt/core/testing/zod-wording";
import type { RouteParams } from "../server/http/endpoints.ts";
import { ROUTE_METHODS, type RouteMethod } from "../server/http/route-methods.ts";

/**
 * Bad requests for every route under app/api, generated: wrong methods, hosts, credentials, ids,
 * content types, sizes, malformed and ill-typed bodies. Each must get a JSON 4xx with a message
 * of ours and store nothing. One list for both runs: the db test sends each to the route
 * module's handler, the fuzz platform spec over HTTP to `next start`.
 */

/** The platform credential of the demo data and the tests. */
export const FUZZ_AUTH = `Basic ${Buffer.from("platform:demo-password").toString("base64")}`;
const AUTH = FUZZ_AUTH;

export type FuzzBody = string | Uint8Array | FormData | null;
type Body = FuzzBody;
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
type RouteCase = () => fc.Arbitrary<BadRequest>;

// --- shared pieces of bad requests ---------------------------------------------------------

/** A NUL character (U+0000): no database column here can hold one, so it must be refused. */
const NUL = "\u0000";
const junk = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  fc.string({ maxLength: 20 }).map((text) => `${text}${NUL}`),
);
/** Host headers that name no host: neither a URL nor Next can be built on them. */
const ODD_HOSTS = ["host:abc", "a@b", "["] as const;
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
const getsWithQueries = (path: string, ...queries: string[]) =>
  fc.constantFrom(...queries).map((query) => bareGet(`${path}${query}`));
/** A GET of `path` on Host headers that are no site's, or no host at all. */
const getOnStrangeHosts = (path: string) =>
  fc
    .constantFrom("localhost", "nowhere.localhost", "", ...ODD_HOSTS)
    .map((host) => bareGet(path, host));
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

/** Every route file's bad requests, for `context`'s site. */
export function createApiFuzzCases(context: ApiFuzzContext): ApiFuzzCases {
  const { site, carId } = context;
  const fromLimitedClient = (bad: BadRequest) =>
    context.limitedClient
      ? [
          fc.constant<BadRequest>({
            ...bad,
            headers: { ...bad.headers, "x-forwarded-for": context.limitedClient },
          }),
        ]
      : [];

  // --- per endpoint kind -----------------------------------------------------------------------

  /** Methods a route does not take (all but `taken`): a JSON 405. */
  /**
   * A browser GET endpoint read by its query string: bad queries (`badQueries`), a good one
   * (`goodQuery`) from unknown hosts and from a limited client, and every other method.
   */
  function queryCase(
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
        ...fromLimitedClient(get(goodQuery)),
        wrongMethod(["GET"], pathFor(goodQuery), {}),
      );
  }

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
        .constantFrom(...NO_SITE_HOSTS)
        .map((host): BadRequest => ({ method, path, params, host, headers: json(), body })),
      ...fromLimitedClient({ method, path, params, headers: json(), body }),
      notJsonType.map((type): BadRequest => ({ method, path, params, headers: json(type), body })),
      malformed.map((bad): BadRequest => ({ method, path, params, headers: json(), body: bad })),
    );
  }

  /**
   * A browser endpoint's POST: generated bodies (weighted 3), the trouble around a good body,
   * and the methods it does not take.
   */
  function browserPostCases(
    path: string,
    bodies: fc.Arbitrary<unknown>,
    goodBody: unknown,
    taken: readonly RouteMethod[] = ["POST"],
  ) {
    return fc.oneof(
      { weight: 3, arbitrary: bodies.map((value) => postJson(path, value)) },
      browserTrouble("POST", path, {}, JSON.stringify(goodBody)),
      wrongMethod(taken, path, {}),
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

  const siteParams = () => ({ id: String(site.id) });

  /**
   * A platform route's requests turned away before its own checks: bad credentials or a website
   * that is not, for each method it takes, and the methods it does not take.
   */
  const platformRouteTrouble = (
    taken: readonly RouteMethod[],
    path: string,
    params: RouteParams,
    wrongMethodParams: RouteParams,
  ) =>
    [
      fc.constantFrom(...taken).chain((method) => platformTrouble(method, path, params)),
      wrongMethod(taken, path, wrongMethodParams),
    ] as const;

  /** A platform JSON write whose body is sent under another content type, or does not parse. */
  const badJsonBodies = (method: RouteMethod, params: RouteParams, body: string, path = "") =>
    [
      notJsonType.map((type): BadRequest => ({
        ...platformJson(method, params, body, type),
        path,
      })),
      malformed.map((bad): BadRequest => ({ ...platformJson(method, params, bad), path })),
    ] as const;

  const cases: Record<string, RouteCase> = {
    "[[...path]]/route.ts": () =>
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
    "leads/route.ts": () =>
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
    "leads/[leadId]/route.ts": () =>
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
    "leads/with-files/route.ts": () => {
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
    "events/car_phone_call/route.ts": () => carEventRequests("/api/events/car_phone_call"),
    "events/route.ts": () => collectorRequests(),
    "events/phone_reveal/route.ts": () => carEventRequests("/api/events/phone_reveal"),
    "auth/route.ts": () =>
      fc.oneof(
        fc
          .constantFrom("localhost", "nowhere.localhost", "other-site.localhost", "", ...ODD_HOSTS)
          .map((host): BadRequest => ({
            method: "GET",
            path: "/api/auth",
            params: {},
            host,
            body: null,
          })),
        ...fromLimitedClient({ method: "GET", path: "/api/auth", params: {}, body: null }),
        wrongMethod(["GET"], "/api/auth", {}),
      ),
    "auth/code/route.ts": () => {
      const path = "/api/auth/code";
      const body = fc.oneof(
        notEmail.map((email) => ({ email })),
        wrongType.map((email) => ({ email })),
        fc.constantFrom({}, [], "x", { email: huge(300) }),
      );
      return browserPostCases(path, body, { email: "jo@example.com" });
    },
    "auth/session/route.ts": () => {
      const path = "/api/auth/session";
      const body = fc.oneof(
        fc
          .constantFrom("", "12345", "1234567", "123456", "abcdefgh", 12345678, null)
          .map((code) => ({ email: "jo@example.com", code })),
        notEmail.map((email) => ({ email, code: "12345678" })),
        fc
          .constantFrom(
            [-1],
            ["1"],
            "all",
            Array.from({ length: 101 }, (_, i) => i + 1),
          )
          .map((favourites) => ({ email: "jo@example.com", code: "12345678", favourites })),
        // No code was ever sent to this address: refused, nothing stored.
        fc.constant({ email: "nobody@example.com", code: "12345678" }),
      );
      return browserPostCases(path, body, { email: "jo@example.com", code: "12345678" }, [
        "POST",
        "DELETE",
      ]);
    },
    "auth/watchlist/route.ts": () => {
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
    "garage/unsubscribe/route.ts": () => {
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
        getOnStrangeHosts(link("a", "b")),
        wrongMethod(["GET", "POST"], link("a", "b"), {}),
      );
    },
    "garage/cars/route.ts": queryCase(
      (ids) => `/api/garage/cars?ids=${encodeURIComponent(ids)}`,
      "1",
      fc.oneof(
        fc.constantFrom("", "a", "1,,2", "-1", "1.5", "12345678901", "1;2", "[1]"),
        fc.constant(Array.from({ length: 101 }, (_, i) => i + 1).join(",")),
        junk.filter((text) => !/^\d{1,10}(,\d{1,10})*$/.test(text)),
      ),
    ),
    "search/count/route.ts": queryCase(
      (query) => `/api/search/count?${query}`,
      "slug=x",
      fc.oneof(
        // No slug, an ill-formed one, or one the site does not have.
        fc.constantFrom("", "make=Ford", "slug=", "slug=a%2Fb", "slug=..", "slug=%00"),
        fc.constant(`slug=${"x".repeat(101)}`),
        fc.stringMatching(/^[a-z]{1,20}$/).map((slug) => `slug=no-such-${slug}`),
        // More parameters than any search has.
        fc.constant(Array.from({ length: 201 }, (_, i) => `make=m${i}`).join("&")),
        junk
          .filter((text) => !/^[A-Za-z0-9_-]{1,100}$/.test(text))
          .map((slug) => `slug=${encodeURIComponent(slug)}`),
      ),
    ),
    "rego-lookup/route.ts": lookupCase("/api/rego-lookup"),
    "nevdis/route.ts": lookupCase("/api/nevdis"),
    "simple-autograb-lookup/route.ts": lookupCase("/api/simple-autograb-lookup"),
    "redbook-valuation/route.ts": lookupCase("/api/redbook-valuation"),
    "carClarityCustomer/route.ts": () => {
      const path = "/api/carClarityCustomer";
      const body = fc.oneof(
        fc.record({
          first_name: fc.constantFrom("", "R2D2", 7, null),
          email: fc.constantFrom("x", "a@b.co"),
        }),
        fc.constantFrom([], "text", null, { first_name: "Sam" }),
      );
      return browserPostCases(path, body, { first_name: "Sam" });
    },
    "reservations/route.ts": () => {
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
      return browserPostCases(path, body, { car_id: "hilux-sr5", answers });
    },
    "reservations/hold/route.ts": () =>
      fc.oneof(
        getsWithQueries(
          "/api/reservations/hold",
          "",
          "?car_id=",
          "?car_id=no-such-car",
          "?car_id=x%00y",
          "?car_id=../x",
          `?car_id=${"a".repeat(300)}`,
        ),
        getOnStrangeHosts("/api/reservations/hold?car_id=hilux-sr5"),
        wrongMethod(["GET"], "/api/reservations/hold", {}),
      ),
    "payments/return/route.ts": () =>
      fc.oneof(
        getsWithQueries(
          "/api/payments/return",
          "",
          "?reservation=",
          "?reservation=RES-AAAAAAAA",
          "?reservation=x%00y",
          "?reservation=00000000-0000-0000-0000-000000000000&cancelled=1",
        ),
        getOnStrangeHosts("/api/payments/return?reservation=RES-AAAAAAAA"),
        wrongMethod(["GET"], "/api/payments/return", {}),
      ),
    "payments/test/[id]/route.ts": () => {
      const body = fc.oneof(
        fc.record({ card_number: fc.constantFrom("", 4242, null, huge(40), "1234 5678") }),
        fc.constant({}),
      );
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc
            .tuple(body, fc.constantFrom("tp_RES-AAAAAAAA", "nothing", "", "\u0000", "tp_\u0000"))
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
    "payments/test/webhook/route.ts": () => {
      const path = "/api/payments/test/webhook";
      const event = (reference: string) =>
        JSON.stringify({ type: "payment.succeeded", reference, payment_ref: `tp_${reference}` });
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc
            .tuple(
              fc.constantFrom(event("RES-AAAAAAAA"), event(""), "{}", "[]", "null", "not json"),
              fc.constantFrom(undefined, "t=1,v1=abc", ""),
            )
            .map(([body, signature]): BadRequest => ({
              method: "POST",
              path,
              params: {},
              headers: {
                ...json(),
                ...(signature === undefined ? {} : { "x-forecourt-signature": signature }),
              },
              body,
            })),
        },
        browserTrouble("POST", path, {}, event("RES-AAAAAAAA")),
        wrongMethod(["POST"], path, {}),
      );
    },
    "payments/st-george/[reference]/route.ts": () => {
      const body = fc.oneof(
        fc.record({ single_use_token_id: fc.constantFrom("", 42, null, huge(200), "token") }),
        fc.constant({}),
      );
      const path = "/api/payments/st-george/RES-AAAAAAAA";
      const params = { reference: "RES-AAAAAAAA" };
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc
            .tuple(body, fc.constantFrom("RES-AAAAAAAA", "webhook", "", "\u0000"))
            .map(([value, reference]): BadRequest => ({
              ...postJson(`/api/payments/st-george/${reference}`, value),
              params: { reference },
            })),
        },
        browserTrouble("POST", path, params, JSON.stringify({ single_use_token_id: "token" })),
        wrongMethod(["POST"], path, params),
      );
    },
    "payments/[provider]/webhook/route.ts": () => {
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
              fc.constantFrom("stripe", "test", "till", "st-george", "nope", ""),
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
    "v1/websites/[id]/route.ts": () => {
      const path = "/api/v1/websites";
      return fc.oneof(
        platformTrouble("GET", path, {}),
        setupBodies(
          "PATCH",
          path,
          siteParams(),
          fc.constantFrom(
            { name: "" },
            { name: 5 },
            { settings: { template: "boats" } },
            { settings: { home: { featuredCount: 99 } } },
            { settings: [] },
            { settings: "x" },
            { slug: "renamed" },
            { name: "X", colour: "red" },
            [],
            "x",
            null,
          ),
        ),
        // DELETE archives: only ever sent without the credential or for no website.
        fc
          .constantFrom<RouteMethod>("PATCH", "DELETE")
          .chain((method) => platformTrouble(method, path, {})),
        wrongMethod(["GET", "PATCH", "DELETE"], path, siteParams()),
      );
    },
    "v1/websites.json/route.ts": () => {
      const path = "/api/v1/websites.json";
      return fc.oneof(
        fc
          .constantFrom(
            "?limit=0",
            "?limit=abc",
            "?limit=201",
            "?limit=-1",
            "?cursor=x",
            "?cursor=0",
            "?cursor=99999999999",
            "?cursor=2147483648",
            "?include_archived=maybe",
            "?colour=red",
          )
          .map((query): BadRequest => ({
            method: "GET",
            path: `${path}${query}`,
            params: {},
            headers: { authorization: AUTH },
          })),
        setupBodies(
          "POST",
          path,
          {},
          fc.oneof(
            fc.constantFrom(
              { slug: "Bad Slug", name: "X" },
              { slug: site.slug, name: "Taken" },
              { slug: "www", name: "Reserved" },
              { slug: "fuzz-new", name: "" },
              { slug: "fuzz-new", name: "X", settings: { template: "boats" } },
              { slug: "fuzz-new", name: "X", settings: [] },
              { slug: "fuzz-new", name: "X", domains: ["10.0.0.1"] },
              { slug: "fuzz-new", name: "X", domains: [`${site.slug}.localhost`] },
              { slug: "fuzz-new", name: "X", domains: ["https://a.example/"] },
              { slug: "fuzz-new", name: "X", id: 1 },
              {},
              [],
              "x",
              null,
            ),
            fc.record({ slug: wrongType, name: fc.constant("X") }),
          ),
        ),
        fc.constantFrom<RouteMethod>("GET", "POST").chain((method) => badAuth(method, path, {})),
        wrongMethod(["GET", "POST"], path, {}),
      );
    },
    "v1/websites/[id]/domains.json/route.ts": () => {
      const path = "/api/v1/websites/domains.json";
      return fc.oneof(
        setupBodies(
          "POST",
          path,
          siteParams(),
          fc.oneof(
            fc.constantFrom(
              { host: "" },
              { host: "10.0.0.1" },
              { host: "[::1]" },
              { host: `${site.slug}.localhost` },
              { host: "localhost" },
              { host: "https://a.example/" },
              { host: "a b.example" },
              { host: "nodot" },
              { host: huge(400) },
              { host: "a.example", website_id: 1 },
              {},
              [],
              null,
            ),
            fc.record({ host: wrongType }),
          ),
        ),
        platformTrouble("POST", path, {}),
        wrongMethod(["POST"], path, siteParams()),
      );
    },
    "v1/websites/[id]/domains/[host]/route.ts": () => {
      const path = "/api/v1/websites/domains";
      return fc.oneof(
        fc
          .oneof(
            fc.constantFrom("nothing.example.json", "bad host", "", "10.0.0.1.json", "[::1]"),
            junk,
          )
          .map((host) => ({ ...platformJson("DELETE", { ...siteParams(), host }, null), path })),
        platformTrouble("DELETE", path, { host: "a.example.json" }),
        wrongMethod(["DELETE"], path, { ...siteParams(), host: "a.example.json" }),
      );
    },
    "v1/websites/[id]/dealerships.json/route.ts": () => {
      const path = "/api/v1/websites/dealerships.json";
      return fc.oneof(
        setupBodies(
          "POST",
          path,
          siteParams(),
          fc.constantFrom(
            { slug: "Bad Slug", name: "X" },
            { slug: "fuzz-dealer" },
            { slug: "fuzz-dealer", name: "X", lead_email: "not an email" },
            { slug: "fuzz-dealer", name: "X", webhook_url: "http://insecure.example/hook" },
            { slug: "fuzz-dealer", name: "X", stripe_publishable_key: "sk_live_secret" },
            { slug: "fuzz-dealer", name: "X", webhook_secret: huge(600) },
            { slug: "fuzz-dealer", name: "X", id: 1 },
            {},
            [],
            null,
          ),
        ),
        ...platformRouteTrouble(["GET", "POST"], path, {}, siteParams()),
      );
    },
    "v1/websites/[id]/dealerships/[dealershipId]/route.ts": () => {
      const path = "/api/v1/websites/dealerships";
      const dealershipId = `${site.dealershipId}.json`;
      return fc.oneof(
        setupBodies(
          "PATCH",
          path,
          { ...siteParams(), dealershipId },
          fc.constantFrom(
            { name: "" },
            { slug: "Bad Slug" },
            { lead_email: "nope" },
            { adf_email: 5 },
            { webhook_url: "ftp://x.example" },
            { colour: "red" },
            [],
            null,
          ),
        ),
        // Only ever a dealership that is not there: the site's own would be removed.
        fc
          .constantFrom<RouteMethod>("GET", "PATCH", "DELETE")
          .chain((method) =>
            fc
              .oneof(notAnId, fc.constant("99999.json"))
              .map((id) => platformJson(method, { ...siteParams(), dealershipId: id }, "{}")),
          )
          .map((bad) => ({ ...bad, path })),
        ...platformRouteTrouble(
          ["GET", "PATCH", "DELETE"],
          path,
          { dealershipId: "99999.json" },
          { ...siteParams(), dealershipId },
        ),
      );
    },
    "v1/websites/[id]/locations/[locationId]/route.ts": () => {
      const path = "/api/v1/websites/locations";
      return fc.oneof(
        setupBodies("PATCH", path, { ...siteParams(), locationId: "99999.json" }, badLocations),
        fc
          .constantFrom<RouteMethod>("PATCH", "DELETE")
          .chain((method) =>
            fc
              .oneof(notAnId, fc.constant("99999.json"))
              .map((id) =>
                platformJson(method, { ...siteParams(), locationId: id }, '{"name":"X"}'),
              ),
          )
          .map((bad) => ({ ...bad, path })),
        ...platformRouteTrouble(
          ["PATCH", "DELETE"],
          path,
          { locationId: "99999.json" },
          { ...siteParams(), locationId: "1.json" },
        ),
      );
    },
    // The whole database: only who may not have it, and the methods it does not take.
    "v1/backup/route.ts": () =>
      fc.oneof(badAuth("GET", "/api/v1/backup", {}), wrongMethod(["GET"], "/api/v1/backup", {})),
    "v1/sites/[slug]/route.ts": () => {
      const path = "/api/v1/sites";
      const doc = { slug: "fuzz-doc", name: "Fuzz doc" };
      return fc.oneof(
        fc
          .tuple(
            fc.constantFrom("fuzz-doc.json", "Bad Slug.json", "not-this-doc.json", ""),
            fc.constantFrom<unknown>(
              {},
              { ...doc, slug: "other" },
              { ...doc, settings: { template: "boats" } },
              { ...doc, domains: ["10.0.0.1"] },
              { ...doc, domains: ["a.example", "A.example."] },
              {
                ...doc,
                dealerships: [
                  { slug: "d", name: "D" },
                  { slug: "d", name: "E" },
                ],
              },
              { ...doc, locations: [{ slug: "a", name: "A", dealership: "none" }] },
              { ...doc, dealerships: [{ slug: "d", name: "D", lead_email: "x" }] },
              { ...doc, id: 1 },
              [],
              null,
            ),
          )
          .map(([slug, body]) => ({
            ...platformJson("PUT", { slug }, JSON.stringify(body)),
            path,
          })),
        ...badJsonBodies("PUT", { slug: "fuzz-doc.json" }, JSON.stringify(doc), path),
        fc.constant({
          ...platformJson(
            "PUT",
            { slug: "fuzz-doc.json" },
            JSON.stringify({ ...doc, name: huge(1_100_000) }),
          ),
          path,
        }),
        badAuth("PUT", path, { slug: "fuzz-doc.json" }),
        wrongMethod(["PUT"], path, { slug: "fuzz-doc.json" }),
      );
    },
    "v1/websites/[id]/reservations.json/route.ts": platformRead(),
    "v1/websites/[id]/reservations/[reservation]/cancel/route.ts": () => {
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
    "v1/websites/[id]/api_keys.json/route.ts": () => {
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
        ...badJsonBodies("POST", siteParams(), '{"name":"Feed"}'),
        fc.constant(platformJson("POST", siteParams(), JSON.stringify({ name: huge(2_000) }))),
        ...platformRouteTrouble(["GET", "POST"], path, {}, siteParams()),
      );
    },
    "v1/websites/[id]/api_keys/[keyId]/route.ts": () => {
      const path = "/api/v1/websites/api_keys";
      return fc.oneof(
        fc
          .oneof(notAnId, fc.constantFrom("99999", "99999.json"))
          .map((keyId) => platformJson("DELETE", { ...siteParams(), keyId }, null)),
        platformTrouble("DELETE", path, { keyId: "1" }),
        wrongMethod(["DELETE"], path, { ...siteParams(), keyId: "1" }),
      );
    },
    "v1/websites/[id]/careers.json/route.ts": platformRead(),
    "v1/websites/[id]/events.json/route.ts": () =>
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
    "v1/websites/[id]/analytics.json/route.ts": () =>
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
    "v1/websites/[id]/locations.json/route.ts": () => {
      const path = "/api/v1/websites/locations.json";
      return fc.oneof(
        setupBodies("POST", path, siteParams(), badLocations),
        ...platformRouteTrouble(["GET", "POST"], path, {}, siteParams()),
      );
    },
    "v1/websites/[id]/website_session_data.json/route.ts": platformRead(),
    "v1/websites/[id]/pages/search_slugs.json/route.ts": platformRead(),
    "v1/websites/[id]/search_page_templates.json/route.ts": platformRead(),
    "v1/websites/[id]/feeds/imports.json/route.ts": () => {
      const path = `/api/v1/websites/${site.id}/feeds/imports.json`;
      const feed = (body: Body, type: string, query = "", headers: Record<string, string> = {}) =>
        ({
          method: "POST",
          path: `${path}${query}`,
          params: siteParams(),
          headers: { authorization: AUTH, "content-type": type, ...headers },
          body,
        }) satisfies BadRequest;
      const header = "Stock No,Make,Model,Year,Condition";
      return fc.oneof(
        fc.constantFrom(
          // Not UTF-8, broken quotes, no stock number column, not JSON, not a feed shape.
          feed(new Uint8Array([0x53, 0x74, 0x6f, 0x63, 0x6b, 0x0a, 0x8a, 0xff]), "text/csv"),
          feed(`${header}\n"A1,Kia,Rio,2020,Used\n`, "text/csv"),
          feed(`${header}\nA1,Kia,"Ri"o,2020,Used\n`, "text/csv"),
          feed("Make,Model\nKia,Rio\n", "text/csv"),
          feed("", "text/csv"),
          feed("{", "application/json"),
          feed('{"cars": 5}', "application/json"),
          feed('{"vehicle": {}}', "application/json", "?format=csn"),
          feed("x", "image/png"),
          feed("x", "application/xml"),
          feed(`${header}\n`, "text/csv", "?format=xml"),
          feed("plain text", "text/csv", "", { "content-encoding": "gzip" }),
          feed("plain text", "text/csv", "", { "content-encoding": "br" }),
          feed(new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 1, 2, 3]), "application/gzip"),
          feed(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), "application/zip"),
          feed("x", "text/csv", "", { "content-length": String(50 * 1024 * 1024) }),
          feed("--x--", "multipart/form-data; boundary=x"),
        ),
        fc
          .constantFrom("?limit=0", "?limit=101", "?limit=abc", "?before=0", "?before=x")
          .map((query): BadRequest => ({
            method: "GET",
            path: `${path}${query}`,
            params: siteParams(),
            headers: { authorization: AUTH },
          })),
        ...platformRouteTrouble(["GET", "POST"], path, {}, siteParams()),
      );
    },
    "v1/websites/[id]/feeds/imports/[importId]/route.ts": () => {
      const path = "/api/v1/websites/feeds/imports";
      return fc.oneof(
        fc.oneof(notAnId, fc.constantFrom("99999.json", "99999")).map((importId) => ({
          ...platformJson("GET", { ...siteParams(), importId }, null),
          path,
        })),
        platformTrouble("GET", path, { importId: "1.json" }),
        wrongMethod(["GET"], path, { ...siteParams(), importId: "1.json" }),
      );
    },
    ...Object.fromEntries(
      (["confirm", "discard"] as const).map((action) => [
        `v1/websites/[id]/feeds/imports/[importId]/${action}.json/route.ts`,
        () => {
          const path = `/api/v1/websites/feeds/imports/${action}.json`;
          return fc.oneof(
            fc.oneof(notAnId, fc.constantFrom("99999")).map((importId) => ({
              ...platformJson("POST", { ...siteParams(), importId }, null),
              path,
            })),
            platformTrouble("POST", path, { importId: "1" }),
            wrongMethod(["POST"], path, { ...siteParams(), importId: "1" }),
          );
        },
      ]),
    ),
    "v1/websites/[id]/feeds/catalogue.json/route.ts": platformRead(),
    // Rotating the feed token takes no body: only the caller and the path can be wrong.
    "v1/websites/[id]/feeds/catalogue_token.json/route.ts": () => {
      const path = "/api/v1/websites/feeds/catalogue_token.json";
      return fc.oneof(platformTrouble("POST", path, {}), wrongMethod(["POST"], path, siteParams()));
    },
    "v1/websites/[id]/cars/[car]/route.ts": () =>
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
              { colour: 5 },
              { vin: "SHORT" },
              { year: 1700 },
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
        ...badJsonBodies(
          "PATCH",
          { ...siteParams(), car: `${carId}` },
          '{"price":1}',
          "/api/v1/cars",
        ),
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
        // DELETE only ever names cars the site does not have: the fuzz site keeps its car.
        fc
          .oneof(fc.constantFrom("no-such-car.json", "999999999.json", "bad key", "x.xml"), notAnId)
          .filter((car) => !car.startsWith("hilux-sr5"))
          .map((car): BadRequest => ({
            ...platformJson("DELETE", { ...siteParams(), car }, null),
            path: "/api/v1/cars",
          })),
        platformTrouble("DELETE", "/api/v1/cars", { car: `${carId}` }),
        wrongMethod(["GET", "PATCH", "DELETE"], "/api/v1/cars", { ...siteParams(), car: "x" }),
      ),
    "v1/websites/[id]/cars.json/route.ts": () => {
      const path = "/api/v1/websites/cars.json";
      const car = { make: "Ford", model: "Ranger", year: 2023, car_type: "used", stocknum: "FZ-1" };
      const badCar = fc.oneof(
        fc.constantFrom<unknown>(
          {},
          { make: "Ford" },
          { ...car, year: 1700 },
          { ...car, year: "2023" },
          { ...car, vin: "SHORT" },
          { ...car, price: -1 },
          { ...car, car_type: "old" },
          { ...car, stocknum: "" },
          { ...car, images: ["not a url"] },
          { ...car, locked_fields: ["stocknum"] },
          { ...car, dealership: "no-such-dealership" },
          { ...car, sold_at: "2020-01-01T00:00:00Z" },
          [],
          "x",
          null,
        ),
        fc
          .dictionary(fc.stringMatching(/^zz[a-z]{1,6}$/), fc.jsonValue({ maxDepth: 1 }), {
            minKeys: 1,
            maxKeys: 3,
          })
          .map((extra) => ({ ...car, ...extra })),
        // Never text or null: a wrong type for colour whatever it draws.
        wrongType.map((colour) => ({ ...car, colour })),
      );
      return fc.oneof(
        fc.tuple(fc.constantFrom<RouteMethod>("POST", "PUT"), badCar).map(([method, body]) => ({
          ...platformJson(method, siteParams(), JSON.stringify(body)),
          path,
        })),
        fc
          .tuple(fc.constantFrom<RouteMethod>("POST", "PUT"), notJsonType)
          .map(([method, type]) => ({
            ...platformJson(method, siteParams(), JSON.stringify(car), type),
            path,
          })),
        fc
          .tuple(fc.constantFrom<RouteMethod>("POST", "PUT"), malformed)
          .map(([method, body]) => ({ ...platformJson(method, siteParams(), body), path })),
        fc.constantFrom<RouteMethod>("POST", "PUT").map((method) => ({
          ...platformJson(
            method,
            siteParams(),
            JSON.stringify({ ...car, description: huge(70_000) }),
          ),
          path,
        })),
        fc
          .constantFrom(
            "?limit=0",
            "?limit=201",
            "?limit=abc",
            "?cursor=zzz",
            "?cursor=",
            "?updated_since=yesterday",
            "?page=2",
            "?limit=1&limit=2",
          )
          .map((query): BadRequest => ({
            ...platformJson("GET", siteParams(), null),
            path: `${path}${query}`,
          })),
        ...platformRouteTrouble(["GET", "POST", "PUT"], path, {}, siteParams()),
      );
    },
    "v1/websites/[id]/pages/search_slugs/[slug]/route.ts": () =>
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
        ...badJsonBodies(
          "PUT",
          { ...siteParams(), slug: "x.json" },
          '{"title":"X"}',
          "/api/v1/slugs",
        ),
        ...platformRouteTrouble(
          ["PUT", "DELETE"],
          "/api/v1/slugs",
          { slug: "x.json" },
          { ...siteParams(), slug: "x" },
        ),
      ),
    "v1/websites/[id]/pages/[slug]/route.ts": contentWrite("/api/v1/pages"),
    "v1/websites/[id]/offers/[slug]/route.ts": contentWrite("/api/v1/offers"),
    "v1/websites/[id]/blog_posts/[slug]/route.ts": contentWrite("/api/v1/blog_posts"),
    "v1/websites/[id]/leads/[leadId]/route.ts": () =>
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
        fc
          .tuple(
            fc.oneof(
              fc.uuid().map((id) => `${id}.json`),
              junk,
            ),
            fc.oneof(
              fc.constantFrom(
                { status: "won" },
                { status: "New" },
                { status: 5 },
                {},
                { status: "lost", note: 7 },
                { status: "lost", extra: true },
                { status: "lost", note: huge(2_001) },
                [],
                "sold",
              ),
              fc
                .stringMatching(/^[a-z]{1,12}$/)
                .filter((status) => !LEAD_STATUSES.includes(status as never))
                .map((status) => ({ status })),
            ),
          )
          .map(([leadId, body]): BadRequest => ({
            ...platformJson("PATCH", { ...siteParams(), leadId }, JSON.stringify(body)),
            path: "/api/v1/leads",
          })),
        fc.uuid().map((id): BadRequest => ({
          ...platformJson("PATCH", { ...siteParams(), leadId: id }, '{"status":"contacted"}'),
          path: "/api/v1/leads",
        })),
        ...badJsonBodies(
          "PATCH",
          { ...siteParams(), leadId: "x" },
          '{"status":"lost"}',
          "/api/v1/leads",
        ),
        fc.constantFrom<RouteMethod>("GET", "PATCH").chain((method) =>
          platformTrouble(method, "/api/v1/leads", {
            leadId: "00000000-0000-4000-8000-000000000000",
          }),
        ),
        wrongMethod(["GET", "PATCH"], "/api/v1/leads", { ...siteParams(), leadId: "x" }),
      ),
    "v1/websites/[id]/leads.json/route.ts": leadsQueryCase("leads.json"),
    "v1/websites/[id]/leads.csv/route.ts": leadsQueryCase("leads.csv"),
    "v1/websites/[id]/leads/[leadId]/files/[fileId]/route.ts": () =>
      fc.oneof(
        fc
          .tuple(fc.oneof(fc.uuid(), junk), fc.oneof(fc.uuid(), junk))
          .map(([leadId, fileId]): BadRequest => ({
            ...platformJson("GET", { ...siteParams(), leadId, fileId }, null),
            path: "/api/v1/lead-files",
          })),
        platformTrouble("GET", "/api/v1/lead-files", {
          leadId: "00000000-0000-4000-8000-000000000000",
          fileId: "00000000-0000-4000-8000-000000000000",
        }),
        wrongMethod(["GET"], "/api/v1/lead-files", { ...siteParams(), leadId: "x", fileId: "y" }),
      ),
    "v1/manufacturers/[slug]/route.ts": () =>
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
    "v1/dealerships/[id]/available_appointment_bookings.json/route.ts": dealershipRead(),
    "v1/dealerships/[id]/available_service_bookings.json/route.ts": dealershipRead(),
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
      browserTrouble("POST", path, {}, JSON.stringify({ event: validEvent() })),
      wrongMethod(["POST"], path, {}),
    );
  }

  // The mock lead endpoints take the same requests as the real ones (the fuzzed site is not in
  // mock mode, so each is refused before anything is read, and nothing is stored either way).
  Object.assign(cases, {
    "mock/leads/route.ts": cases["leads/route.ts"]!,
    "mock/leads/[leadId]/route.ts": cases["leads/[leadId]/route.ts"]!,
    "mock/leads/with-files/route.ts": cases["leads/with-files/route.ts"]!,
  });

  function carEventRequests(path: string) {
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
  function lookupCase(path: string): RouteCase {
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
      return browserPostCases(path, body, { rego: "TRD123", regoState: "NSW" });
    };
  }

  /** A page, offer or blog post write: bad slugs, bodies, types, credentials and methods. */
  function contentWrite(path: string): RouteCase {
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
            ...platformJson("PUT", { ...siteParams(), slug }, JSON.stringify(body)),
            path,
          })),
        fc
          .oneof(fc.constantFrom("nothing-here.json", "bad slug"), junk)
          .map((slug): BadRequest => ({
            ...platformJson("DELETE", { ...siteParams(), slug }, null),
            path,
          })),
        ...badJsonBodies("PUT", { ...siteParams(), slug: "x.json" }, '{"title":"X"}', path),
        ...platformRouteTrouble(
          ["PUT", "DELETE"],
          path,
          { slug: "x.json" },
          { ...siteParams(), slug: "x" },
        ),
      );
  }

  /** The leads list or its CSV export: every bad filter value is a 422. */
  function leadsQueryCase(file: string): RouteCase {
    const path = (query: string) => `/api/v1/websites/${site.id}/${file}?${query}`;
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
            params: siteParams(),
            headers: { authorization: AUTH },
          })),
        },
        platformTrouble("GET", path("status=new"), {}),
        wrongMethod(["GET"], path(""), siteParams()),
      );
  }

  /**
   * A platform write of a site's setup with bodies that are each wrong somewhere (never a valid
   * one: it would be stored), the wrong content type, malformed JSON and an oversized body.
   */
  function setupBodies(
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
  const badLocations = fc.constantFrom<unknown>(
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

  function platformRead(): RouteCase {
    return () =>
      fc.oneof(
        platformTrouble("GET", "/api/v1/websites", {}),
        wrongMethod(["GET"], "/api/v1/websites", siteParams()),
      );
  }

  function dealershipRead(): RouteCase {
    return () =>
      fc.oneof(
        notAnId.map((id): BadRequest => ({
          method: "GET",
          path: "/api/v1/dealerships",
          params: { id },
          headers: { authorization: AUTH },
        })),
        badAuth("GET", "/api/v1/dealerships", { id: String(site.dealershipId) }),
        wrongMethod(["GET"], "/api/v1/dealerships", { id: String(site.dealershipId) }),
      );
  }

  // Every route's requests once more with a NUL character in their strings, so a route added
  // later gets them too: in the strings of a JSON body, the query's values or the path's.
  for (const [file, routeCase] of Object.entries(cases)) {
    cases[file] = () =>
      fc.oneof(
        { weight: 4, arbitrary: routeCase() },
        fc
          .tuple(routeCase(), fc.constantFrom(...NUL_PLACES))
          .map(([bad, place]) => withNul(bad, place)),
      );
  }
  return cases;
}

const NUL_PLACES = ["body", "query", "params"] as const;

/** `value` (parsed JSON) with a NUL character at the end of each string, keys left as they are. */
function nulInStrings(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return `${value}${NUL}`;
  if (depth > 20 || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => nulInStrings(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, nulInStrings(item, depth + 1)]),
  );
}

/** `bad` with a NUL character in the strings of one `place`; unchanged where it has none. */
function withNul(bad: BadRequest, place: (typeof NUL_PLACES)[number]): BadRequest {
  if (place === "params") {
    let path = bad.path;
    const params = Object.fromEntries(
      Object.entries(bad.params).map(([name, value]) => {
        if (Array.isArray(value)) return [name, value.map((part) => `${part}${NUL}`)];
        if (!value) return [name, value];
        // The case's path names the value where it has it (see urlPathOf).
        path = path.replace(value, `${value}${NUL}`);
        return [name, `${value}${NUL}`];
      }),
    );
    return { ...bad, path, params };
  }
  if (place === "query") {
    const at = bad.path.indexOf("?");
    if (at === -1) return bad;
    const query = bad.path.slice(at).replace(/=([^&]*)/g, "=$1%00");
    return { ...bad, path: `${bad.path.slice(0, at)}${query}` };
  }
  if (typeof bad.body !== "string") return bad;
  try {
    return { ...bad, body: JSON.stringify(nulInStrings(JSON.parse(bad.body))) };
  } catch {
    return bad;
  }
}

const LEAKS =
  /\bat \S+ \(|\.tsx?\b|\.m?js:\d|node_modules|\/work\/|file:\/\/|\b(?:Type|Range|Syntax)?Error:/;

/** An answer as either run sees it. */
export type FuzzAnswer = { status: number; header: (name: string) => string | null; text: string };

/**
 * What is wrong with `answer` to a bad request: none when it is a JSON 4xx whose `error` is a
 * message of ours (no stack, file path or validation library wording), with the header its
 * status calls for.
 */
export function problemsWithAnswer(answer: FuzzAnswer): string[] {
  const problems: string[] = [];
  if (answer.status < 400 || answer.status >= 500) problems.push(`status ${answer.status}`);
  if (!/^application\/json/.test(answer.header("content-type") ?? "")) {
    problems.push(`content-type ${answer.header("content-type")}`);
  }
  let body: { error?: unknown; errors?: unknown } = {};
  try {
    body = JSON.parse(answer.text) as typeof body;
  } catch {
    problems.push("body is not JSON");
  }
  if (!(typeof body.error === "string" && body.error.trim().length > 0)) {
    problems.push("no error message");
  }
  if (body.errors !== undefined) {
    const messages = typeof body.errors === "object" && body.errors ? body.errors : null;
    if (!messages || !Object.values(messages).every((m) => typeof m === "string" && m.length > 0)) {
      problems.push("errors is not a map of messages");
    }
  }
  if (LEAKS.test(answer.text)) problems.push("leaks a stack or file path");
  if (ZOD_WORDING.test(answer.text)) problems.push("has the validation library's wording");
  const needs: Record<number, string> = {
    401: "www-authenticate",
    405: "allow",
    429: "retry-after",
  };
  const needed = needs[answer.status];
  if (needed && !answer.header(needed)) problems.push(`${answer.status} without ${needed}`);
  return problems;
}

/** The URL path of `bad` for the route file `file` (its dynamic segments from `bad.params`). */
export function urlPathOf(file: string, bad: BadRequest): string {
  const segment = (value: string) =>
    /^\.+$/.test(value) ? value.replaceAll(".", "%2E") : encodeURIComponent(value);
  const route = file
    .replace(/\/?route\.ts$/, "")
    .split("/")
    .filter(Boolean)
    .map((part) => {
      const name = /^\[+(?:\.\.\.)?([^\]]+)\]+$/.exec(part)?.[1];
      if (!name) return part;
      const value = bad.params[name];
      return Array.isArray(value) ? value.map(segment).join("/") : segment(String(value ?? ""));
    })
    .filter((part, index, parts) => part !== "" || index < parts.length - 1)
    .join("/");
  // The case's own query string; a "?" inside a parameter's value is part of that (encoded) value.
  let rest = bad.path;
  for (const value of Object.values(bad.params).flat()) rest = rest.replace(String(value), "");
  const query = rest.includes("?") ? rest.slice(rest.indexOf("?")) : "";
  return `/api/${route}`.replace(/\/$/, "") + query;
}
