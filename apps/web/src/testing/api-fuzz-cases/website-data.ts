import fc from "fast-check";
import {
  AUTH,
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

/** `v1/websites/[id]/reservations.json/route.ts` */
function reservationsJsonRoute(kit: FuzzKit): RouteCase {
  const { platformRead } = kit;
  return platformRead();
}

/** `v1/websites/[id]/reservations/[reservation]/cancel/route.ts` */
function reservationsByReservationCancelRoute(kit: FuzzKit): RouteCase {
  const { platformTrouble, siteParams } = kit;
  return () => {
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
  };
}

/** `v1/websites/[id]/api_keys.json/route.ts` */
function apiKeysJsonRoute(kit: FuzzKit): RouteCase {
  const { siteParams, platformRouteTrouble } = kit;
  return () => {
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
  };
}

/** `v1/websites/[id]/api_keys/[keyId]/route.ts` */
function apiKeysByKeyIdRoute(kit: FuzzKit): RouteCase {
  const { platformTrouble, siteParams } = kit;
  return () => {
    const path = "/api/v1/websites/api_keys";
    return fc.oneof(
      fc
        .oneof(notAnId, fc.constantFrom("99999", "99999.json"))
        .map((keyId) => platformJson("DELETE", { ...siteParams(), keyId }, null)),
      platformTrouble("DELETE", path, { keyId: "1" }),
      wrongMethod(["DELETE"], path, { ...siteParams(), keyId: "1" }),
    );
  };
}

/** `v1/websites/[id]/careers.json/route.ts` */
function careersJsonRoute(kit: FuzzKit): RouteCase {
  const { platformRead } = kit;
  return platformRead();
}

/** `v1/websites/[id]/events.json/route.ts` */
function eventsJsonRoute(kit: FuzzKit): RouteCase {
  const { site, platformTrouble, siteParams } = kit;
  return () =>
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
    );
}

/** `v1/websites/[id]/analytics.json/route.ts` */
function analyticsJsonRoute(kit: FuzzKit): RouteCase {
  const { site, platformTrouble, siteParams } = kit;
  return () =>
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
    );
}

/** `v1/websites/[id]/locations.json/route.ts` */
function locationsJsonRoute(kit: FuzzKit): RouteCase {
  const { siteParams, platformRouteTrouble } = kit;
  return () => {
    const path = "/api/v1/websites/locations.json";
    return fc.oneof(
      setupBodies("POST", path, siteParams(), badLocations),
      ...platformRouteTrouble(["GET", "POST"], path, {}, siteParams()),
    );
  };
}

/** `v1/websites/[id]/website_session_data.json/route.ts` */
function websiteSessionDataJsonRoute(kit: FuzzKit): RouteCase {
  const { platformRead } = kit;
  return platformRead();
}

/** `v1/websites/[id]/pages/search_slugs.json/route.ts` */
function pagesSearchSlugsJsonRoute(kit: FuzzKit): RouteCase {
  const { platformRead } = kit;
  return platformRead();
}

/** `v1/websites/[id]/search_page_templates.json/route.ts` */
function searchPageTemplatesJsonRoute(kit: FuzzKit): RouteCase {
  const { platformRead } = kit;
  return platformRead();
}

/** The website-data route files and their bad requests. */
export function websiteDataCases(kit: FuzzKit): Record<string, RouteCase> {
  return {
    "v1/websites/[id]/reservations.json/route.ts": reservationsJsonRoute(kit),
    "v1/websites/[id]/reservations/[reservation]/cancel/route.ts":
      reservationsByReservationCancelRoute(kit),
    "v1/websites/[id]/api_keys.json/route.ts": apiKeysJsonRoute(kit),
    "v1/websites/[id]/api_keys/[keyId]/route.ts": apiKeysByKeyIdRoute(kit),
    "v1/websites/[id]/careers.json/route.ts": careersJsonRoute(kit),
    "v1/websites/[id]/events.json/route.ts": eventsJsonRoute(kit),
    "v1/websites/[id]/analytics.json/route.ts": analyticsJsonRoute(kit),
    "v1/websites/[id]/locations.json/route.ts": locationsJsonRoute(kit),
    "v1/websites/[id]/website_session_data.json/route.ts": websiteSessionDataJsonRoute(kit),
    "v1/websites/[id]/pages/search_slugs.json/route.ts": pagesSearchSlugsJsonRoute(kit),
    "v1/websites/[id]/search_page_templates.json/route.ts": searchPageTemplatesJsonRoute(kit),
  };
}
