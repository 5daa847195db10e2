import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { VARIANT_ROUTE_SEGMENT } from "@forecourt/core/analytics/split-test";
import {
  FIXED_ROUTE_SEGMENTS,
  GROUP_ROUTE_SEGMENT,
  QUERY_ROUTE_SEGMENT,
  ROUTE_GROUPS,
} from "@forecourt/core/site/site-routes";

const siteDir = fileURLToPath(new URL("./[site]/", import.meta.url));
const storefrontDir = fileURLToPath(new URL("./[site]/(storefront)/", import.meta.url));

/** The internal routes the proxy rewrites to (never asked for directly). */
const INTERNAL = new Set<string>([QUERY_ROUTE_SEGMENT, VARIANT_ROUTE_SEGMENT, GROUP_ROUTE_SEGMENT]);

/** Route folders: not dynamic ([x]), not groups ((x)), not private (_x), not internal routes. */
function routeFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => !/^[[(_]/.test(name) && !INTERNAL.has(name));
}

describe("fixed storefront routes", () => {
  it("are exactly the segments the proxy keeps off the per-request route", () => {
    const folders = [...routeFolders(siteDir), ...routeFolders(storefrontDir)].sort();
    expect(folders).toEqual([...FIXED_ROUTE_SEGMENTS].sort());
  });
});

describe("grouped settings-driven routes", () => {
  const groupDir = fileURLToPath(
    new URL(`./[site]/(storefront)/${GROUP_ROUTE_SEGMENT}/`, import.meta.url),
  );

  it("have a route folder per group, with and without a query string", () => {
    const groups = readdirSync(groupDir).sort();
    expect(groups).toEqual(Object.keys(ROUTE_GROUPS).sort());
    for (const group of groups) {
      expect(readdirSync(`${groupDir}${group}`).sort()).toEqual(
        [QUERY_ROUTE_SEGMENT, "[...rest]"].sort(),
      );
    }
  });

  it.each(Object.entries(ROUTE_GROUPS))(
    "the %s group's table serves exactly its kinds",
    async (group, kinds) => {
      const { ROUTES } = (await import(
        `./[site]/(storefront)/[...rest]/_routes/tables/${group}.ts`
      )) as { ROUTES: Record<string, unknown> };
      expect(Object.keys(ROUTES).sort()).toEqual([...kinds].sort());
    },
  );
});
