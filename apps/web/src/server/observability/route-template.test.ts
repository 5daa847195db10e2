import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  routeTableOf,
  routeTemplateOf,
  templatesOfAppFolder,
  UNMATCHED_ROUTE,
} from "./route-template.ts";

const APP = path.join(import.meta.dirname, "..", "..", "app");
const table = routeTableOf(templatesOfAppFolder(APP));

describe("routeTemplateOf", () => {
  it.each([
    ["/api/leads", "/api/leads"],
    ["/api/leads/7f3e", "/api/leads/[leadId]"],
    ["/api/leads/with-files", "/api/leads/with-files"],
    ["/api/search/count", "/api/search/count"],
    ["/api/v1/websites/12/cars.json", "/api/v1/websites/[id]/cars.json"],
    ["/api/no/such/thing", "/api/[[...path]]"],
    ["/console/leads/42", "/console/leads/[id]"],
    ["/media/site/1/photo.webp", "/media/[...id]"],
    ["/_next/static/chunks/main.js", "/_next"],
    ["/", "/"],
    ["/contact", "/contact"],
    ["/models/corolla", "/models/[modelSlug]"],
    ["/our-locations", "/our-locations/[[...group]]"],
    ["/used-cars/toyota/corolla-2021-9d1c", "/[...rest]"],
  ])("%s is %s", (pathname, template) => {
    expect(routeTemplateOf(pathname, table)).toBe(template);
  });

  it("answers one of the app's routes or unmatched, whatever the path: a bounded label", () => {
    const templates = new Set(table.map(({ template }) => template));
    for (const pathname of ["/x".repeat(40), "/api/v1/websites/1/2/3/4", "/console/zzz/1"]) {
      const found = routeTemplateOf(pathname, table);
      expect(
        found === UNMATCHED_ROUTE ||
          found === "/_next" ||
          templates.has(found) ||
          templates.has(`/sites/[site]${found}`),
      ).toBe(true);
    }
  });

  it("matches static segments before dynamic ones and catch-alls last", () => {
    const small = routeTableOf(["/a/[[...all]]", "/a/[id]", "/a/b", "/a/[...rest]"]);
    expect(routeTemplateOf("/api/x", small)).toBe(UNMATCHED_ROUTE);
    expect(small.map(({ template }) => template)).toEqual([
      "/a/b",
      "/a/[id]",
      "/a/[...rest]",
      "/a/[[...all]]",
    ]);
  });
});
