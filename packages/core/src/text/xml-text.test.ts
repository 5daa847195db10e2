import { describe, expect, it } from "vitest";
import { escapeXml } from "./xml-text.ts";

describe("escapeXml", () => {
  it("writes the five markup characters as entities", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });

  it("drops control characters XML cannot hold and keeps tabs and line breaks", () => {
    expect(escapeXml("a\u0000b\u0007c\u001Fd\uFFFE")).toBe("abcd");
    expect(escapeXml("one\ttwo\nthree\r\n")).toBe("one\ttwo\nthree\r\n");
  });

  it("leaves other text, accents and emoji included, as it is", () => {
    expect(escapeXml("Škoda Kodiaq 🚗 5 km")).toBe("Škoda Kodiaq 🚗 5 km");
  });
});
