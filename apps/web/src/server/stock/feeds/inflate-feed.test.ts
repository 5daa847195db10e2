import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "../../http/app-error.ts";
import { gunzipFeed, unzipFeed } from "./inflate-feed.ts";
import { openFeedFile } from "./read-feed-upload.ts";

const madeDirs: string[] = [];

/** A zip archive of these files, made by Python's zipfile (deflated) in a folder removed after. */
function zipOf(files: Record<string, string | Buffer>): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), "feed-zip-"));
  madeDirs.push(dir);
  try {
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
    const out = join(dir, "feed.zip");
    execFileSync("python3", [
      "-c",
      "import sys, zipfile\nwith zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:\n  for p in sys.argv[2:]: z.write(p, p.split('/')[-1])",
      out,
      ...Object.keys(files).map((name) => join(dir, name)),
    ]);
    return new Uint8Array(readFileSync(out));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The archives' folders are gone once each is made: a run leaves nothing in the temporary folder.
afterAll(() => {
  expect(madeDirs.length).toBeGreaterThan(0);
  expect(madeDirs.filter((dir) => existsSync(dir))).toEqual([]);
});

const codeOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof AppError ? [error.code, error.message] : ["thrown", String(error)];
  }
  return null;
};

describe("gunzipFeed", () => {
  it("opens gzip, and stops a bomb at the bound with a 413", () => {
    expect(new TextDecoder().decode(gunzipFeed(gzipSync("Stock\nA1\n")))).toBe("Stock\nA1\n");
    const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024));
    expect(bomb.byteLength).toBeLessThan(20_000);
    expect(codeOf(() => gunzipFeed(bomb, 1024 * 1024))?.[0]).toBe("PAYLOAD_TOO_LARGE");
    expect(codeOf(() => gunzipFeed(new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2])))).toEqual([
      "INVALID_INPUT",
      "The gzip file is damaged and cannot be opened.",
    ]);
  });
});

describe("unzipFeed", () => {
  it("opens the one CSV of a zip, with its name", () => {
    const opened = unzipFeed(zipOf({ "stock.csv": "Stock,Make\nA1,Kia\n" }));
    expect(opened.name).toBe("stock.csv");
    expect(new TextDecoder().decode(opened.bytes)).toBe("Stock,Make\nA1,Kia\n");
  });

  it("refuses a zip bomb, an archive of several feeds and a damaged one", () => {
    const bomb = zipOf({ "stock.csv": Buffer.alloc(8 * 1024 * 1024, 0x41) });
    expect(codeOf(() => unzipFeed(bomb, 1024 * 1024))?.[0]).toBe("PAYLOAD_TOO_LARGE");
    expect(codeOf(() => unzipFeed(zipOf({ "a.csv": "x", "b.json": "[]" })))).toEqual([
      "INVALID_INPUT",
      "A zip feed must hold exactly one .csv or .json file; this one holds 2.",
    ]);
    const damaged = zipOf({ "stock.csv": "Stock\nA1\n" }).slice(0, 40);
    expect(codeOf(() => unzipFeed(damaged))?.[0]).toBe("INVALID_INPUT");
  });
});

describe("openFeedFile", () => {
  it("takes the format from the query, then the name or type, then the content", () => {
    const bytes = new TextEncoder().encode('[{"stocknum":"A1"}]');
    expect(openFeedFile(bytes, { format: "csn" }).format).toBe("csn");
    expect(openFeedFile(bytes, { format: null, name: "stock.csv" }).format).toBe("csv");
    expect(openFeedFile(bytes, { format: null, typeFormat: "sniff" }).format).toBe("json");
    const zipped = zipOf({ "stock.json": "[]" });
    expect(openFeedFile(zipped, { format: null, typeFormat: "sniff" }).format).toBe("json");
  });
});
