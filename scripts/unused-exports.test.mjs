import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { unusedExports } from "./unused-exports.mjs";

const root = new URL("../", import.meta.url).pathname;
/**
 * Exports known today to be used nowhere else (Insight's reads, being reworked apart) or by
 * tests only: a list that only shrinks. Run `node scripts/unused-exports.mjs` to see them.
 */
const KNOWN = JSON.parse(readFileSync(new URL("./unused-exports-known.json", import.meta.url)));

describe("the exports of core, env, db and the web app", () => {
  const found = unusedExports(root);

  it("are each imported by another module (not only by tests), beyond the known ones", () => {
    expect(found.unused.filter((entry) => !KNOWN.unused.includes(entry))).toEqual([]);
    expect(found.testOnly.filter((entry) => !KNOWN.testOnly.includes(entry))).toEqual([]);
  });

  it("leave the known list once mended (export it no more, or use it)", () => {
    expect(KNOWN.unused.filter((entry) => !found.unused.includes(entry))).toEqual([]);
    expect(
      KNOWN.testOnly.filter(
        (entry) => !found.testOnly.includes(entry) && !found.unused.includes(entry),
      ),
    ).toEqual([]);
  });
}, 120_000);
