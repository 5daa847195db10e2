import { describe, expect, it } from "vitest";
import { cn } from "./cn.ts";

describe("cn", () => {
  it("joins class names and drops false, null and undefined", () => {
    expect(cn("a", false, null, undefined, "b", { c: true, d: false }, ["e"])).toBe("a b c e");
  });

  it("lets a later class win over an earlier one that sets the same property", () => {
    expect(cn("px-5 py-2", "px-4")).toBe("py-2 px-4");
    expect(cn("block w-full", "w-auto")).toBe("block w-auto");
    expect(cn("inline-flex items-center", "block")).toBe("items-center block");
    expect(cn("border border-slate-400", "border-slate-900")).toBe("border border-slate-900");
  });

  it("treats the theme's brand colours as colours, not as text sizes", () => {
    expect(cn("text-sm text-brand-foreground", "text-slate-900")).toBe("text-sm text-slate-900");
    expect(cn("bg-brand", "bg-slate-900")).toBe("bg-slate-900");
  });

  it("keeps classes under different variants apart", () => {
    expect(cn("bg-white hover:bg-slate-50", "bg-brand")).toBe("hover:bg-slate-50 bg-brand");
    expect(cn("border-slate-400 aria-[invalid=true]:border-red-700", "border-slate-300")).toBe(
      "aria-[invalid=true]:border-red-700 border-slate-300",
    );
  });
});
