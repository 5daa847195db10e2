import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SERVER_MEMORY_ENV, withServerMemoryEnv } from "./server-env.mjs";

const script = fileURLToPath(new URL("./server-env.mjs", import.meta.url));

describe("the server's memory environment", () => {
  it("is added where the environment does not set it, and a value it sets wins", () => {
    expect(withServerMemoryEnv({ PORT: "3000" })).toEqual({ ...SERVER_MEMORY_ENV, PORT: "3000" });
    expect(withServerMemoryEnv({ MALLOC_ARENA_MAX: "4" }).MALLOC_ARENA_MAX).toBe("4");
  });

  it("is exported by a shell that evaluates the script, except what the shell already sets", () => {
    const env = { PATH: process.env.PATH, MALLOC_ARENA_MAX: "4" };
    const shown = execFileSync(
      "bash",
      [
        "-c",
        `eval "$("${process.execPath}" "${script}")"; echo "$MALLOC_ARENA_MAX|$GLIBC_TUNABLES"`,
      ],
      { env, encoding: "utf8" },
    );
    expect(shown.trim()).toBe(`4|${SERVER_MEMORY_ENV.GLIBC_TUNABLES}`);
  });
});
