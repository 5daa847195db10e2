// Runs npm scripts side by side and prints each one's output whole when it ends, with its time.
// Exits non-zero when any of them fails. `node scripts/parallel.mjs lint typecheck check:deps`
import { Buffer } from "node:buffer";
import { spawn } from "node:child_process";

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error("usage: node scripts/parallel.mjs <npm script> [<npm script> ...]");
  process.exit(2);
}

/** @param {string} name */
function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", name], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" },
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const status = code === 0 ? "passed" : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n== npm run ${name}: ${status} in ${seconds}s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(names.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
