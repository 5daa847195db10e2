import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The guards `npm run check` keeps (eslint.config.js), run on a file's path with other text: the
// rule must flag the probe where the guard applies and leave it alone where it is allowed.
const GUARDS = [
  "no-restricted-properties",
  "no-restricted-imports",
  "@typescript-eslint/no-floating-promises",
  "@typescript-eslint/switch-exhaustiveness-check",
  "max-lines-per-function",
];
const eslint = new ESLint({
  cwd: new URL("../", import.meta.url).pathname,
  ruleFilter: ({ ruleId }) => GUARDS.includes(ruleId),
});

/** The guard rules a probe breaks when it stands at `filePath`. */
async function broken(filePath, text) {
  const [result] = await eslint.lintText(text, { filePath });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const READS_ENV = "export const value = process.env.SOME_VARIABLE;\n";
const IMPORTS_NEXT_INTERNALS =
  'import cache from "next/dist/server/lib/incremental-cache";\nexport default cache;\n';

/** A function of `lines` lines, its signature and closing brace included. */
function functionOf(lines) {
  const body = Array.from({ length: lines - 4 }, () => "  count += 1;");
  const head = ["export function long(): number {", "  let count = 0;"];
  return [...head, ...body, "  return count;", "}", ""].join("\n");
}

describe("the guards in npm run check", { timeout: 120_000 }, () => {
  it("cap a function in the app at 120 lines, its tests and stand-ins aside", async () => {
    const file = "apps/web/src/components/console/leads/lead-status-form.tsx";
    expect(functionOf(121).split("\n").length - 1).toBe(121);
    expect(await broken(file, functionOf(121))).toEqual(["max-lines-per-function"]);
    expect(await broken(file, functionOf(120))).toEqual([]);
    expect(
      await broken(
        "apps/web/src/components/console/leads/lead-call-form.test.tsx",
        functionOf(121),
      ),
    ).toEqual([]);
  });

  it("forbid process.env outside the env module, in the app, the cache handlers and every package's src, the database commands included", async () => {
    for (const file of [
      "packages/db/src/cli/seed.ts",
      "packages/db/src/cli/site.ts",
      "packages/db/src/client.ts",
      "packages/core/src/time/timings.ts",
      "apps/web/src/proxy.ts",
      "apps/web/src/server/db.ts",
      "apps/web/cache/cache-handler.mjs",
    ]) {
      expect(await broken(file, READS_ENV), file).toEqual(["no-restricted-properties"]);
    }
    expect(await broken("packages/env/src/runtime-env.mjs", READS_ENV)).toEqual([]);
  });

  it("keep Next's internals behind the one adapter", async () => {
    for (const file of [
      "apps/web/src/server/db.ts",
      "apps/web/cache/cache-handler.mjs",
      "packages/db/src/client.ts",
      "packages/env/src/runtime-env.mjs",
      "scripts/start.mjs",
    ]) {
      expect(await broken(file, IMPORTS_NEXT_INTERNALS), file).toEqual(["no-restricted-imports"]);
    }
    expect(await broken("apps/web/src/server/next-internals.mjs", IMPORTS_NEXT_INTERNALS)).toEqual(
      [],
    );
  });

  it("flag a promise left floating and a switch that misses a case, with the types", async () => {
    const floating =
      "async function send(): Promise<void> {}\nexport function go() {\n  send();\n}\n";
    const switchMissingCase = [
      'type Kind = "car" | "bike";',
      "export function wheels(kind: Kind): number {",
      "  switch (kind) {",
      '    case "car":',
      "      return 4;",
      "  }",
      "  return 0;",
      "}",
      "",
    ].join("\n");
    for (const file of ["apps/web/src/server/db.ts", "packages/db/src/client.ts"]) {
      expect(await broken(file, floating), file).toEqual([
        "@typescript-eslint/no-floating-promises",
      ]);
      expect(await broken(file, switchMissingCase), file).toEqual([
        "@typescript-eslint/switch-exhaustiveness-check",
      ]);
    }
  });
});
