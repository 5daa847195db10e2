// Imported first by `npm start` (scripts/start.mjs) and `npm test` (scripts/run-scripts.mjs), so
// both run on whatever Node a machine has: when the running Node is older than package.json's
// engines ask, the same command runs again under one that is not (scripts/node-22.sh finds it
// on the PATH or fetches the official binary from the npm registry once), with that Node first on
// the PATH for everything the command starts, and this process exits with its status. A stop
// signal sent to this process goes on to that run, and this process waits for it
// (supervise-child.mjs): a supervisor that signals the first process stops the whole tree.
// Plain JavaScript that any Node since 18 runs: it is what runs on the old Node.
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { stopWhenParentGoes, superviseChild, supervisedEnv } from "./supervise-child.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** ">=22.13" as [22, 13]: the least Node package.json's engines field allows. */
export function leastNode(engines) {
  const match = /^>=\s*(\d+)(?:\.(\d+))?/.exec(engines.trim());
  if (!match) throw new Error(`package.json engines.node should read ">=major.minor": ${engines}`);
  return [Number(match[1]), Number(match[2] ?? 0)];
}

/** Whether a Node version ("20.20.2") is at least [major, minor]. */
export function isAtLeast(version, [major, minor]) {
  const [have, haveMinor = 0] = version.replace(/^v/, "").split(".").map(Number);
  return have > major || (have === major && haveMinor >= minor);
}

const REEXEC_MARK = "FORECOURT_NODE_REEXEC";

async function runUnderSuitableNode() {
  const { engines } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const least = leastNode(engines.node);
  if (isAtLeast(process.versions.node, least)) return;
  // The mark names the process that re-ran this command: only its own child is the re-run. A
  // Node this old started later by the re-run (a test's supervisor, say) inherits the mark and
  // is re-run in its turn.
  if (process.env[REEXEC_MARK] === String(process.ppid)) {
    console.error(
      `Node ${least.join(".")}+ is needed; scripts/node-22.sh gave ${process.version}.`,
    );
    process.exit(1);
  }
  console.error(
    `Node ${process.versions.node} is older than the ${least.join(".")} this project needs: ` +
      "running under the Node scripts/node-22.sh provides.",
  );
  const folder = execFileSync("bash", [path.join(root, "scripts/node-22.sh")], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  }).trim();
  const child = spawn(path.join(folder, "node"), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: supervisedEnv({
      ...process.env,
      [REEXEC_MARK]: String(process.pid),
      PATH: `${folder}${path.delimiter}${process.env.PATH ?? ""}`,
    }),
  });
  // Under npm the script's own code never runs in this process (it waits here), so this process
  // watches its launcher itself: when npm is gone (a SIGTERM to npm kills the `sh -c` between
  // without passing it on), the stop is passed to the run as if this process had been signalled.
  stopWhenParentGoes({ isUnderLauncher: Boolean(process.env.npm_lifecycle_event) });
  // Exits with the run's status when it ends; until then the importing script waits here.
  await superviseChild(child);
  await new Promise(() => {});
}

await runUnderSuitableNode();
