import fc from "fast-check";
import {
  AUTH,
  notAnId,
  platformJson,
  wrongMethod,
  type FuzzKit,
  type BadRequest,
  type Body,
  type RouteCase,
} from "./kit.ts";

/** `v1/websites/[id]/feeds/imports.json/route.ts` */
function feedsImportsJsonRoute(kit: FuzzKit): RouteCase {
  const { site, siteParams, platformRouteTrouble } = kit;
  return () => {
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
  };
}

/** `v1/websites/[id]/feeds/imports/[importId]/route.ts` */
function feedsImportsByImportIdRoute(kit: FuzzKit): RouteCase {
  const { platformTrouble, siteParams } = kit;
  return () => {
    const path = "/api/v1/websites/feeds/imports";
    return fc.oneof(
      fc.oneof(notAnId, fc.constantFrom("99999.json", "99999")).map((importId) => ({
        ...platformJson("GET", { ...siteParams(), importId }, null),
        path,
      })),
      platformTrouble("GET", path, { importId: "1.json" }),
      wrongMethod(["GET"], path, { ...siteParams(), importId: "1.json" }),
    );
  };
}

/** `v1/websites/[id]/feeds/imports/[importId]/{confirm,discard}.json/route.ts` */
function feedsImportActionRoutes(kit: FuzzKit): Record<string, RouteCase> {
  const { platformTrouble, siteParams } = kit;
  return Object.fromEntries(
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
  );
}

/** `v1/websites/[id]/feeds/catalogue.json/route.ts` */
function feedsCatalogueJsonRoute(kit: FuzzKit): RouteCase {
  const { platformRead } = kit;
  return platformRead();
}

// Rotating the feed token takes no body: only the caller and the path can be wrong.
/** `v1/websites/[id]/feeds/catalogue_token.json/route.ts` */
function feedsCatalogueTokenJsonRoute(kit: FuzzKit): RouteCase {
  const { platformTrouble, siteParams } = kit;
  return () => {
    const path = "/api/v1/websites/feeds/catalogue_token.json";
    return fc.oneof(platformTrouble("POST", path, {}), wrongMethod(["POST"], path, siteParams()));
  };
}

/** The feeds route files and their bad requests. */
export function feedsCases(kit: FuzzKit): Record<string, RouteCase> {
  return {
    "v1/websites/[id]/feeds/imports.json/route.ts": feedsImportsJsonRoute(kit),
    "v1/websites/[id]/feeds/imports/[importId]/route.ts": feedsImportsByImportIdRoute(kit),
    ...feedsImportActionRoutes(kit),
    "v1/websites/[id]/feeds/catalogue.json/route.ts": feedsCatalogueJsonRoute(kit),
    "v1/websites/[id]/feeds/catalogue_token.json/route.ts": feedsCatalogueTokenJsonRoute(kit),
  };
}
