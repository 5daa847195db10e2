import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import {
  ACCEPTS_BROTLI,
  brotliCopiesAtStart,
  precompressedAssetRoutes,
} from "../apps/web/cache/precompressed-assets.mjs";
import { afterBuild } from "./after-build.mjs";
import { addCompileHints, COMPILE_HINT } from "./compile-hints.mjs";

let webDir = "";
afterEach(() => rmSync(webDir, { recursive: true, force: true }));

function build(files) {
  webDir = mkdtempSync(path.join(tmpdir(), "after-build-"));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(webDir, ".next", name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}
const file = (name) => path.join(webDir, ".next", name);
const read = (name) => readFileSync(file(name), "utf8");
const unbrotli = (name) => brotliDecompressSync(readFileSync(file(`${name}.br`))).toString("utf8");
const exists = (name) => {
  try {
    statSync(file(name));
    return true;
  } catch {
    return false;
  }
};

describe("addCompileHints", () => {
  it("puts the hint first in every browser chunk, nested ones too, and nothing else", () => {
    build({
      "static/chunks/a.js": "(globalThis.TURBOPACK||[]).push([1]);",
      "static/chunks/app/b.js": "console.log(2);",
      "static/chunks/c.css": "body{}",
      "static/media/d.js": "media",
      "server/chunks/e.js": "server",
    });
    expect(addCompileHints(webDir)).toBe(2);
    expect(read("static/chunks/a.js")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([1]);`);
    expect(read("static/chunks/app/b.js")).toBe(`${COMPILE_HINT}console.log(2);`);
    expect(read("static/chunks/c.css")).toBe("body{}");
    expect(read("static/media/d.js")).toBe("media");
    expect(read("server/chunks/e.js")).toBe("server");
  });

  it("leaves marked files as they are, so a second run changes nothing", () => {
    build({ "static/chunks/a.js": "x();" });
    expect(addCompileHints(webDir)).toBe(1);
    expect(addCompileHints(webDir)).toBe(0);
    expect(read("static/chunks/a.js")).toBe(`${COMPILE_HINT}x();`);
  });

  it("is V8's comment for compiling all of a file's functions on load", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });
});

describe("afterBuild", () => {
  it("hints the browser chunks, then writes a Brotli copy of every script and style sheet from the hinted file", () => {
    const script = "(globalThis.TURBOPACK||[]).push([1]);".repeat(50);
    build({
      "static/chunks/a.js": script,
      "static/chunks/app/b.css": "body{margin:0}",
      "static/media/font.woff2": "binary",
      "server/chunks/c.js": "server",
    });
    expect(afterBuild(webDir)).toEqual({ hinted: 1, compressed: 2 });
    expect(unbrotli("static/chunks/a.js")).toBe(COMPILE_HINT + script);
    expect(unbrotli("static/chunks/app/b.css")).toBe("body{margin:0}");
    expect(readFileSync(file("static/chunks/a.js.br")).length).toBeLessThan(script.length / 5);
    expect(exists("static/media/font.woff2.br")).toBe(false);
    expect(exists("server/chunks/c.js.br")).toBe(false);
  });

  it("leaves a finished build alone and compresses again a file changed after its copy", () => {
    build({ "static/chunks/a.js": "x();", "static/chunks/b.js": "y();" });
    afterBuild(webDir);
    expect(afterBuild(webDir)).toEqual({ hinted: 0, compressed: 0 });

    writeFileSync(file("static/chunks/b.js"), `${COMPILE_HINT}z();`);
    const later = new Date(Date.now() + 60_000);
    utimesSync(file("static/chunks/b.js"), later, later);
    expect(afterBuild(webDir)).toEqual({ hinted: 0, compressed: 1 });
    expect(unbrotli("static/chunks/b.js")).toBe(`${COMPILE_HINT}z();`);
    expect(unbrotli("static/chunks/a.js")).toBe(`${COMPILE_HINT}x();`);
  });
});

describe("brotliCopiesAtStart", () => {
  it("says nothing for a finished build, and writes what a bare build lacks with a warning", () => {
    build({ "static/chunks/a.js": "x();", "static/chunks/b.css": "body{}" });
    expect(brotliCopiesAtStart(webDir)).toMatchObject({
      level: "warn",
      message: expect.stringContaining("Brotli copies of 2 script(s) and style sheet(s)"),
    });
    expect(unbrotli("static/chunks/a.js")).toBe("x();");
    expect(unbrotli("static/chunks/b.css")).toBe("body{}");
    expect(brotliCopiesAtStart(webDir)).toBeNull();
    // Each copy was renamed into place: nothing half-written is left beside it.
    expect(readdirSync(file("static/chunks")).sort()).toEqual([
      "a.js",
      "a.js.br",
      "b.css",
      "b.css.br",
    ]);
  });

  it("has nothing to do where the static files are served from elsewhere", () => {
    build({ "server/chunks/c.js": "server" });
    expect(brotliCopiesAtStart(webDir)).toBeNull();
  });

  it("leaves copies that exist alone, even older than their file (a build copied elsewhere)", () => {
    build({ "static/chunks/a.js": "x();", "static/chunks/b.js": "y();" });
    expect(brotliCopiesAtStart(webDir)?.level).toBe("warn");
    const copyTime = statSync(file("static/chunks/a.js.br")).mtimeMs;
    const later = new Date(Date.now() + 60_000);
    utimesSync(file("static/chunks/a.js"), later, later);
    rmSync(file("static/chunks/b.js.br"));
    expect(brotliCopiesAtStart(webDir)?.message).toContain("Brotli copies of 1 script(s)");
    expect(statSync(file("static/chunks/a.js.br")).mtimeMs).toBe(copyTime);
    expect(unbrotli("static/chunks/b.js")).toBe("y();");
  });

  it("reports a build it cannot read as an error, which stops the server", () => {
    build({ static: "not a folder" });
    expect(brotliCopiesAtStart(webDir)).toMatchObject({
      level: "error",
      message: expect.stringContaining("would get a 404 for every script"),
    });
  });
});

describe("next.config", () => {
  it("serves Brotli copies from a build, and not in development, which has none", async () => {
    const { default: config } = await import("../apps/web/next.config.ts");
    const rewritesIn = async (phase) => (await config(phase).rewrites()).beforeFiles;
    const encodedIn = async (phase) =>
      (await config(phase).headers()).filter((rule) =>
        rule.headers.some((header) => header.key === "content-encoding"),
      );
    expect(await rewritesIn("phase-production-build")).toHaveLength(2);
    expect(await encodedIn("phase-production-build")).toHaveLength(2);
    expect(await rewritesIn("phase-development-server")).toEqual([]);
    expect(await encodedIn("phase-development-server")).toEqual([]);
  });
});

const TAKING_BROTLI = [
  "br",
  "gzip, deflate, br, zstd",
  "gzip, deflate, br",
  "br;q=1.0, gzip;q=0.8",
  "gzip, br;q=0.5",
  "gzip,br ; q=0.05",
];
const REFUSING_BROTLI = ["", "gzip, deflate", "br;q=0", "br;q=0.000, gzip", "brotli", "x-br"];

describe("precompressedAssetRoutes", () => {
  // Next matches a `has` value against the whole header value.
  const takesBrotli = (header) => new RegExp(`^${ACCEPTS_BROTLI}$`).test(header);

  it("takes br when the browser lists it without a zero weight", () => {
    for (const header of TAKING_BROTLI) expect(takesBrotli(header), header).toBe(true);
    for (const header of REFUSING_BROTLI) expect(takesBrotli(header), header).toBe(false);
  });

  it("agrees with the Varnish configuration, which keys the cache by the same rule", () => {
    const vcl = readFileSync(new URL("../deploy/varnish/default.vcl", import.meta.url), "utf8");
    const rule = /req\.http\.accept-encoding ~ "([^"]+)"/.exec(vcl)?.[1];
    expect(rule).toBeTruthy();
    const varnishTakes = (header) => new RegExp(rule).test(header);
    for (const header of [...TAKING_BROTLI, ...REFUSING_BROTLI, "deflate , br", "br,gzip"]) {
      expect(varnishTakes(header), header).toBe(takesBrotli(header));
    }
  });

  it("rewrites scripts and style sheets to their copies and says how they are encoded", () => {
    const { rewrites, headers } = precompressedAssetRoutes();
    expect(rewrites.map(({ source, destination }) => [source, destination])).toEqual([
      ["/_next/static/:file(.+\\.js)", "/_next/static/:file.br"],
      ["/_next/static/:file(.+\\.css)", "/_next/static/:file.br"],
    ]);
    for (const rewrite of rewrites) expect(rewrite.has?.[0]?.value).toBe(ACCEPTS_BROTLI);
    const encoded = headers.filter((rule) => rule.has);
    expect(encoded.map((rule) => rule.headers)).toEqual([
      [
        { key: "content-encoding", value: "br" },
        { key: "content-type", value: "application/javascript; charset=UTF-8" },
      ],
      [
        { key: "content-encoding", value: "br" },
        { key: "content-type", value: "text/css; charset=UTF-8" },
      ],
    ]);
    // Both answers of a file vary on Accept-Encoding, so a shared cache keeps them apart.
    expect(headers.filter((rule) => !rule.has).map((rule) => rule.headers)).toEqual([
      [{ key: "vary", value: "Accept-Encoding" }],
      [{ key: "vary", value: "Accept-Encoding" }],
    ]);
  });
});
