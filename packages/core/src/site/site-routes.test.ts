import { describe, expect, it } from "vitest";
import { TRACKED_CAMPAIGN_PARAMS } from "../analytics/campaign-params.ts";
import { parseSiteSettings } from "./site-settings.ts";
import {
  fixedRouteAlias,
  LANDING_QUERY_KEYS,
  landingQuery,
  resolveSitePath,
  storefrontRoutePath,
  usesQueryRoute,
} from "./site-routes.ts";

function settings(input: unknown) {
  const result = parseSiteSettings(input);
  if (!result.ok) throw new Error(result.issues.join("; "));
  return result.settings;
}

const cars = settings({});
const campers = settings({ paths: { vehicleBase: "/campers", blog: "/news" } });

describe("resolveSitePath", () => {
  it("routes the vehicle base path of each site", () => {
    expect(resolveSitePath(cars, ["cars", "2024-ford-ranger-12"])).toEqual({
      kind: "vehicle",
      slug: "2024-ford-ranger-12",
    });
    expect(resolveSitePath(campers, ["campers", "jayco-journey"])).toEqual({
      kind: "vehicle",
      slug: "jayco-journey",
    });
    expect(resolveSitePath(campers, ["cars", "jayco-journey"]).kind).toBe("unknown");
  });

  it("rejects slugs with anything but letters, digits, hyphen and underscore", () => {
    expect(resolveSitePath(cars, ["cars", "a.b"]).kind).toBe("unknown");
    expect(resolveSitePath(cars, ["cars", "a%20b"]).kind).toBe("unknown");
    expect(resolveSitePath(cars, ["cars", "%E0%A4%A"]).kind).toBe("unknown");
    expect(resolveSitePath(cars, ["cars"]).kind).toBe("unknown");
  });

  it("routes trade-in and the two checkout paths under the vehicle base", () => {
    expect(resolveSitePath(cars, ["cars", "trade-in"])).toEqual({ kind: "trade-in" });
    expect(resolveSitePath(cars, ["cars", "x1", "checkout"])).toEqual({
      kind: "vehicle-checkout",
      slug: "x1",
      mode: "checkout",
    });
    expect(resolveSitePath(cars, ["cars", "x1", "buy-online"]).kind).toBe("vehicle-checkout");
    expect(resolveSitePath(cars, ["cars", "x1", "other"]).kind).toBe("unknown");
  });

  it("routes search with and without a slug", () => {
    expect(resolveSitePath(cars, ["search", "used-cars"])).toEqual({
      kind: "search",
      slug: "used-cars",
      filterPath: [],
    });
    expect(resolveSitePath(cars, ["search"])).toEqual({
      kind: "search",
      slug: null,
      filterPath: [],
    });
    expect(resolveSitePath(cars, ["search", "a", "b", "Land%20Rover"])).toEqual({
      kind: "search",
      slug: "a",
      filterPath: ["b", "Land Rover"],
    });
    expect(resolveSitePath(cars, ["search", "a b", "make"]).kind).toBe("unknown");
  });

  it("follows the blog path of the settings", () => {
    expect(resolveSitePath(campers, ["news"])).toEqual({ kind: "blog", slug: null });
    expect(resolveSitePath(campers, ["news", "post-1"])).toEqual({ kind: "blog", slug: "post-1" });
    expect(resolveSitePath(campers, ["blog"])).toEqual({
      kind: "cms",
      slug: "blog",
      prefixed: false,
    });
  });

  it("routes My Garage at the garage path, plain or with /saved (spec §2)", () => {
    const metro = settings({ paths: { garage: "/mymetro" } });
    expect(resolveSitePath(cars, ["my-garage"])).toEqual({ kind: "garage" });
    expect(resolveSitePath(cars, ["my-garage", "saved"])).toEqual({ kind: "garage" });
    expect(resolveSitePath(metro, ["mymetro", "saved"])).toEqual({ kind: "garage" });
    expect(resolveSitePath(cars, ["my-garage", "other"])).toEqual({ kind: "unknown" });
    expect(resolveSitePath(cars, ["my-garage", "saved", "x"])).toEqual({ kind: "unknown" });
    expect(resolveSitePath(metro, ["my-garage"])).toEqual({
      kind: "cms",
      slug: "my-garage",
      prefixed: false,
    });
  });

  it("routes the finance path and CMS pages with or without /pages", () => {
    expect(resolveSitePath(cars, ["finance"])).toEqual({ kind: "finance" });
    expect(resolveSitePath(cars, ["pages", "about-us"])).toEqual({
      kind: "cms",
      slug: "about-us",
      prefixed: true,
    });
    expect(resolveSitePath(cars, ["about-us"])).toEqual({
      kind: "cms",
      slug: "about-us",
      prefixed: false,
    });
    expect(resolveSitePath(cars, ["a", "b"]).kind).toBe("unknown");
  });
});

