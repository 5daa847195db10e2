import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BUTTON_SIZES, BUTTON_VARIANTS, Button, buttonClasses } from "./button.tsx";

const BUTTON_BASE_CLASS = "btn";
const classes = (markup: string) => /class="([^"]*)"/.exec(markup)?.[1]?.split(" ") ?? [];

describe("buttonClasses", () => {
  it("is a brand-coloured medium button by default", () => {
    expect(buttonClasses().split(" ")).toEqual(["btn", "btn-primary", "btn-md"]);
  });

  it.each(Object.keys(BUTTON_VARIANTS) as (keyof typeof BUTTON_VARIANTS)[])(
    "the %s variant keeps every class of its map entry and the shared base",
    (variant) => {
      const result = buttonClasses(variant, "md").split(" ");
      expect(result).toEqual(expect.arrayContaining(BUTTON_VARIANTS[variant].split(" ")));
      expect(result).toEqual(expect.arrayContaining(["btn"]));
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

  it("gives each variant and size a class of its own, each styled in globals.css", () => {
    const css = readFileSync(new URL("../../app/globals.css", import.meta.url), "utf8");
    const names = [
      BUTTON_BASE_CLASS,
      ...Object.values(BUTTON_VARIANTS),
      ...Object.values(BUTTON_SIZES),
    ];
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(css).toMatch(new RegExp(`\\.${name} \\{\\s*@apply `));
  });

  it("keeps the caller's classes after its own, where the stylesheet lets them win", () => {
    expect(buttonClasses("outline", "lg", "px-5 border-slate-900").split(" ")).toEqual([
      "btn",
      "btn-outline",
      "btn-lg",
      "px-5",
      "border-slate-900",
    ]);
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

  it("shows a spinner that turns only where motion is allowed, and is busy, while working", () => {
    const busy = renderToStaticMarkup(
      <Button type="submit" isBusy>
        Loading
      </Button>,
    );
    expect(busy).toContain('aria-busy="true"');
    expect(busy).toContain('<span aria-hidden="true" class="btn-spinner"></span>Loading');
    const css = readFileSync(new URL("../../app/globals.css", import.meta.url), "utf8");
    expect(css).toMatch(/\.btn-spinner \{\s*@apply [^;]*motion-safe:animate-spin/);
    expect(busy).toContain(">Loading</button>");
    const idle = renderToStaticMarkup(<Button type="submit">Send</Button>);
    expect(idle).not.toContain("aria-busy");
    expect(idle).not.toContain("btn-spinner");
  });
});
