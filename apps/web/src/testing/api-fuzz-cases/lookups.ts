import fc from "fast-check";
import { junk, type FuzzKit, type RouteCase } from "./kit.ts";

/** `search/count/route.ts` */
function searchCountRoute(kit: FuzzKit): RouteCase {
  const { queryCase } = kit;
  return queryCase(
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
  );
}

/** `rego-lookup/route.ts` */
function regoLookupRoute(kit: FuzzKit): RouteCase {
  const { lookupCase } = kit;
  return lookupCase("/api/rego-lookup");
}

/** `nevdis/route.ts` */
function nevdisRoute(kit: FuzzKit): RouteCase {
  const { lookupCase } = kit;
  return lookupCase("/api/nevdis");
}

/** `simple-autograb-lookup/route.ts` */
function simpleAutograbLookupRoute(kit: FuzzKit): RouteCase {
  const { lookupCase } = kit;
  return lookupCase("/api/simple-autograb-lookup");
}

/** `redbook-valuation/route.ts` */
function redbookValuationRoute(kit: FuzzKit): RouteCase {
  const { lookupCase } = kit;
  return lookupCase("/api/redbook-valuation");
}

/** `carClarityCustomer/route.ts` */
function carClarityCustomerRoute(kit: FuzzKit): RouteCase {
  const { browserPostCases } = kit;
  return () => {
    const path = "/api/carClarityCustomer";
    const body = fc.oneof(
      fc.record({
        first_name: fc.constantFrom("", "R2D2", 7, null),
        email: fc.constantFrom("x", "a@b.co"),
      }),
      fc.constantFrom([], "text", null, { first_name: "Sam" }),
    );
    return browserPostCases(path, body, { first_name: "Sam" });
  };
}

/** The lookups route files and their bad requests. */
export function lookupsCases(kit: FuzzKit): Record<string, RouteCase> {
  return {
    "search/count/route.ts": searchCountRoute(kit),
    "rego-lookup/route.ts": regoLookupRoute(kit),
    "nevdis/route.ts": nevdisRoute(kit),
    "simple-autograb-lookup/route.ts": simpleAutograbLookupRoute(kit),
    "redbook-valuation/route.ts": redbookValuationRoute(kit),
    "carClarityCustomer/route.ts": carClarityCustomerRoute(kit),
  };
}
