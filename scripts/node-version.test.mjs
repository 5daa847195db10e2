import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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

/**
 * Whether version [major, minor] (patch 0) is in an engines range ("^20.19.0 || ^22.13.0 ||
 * >=24", ">=22.0.0", "20 || >=22", "^20.12||^22.13"): the forms the lockfile's packages use.
 */
function satisfies([major, minor], range) {
  const inPart = (part) =>
    part
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, "$1")
      .replace(/(^|\s)(\*|x)(?=\s|$)/g, "$1>=0")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => {
        const match = /^(\^|~|>=|>|<=|<|=)?v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/.exec(
          comparator,
        );
        if (!match) throw new Error(`unread engines comparator ${comparator} in ${range}`);
        const [, op = "", m, given] = match;
        const n = given === "x" || given === "*" ? undefined : given;
        const want = [Number(m), n === undefined ? 0 : Number(n)];
        const cmp = major - want[0] || minor - want[1];
        if (op === ">=") return cmp >= 0;
        if (op === ">") return cmp > 0;
        if (op === "<") return cmp < 0;
        if (op === "<=") return cmp <= 0;
        if (op === "^" || op === "") {
          if (op === "" && n === undefined) return major === want[0];
          return major === want[0] && cmp >= 0;
        }
        if (op === "~") return major === want[0] && minor === want[1];
        return cmp === 0;
      });
  return range.split("||").some(inPart);
}

describe("the least Node the project names", () => {
  const engines = JSON.parse(readFileSync(new URL("package.json", root), "utf8")).engines.node;
  const least = majorMinor(engines);

  it("is one every locked package's engines accept (eslint's ask 22.13)", () => {
    const lock = JSON.parse(readFileSync(new URL("package-lock.json", root), "utf8"));
    // A platform's own binary that never installs here (sharp's for 32-bit Windows) aside.
    const installsHere = (entry) =>
      (!entry.os || entry.os.includes(process.platform)) &&
      (!entry.cpu || entry.cpu.includes(process.arch));
    const refused = Object.entries(lock.packages)
      .filter(([, entry]) => typeof entry.engines?.node === "string" && installsHere(entry))
      .filter(([, entry]) => !satisfies(least, entry.engines.node))
      .map(([name, entry]) => `${name}: ${entry.engines.node}`);
    expect(refused).toEqual([]);
    expect(satisfies([22, 12], "^20.19.0 || ^22.13.0 || >=24")).toBe(false);
  });
});

describe("npm start and npm test on an older Node", { timeout: 300_000 }, () => {
  const engines = JSON.parse(readFileSync(new URL("package.json", root), "utf8")).engines.node;
  const least = majorMinor(engines);
  const scripts = JSON.parse(readFileSync(new URL("package.json", root), "utf8")).scripts;

  it("start with the script that runs them again under a suitable Node, before anything else", () => {
    expect(scripts.start).toBe("node scripts/start.mjs");
    expect(scripts.test).toMatch(/^node scripts\/run-scripts\.mjs /);
    for (const file of ["scripts/start.mjs", "scripts/run-scripts.mjs"]) {
      const source = readFileSync(new URL(file, root), "utf8");
      const firstImport = /^import .*$/m.exec(source)?.[0];
      expect(firstImport, file).toBe('import "./suitable-node.mjs";');
    }
  });

  // The machine's own Node where it is older (CI's is 20): the command runs under Node 22.
  const versionOf = (node) => {
    try {
      return execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
    } catch {
      return null;
    }
  };
  const oldNode = ["/usr/bin/node", "/usr/local/bin/node"].find((candidate) => {
    const version = versionOf(candidate);
    return version !== null && !atLeast(majorMinor(version), least);
  });
  it.skipIf(!oldNode)(
    "run themselves under a suitable Node, which is first on their PATH",
    async () => {
      const folder = mkdtempSync(path.join(tmpdir(), "forecourt-node-"));
      try {
        const probe = path.join(folder, "probe.mjs");
        writeFileSync(
          probe,
          `import ${JSON.stringify(new URL("scripts/suitable-node.mjs", root).pathname)};\n` +
            "import { execFileSync } from 'node:child_process';\n" +
            "const onPath = execFileSync('node', ['--version'], { encoding: 'utf8' }).trim();\n" +
            "console.log(JSON.stringify({ own: process.version, onPath, args: process.argv.slice(2) }));\n",
        );
        // As a shell on the old Node starts it: not inside a run that was itself moved to a
        // newer Node (npm test on CI's Node 20 is), whose mark would say the move had failed.
        const { FORECOURT_NODE_REEXEC: _moved, ...shell } = process.env;
        const { stdout } = await run(oldNode, [probe, "a", "b c"], { env: shell });
        const { own, onPath, args } = JSON.parse(stdout.trim().split("\n").at(-1));
        expect(atLeast(majorMinor(own), least), own).toBe(true);
        expect(onPath).toBe(own);
        expect(args).toEqual(["a", "b c"]);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );
});
