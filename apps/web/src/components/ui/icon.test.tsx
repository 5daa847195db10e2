import { readFileSync } from "node:fs";
import path from "node:path";
import { Phone } from "lucide";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon.tsx";

describe("Icon", () => {
  it("draws lucide's icon from its data, without the attributes the stylesheet sets, hidden from assistive technology", () => {
    const markup = renderToStaticMarkup(<Icon icon={Phone} className="size-5" />);
    const tag = /^<svg[^>]*>/.exec(markup)?.[0] ?? "";
    expect(tag).toContain('class="lucide size-5"');
    expect(tag).toContain('viewBox="0 0 24 24"');
    expect(tag).toContain('aria-hidden="true"');
    for (const attribute of ["xmlns", "fill", "stroke", "stroke-width", "stroke-linecap"]) {
      expect(tag).not.toMatch(new RegExp(` ${attribute}=`));
    }
    // Every element of the icon's drawing, in order, with its attributes.
    const drawn = [...markup.matchAll(/<(\w+) ([^>]*?)\/?>/g)].slice(1);
    expect(drawn.map(([, element]) => element)).toEqual(Phone.map(([element]) => element));
    expect(markup).toContain(`d="${String(Phone[0]![1].d)}"`);
  });

  it("is drawn by the stylesheet's .lucide rule", () => {
    const css = readFileSync(path.join(__dirname, "../../app/globals.css"), "utf8");
    const rule = /\.lucide \{([^}]*)\}/.exec(css)?.[1] ?? "";
    expect(rule).toMatch(/fill: none;/);
    expect(rule).toMatch(/stroke: currentColor;/);
    expect(rule).toMatch(/stroke-width: 2;/);
    expect(rule).toMatch(/stroke-linecap: round;/);
    expect(rule).toMatch(/stroke-linejoin: round;/);
  });
});
