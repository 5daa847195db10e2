import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const root = new URL("../", import.meta.url);
const run = promisify(execFile);

/** "22.12.0" or ">=22.12" as [22, 12]. */
const majorMinor = (text) =>
  text
    .replace(/^>=|^v/, "")
    .split(".")
    .slice(0, 2)
    .map(Number);
const atLeast = ([major, minor], [leastMajor, leastMinor]) =>
  major > leastMajor || (major === leastMajor && minor >= leastMinor);

describe("the Node the project names", { timeout: 120_000 }, () => {
  const engines = JSON.parse(readFileSync(new URL("package.json", root), "utf8")).engines.node;
  const least = majorMinor(engines);

  it("is the one the README names and the one scripts/node-22.sh installs", () => {
    expect(engines).toMatch(/^>=\d+\.\d+$/);
    expect(readFileSync(new URL("README.md", root), "utf8")).toContain(
      `Needs Node ${least.join(".")}+`,
    );
    const script = readFileSync(new URL("scripts/node-22.sh", root), "utf8");
    const installed = /^version=(\S+)$/m.exec(script)?.[1] ?? "";
    expect(atLeast(majorMinor(installed), least), installed).toBe(true);
  });

  it("is what scripts/node-22.sh puts on the PATH, as .ci/run uses it", async () => {
    const { stdout: folder } = await run("bash", ["scripts/node-22.sh"], {
      cwd: root.pathname,
    });
    const { stdout: version } = await run(`${folder.trim()}/node`, ["--version"]);
    expect(atLeast(majorMinor(version.trim()), least), version).toBe(true);
  });
});
