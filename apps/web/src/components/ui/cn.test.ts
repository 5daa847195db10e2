import { describe, expect, it } from "vitest";
import { cn } from "./cn.ts";

describe("cn", () => {
  it("joins class names and drops false, null and undefined", () => {
    expect(cn("a", false, null, undefined, "b", { c: true, d: false }, ["e"])).toBe("a b c e");
  });

  it("keeps every class it is given, in order (overrides are props, not merges)", () => {
    expect(cn("card", "vcard")).toBe("card vcard");
    expect(cn("btn btn-primary", "px-4")).toBe("btn btn-primary px-4");
  });
});
