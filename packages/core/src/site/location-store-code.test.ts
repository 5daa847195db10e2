import { describe, expect, it } from "vitest";
import {
  GOOGLE_STORE_CODE_MESSAGE,
  locationCreateSchema,
  locationPatchSchema,
} from "./site-input.ts";

const location = { slug: "parramatta", name: "Parramatta", dealership: "harbour-motors" };

describe("a location's Google store code", () => {
  it("is set, trimmed, or cleared with an empty string or null", () => {
    const parsed = locationCreateSchema.parse({ ...location, google_store_code: " GBP-0042 " });
    expect(parsed.google_store_code).toBe("GBP-0042");
    expect(locationPatchSchema.parse({ google_store_code: "" }).google_store_code).toBeNull();
    expect(locationPatchSchema.parse({ google_store_code: null }).google_store_code).toBeNull();
    expect(locationPatchSchema.parse({}).google_store_code).toBeUndefined();
  });

  it("refuses a code Google's vehicle feeds cannot carry, with a clear message", () => {
    for (const code of ["a:b", "a,b", "x".repeat(65)]) {
      const result = locationPatchSchema.safeParse({ google_store_code: code });
      expect(result.success, code).toBe(false);
      expect(JSON.stringify(result.error?.issues)).toContain(GOOGLE_STORE_CODE_MESSAGE);
    }
  });
});
