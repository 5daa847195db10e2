import { describe, expect, it } from "vitest";
import {
  buildInsight,
  changeOf,
  changeText,
  daysOf,
  formEventId,
  insightCsvRows,
  variantReport,
  type SiteInsightInput,
} from "./insight-report.ts";

const range = { from: "2026-11-01", to: "2026-11-03" };

const site = (
  id: number,
  name: string,
  over: Partial<SiteInsightInput> = {},
): SiteInsightInput => ({
  siteId: id,
  siteName: name,
  events: {
    days: [{ date: "2026-11-02", sessions: 100, vehicle_views: 40 }],
    totals: {
      page_views: { Home: 80, "Used Vehicle Details": 40 },
      vehicle_views: 40,
      conversions: 5,
      conversions_by_form: { "Finance Enquiry": 3, Other: 2 },
      sessions: 100,
      calls: 4,
      reveals: 2,
      by_variant: {},
    },
  },
  leads: {
    leads: 5,
    by_form: { Finance: 3, General: 2 },
    by_day: { "2026-11-02": 5 },
    by_source: [{ source: "google", medium: "cpc", campaign: "utes", leads: 5 }],
    by_landing_page: { "/cars": 4, "/": 1 },
    by_car: { "7": 2 },
  },
  activity: {
    topViewed: [{ carId: 7, name: "2020 Toyota Hilux", count: 30 }],
    chats: 1,
    reservations: 1,
    purchases: 0,
    payments: 1,
    carNames: { "7": "2020 Toyota Hilux" },
  },
  vitals: [],
  sales: {
    sales: 2,
    value: 60_000,
    by_source: [{ source: "google", medium: "cpc", campaign: "utes", sales: 2, value: 60_000 }],
    by_variant: {},
    value_by_variant: {},
    by_speed: { good: 1, "needs-improvement": 0, poor: 0, "not-measured": 1 },
    value_by_speed: { good: 35_000, "needs-improvement": 0, poor: 0, "not-measured": 25_000 },
  },
  ...over,
});

describe("buildInsight", () => {
  it("shows one site's figures with every day of the range and the §9 id of each form", () => {
    const insight = buildInsight([site(1, "Metro")], range);
    expect(insight.headline).toMatchObject({
      visits: 100,
      pageViews: 120,
      vehicleViews: 40,
      leads: 5,
      conversionRate: 0.05,
      leadsWithoutVisit: 0,
      calls: 4,
      reveals: 2,
      chats: 1,
      reservations: 1,
      payments: 1,
    });
    expect(insight.days.map((day) => day.date)).toEqual(["2026-11-01", "2026-11-02", "2026-11-03"]);
    expect(insight.days[1]).toEqual({
      date: "2026-11-02",
      visits: 100,
      vehicleViews: 40,
      leads: 5,
    });
    expect(insight.conversionsByForm[0]).toEqual({
      form: "Finance Enquiry",
      eventId: 20,
      conversions: 3,
      rate: 0.03,
    });
    expect(insight.topByLeads).toEqual([{ label: "2020 Toyota Hilux", site: "", count: 2 }]);
    expect(insight.leadsByLandingPage[0]).toEqual({ label: "/cars", site: "", count: 4 });
  });

  it("keeps the conversion rate a share of visits: leads no visit recorded are counted apart", () => {
    const quiet = (id: number, name: string, visits: number, conversions: number, leads: number) =>
      site(id, name, {
        events: {
          ...site(id, name).events,
          totals: { ...site(id, name).events.totals, sessions: visits, conversions },
        },
        leads: { ...site(id, name).leads, leads },
      });
    // 12 leads but 2 visits, one of which enquired: 50%, and 11 leads came another way.
    const one = buildInsight([quiet(1, "Metro", 2, 1, 12)], range);
    expect(one.headline.conversionRate).toBe(0.5);
    expect(one.headline.leadsWithoutVisit).toBe(11);
    // More conversion events than visits (several enquiries in one visit) still tops out at 100%.
    expect(buildInsight([quiet(1, "Metro", 2, 5, 5)], range).headline.conversionRate).toBe(1);
    // A site without visits does not borrow another site's.
    const group = buildInsight([quiet(1, "Metro", 0, 0, 9), quiet(2, "Harbour", 10, 1, 1)], range);
    expect(group.headline.conversionRate).toBe(0.1);
    expect(group.headline.leadsWithoutVisit).toBe(9);
  });

  it("sums a group's sites, merges the same campaign and names each site in the ranked lists", () => {
    const insight = buildInsight([site(1, "Metro"), site(2, "Harbour")], range);
    expect(insight.headline.visits).toBe(200);
    expect(insight.headline.conversionRate).toBe(0.05);
    expect(insight.leadsBySource).toEqual([
      { source: "google", medium: "cpc", campaign: "utes", leads: 10 },
    ]);
    expect(insight.topViewed.map((row) => row.site).sort()).toEqual(["Harbour", "Metro"]);
    expect(insight.leadsByForm).toEqual([
      { form: "Finance", leads: 6 },
      { form: "General", leads: 4 },
    ]);
  });

  it("heads with sales: by source beside their leads, by variant per site, by speed, by site", () => {
    const harbour = site(2, "Harbour", {
      events: {
        ...site(2, "Harbour").events,
        totals: {
          ...site(2, "Harbour").events.totals,
          by_variant: { a: { sessions: 50, conversions: 3 }, b: { sessions: 50, conversions: 1 } },
        },
      },
      sales: {
        sales: 3,
        value: 90_000,
        by_source: [
          { source: "google", medium: "cpc", campaign: "utes", sales: 1, value: 30_000 },
          { source: "direct", medium: "", campaign: "", sales: 2, value: 60_000 },
        ],
        by_variant: { a: 2, b: 1 },
        value_by_variant: { a: 60_000, b: 30_000 },
        by_speed: { good: 2, "needs-improvement": 0, poor: 1, "not-measured": 0 },
        value_by_speed: { good: 60_000, "needs-improvement": 0, poor: 30_000, "not-measured": 0 },
      },
    });
    const insight = buildInsight([site(1, "Metro"), harbour], range);
    expect(insight.headline.sales).toBe(5);
    expect(insight.headline.salesPerLead).toBe(0.5);
    expect(insight.headline.salesValue).toBe(150_000);
    expect(insight.sales.bySource).toEqual([
      { label: "google / cpc / utes", site: "", leads: 10, sales: 3, value: 90_000, rate: 0.3 },
      { label: "direct", site: "", leads: 0, sales: 2, value: 60_000, rate: 0 },
    ]);
    expect(insight.sales.byVariant).toEqual([
      { label: "a", site: "Harbour", visits: 50, leads: 3, sales: 2, value: 60_000, rate: 0.04 },
      { label: "b", site: "Harbour", visits: 50, leads: 1, sales: 1, value: 30_000, rate: 0.02 },
    ]);
    expect(insight.sales.bySpeed.map((row) => [row.speed, row.sales, row.value])).toEqual([
      ["good", 3, 95_000],
      ["needs-improvement", 0, 0],
      ["poor", 1, 30_000],
      ["not-measured", 1, 25_000],
    ]);
    // By sales, most first.
    expect(insight.sales.bySite.map((row) => [row.label, row.sales, row.value, row.rate])).toEqual([
      ["Harbour", 3, 90_000, 0.6],
      ["Metro", 2, 60_000, 0.4],
    ]);
  });

  it("keeps each site's speed per page group and metric, oldest day first", () => {
    const insight = buildInsight(
      [
        site(1, "Metro", {
          vitals: [
            {
              day: "2026-11-02",
              pageGroup: "home",
              metric: "LCP",
              p75: 3000,
              samples: 9,
              rating: "needs-improvement",
            },
            {
              day: "2026-11-01",
              pageGroup: "home",
              metric: "LCP",
              p75: 2000,
              samples: 4,
              rating: "good",
            },
            {
              day: "2026-11-01",
              pageGroup: "other",
              metric: "LCP",
              p75: 9000,
              samples: 1,
              rating: "poor",
            },
          ],
        }),
      ],
      range,
    );
    expect(insight.speed).toEqual([
      {
        site: "Metro",
        pageGroup: "home",
        metric: "LCP",
        points: [
          { day: "2026-11-01", p75: 2000, rating: "good", samples: 4 },
          { day: "2026-11-02", p75: 3000, rating: "needs-improvement", samples: 9 },
        ],
      },
    ]);
  });
});

