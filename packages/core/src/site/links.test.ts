import { describe, expect, it } from "vitest";
import { linkKind, opensInNewTab, resolveNavigation } from "./links.ts";

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

describe("resolveNavigation", () => {
  const models = [
    { name: "Jayco Journey", slug: "jayco-journey", overrideUrl: null },
    { name: "Jayco Swan", slug: "jayco-swan", overrideUrl: "/range?body=camper%20trailer" },
  ];

  it("builds the range dropdown from the site's models, honouring override URLs", () => {
    const [range] = resolveNavigation(
      [{ label: "Jayco Range", source: "models", href: "/models" }],
      { models },
    );
    expect(range?.href).toBeUndefined();
    expect(range?.children?.map((c) => [c.label, c.href])).toEqual([
      ["Jayco Journey", "/models/jayco-journey"],
      ["Jayco Swan", "/range?body=camper%20trailer"],
      ["View the full range", "/models"],
    ]);
  });

  it("keeps a models link plain when the site has no models", () => {
    const [range] = resolveNavigation([{ label: "Range", source: "models", href: "/models" }], {
      models: [],
    });
    expect(range).toEqual({ label: "Range", href: "/models" });
  });

  it("keeps nested children from settings", () => {
    const [stock] = resolveNavigation(
      [{ label: "Stock", children: [{ label: "New", href: "/search/new" }] }],
      { models },
    );
    expect(stock?.children).toEqual([{ label: "New", href: "/search/new" }]);
  });

  it("adds the seven body types as a group inside the range dropdown", () => {
    const [range] = resolveNavigation(
      [
        {
          label: "Jayco Range",
          source: "models",
          href: "/models",
          children: [{ label: "Browse by type", source: "body-types" }],
        },
      ],
      { models },
    );
    const group = range?.children?.at(-1);
    expect(group?.label).toBe("Browse by type");
    expect(group?.href).toBeUndefined();
    expect(group?.children?.map((c) => c.href)).toEqual([
      "/range?body=j-pod",
      "/range?body=camper-trailer",
      "/range?body=pop-tops",
      "/range?body=off-grid",
      "/range?body=caravans",
      "/range?body=toy-haulers",
      "/range?body=motorised",
    ]);
  });
});
