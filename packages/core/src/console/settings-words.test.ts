import { describe, expect, it } from "vitest";
import { SETTINGS_SECTIONS } from "./settings-form.ts";

/** Words a developer writes and a dealer should never read on the settings screen. */
const DEVELOPER_WORDS = [
  { name: "a camelCase key", pattern: /\b[a-z]+[A-Z][A-Za-z]*\b/ },
  { name: "a snake_case key", pattern: /\b[a-z]+_[a-z_]+\b/ },
  { name: "'slug'", pattern: /\bslugs?\b/i },
  { name: "a spec reference", pattern: /\bspec\s*§|§\s*\d/i },
];

const shown = SETTINGS_SECTIONS.flatMap((section) => [
  section.title,
  ...section.fields.flatMap((field) => [
    field.label,
    "hint" in field ? field.hint : "",
    ...(field.kind.type === "choice" ? field.kind.choices.map((c) => c.label) : []),
  ]),
]).filter((text) => text !== "");

describe("the settings screen's wording", () => {
  it("has text to check", () => {
    expect(shown.length).toBeGreaterThan(10);
  });

  it.each(DEVELOPER_WORDS)("never shows $name", ({ pattern }) => {
    expect(shown.filter((text) => pattern.test(text))).toEqual([]);
  });
});
