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
