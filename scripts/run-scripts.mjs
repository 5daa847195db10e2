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

const args = process.argv.slice(2);
const isParallel = args[0] === "--parallel";
const names = isParallel ? args.slice(1) : args;
if (names.length === 0) {
  console.error("usage: node scripts/run-scripts.mjs [--parallel] <npm script> [<npm script> ...]");
  process.exit(2);
}

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
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const status = code === 0 ? "passed" : `failed (${signal ?? `exit ${code}`})`;
      if (isSideBySide) {
        process.stdout.write(`\n== npm run ${name}\n`);
        process.stdout.write(Buffer.concat(output));
      }
      process.stdout.write(`== npm run ${name}: ${status} in ${seconds}s\n`);
      resolve(code === 0);
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
