// Runs npm scripts one after another, or side by side with --parallel, and prints the time each
// took (CI reads the phases of `npm test` from these lines). Stops at, or exits non-zero on, the
// first failure. In a sequence, `a+b` runs a and b side by side as one step.
//   node scripts/run-scripts.mjs check test:db+build test:e2e
//   node scripts/run-scripts.mjs --parallel lint typecheck check:deps
// First: on a Node older than package.json's engines, run again under one that is not (so
// `npm test` works on the machine's own Node, and every script it runs finds that Node).
import "./suitable-node.mjs";
import { Buffer } from "node:buffer";
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { STOP_SIGNALS, stopWhenParentGoes } from "./supervise-child.mjs";

const args = process.argv.slice(2);
const isParallel = args[0] === "--parallel";
const names = isParallel ? args.slice(1) : args;
if (names.length === 0) {
  console.error("usage: node scripts/run-scripts.mjs [--parallel] <npm script> [<npm script> ...]");
  process.exit(2);
}

// A stop signal goes on to the scripts running; once they have ended this exits with
// 128 + the signal's number, and starts nothing more. Under npm, or the re-run under a newer
// Node, it stops when that parent is gone.
/** @type {Set<import("node:child_process").ChildProcess>} */
const running = new Set();
/** @type {NodeJS.Signals | undefined} */
let stoppedBy;
for (const signal of STOP_SIGNALS) {
  process.on(signal, () => {
    stoppedBy ??= signal;
    for (const child of running) child.kill(signal);
    if (running.size === 0) process.exit(128 + constants.signals[signal]);
  });
}
stopWhenParentGoes({ isUnderLauncher: Boolean(process.env.npm_lifecycle_event) });

/**
 * One npm script. Side by side, its output is held and printed whole when it ends, so the
 * scripts' lines do not interleave; one at a time, it goes straight through.
 * @param {string} name
 */
function run(name, isSideBySide = isParallel) {
  const started = Date.now();
  if (!isSideBySide) process.stdout.write(`\n== npm run ${name}\n`);
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", name], {
      stdio: isSideBySide ? ["ignore", "pipe", "pipe"] : "inherit",
      env: isSideBySide
        ? { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" }
        : process.env,
    });
    running.add(child);
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      running.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      const status = code === 0 ? "passed" : `failed (${signal ?? `exit ${code}`})`;
      if (isSideBySide) {
        process.stdout.write(`\n== npm run ${name}\n`);
        process.stdout.write(Buffer.concat(output));
      }
      process.stdout.write(`== npm run ${name}: ${status} in ${seconds}s\n`);
      resolve(code === 0);
      if (stoppedBy && running.size === 0) process.exit(128 + constants.signals[stoppedBy]);
    });
  });
}

if (isParallel) {
  const results = await Promise.all(names.map((name) => run(name)));
  process.exit(results.every(Boolean) ? 0 : 1);
}
for (const step of names) {
  const group = step.split("+");
  const results =
    group.length === 1
      ? [await run(step)]
      : await Promise.all(group.map((name) => run(name, true)));
  if (!results.every(Boolean)) process.exit(1);
}
