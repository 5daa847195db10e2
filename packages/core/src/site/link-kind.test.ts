import { describe, expect, it } from "vitest";
import { linkKind, opensInNewTab } from "./link-kind.ts";

describe("linkKind", () => {
  it.each([
    ["/search/used-cars", "internal"],
    ["#vehicle-map", "anchor"],
    ["tel:0754431200", "tel"],
    ["mailto:sales@example.test", "mailto"],
    ["https://maps.google.com/?q=Dealer", "maps"],
    ["https://www.google.com/maps/search/?api=1&query=x", "maps"],
    ["https://maps.apple.com/?q=x", "maps"],
    ["https://www.google.com/search?x=1", "external"],
    ["https://example.com/page", "external"],
  ] as const)("%s is %s", (href, kind) => {
    expect(linkKind(href)).toBe(kind);
  });

  it("opens maps and external links in a new tab only", () => {
    expect(opensInNewTab("maps")).toBe(true);
    expect(opensInNewTab("external")).toBe(true);
    expect(opensInNewTab("internal")).toBe(false);
    expect(opensInNewTab("tel")).toBe(false);
  });
});
