import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buildInsight, type SpeedReport } from "@forecourt/core/analytics/insight-report";
import { InsightDashboard } from "./insight-dashboard.tsx";

const range = { from: "2026-03-01", to: "2026-03-02" };
const headings = (html: string) =>
  [...html.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((match) => match[1]!.replace(/&#x27;/g, "'"));
const point = (day: string, p75: number) => ({ day, p75, rating: "good" as const, samples: 3 });

describe("InsightDashboard", () => {
  it("shows each figure section in order, saying plainly when a period has no split test or speed", () => {
    const empty = buildInsight([], range);
    const html = renderToStaticMarkup(
      <InsightDashboard current={empty} previous={empty} rangeText="2026-03-01 to 2026-03-02" />,
    );
    expect(headings(html)).toEqual([
      "Summary",
      "Visits, vehicle views and leads",
      "Leads by form",
      "Leads by source and campaign",
      "Leads by landing page",
      "Top vehicles",
      "Split tests",
      "Real visitors' speed",
    ]);
    expect(html).toContain("No split test ran in this period.");
    expect(html).toContain("No measurements in this period.");
  });

  it("charts speed once per site and metric, every page type of it in the one chart", () => {
    const speed: SpeedReport[] = [
      { site: "North", pageGroup: "home", metric: "LCP", points: [point("2026-03-01", 1800)] },
      { site: "North", pageGroup: "search", metric: "LCP", points: [point("2026-03-01", 2100)] },
      { site: "South", pageGroup: "home", metric: "LCP", points: [point("2026-03-02", 1500)] },
    ];
    const current = { ...buildInsight([], range), speed };
    const html = renderToStaticMarkup(
      <InsightDashboard current={current} previous={current} rangeText="March" />,
    );
    const captions = [...html.matchAll(/LCP p75 on (\w+) by day and page type/g)].map((m) => m[1]);
    expect([...new Set(captions)]).toEqual(["North", "South"]);
    expect(html).toContain("2100 ms");
  });
});
