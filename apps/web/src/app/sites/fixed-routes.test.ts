import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { VARIANT_ROUTE_SEGMENT } from "@forecourt/core/analytics/split-test";
import { FIXED_ROUTE_SEGMENTS, QUERY_ROUTE_SEGMENT } from "@forecourt/core/site/site-routes";

const siteDir = fileURLToPath(new URL("./[site]/", import.meta.url));
const storefrontDir = fileURLToPath(new URL("./[site]/(storefront)/", import.meta.url));

/** The internal routes the proxy rewrites to (never asked for directly). */
const INTERNAL = new Set<string>([QUERY_ROUTE_SEGMENT, VARIANT_ROUTE_SEGMENT]);

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
