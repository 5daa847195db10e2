import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "./compile-hints.mjs";

let webDir = "";
afterEach(() => rmSync(webDir, { recursive: true, force: true }));

function build(files) {
  webDir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(webDir, ".next", name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}
const read = (name) => readFileSync(path.join(webDir, ".next", name), "utf8");

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
