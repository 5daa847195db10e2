import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "./site-footer.tsx";

describe("SiteFooter", () => {
  it("names the dealer group the site belongs to (settings dealershipGroup)", () => {
    const markup = renderToStaticMarkup(
      <SiteFooter
        siteName="Metro Pre-Owned"
        dealershipGroup="Metro Motor Group"
        address={null}
        groups={[]}
      />,
    );
    expect(markup).toContain("Part of Metro Motor Group");
  });

  it("says nothing of a group where the site has none", () => {
    const markup = renderToStaticMarkup(
      <SiteFooter siteName="Coastline RV Centre" address={null} groups={[]} />,
    );
    expect(markup).not.toContain("Part of");
  });
});
