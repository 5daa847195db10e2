import { readFileSync } from "node:fs";
import path from "node:path";
import { Phone } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon.tsx";

describe("Icon", () => {
  it("draws lucide's icon without the attributes the stylesheet sets, hidden from assistive technology", () => {
    const markup = renderToStaticMarkup(<Icon icon={Phone} className="size-5" />);
    const tag = /^<svg[^>]*>/.exec(markup)?.[0] ?? "";
    expect(tag).toContain('class="lucide lucide-phone size-5"');
    expect(tag).toContain('viewBox="0 0 24 24"');
    expect(tag).toContain('aria-hidden="true"');
    for (const attribute of ["xmlns", "fill", "stroke", "stroke-linecap", "stroke-linejoin"]) {
      expect(tag).not.toMatch(new RegExp(` ${attribute}=`));
    }
    expect(markup).toContain("<path d=");
    // lucide's own tag for the same icon, for scale.
    const lucide = /^<svg[^>]*>/.exec(renderToStaticMarkup(<Phone aria-hidden="true" />))![0];
    expect(tag.length).toBeLessThan(lucide.length - 100);
  });

  it("is drawn by the stylesheet's .lucide rule", () => {
    const css = readFileSync(path.join(__dirname, "../../app/globals.css"), "utf8");
    const rule = /\.lucide \{([^}]*)\}/.exec(css)?.[1] ?? "";
    expect(rule).toMatch(/fill: none;/);
    expect(rule).toMatch(/stroke: currentColor;/);
    expect(rule).toMatch(/stroke-linecap: round;/);
    expect(rule).toMatch(/stroke-linejoin: round;/);
  });
});
