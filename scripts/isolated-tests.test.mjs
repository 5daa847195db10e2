import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { isolatedTests } from "../vitest.config.ts";

const root = new URL("../", import.meta.url).pathname;

/**
 * What makes a test file change the worker for the files after it in the shared module graph
 * (the `unit` and `db` projects run with isolate: false).
 */
const CHANGES_THE_WORKER = [
  { what: "mocks a module", pattern: /\bvi\.(mock|doMock)\(/ },
  { what: "stubs the environment or a global", pattern: /\bvi\.(stubEnv|stubGlobal)\(/ },
  {
    what: "sets an environment variable",
    pattern: /process\.env(\.[A-Z_]+|\[[^\]]+\])\s*=[^=]|delete process\.env/,
  },
];

describe("the isolated test files", () => {
  it("holds every file that mocks, stubs or sets the environment, and only existing files", async () => {
    const { stdout } = await promisify(execFile)(
      "git",
      ["ls-files", "*.test.ts", "*.test.tsx", "*.test.mjs"],
      {
        cwd: root,
      },
    );
    // This file names the patterns it looks for.
    const files = stdout
      .split("\n")
      .filter((file) => file && !file.endsWith("isolated-tests.test.mjs"));
    const shared = files.filter((file) => !isolatedTests.includes(file));
    const leaking = [];
    for (const file of shared) {
      const text = await readFile(`${root}${file}`, "utf8");
      for (const { what, pattern } of CHANGES_THE_WORKER) {
        if (pattern.test(text)) leaking.push(`${file} ${what}`);
      }
    }
    expect(leaking, "add these to isolatedTests in vitest.config.ts").toEqual([]);
    expect(isolatedTests.filter((file) => !files.includes(file))).toEqual([]);
  });

  it("sees a file that sets the environment", () => {
    const [, , setsEnv] = CHANGES_THE_WORKER;
    expect(setsEnv?.pattern.test('process.env.METRICS_PORT = "0";')).toBe(true);
    expect(setsEnv?.pattern.test("if (process.env.METRICS_PORT === undefined)")).toBe(false);
    expect(CHANGES_THE_WORKER[0]?.pattern.test('vi.mock("./x.ts")')).toBe(true);
  });
});