describe("variantReport", () => {
  it("puts the variants side by side with the significance statement", () => {
    const report = variantReport("Lone Star", {
      "": { sessions: 5, conversions: 0 },
      b: { sessions: 1000, conversions: 80 },
      a: { sessions: 1000, conversions: 40 },
    });
    expect(report?.variants.map((variant) => [variant.name, variant.rate])).toEqual([
      ["a", 0.04],
      ["b", 0.08],
    ]);
    expect(report?.statement).toMatch(/^b converts better/);
  });

  it("says when there is too little to tell, one variant alone, or none", () => {
    expect(
      variantReport("x", { a: { sessions: 3, conversions: 1 }, b: { sessions: 3, conversions: 0 } })
        ?.statement,
    ).toMatch(/^Too few/);
    expect(variantReport("x", { a: { sessions: 3, conversions: 1 } })?.statement).toMatch(
      /nothing to compare/,
    );
    expect(variantReport("x", { "": { sessions: 3, conversions: 1 } })).toBeNull();
  });
});

describe("changes and CSV rows", () => {
  it("compares with the previous period", () => {
    expect(changeText(changeOf(15, 10))).toBe("+50.0%");
    expect(changeText(changeOf(9, 10))).toBe("-10.0%");
    expect(changeText(changeOf(3, 0))).toBe("new");
    expect(changeText(changeOf(0, 0))).toBe("no change");
  });

  it("lists the headline against the previous period and says where each figure is counted", () => {
    const rows = insightCsvRows(buildInsight([site(1, "M")], range), buildInsight([], range));
    expect(rows[0]).toEqual(["headline", "Sales", 2, 0, "leads table"]);
    expect(rows).toContainEqual(["headline", "Visits", 100, 0, "events table"]);
    expect(rows).toContainEqual([
      "sales by source / medium / campaign",
      "google / cpc / utes",
      2,
      null,
      "leads table",
    ]);
    expect(rows).toContainEqual(["headline", "Leads", 5, 0, "leads table"]);
    expect(rows).toContainEqual([
      "headline",
      "Payments (deposits paid)",
      1,
      0,
      "reservations table",
    ]);
    expect(rows).toContainEqual([
      "leads by source / medium / campaign",
      "google / cpc / utes",
      5,
      null,
      "leads table",
    ]);
    expect(rows).toContainEqual([
      "conversion events by form",
      "Finance Enquiry (20)",
      3,
      null,
      "events table",
    ]);
  });

  it("knows the days of a range and the §9 id of a form", () => {
    expect(daysOf({ from: "2026-12-31", to: "2027-01-01" })).toEqual(["2026-12-31", "2027-01-01"]);
    expect(formEventId("Used Vehicle Enquiry")).toBe(15);
    expect(formEventId("Other")).toBeNull();
  });
});
