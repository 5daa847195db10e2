import {
  changeOf,
  changeText,
  percentText,
  type Insight,
} from "@forecourt/core/analytics/insight-report";
import { formatPrice } from "@forecourt/core/locale/format-price";
import { ConsoleSection } from "./kit/console-section.tsx";
import { InsightTable } from "./insight/insight-figure.tsx";

function Headline({ label, value, change }: { label: string; value: string; change: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-3xl font-bold">{value}</dd>
      <dd className="text-sm text-slate-700">{change} on the previous period</dd>
    </div>
  );
}

/**
 * The dashboard's headline: the sales the leads became (leads marked sold in the period), by
 * where their leads came from, the split-test variant their visit saw, how fast that visit was,
 * and, for a group, by site.
 */
export function InsightSales({
  current,
  previous,
  isGroup,
}: {
  current: Insight;
  previous: Insight;
  isGroup: boolean;
}) {
  const sales = changeOf(current.headline.sales, previous.headline.sales);
  const perLead = changeOf(current.headline.salesPerLead, previous.headline.salesPerLead);
  const value = changeOf(current.headline.salesValue, previous.headline.salesValue);
  return (
    <ConsoleSection id="insight-sales" title="Sales">
      <p className="mt-1 text-sm text-slate-700">
        Leads marked sold in this period, credited to where the lead came from; their value is the
        sale prices recorded.
      </p>
      <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Headline label="Sales" value={String(sales.value)} change={changeText(sales)} />
        <Headline label="Sales value" value={formatPrice(value.value)} change={changeText(value)} />
        <Headline
          label="Sales per lead"
          value={percentText(perLead.value)}
          change={changeText(perLead)}
        />
        <Headline
          label="Leads"
          value={String(current.headline.leads)}
          change={changeText(changeOf(current.headline.leads, previous.headline.leads))}
        />
      </dl>
      <InsightTable
        caption="Sales by source, medium and campaign"
        columns={["Source / medium / campaign", "Leads", "Sales", "Value", "Sales per lead"]}
        rows={current.sales.bySource.map((row) => [
          row.label,
          row.leads,
          row.sales,
          formatPrice(row.value),
          percentText(row.rate),
        ])}
      />
      {current.sales.byVariant.length > 0 && (
        <InsightTable
          caption="Sales by split-test variant"
          columns={["Site", "Variant", "Visits", "Sales", "Value", "Sales per visit"]}
          rows={current.sales.byVariant.map((row) => [
            row.site,
            row.label,
            row.visits,
            row.sales,
            formatPrice(row.value),
            percentText(row.rate),
          ])}
        />
      )}
      <InsightTable
        caption="Sales by the speed of the shopper's visit (Largest Contentful Paint)"
        columns={["Visit speed", "Sales", "Value"]}
        rows={current.sales.bySpeed.map((row) => [row.label, row.sales, formatPrice(row.value)])}
      />
      {isGroup && (
        <InsightTable
          caption="Sales by site"
          columns={["Site", "Leads", "Sales", "Value", "Sales per lead"]}
          rows={current.sales.bySite.map((row) => [
            row.label,
            row.leads,
            row.sales,
            formatPrice(row.value),
            percentText(row.rate),
          ])}
        />
      )}
    </ConsoleSection>
  );
}
