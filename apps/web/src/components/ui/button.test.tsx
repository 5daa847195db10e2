import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BUTTON_SIZES, BUTTON_VARIANTS, Button, buttonClasses } from "./button.tsx";

const classes = (markup: string) => /class="([^"]*)"/.exec(markup)?.[1]?.split(" ") ?? [];

describe("buttonClasses", () => {
  it("is a brand-coloured medium button by default", () => {
    expect(buttonClasses().split(" ")).toEqual(
      expect.arrayContaining(["bg-brand", "text-brand-foreground", "px-5", "py-2", "rounded-md"]),
    );
  });

  it.each(Object.keys(BUTTON_VARIANTS) as (keyof typeof BUTTON_VARIANTS)[])(
    "the %s variant keeps every class of its map entry and the shared base",
    (variant) => {
      const result = buttonClasses(variant, "md").split(" ");
      expect(result).toEqual(expect.arrayContaining(BUTTON_VARIANTS[variant].split(" ")));
      expect(result).toEqual(expect.arrayContaining(["inline-flex", "font-semibold"]));
    },
  );

  it.each(Object.keys(BUTTON_SIZES) as (keyof typeof BUTTON_SIZES)[])(
    "the %s size keeps every class of its map entry",
    (size) => {
      expect(buttonClasses("outline", size).split(" ")).toEqual(
        expect.arrayContaining(BUTTON_SIZES[size].split(" ")),
      );
    },
  );

  it("gives each variant its own colours", () => {
    const backgrounds = Object.values(BUTTON_VARIANTS).map(
      (entry) => entry.split(" ").find((c) => c.startsWith("bg-")) ?? "none",
    );
    expect(new Set(backgrounds).size).toBe(backgrounds.length);
  });

  it("lets the caller's classes override the size and variant", () => {
    const result = buttonClasses("outline", "lg", "px-5 border-slate-900");
    expect(result.split(" ")).toEqual(expect.arrayContaining(["px-5", "py-3", "border-slate-900"]));
    expect(result).not.toContain("px-4");
    expect(result).not.toContain("border-slate-400");
  });
});

describe("Button", () => {
  it("renders a button that does not submit unless asked to", () => {
    expect(renderToStaticMarkup(<Button>Go</Button>)).toContain('type="button"');
    expect(renderToStaticMarkup(<Button type="submit">Go</Button>)).toContain('type="submit"');
  });

  it("renders the classes of its variant and size, and passes other props on", () => {
    const markup = renderToStaticMarkup(
      <Button variant="outline" size="sm" disabled aria-pressed="true" className="py-1">
        Reveal
      </Button>,
    );
    expect(classes(markup).sort()).toEqual(
      buttonClasses("outline", "sm", "py-1").split(" ").sort(),
    );
    expect(markup).toContain("disabled");
    expect(markup).toContain('aria-pressed="true"');
    expect(markup).toContain(">Reveal</button>");
  });
});
