import type { Metadata } from "next";
import { notFound } from "next/navigation";
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
import {
  CONSOLE_INSIGHT_EXPORT_PATH,
  CONSOLE_INSIGHT_PATH,
} from "@forecourt/core/console/console-paths";
import { insightSearch, parseInsightQuery } from "@forecourt/core/console/insight-query";
import { mayAnywhere } from "@forecourt/core/console/staff-access";
import { FilterForm } from "@/components/console/kit/filter-form";
import { FilterField, SiteOptions } from "@/components/console/kit/filter-field";
import { ConsoleSection } from "@/components/console/kit/console-section";
import { InsightCollectionNotice } from "@/components/console/insight/insight-collection-notice";
import { InsightFigure, InsightTable } from "@/components/console/insight/insight-figure";
import { InsightSales } from "@/components/console/insight-sales";
import { Input, Select } from "@/components/ui/input";
import { requireStaff } from "@/server/console/console-session";
import { chartSvg } from "@/server/console/insight-chart";
import { loadInsight, type InsightView } from "@/server/console/insight-data";
import { db } from "@/server/db";

export const metadata: Metadata = { title: "Insight" };

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

/** Each speed metric of one site: its p75 per page group, day by day, against the thresholds. */
function SpeedCharts({ reports }: { reports: SpeedReport[] }) {
  const bySiteMetric = new Map<string, SpeedReport[]>();
  for (const report of reports) {
    const key = `${report.site}\u0000${report.metric}`;
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

// eslint-disable-next-line max-lines-per-function -- over the cap: to be split into its figure sections
function Dashboard({
  current,
  previous,
  rangeText,
}: {
  current: Insight;
  previous: Insight;
  rangeText: string;
}) {
  const traffic = chartSvg({
    categories: current.days.map((day) => day.date.slice(5)),
    series: [
      { name: "Visits", kind: "line", data: current.days.map((day) => day.visits) },
      { name: "Vehicle views", kind: "line", data: current.days.map((day) => day.vehicleViews) },
      { name: "Leads", kind: "bar", data: current.days.map((day) => day.leads) },
    ],
  });
  const sources = current.leadsBySource.slice(0, 10);
  return (
    <>
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
      <Section title="Visits, vehicle views and leads">
        <InsightFigure
          label={`Visits and vehicle views (lines) and leads (bars) by day, ${rangeText}`}
          svg={traffic}
          caption="Visits, vehicle views and leads by day"
          columns={["Day", "Visits", "Vehicle views", "Leads"]}
          rows={current.days.map((day) => [day.date, day.visits, day.vehicleViews, day.leads])}
        />
      </Section>
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
      <Section title="Leads by landing page">
        <InsightTable
          caption="Leads by the first page of their visit"
          columns={["Landing page", "Leads"]}
          rows={current.leadsByLandingPage.map((row) => [sited(row), row.count])}
        />
      </Section>
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
    </>
  );
}

/**
 * The zone Insight's days are counted in, in one sentence: the site's, or a group's first
 * site's, said to be that site's when the group's sites are not all in one zone (each site's
 * visits and speed are then counted by its own days, as its daily rollups keep them).
 */
function zoneSentence(zone: InsightView["zone"], siteCount: number): string {
  if (siteCount > 1 && zone.isMixed) {
    return `Leads, sales and reservations are counted by day in ${zone.timeZone} time (that of ${zone.siteName}, the first of your sites, which are in more than one zone); visits and speed by each site's own day.`;
  }
  const whose = siteCount === 1 ? "the site's own" : "your sites' own";
  return `Days are counted in ${zone.timeZone} time (${whose}).`;
}

/**
 * What each site brought (issue 38): one site or the user's dealership group over a range of
 * days, against the period of the same length before it. Operators read every site, dealer
 * admins their own; sales have no insight (`read-insight`). The state is the URL (a GET form);
 * everything renders on the server, charts included.
 */
export default async function ConsoleInsight({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const staff = await requireStaff();
  if (!mayAnywhere(staff, "read-insight")) notFound();
  const view = await loadInsight(
    await db(),
    staff,
    parseInsightQuery(await searchParams, new Date()),
  );
  if (!view) notFound();
  const { query } = view;
  const scopeName =
    view.scope === "all" ? `all your sites (${view.shown.length})` : view.shown[0]!.name;
  const rangeText = `${query.range.from} to ${query.range.to}`;
  const errors = Object.values(query.errors);
  return (
    <>
      <h1 className="text-2xl font-bold">Insight</h1>
      <FilterForm
        action={CONSOLE_INSIGHT_PATH}
        label="Insight period"
        className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        submitClassName="self-end"
      >
        <FilterField id="insight-site" label="Site">
          <Select id="insight-site" name="site" defaultValue={String(view.scope)}>
            {view.sites.length > 1 ? (
              <option value="all">All your sites ({view.sites.length})</option>
            ) : null}
            <SiteOptions sites={view.sites} />
          </Select>
        </FilterField>
        <FilterField id="insight-from" label="From">
          <Input id="insight-from" name="from" type="date" defaultValue={query.range.from} />
        </FilterField>
        <FilterField id="insight-to" label="To">
          <Input id="insight-to" name="to" type="date" defaultValue={query.range.to} />
        </FilterField>
      </FilterForm>
      {errors.length > 0 ? (
        <p role="alert" className="mt-3 text-red-800">
          {errors.join(" ")} Showing the last 30 days instead.
        </p>
      ) : null}
      <p className="mt-4 text-slate-800" id="insight-period">
        {scopeName}, {rangeText}, against {query.previous.from} to {query.previous.to}.{" "}
        {zoneSentence(view.zone, view.shown.length)}
      </p>
      <InsightCollectionNotice sites={view.shown} />
      <p className="mt-2">
        <a
          className="text-blue-800 underline"
          href={`${CONSOLE_INSIGHT_EXPORT_PATH}${insightSearch({ scope: view.scope, range: query.range })}`}
          download
        >
          Download these figures (CSV)
        </a>
      </p>
      <InsightSales
        current={view.current}
        previous={view.previous}
        isGroup={view.shown.length > 1}
      />
      <Dashboard current={view.current} previous={view.previous} rangeText={rangeText} />
    </>
  );
}
