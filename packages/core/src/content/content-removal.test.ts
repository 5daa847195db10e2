import { describe, expect, it } from "vitest";
import {
  deletedContentKeptUntil,
  deletedContentPurgeBefore,
  MOVED_PATH_MESSAGE,
  removedAddressFormSchema,
} from "./content-removal.ts";

describe("a removed item's address", () => {
  it("answers gone by default", () => {
    expect(removedAddressFormSchema.parse({})).toEqual({ kind: "gone" });
    expect(removedAddressFormSchema.parse({ address: "gone", moved_to: "x" })).toEqual({
      kind: "gone",
    });
  });

  it("moves to a path of the site only", () => {
    expect(removedAddressFormSchema.parse({ address: "moved", moved_to: " /offers " })).toEqual({
      kind: "moved",
      path: "/offers",
    });
    for (const bad of ["", "offers", "//evil.test", "https://evil.test", "/a b", "/\\x"]) {
      const parsed = removedAddressFormSchema.safeParse({ address: "moved", moved_to: bad });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({
        path: ["moved_to"],
        message: MOVED_PATH_MESSAGE,
      });
    }
  });
});

describe("keeping deleted content", () => {
  it("keeps it 30 days", () => {
    const at = new Date("2026-11-01T00:00:00Z");
    expect(deletedContentKeptUntil(at).toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(deletedContentPurgeBefore(new Date("2026-12-01T00:00:00Z"))).toEqual(at);
  });
});