describe("usesQueryRoute", () => {
  const query = (value: string) => new URLSearchParams(value);

  it("sends settings-driven paths with a query to the per-request route", () => {
    expect(usesQueryRoute("/search/used-cars", query("make=Ford"))).toBe(true);
    expect(usesQueryRoute("/blog", query("page=2"))).toBe(true);
    // A campaign parameter beside a filter: the filter needs the per-request route.
    expect(usesQueryRoute("/search/used-cars", query("gclid=1&make=Ford"))).toBe(true);
  });

  it("serves a path with only campaign parameters from its cached route", () => {
    expect(usesQueryRoute("/cars/x1", query("utm_source=news"))).toBe(false);
    expect(
      usesQueryRoute(
        "/search/used-cars/make/Ford",
        query("gclid=a&fbclid=b&utm_medium=c&utm_campaign=d&utm_term=e&utm_content=f&msclkid=g"),
      ),
    ).toBe(false);
    expect(usesQueryRoute("/cars/x1", query("utm_source=news&_rsc=1"))).toBe(false);
    // Only the exact keys: a look-alike is a query like any other.
    expect(usesQueryRoute("/cars/x1", query("utm_sourcex=news"))).toBe(true);
    expect(usesQueryRoute("/cars/x1", query("GCLID=1"))).toBe(true);
  });

  it("keeps paths without a query, fixed routes and the home page on their own routes", () => {
    expect(usesQueryRoute("/search/used-cars", query(""))).toBe(false);
    expect(usesQueryRoute("/cars/x1", query("_rsc=abc"))).toBe(false);
    expect(usesQueryRoute("/success", query("category=general"))).toBe(false);
    expect(usesQueryRoute("/range", query("body=caravans"))).toBe(false);
    expect(usesQueryRoute("/", query("gclid=1"))).toBe(false);
  });
});

describe("landingQuery", () => {
  it("keeps the campaign parameters of a query, in order, repeated ones too", () => {
    expect(
      landingQuery({ make: "Ford", utm_source: "news", gclid: ["a", "b"], page: "2", wbraid: "w" }),
    ).toBe("?utm_source=news&gclid=a&gclid=b&wbraid=w");
    expect(landingQuery({ utm_campaign: "spring sale & more" })).toBe(
      "?utm_campaign=spring+sale+%26+more",
    );
  });

  it("is empty without any", () => {
    expect(landingQuery({})).toBe("");
    expect(landingQuery({ make: "Ford", sort: "price-asc", utm_source: undefined })).toBe("");
  });

  it("lists every tracked campaign parameter (spec §3) as a landing key", () => {
    for (const key of TRACKED_CAMPAIGN_PARAMS) expect(LANDING_QUERY_KEYS.has(key)).toBe(true);
  });
});

describe("storefrontRoutePath", () => {
  const query = (value: string) => new URLSearchParams(value);

  it("sends a settings-driven path to its group's route, under ~q with a query", () => {
    expect(storefrontRoutePath("/campers/jayco-journey", query(""), campers)).toBe(
      "/~k/vehicle/campers/jayco-journey",
    );
    expect(storefrontRoutePath("/campers/jayco-journey", query("view=1"), campers)).toBe(
      "/~k/vehicle/~q/campers/jayco-journey",
    );
    // An ad's landing: the cached page of the path.
    expect(storefrontRoutePath("/campers/jayco-journey", query("gclid=1"), campers)).toBe(
      "/~k/vehicle/campers/jayco-journey",
    );
    expect(storefrontRoutePath("/campers/trade-in", query(""), campers)).toBe(
      "/~k/checkout/campers/trade-in",
    );
    expect(storefrontRoutePath("/search/used-cars", query("make=Ford"), cars)).toBe(
      "/~k/search/~q/search/used-cars",
    );
    expect(storefrontRoutePath("/news/a-post", query(""), campers)).toBe("/~k/content/news/a-post");
    expect(storefrontRoutePath("/about-us", query(""), cars)).toBe("/~k/content/about-us");
    expect(storefrontRoutePath("/my-garage/saved", query(""), cars)).toBe(
      "/~k/garage/my-garage/saved",
    );
  });

  it("follows the site's own paths: another site's vehicle path is not a vehicle here", () => {
    expect(storefrontRoutePath("/cars", query(""), campers)).toBe("/~k/content/cars");
    expect(storefrontRoutePath("/campers/x1", query(""), cars)).toBe("/campers/x1");
  });

  it("keeps fixed routes and the home page, and sends the rest to the route of every kind", () => {
    expect(storefrontRoutePath("/", query("gclid=1"), cars)).toBe("/");
    expect(storefrontRoutePath("/range", query("body=caravans"), campers)).toBe("/range");
    // No kind matches (a 404 page), or the site's settings are not known.
    expect(storefrontRoutePath("/a/b/c/d", query(""), cars)).toBe("/a/b/c/d");
    expect(storefrontRoutePath("/cars/x1", query(""), null)).toBe("/cars/x1");
    expect(storefrontRoutePath("/cars/x1", query("page=2"), null)).toBe("/~q/cars/x1");
  });
});

describe("fixedRouteAlias", () => {
  it("names the fixed route a §2 alias shows, with or without a trailing slash", () => {
    expect(fixedRouteAlias("/pages/book-a-service")).toBe("/service");
    expect(fixedRouteAlias("/pages/book-a-service/")).toBe("/service");
    expect(fixedRouteAlias("/pages/about-us")).toBeNull();
    expect(fixedRouteAlias("/")).toBeNull();
    expect(fixedRouteAlias("/constructor")).toBeNull();
  });
});
