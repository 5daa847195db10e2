import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FIXED_ROUTE_SEGMENTS, QUERY_ROUTE_SEGMENT } from "@forecourt/core/site/site-routes";

const siteDir = fileURLToPath(new URL("./[site]/", import.meta.url));
const storefrontDir = fileURLToPath(new URL("./[site]/(storefront)/", import.meta.url));

/** Route folders: not dynamic ([x]), not groups ((x)), not private (_x), not the query route. */
function routeFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => !/^[[(_]/.test(name) && name !== QUERY_ROUTE_SEGMENT);
}

describe("fixed storefront routes", () => {
  it("are exactly the segments the proxy keeps off the per-request route", () => {
    const folders = [...routeFolders(siteDir), ...routeFolders(storefrontDir)].sort();
    expect(folders).toEqual([...FIXED_ROUTE_SEGMENTS].sort());
  });
});
