import { describe, expect, it } from "vitest";
import { cappedSrcSet } from "./capped-src-set.ts";

const url = (width: number) => `/_next/image?url=%2Fmedia%2Fa.jpg&w=${width}&q=75`;
const set = (...widths: number[]) => widths.map((w) => `${url(w)} ${w}w`).join(", ");

describe("cappedSrcSet", () => {
  it("drops renditions wider than the cap and points the fallback at the widest kept", () => {
    expect(cappedSrcSet(set(256, 384, 640, 1080, 1920, 3840), 1080)).toEqual({
      srcSet: set(256, 384, 640, 1080),
      largest: url(1080),
    });
  });

  it("keeps the narrowest rendition when every one is wider than the cap", () => {
    expect(cappedSrcSet(set(640, 750), 300)).toEqual({ srcSet: set(640), largest: url(640) });
  });

  it("orders by width whatever order they came in", () => {
    expect(cappedSrcSet(set(828, 640), 2000).srcSet).toBe(set(640, 828));
  });

  it("leaves a srcset without width descriptors as it is", () => {
    expect(cappedSrcSet("/a.jpg 1x, /a@2x.jpg 2x", 640)).toEqual({
      srcSet: "/a.jpg 1x, /a@2x.jpg 2x",
      largest: null,
    });
  });
});
