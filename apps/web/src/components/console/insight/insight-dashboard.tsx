import {
  changeOf,
  changeText,
  HEADLINE_FIGURES,
  percentText,
  FIGURE_SOURCES,
  type Insight,
  type SpeedReport,
} from "@forecourt/core/analytics/insight-report";
import { WEB_VITAL_THRESHOLDS } from "@forecourt/core/analytics/web-vitals";
import { chartSvg } from "@/server/console/insight-chart";
import { ConsoleSection } from "../kit/console-section.tsx";
import { InsightFigure, InsightTable } from "./insight-figure.tsx";

const RATING_WORDS = { good: "good", "needs-improvement": "needs improvement", poor: "poor" };
const formatMetric = (metric: string, value: number) =>
  metric === "CLS" ? value.toFixed(2) : `${Math.round(value)} ms`;
const sourceName = (row: { source: string; medium: string; campaign: string }) =>
  [row.source, row.medium, row.campaign].filter(Boolean).join(" / ");
const sited = (row: { site: string; label: string }) =>
  row.site ? `${row.site}: ${row.label}` : row.label;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `insight-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <ConsoleSection id={id} title={title}>
      {children}
    </ConsoleSection>
  );
}

type Period = { current: Insight; previous: Insight; rangeText: string };

/** Each headline figure of the period against the one before, with where it is counted from. */
function SummarySection({ current, previous, rangeText }: Period) {
  return (
    <Section title="Summary">
      <InsightTable
        caption={`Figures for ${rangeText}, against the previous period`}
        columns={["Figure", "This period", "Previous period", "Change", "Counted from"]}
        rows={HEADLINE_FIGURES.map(({ key, label, source }) => {
          const change = changeOf(current.headline[key], previous.headline[key]);
          const show = (n: number) =>
            key === "conversionRate" || key === "salesPerLead" ? percentText(n) : n;
          return [
            label,
            show(change.value),
            show(change.previous),
            changeText(change),
            FIGURE_SOURCES[source],
          ];
        })}
      />
    </Section>
  );
}

/** Visits and vehicle views (lines) and leads (bars), day by day. */
function TrafficSection({ current, rangeText }: Omit<Period, "previous">) {
  const svg = chartSvg({
    categories: current.days.map((day) => day.date.slice(5)),
    series: [
      { name: "Visits", kind: "line", data: current.days.map((day) => day.visits) },
      { name: "Vehicle views", kind: "line", data: current.days.map((day) => day.vehicleViews) },
      { name: "Leads", kind: "bar", data: current.days.map((day) => day.leads) },
    ],
  });
  return (
    <Section title="Visits, vehicle views and leads">
      <InsightFigure
        label={`Visits and vehicle views (lines) and leads (bars) by day, ${rangeText}`}
        svg={svg}
        caption="Visits, vehicle views and leads by day"
        columns={["Day", "Visits", "Vehicle views", "Leads"]}
        rows={current.days.map((day) => [day.date, day.visits, day.vehicleViews, day.leads])}
      />
    </Section>
  );
}

/** Leads by form (the leads table) beside the conversion events by form (the events table). */
function LeadsByFormSection({ current }: { current: Insight }) {
  return (
    <Section title="Leads by form">
      <InsightTable
        caption="Leads by form, from the leads table"
        columns={["Form", "Leads", "Per visit"]}
        rows={current.leadsByForm.map((row) => [
          row.form,
          row.leads,
          percentText(current.headline.visits ? row.leads / current.headline.visits : 0),
        ])}
      />
      <InsightTable
        caption="Conversion events by form (spec §9 id), from the events table"
        columns={["Form", "§9 id", "Conversions", "Per visit"]}
        rows={current.conversionsByForm.map((row) => [
          row.form,
          row.eventId ?? "—",
          row.conversions,
          percentText(row.rate),
        ])}
      />
    </Section>
  );
}

/** How leads are credited, the ten largest sources charted, and every source in a table. */
function LeadSourcesSection({ current }: { current: Insight }) {
  const sources = current.leadsBySource.slice(0, 10);
  return (
    <Section title="Leads by source and campaign">
      <p className="mt-2 text-sm text-slate-700">
        Each lead is credited to the last non-direct click within 30 days: utm_source, utm_medium
        and utm_campaign as sent; a gclid without them is google / cpc, an fbclid facebook / cpc,
        another site&apos;s link its host / referral.
      </p>
      {sources.length > 0 ? (
        <InsightFigure
          label={`Leads by source, medium and campaign, the ${sources.length} largest`}
          svg={chartSvg({
            categories: sources.map(sourceName),
            series: [{ name: "Leads", kind: "bar", data: sources.map((row) => row.leads) }],
            height: 260,
          })}
          caption="Leads by source, medium and campaign (chart)"
          columns={["Source / medium / campaign", "Leads"]}
          rows={sources.map((row) => [sourceName(row), row.leads])}
        />
      ) : null}
      <InsightTable
        caption="Leads by source, medium and campaign"
        columns={["Source", "Medium", "Campaign", "Leads"]}
        rows={current.leadsBySource.map((row) => [
          row.source,
          row.medium,
          row.campaign || "—",
          row.leads,
        ])}
      />
    </Section>
  );
}

/** Leads by the first page of their visit. */
function LandingPagesSection({ current }: { current: Insight }) {
  return (
    <Section title="Leads by landing page">
      <InsightTable
        caption="Leads by the first page of their visit"
        columns={["Landing page", "Leads"]}
        rows={current.leadsByLandingPage.map((row) => [sited(row), row.count])}
      />
    </Section>
  );
}

/** The vehicles viewed most and those with most leads. */
function TopVehiclesSection({ current }: { current: Insight }) {
  return (
    <Section title="Top vehicles">
      <InsightTable
        caption="Vehicles viewed most (events table)"
        columns={["Vehicle", "Views"]}
        rows={current.topViewed.map((row) => [sited(row), row.count])}
      />
      <InsightTable
        caption="Vehicles with most leads (leads table)"
        columns={["Vehicle", "Leads"]}
        rows={current.topByLeads.map((row) => [sited(row), row.count])}
      />
    </Section>
  );
}

/** Each site's split-test variants with their conversion rates, and what they say. */
function SplitTestsSection({ current }: { current: Insight }) {
  return (
    <Section title="Split tests">
      {current.variants.length === 0 ? (
        <p className="mt-2 text-slate-700">No split test ran in this period.</p>
      ) : (
        current.variants.map((report) => (
          <div key={report.site}>
            <InsightTable
              caption={`Split-test variants on ${report.site}`}
              columns={["Variant", "Visits", "Conversions", "Conversion rate"]}
              rows={report.variants.map((variant) => [
                variant.name,
                variant.visits,
                variant.conversions,
                percentText(variant.rate),
              ])}
            />
            <p className="mt-2 font-medium">{report.statement}</p>
          </div>
        ))
      )}
    </Section>
  );
}

/** Each speed metric of one site: its p75 per page group, day by day, against the thresholds. */
function SpeedCharts({ reports }: { reports: SpeedReport[] }) {
  const bySiteMetric = new Map<string, SpeedReport[]>();
  for (const report of reports) {
    const key = JSON.stringify([report.site, report.metric]);
    bySiteMetric.set(key, [...(bySiteMetric.get(key) ?? []), report]);
  }
  return [...bySiteMetric.entries()].map(([key, group]) => {
    const { site, metric } = group[0]!;
    const days = [...new Set(group.flatMap((report) => report.points.map((p) => p.day)))].sort();
    const [good, poor] = WEB_VITAL_THRESHOLDS[metric];
    const svg = chartSvg({
      categories: days.map((day) => day.slice(5)),
      series: group.map((report) => ({
        name: report.pageGroup,
        kind: "line",
        data: days.map((day) => report.points.find((p) => p.day === day)?.p75 ?? Number.NaN),
      })),
      lines: [
        { label: `good ≤ ${formatMetric(metric, good)}`, value: good, colour: "#047857" },
        { label: `poor > ${formatMetric(metric, poor)}`, value: poor, colour: "#be123c" },
      ],
      height: 240,
    });
    return (
      <InsightFigure
        key={key}
        label={`${metric} p75 by day on ${site}, home, search and vehicle pages, against good (${formatMetric(metric, good)}) and poor (${formatMetric(metric, poor)})`}
        svg={svg}
        caption={`${metric} p75 on ${site} by day and page type`}
        columns={["Day", "Page type", "p75", "Rating", "Samples"]}
        rows={group.flatMap((report) =>
          report.points.map((point) => [
            point.day,
            report.pageGroup,
            formatMetric(metric, point.p75),
            RATING_WORDS[point.rating],
            point.samples,
          ]),
        )}
      />
    );
  });
}

/** What visitors' browsers measured, against the Core Web Vitals thresholds. */
function SpeedSection({ current }: { current: Insight }) {
  return (
    <Section title="Real visitors' speed">
      <p className="mt-2 text-sm text-slate-700">
        The 75th percentile of what visitors&apos; browsers measured, by day, on home, search and
        vehicle pages, against the Core Web Vitals thresholds: good, needs improvement, poor.
      </p>
      {current.speed.length === 0 ? (
        <p className="mt-2 text-slate-700">No measurements in this period.</p>
      ) : (
        <SpeedCharts reports={current.speed} />
      )}
    </Section>
  );
}

/**
 * The Insight page's figures for one period against the one before, section by section, each
 * chart with its table alternative.
 */
export function InsightDashboard(period: Period) {
  const { current } = period;
  return (
    <>
      <SummarySection {...period} />
      <TrafficSection current={current} rangeText={period.rangeText} />
      <LeadsByFormSection current={current} />
      <LeadSourcesSection current={current} />
      <LandingPagesSection current={current} />
      <TopVehiclesSection current={current} />
      <SplitTestsSection current={current} />
      <SpeedSection current={current} />
    </>
  );
}
