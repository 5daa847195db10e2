import type * as tailwindMerge from "tailwind-merge";
import { extendTailwindMerge } from "tailwind-merge";
import { describe, expect, it, vi } from "vitest";
import { CLASS_MERGE_CACHE_SIZE, cn } from "./cn.ts";

// The real merge, watched: the test sees what cn's merge is made with.
vi.mock("tailwind-merge", async (importOriginal) => {
  const actual = await importOriginal<typeof tailwindMerge>();
  return { ...actual, extendTailwindMerge: vi.fn(actual.extendTailwindMerge) };
});

describe("cn", () => {
  it("joins class names and drops false, null and undefined", () => {
    expect(cn("a", false, null, undefined, "b", { c: true, d: false }, ["e"])).toBe("a b c e");
  });

  it("keeps the component classes it is given, in order", () => {
    expect(cn("card", "vcard")).toBe("card vcard");
    expect(cn("btn btn-primary", "px-4")).toBe("btn btn-primary px-4");
  });

  it("merges Tailwind utilities that set the same thing: the later one wins", () => {
    expect(cn("px-2 py-1", "px-4")).toBe("py-1 px-4");
    expect(cn("grid gap-6 md:grid-cols-2", "md:grid-cols-3")).toBe("grid gap-6 md:grid-cols-3");
    expect(cn("text-sm text-slate-700", { "text-red-700": true })).toBe("text-sm text-red-700");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
  });

  it("remembers 500 class lists (spec §9): tailwind-merge is made with a cache of 500", () => {
    expect(CLASS_MERGE_CACHE_SIZE).toBe(500);
    expect(vi.mocked(extendTailwindMerge)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(extendTailwindMerge)).toHaveBeenCalledWith(
      expect.objectContaining({ cacheSize: 500 }),
    );
    // The merge made with that cache is the one cn uses.
    expect(cn("px-2 px-4")).toBe("px-4");
  });
});
