import fc from "fast-check";
import {
  AUTH,
  badAuth,
  badJsonBodies,
  badLocations,
  huge,
  junk,
  notAnId,
  platformJson,
  setupBodies,
  wrongMethod,
  wrongType,
  type FuzzKit,
  type BadRequest,
  type RouteCase,
} from "./kit.ts";
import type { RouteMethod } from "../../server/http/route-methods.ts";

/** `v1/websites/[id]/route.ts` */
function websitesByIdRoute(kit: FuzzKit): RouteCase {
  const { platformTrouble, siteParams } = kit;
  return () => {
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
  };
}

/** `v1/websites.json/route.ts` */
function websitesJsonRoute(kit: FuzzKit): RouteCase {
  const { site } = kit;
  return () => {
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
  };
}

/** `v1/websites/[id]/domains.json/route.ts` */
function domainsJsonRoute(kit: FuzzKit): RouteCase {
  const { site, platformTrouble, siteParams } = kit;
  return () => {
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
  };
}

/** Host path segments that name no domain of the site. */
const noSuchHost = fc.oneof(
  fc.constantFrom("nothing.example.json", "bad host", "", "10.0.0.1.json", "[::1]"),
  junk,
);

/** `v1/websites/[id]/domains/[host]/route.ts` */
function domainsByHostRoute(kit: FuzzKit): RouteCase {
  const { platformTrouble, siteParams } = kit;
  return () => {
    const path = "/api/v1/websites/domains";
    return fc.oneof(
      fc.tuple(fc.constantFrom<RouteMethod>("GET", "DELETE"), noSuchHost).map(([method, host]) => ({
        ...platformJson(method, { ...siteParams(), host }, null),
        path,
      })),
      fc
        .constantFrom<RouteMethod>("GET", "DELETE")
        .chain((method) => platformTrouble(method, path, { host: "a.example.json" })),
      wrongMethod(["GET", "DELETE"], path, { ...siteParams(), host: "a.example.json" }),
    );
  };
}

/** `v1/websites/[id]/domains/[host]/verify.json/route.ts` */
function domainVerifyRoute(kit: FuzzKit): RouteCase {
  const { platformTrouble, siteParams } = kit;
  return () => {
    const path = "/api/v1/websites/domains/verify.json";
    return fc.oneof(
      noSuchHost.map((host) => ({
        ...platformJson("POST", { ...siteParams(), host }, null),
        path,
      })),
      platformTrouble("POST", path, { host: "a.example" }),
      wrongMethod(["POST"], path, { ...siteParams(), host: "a.example" }),
    );
  };
}

/** `domains/ask/route.ts`: the TLS terminator's question, for names given no certificate. */
function domainAskRoute(kit: FuzzKit): RouteCase {
  return kit.queryCase(
    (query) => `/api/domains/ask${query}`,
    "?domain=nobody.example",
    fc.oneof(
      fc.constantFrom(
        "",
        "?domain=",
        "?domain=10.0.0.1",
        "?domain=localhost",
        `?domain=${kit.site.slug}.localhost`,
        "?domain=a%00b.example",
        `?domain=${"x".repeat(400)}`,
        "?other=a.example",
      ),
      junk.map((text) => `?domain=${encodeURIComponent(text)}`),
    ),
  );
}

/** `v1/websites/[id]/dealerships.json/route.ts` */
function dealershipsJsonRoute(kit: FuzzKit): RouteCase {
  const { siteParams, platformRouteTrouble } = kit;
  return () => {
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
  };
}

/** `v1/websites/[id]/dealerships/[dealershipId]/route.ts` */
function dealershipsByDealershipIdRoute(kit: FuzzKit): RouteCase {
  const { site, siteParams, platformRouteTrouble } = kit;
  return () => {
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
  };
}

/** `v1/websites/[id]/locations/[locationId]/route.ts` */
function locationsByLocationIdRoute(kit: FuzzKit): RouteCase {
  const { siteParams, platformRouteTrouble } = kit;
  return () => {
    const path = "/api/v1/websites/locations";
    return fc.oneof(
      setupBodies("PATCH", path, { ...siteParams(), locationId: "99999.json" }, badLocations),
      fc
        .constantFrom<RouteMethod>("PATCH", "DELETE")
        .chain((method) =>
          fc
            .oneof(notAnId, fc.constant("99999.json"))
            .map((id) => platformJson(method, { ...siteParams(), locationId: id }, '{"name":"X"}')),
        )
        .map((bad) => ({ ...bad, path })),
      ...platformRouteTrouble(
        ["PATCH", "DELETE"],
        path,
        { locationId: "99999.json" },
        { ...siteParams(), locationId: "1.json" },
      ),
    );
  };
}

/** `v1/sites/[slug]/route.ts` */
function sitesBySlugRoute(): RouteCase {
  return () => {
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
  };
}

/** `v1/backup/route.ts`: the whole database, so only who may not have it and other methods. */
function backupRoute(): RouteCase {
  return () =>
    fc.oneof(badAuth("GET", "/api/v1/backup", {}), wrongMethod(["GET"], "/api/v1/backup", {}));
}

/** The websites route files and their bad requests. */
export function websitesCases(kit: FuzzKit): Record<string, RouteCase> {
  return {
    "v1/websites/[id]/route.ts": websitesByIdRoute(kit),
    "v1/websites.json/route.ts": websitesJsonRoute(kit),
    "v1/websites/[id]/domains.json/route.ts": domainsJsonRoute(kit),
    "v1/websites/[id]/domains/[host]/route.ts": domainsByHostRoute(kit),
    "v1/websites/[id]/domains/[host]/verify.json/route.ts": domainVerifyRoute(kit),
    "domains/ask/route.ts": domainAskRoute(kit),
    "v1/websites/[id]/dealerships.json/route.ts": dealershipsJsonRoute(kit),
    "v1/websites/[id]/dealerships/[dealershipId]/route.ts": dealershipsByDealershipIdRoute(kit),
    "v1/websites/[id]/locations/[locationId]/route.ts": locationsByLocationIdRoute(kit),
    "v1/sites/[slug]/route.ts": sitesBySlugRoute(),
    "v1/backup/route.ts": backupRoute(),
  };
}
