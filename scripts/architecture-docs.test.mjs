import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("../", import.meta.url);
const TOPICS = new URL("docs/architecture/", root);
/** A topic file a newcomer reads whole; past this, split it by topic (docs/architecture.md). */
const MAX_LINES = 400;

function topicFiles() {
  return readdirSync(TOPICS)
    .filter((name) => name.endsWith(".md"))
    .sort();
}

function lineCount(text) {
  return text.replace(/\n$/, "").split("\n").length;
}

describe("the architecture docs", () => {
  it(`keep each topic file under ${MAX_LINES} lines`, () => {
    const files = topicFiles();
    expect(files.length).toBeGreaterThan(5);
    const long = files
      .map((name) => [name, lineCount(readFileSync(new URL(name, TOPICS), "utf8"))])
      .filter(([, lines]) => lines >= MAX_LINES);
    expect(Object.fromEntries(long)).toEqual({});
  });

  it("keep the index short, and list every topic file in it", () => {
    const index = readFileSync(new URL("docs/architecture.md", root), "utf8");
    expect(lineCount(index)).toBeLessThan(MAX_LINES);
    const unlisted = topicFiles().filter((name) => !index.includes(`(architecture/${name}`));
    expect(unlisted).toEqual([]);
  });

  it("count lines as an editor does", () => {
    expect(lineCount("a\nb\n")).toBe(2);
    expect(lineCount("a\nb")).toBe(2);
  });
});
