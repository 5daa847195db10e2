import { sql } from "drizzle-orm";
import type { SaleSpeed } from "@forecourt/core/analytics/insight-report";
import { rateWebVital } from "@forecourt/core/analytics/web-vitals";
import type { Database } from "../../client.ts";
import { rows } from "../../raw-rows.ts";
import { creditSitesLeads, type LeadCredit } from "./credit-leads.ts";
import { bySite, siteIdArray } from "./site-set.ts";
import { WEB_VITAL_ROW } from "./analytics-sql.ts";

/**
 * A site's sales over a range (leads marked sold in it, from the leads table): by where the
 * lead came from (the attribution rule's source, medium and campaign, as its leads are), by the
 * split-test variant its visit saw, and by the speed of its visit (the slowest Largest
 * Contentful Paint its browser measured in the 30 days before the lead), and by form; with what
 * the sales were worth (the sale prices recorded; a sale without one adds nothing) by the same
 * groupings.
 */
export type SaleFigures = {
  sales: number;
  value: number;
  by_source: { source: string; medium: string; campaign: string; sales: number; value: number }[];
  by_variant: Record<string, number>;
  value_by_variant: Record<string, number>;
  by_speed: Record<SaleSpeed, number>;
  value_by_speed: Record<SaleSpeed, number>;
  by_form: Record<string, number>;
};

type SoldRow = {
  site: number;
  id: string;
  category: string;
  at: string | Date;
  params: Record<string, unknown> | null;
  credited: boolean;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  variant: string | null;
  lcp: number | null;
  sale_price: number | null;
};

/** The lookback of a visit's speed: the attribution rule's 30 days. */
const VISIT_LOOKBACK = "30 days";

export async function getSaleFigures(
  db: Database,
  websiteId: number,
  range: { start: Date; end: Date },
): Promise<SaleFigures> {
  return (await getSitesSaleFigures(db, [websiteId], range)).get(websiteId)!;
}

/** `getSaleFigures` of many sites at once: one read of their sold leads. */
export async function getSitesSaleFigures(
  db: Database,
  websiteIds: readonly number[],
  range: { start: Date; end: Date },
): Promise<Map<number, SaleFigures>> {
  const sold = bySite(websiteIds, await readSold(db, websiteIds, range));
  const pending = new Map(
    [...sold].map(([site, list]) => [
      site,
      list
        .filter((row) => !row.credited)
        .map((row) => ({ id: row.id, at: new Date(row.at), params: row.params })),
    ]),
  );
  const credits = await creditSitesLeads(db, pending);
  return new Map(websiteIds.map((id) => [id, shapeSaleFigures(sold.get(id)!, credits)]));
}

/** Each sold lead with its own conversion event (its visitor and variant), read by lead id. */
function readSold(
  db: Database,
  websiteIds: readonly number[],
  range: { start: Date; end: Date },
): Promise<SoldRow[]> {
  return rows<SoldRow>(
    db,
    sql`
    select l.website_id as site, l.id, l.category, l.created_at as at,
      l.linked_query_params as params,
      l.credited_at is not null as credited, l.credit_source as source,
      l.credit_medium as medium, l.credit_campaign as campaign, c.variant, l.sale_price,
      (select max((v.properties->>'value')::float8) from tracking_events v
        where v.website_id = l.website_id and v.anon_id = c.anon_id
          and v.created_at >= l.created_at - interval '${sql.raw(VISIT_LOOKBACK)}'
          and v.created_at <= l.created_at + interval '1 day'
          and v.category = ${WEB_VITAL_ROW} and v.properties->>'metric' = 'LCP') as lcp
    from leads l
    left join lateral (
      select e.anon_id, coalesce(e.properties->>'variant', '') as variant
      from tracking_events e
      where e.website_id = l.website_id and e.lead_id = l.id
      order by e.created_at limit 1) c on true
    where l.website_id = any(${siteIdArray(websiteIds)})
      and l.sold_at >= ${range.start.toISOString()}
      and l.sold_at < ${range.end.toISOString()}`,
  );
}

/** One site's sales by source, variant, speed and form, from its sold leads. */
function shapeSaleFigures(
  sold: readonly SoldRow[],
  credits: ReadonlyMap<string, LeadCredit>,
): SaleFigures {
  const figures: SaleFigures = {
    sales: sold.length,
    value: 0,
    by_source: [],
    by_variant: {},
    value_by_variant: {},
    by_speed: { good: 0, "needs-improvement": 0, poor: 0, "not-measured": 0 },
    value_by_speed: { good: 0, "needs-improvement": 0, poor: 0, "not-measured": 0 },
    by_form: {},
  };
  const sources = new Map<string, SaleFigures["by_source"][number]>();
  for (const row of sold) {
    const credit = row.credited
      ? { source: row.source ?? "", medium: row.medium ?? "", campaign: row.campaign ?? "" }
      : credits.get(row.id)!;
    const key = `${credit.source}\u0000${credit.medium}\u0000${credit.campaign}`;
    const value = row.sale_price === null ? 0 : Number(row.sale_price);
    figures.value += value;
    const into = sources.get(key) ?? { ...credit, sales: 0, value: 0 };
    into.sales += 1;
    into.value += value;
    sources.set(key, into);
    addSaleGroups(figures, row, value);
  }
  figures.by_source = [...sources.values()].sort(
    (a, b) => b.sales - a.sales || a.source.localeCompare(b.source),
  );
  return figures;
}

/** A sale counted by its variant, its visit's speed and its form. */
function addSaleGroups(figures: SaleFigures, row: SoldRow, value: number): void {
  if (row.variant) {
    figures.by_variant[row.variant] = (figures.by_variant[row.variant] ?? 0) + 1;
    figures.value_by_variant[row.variant] = (figures.value_by_variant[row.variant] ?? 0) + value;
  }
  const lcp = row.lcp === null ? null : Number(row.lcp);
  const speed = lcp === null ? "not-measured" : rateWebVital("LCP", lcp);
  figures.by_speed[speed] += 1;
  figures.value_by_speed[speed] += value;
  figures.by_form[row.category] = (figures.by_form[row.category] ?? 0) + 1;
}
