import { afterEach, beforeEach, vi } from "vitest";

// A console.error during a test is a bug the test did not catch: fail it.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error");
});
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called during the test: ${calls.map((c) => c.join(" ")).join("\n")}`,
    );
  }
});

// The `unit` and `db` projects run their files one after another in a shared worker (isolate:
// false, vitest.config.ts): what a file installed on the process for the server's modules goes
// with it. The database and rate limiter a route test installs (testing/route-harness.ts), the
// draining mark a stop sets, the worker a test started, and caches of one database's sites.
const processHolders = globalThis as Record<string, unknown>;
for (const name of [
  "__forecourtDb",
  "__forecourtRateLimiter",
  "__forecourtDraining",
  "__forecourtOutboxWorker",
  "__forecourtPolicyCache",
  "__forecourtSitesOutsideNext",
]) {
  delete processHolders[name];
}
