import fc from "fast-check";
import {
  badJsonBodies,
  huge,
  malformed,
  notAnId,
  notJsonType,
  platformJson,
  wrongMethod,
  wrongType,
  type FuzzKit,
  type BadRequest,
  type RouteCase,
} from "./kit.ts";
import type { RouteMethod } from "../../server/http/route-methods.ts";

/** Car keys that name no car of the site (never the fuzz site's own car). */
const noSuchCar = fc
  .oneof(fc.constantFrom("no-such-car.json", "999999999.json", "bad key", "x.xml"), notAnId)
  .filter((car) => !car.startsWith("hilux-sr5"));

/** Car changes each wrong somewhere: ill-typed or out-of-range fields, or fields no car has. */
const badCarChange = fc.oneof(
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
);

/** A car the platform API takes whole. */
const CAR = { make: "Ford", model: "Ranger", year: 2023, car_type: "used", stocknum: "FZ-1" };

/** Whole cars each wrong somewhere. */
const badCar = fc.oneof(
  fc.constantFrom<unknown>(
    {},
    { make: "Ford" },
    { ...CAR, year: 1700 },
    { ...CAR, year: "2023" },
    { ...CAR, vin: "SHORT" },
    { ...CAR, price: -1 },
    { ...CAR, car_type: "old" },
    { ...CAR, stocknum: "" },
    { ...CAR, images: ["not a url"] },
    { ...CAR, locked_fields: ["stocknum"] },
    { ...CAR, dealership: "no-such-dealership" },
    { ...CAR, sold_at: "2020-01-01T00:00:00Z" },
    [],
    "x",
    null,
  ),
  fc
    .dictionary(fc.stringMatching(/^zz[a-z]{1,6}$/), fc.jsonValue({ maxDepth: 1 }), {
      minKeys: 1,
      maxKeys: 3,
    })
    .map((extra) => ({ ...CAR, ...extra })),
  // Never text or null: a wrong type for colour whatever it draws.
  wrongType.map((colour) => ({ ...CAR, colour })),
);

/** `v1/websites/[id]/cars/[car]/route.ts` */
function carsByCarRoute(kit: FuzzKit): RouteCase {
  const { carId, platformTrouble, siteParams } = kit;
  return () =>
    fc.oneof(
      noSuchCar.map((car): BadRequest => ({
        ...platformJson("GET", { ...siteParams(), car }, null),
        path: "/api/v1/cars",
      })),
      badCarChange.map((body): BadRequest => ({
        ...platformJson("PATCH", { ...siteParams(), car: `${carId}.json` }, JSON.stringify(body)),
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
      noSuchCar.map((car): BadRequest => ({
        ...platformJson("DELETE", { ...siteParams(), car }, null),
        path: "/api/v1/cars",
      })),
      platformTrouble("DELETE", "/api/v1/cars", { car: `${carId}` }),
      wrongMethod(["GET", "PATCH", "DELETE"], "/api/v1/cars", { ...siteParams(), car: "x" }),
    );
}

/** `v1/websites/[id]/cars.json/route.ts` */
function carsJsonRoute(kit: FuzzKit): RouteCase {
  const { siteParams, platformRouteTrouble } = kit;
  return () => {
    const path = "/api/v1/websites/cars.json";
    return fc.oneof(
      fc.tuple(fc.constantFrom<RouteMethod>("POST", "PUT"), badCar).map(([method, body]) => ({
        ...platformJson(method, siteParams(), JSON.stringify(body)),
        path,
      })),
      fc.tuple(fc.constantFrom<RouteMethod>("POST", "PUT"), notJsonType).map(([method, type]) => ({
        ...platformJson(method, siteParams(), JSON.stringify(CAR), type),
        path,
      })),
      fc
        .tuple(fc.constantFrom<RouteMethod>("POST", "PUT"), malformed)
        .map(([method, body]) => ({ ...platformJson(method, siteParams(), body), path })),
      fc.constantFrom<RouteMethod>("POST", "PUT").map((method) => ({
        ...platformJson(
          method,
          siteParams(),
          JSON.stringify({ ...CAR, description: huge(70_000) }),
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
  };
}

/** The cars route files and their bad requests. */
export function carsCases(kit: FuzzKit): Record<string, RouteCase> {
  return {
    "v1/websites/[id]/cars/[car]/route.ts": carsByCarRoute(kit),
    "v1/websites/[id]/cars.json/route.ts": carsJsonRoute(kit),
  };
}
