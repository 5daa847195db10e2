import { describe, expect, it } from "vitest";
import { plainText } from "./plain-text.ts";

describe("plainText", () => {
  it("keeps text without markup exactly, a lone < or & included", () => {
    for (const text of ["5 < 6 & 7 > 2", "Line one\n\nLine two ", "Tow pack & canopy", "a <3 b"]) {
      expect(plainText(text)).toBe(text);
    }
  });

  it("turns a dealer system's HTML into lines of text", () => {
    expect(
      plainText(
        "<p>Brand new, 5 seats, <b>AWD</b> &amp; more.</p><p>Features:<br/>Sunroof</p><ul><li>Tow pack</li><li>Canopy</li></ul>",
      ),
    ).toBe("Brand new, 5 seats, AWD & more.\n\nFeatures:\nSunroof\n\n- Tow pack\n- Canopy");
  });

  it("drops control characters, keeping line breaks", () => {
    expect(plainText("Tow\u0007 pack\r\nCanopy\tand\fmats")).toBe("Tow pack\nCanopy andmats");
  });

  it("drops scripts, styles and comments with their content, and decodes entities", () => {
    expect(
      plainText(
        '<script>alert("x")</script><style>p{}</style><!-- x -->Price&nbsp;&#36;5 &#x2713; &lt;b&gt;',
      ),
    ).toBe("Price $5 ✓ <b>");
    expect(plainText("R&amp;D &#0; &#xD800; &unknown;")).toBe("R&D   &unknown;");
  });
});
