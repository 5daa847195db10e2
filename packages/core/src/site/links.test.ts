import { describe, expect, it } from "vitest";
import { resolveNavigation } from "./links.ts";

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
