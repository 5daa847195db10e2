import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const web = new URL("../apps/web/", import.meta.url).pathname;

/** The e2e suite as Playwright lists it: project and full title of each test. */
async function listedTests() {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["../../node_modules/@playwright/test/cli.js", "test", "--list"],
    { cwd: web, maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout
    .split("\n")
    .map((line) => /^\s*\[([^\]]+)\] › (.+)$/.exec(line))
    .filter(Boolean)
    .map(([, project, title]) => ({ project, title }));
}

describe("the e2e suite", { timeout: 120_000 }, () => {
  it("runs a storefront test on the other sites only where it names the setting that differs", async () => {
    const tests = await listedTests();
    const count = (project) => tests.filter((test) => test.project === project).length;
    const storefronts = [...new Set(tests.map((test) => test.project))].filter(
      (project) => project !== "platform" && project !== "cluster",
    );
    const primary = storefronts.reduce((most, project) =>
      count(project) > count(most) ? project : most,
    );
    expect(storefronts.length).toBe(5);
    for (const project of storefronts.filter((name) => name !== primary)) {
      const repeated = tests.filter((test) => test.project === project);
      expect(repeated.length, project).toBeGreaterThan(0);
      expect(repeated.length, project).toBeLessThan(count(primary));
      for (const test of repeated) expect(test.title, project).toMatch(/\(per site: [^)]+\)/);
    }
  });
});
