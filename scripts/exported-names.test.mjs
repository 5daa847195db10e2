import { describe, expect, it } from "vitest";
import { coreModules, duplicateConstants, KNOWN_DUPLICATES } from "./core-constant-names.mjs";

const root = new URL("../", import.meta.url).pathname;

describe("core's exported constants", () => {
  it("have one declaration per name across core's modules", () => {
    const duplicates = duplicateConstants(coreModules(root));
    const unexpected = Object.entries(duplicates).filter(([name]) => !KNOWN_DUPLICATES.has(name));
    expect(Object.fromEntries(unexpected)).toEqual({});
  });

  it("are found declared twice, and a re-export or a test's own constant is not a second one", () => {
    expect(
      duplicateConstants({
        "packages/core/src/content/content-input.ts":
          "export const MAX_URL_LENGTH = 2_000;\nexport const MAX_TITLE_LENGTH = 200;\n",
        "packages/core/src/forms/visit-history.ts":
          "export const MAX_VISITED_PAGES = 50, MAX_URL_LENGTH = 2_048;\n",
        "packages/core/src/forms/lead.ts":
          'export { MAX_VISITED_PAGES } from "./visit-history.ts";\nconst MAX_TITLE_LENGTH = 1;\nexport let MAX_ROWS = 1;\n',
      }),
    ).toEqual({
      MAX_URL_LENGTH: [
        "packages/core/src/content/content-input.ts",
        "packages/core/src/forms/visit-history.ts",
      ],
    });
  });

  it("are read from core's modules, not its tests", () => {
    const files = Object.keys(coreModules(root));
    expect(files).toContain("packages/core/src/domain/url.ts");
    expect(files.some((file) => file.endsWith(".test.ts"))).toBe(false);
  });
});
