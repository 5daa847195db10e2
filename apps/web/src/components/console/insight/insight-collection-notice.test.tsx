import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InsightCollectionNotice } from "./insight-collection-notice.tsx";

const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("InsightCollectionNotice", () => {
  it("says plainly when the site shown does not record visits, with the way to Settings", () => {
    const html = renderToStaticMarkup(
      <InsightCollectionNotice sites={[{ id: 7, name: "Sunny Motors", isCollecting: false }]} />,
    );
    expect(text(html)).toBe(
      "This site does not record visits: turn on “Count visits and page speed on this site” in Settings.",
    );
    expect(html).toContain('href="/console/sites/7/settings"');
  });

  it("names each site of a group that does not, and says nothing when all do", () => {
    const html = renderToStaticMarkup(
      <InsightCollectionNotice
        sites={[
          { id: 1, name: "North", isCollecting: true },
          { id: 2, name: "South", isCollecting: false },
        ]}
      />,
    );
    expect(text(html)).toBe(
      "South does not record visits: turn on “Count visits and page speed on this site” in Settings.",
    );
    expect(
      renderToStaticMarkup(
        <InsightCollectionNotice sites={[{ id: 1, name: "North", isCollecting: true }]} />,
      ),
    ).toBe("");
  });
});
