import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  CONSOLE_INSIGHT_EXPORT_PATH,
  CONSOLE_INSIGHT_PATH,
} from "@forecourt/core/console/console-paths";
import { insightSearch, parseInsightQuery } from "@forecourt/core/console/insight-query";
import { mayAnywhere } from "@forecourt/core/console/staff-access";
import { FilterForm } from "@/components/console/kit/filter-form";
import { FilterField, SiteOptions } from "@/components/console/kit/filter-field";
import { InsightCollectionNotice } from "@/components/console/insight/insight-collection-notice";
import { InsightDashboard } from "@/components/console/insight/insight-dashboard";
import { InsightSales } from "@/components/console/insight-sales";
import { Input, Select } from "@/components/ui/input";
import { requireStaff } from "@/server/console/console-session";
import { loadInsight, type InsightView } from "@/server/console/insight-data";
import { db } from "@/server/db";

export const metadata: Metadata = { title: "Insight" };

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
      <InsightDashboard current={view.current} previous={view.previous} rangeText={rangeText} />
    </>
  );
}
