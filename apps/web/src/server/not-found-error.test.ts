import { readFileSync } from "node:fs";
import { notFound, permanentRedirect } from "next/navigation";
import { describe, expect, it } from "vitest";
import { isNotFoundError, NOT_FOUND_DIGEST } from "./not-found-error.ts";

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

describe("isNotFoundError", () => {
  it("is true of what notFound() throws, and only of that", () => {
    expect(isNotFoundError(thrown(() => notFound()))).toBe(true);
    expect(isNotFoundError(thrown(() => permanentRedirect("/elsewhere")))).toBe(false);
    expect(isNotFoundError(new Error("database down"))).toBe(false);
    expect(isNotFoundError(null)).toBe(false);
    expect(isNotFoundError({ digest: "NEXT_HTTP_ERROR_FALLBACK;403" })).toBe(false);
  });

  it("is the digest the style sheet shows the 404 message after", () => {
    const css = readFileSync(new URL("../app/globals.css", import.meta.url), "utf8");
    expect(css).toContain(`template[data-dgst^="${NOT_FOUND_DIGEST}"] + .not-found-fallback`);
  });
});
