import { sql } from "drizzle-orm";
import {
  ATTRIBUTION_WINDOW_MS,
  attributeConversion,
  touchParams,
  type Touch,
} from "@forecourt/core/analytics/attribution";
import type { Database } from "../../client.ts";

/** Leads from the leads table by where they came from, as the dashboard lists them. */
export type LeadSourceRow = { source: string; medium: string; campaign: string; leads: number };

/**
 * A site's leads over a range, counted from the leads table (never from conversion events):
 * by form (the lead's category), by day, by source and campaign (the attribution rule in core
 * `analytics/attribution.ts`), by landing page and by car. Incomplete multi-step leads are not
 * counted.
 */
export type LeadFigures = {
  leads: number;
  by_form: Record<string, number>;
  by_day: Record<string, number>;
  by_source: LeadSourceRow[];
  by_landing_page: Record<string, number>;
  by_car: Record<string, number>;
};

type LeadRow = {
  id: string;
  category: string;
  day: string;
  at: string | Date;
  car_id: number | null;
  landing: string | null;
  url: string | null;
  params: Record<string, unknown> | null;
};
type TouchRow = { lead_id: string; at: string | Date; properties: Record<string, unknown> };

const time = (value: string | Date) => new Date(value).getTime();

/** The path of a landing page URL (absolute or relative), without its query; "(unknown)". */
export function landingPath(url: string | null): string {
  if (!url) return "(unknown)";
  try {
    return new URL(url, "http://relative.invalid").pathname.slice(0, 300) || "/";
  } catch {
    return "(unknown)";
  }
}

/**
 * Reads the leads of `websiteId` created in [start, end) and credits each one: its touches are
 * the collector events of the visitor (the anon id its own conversion event carried) in the 30
 * days before it that carry a campaign parameter or a referrer, and its own first-page query
 * (linked_query_params) at the time it was sent.
 */
export async function getLeadFigures(
  db: Database,
  websiteId: number,
  range: { start: Date; end: Date },
): Promise<LeadFigures> {
  const leads = (await db.execute(sql`
    select id, category, to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
      created_at as at, car_id, visited_pages->>0 as landing, url,
      linked_query_params as params
    from leads
    where website_id = ${websiteId} and created_at >= ${range.start.toISOString()}
      and created_at < ${range.end.toISOString()} and lead_status <> 'Incomplete'`)) as unknown as {
    rows: LeadRow[];
  };
  const figures: LeadFigures = {
    leads: 0,
    by_form: {},
    by_day: {},
    by_source: [],
    by_landing_page: {},
    by_car: {},
  };
  if (leads.rows.length === 0) return figures;

  const windowStart = new Date(range.start.getTime() - ATTRIBUTION_WINDOW_MS);
  const touches = (await db.execute(sql`
    with visitor as (
      select distinct lead_id, anon_id from tracking_events
      where website_id = ${websiteId} and lead_id is not null and anon_id is not null
        and created_at >= ${range.start.toISOString()}
        and created_at < ${new Date(range.end.getTime() + 86_400_000).toISOString()}
    )
    select v.lead_id::text as lead_id, t.created_at as at, t.properties
    from visitor v
    join tracking_events t on t.website_id = ${websiteId} and t.anon_id = v.anon_id
      and t.created_at >= ${windowStart.toISOString()}
      and t.created_at < ${range.end.toISOString()}
      and t.properties ?| array['utm_source','utm_medium','utm_campaign','gclid','fbclid','referrer']`)) as unknown as {
    rows: TouchRow[];
  };
  const hosts = (await db.execute(
    sql`select host from domains where website_id = ${websiteId}`,
  )) as unknown as { rows: { host: string }[] };
  const ownHosts = hosts.rows.map((row) => row.host);

  const byLead = new Map<string, Touch[]>();
  for (const row of touches.rows) {
    const list = byLead.get(row.lead_id) ?? [];
    const referrer = row.properties.referrer;
    list.push({
      at: time(row.at),
      params: touchParams(row.properties),
      referrer: typeof referrer === "string" ? referrer : null,
    });
    byLead.set(row.lead_id, list);
  }

  const sources = new Map<string, LeadSourceRow>();
  const add = (into: Record<string, number>, key: string) => (into[key] = (into[key] ?? 0) + 1);
  for (const lead of leads.rows) {
    const at = time(lead.at);
    const own: Touch = { at, params: touchParams(lead.params ?? {}) };
    const credit = attributeConversion([own, ...(byLead.get(lead.id) ?? [])], at, { ownHosts });
    const key = `${credit.source}\u0000${credit.medium}\u0000${credit.campaign}`;
    const row = sources.get(key) ?? { ...credit, leads: 0 };
    row.leads += 1;
    sources.set(key, {
      source: row.source,
      medium: row.medium,
      campaign: row.campaign,
      leads: row.leads,
    });
    figures.leads += 1;
    add(figures.by_form, lead.category);
    add(figures.by_day, lead.day);
    add(figures.by_landing_page, landingPath(lead.landing ?? lead.url));
    if (lead.car_id !== null) add(figures.by_car, String(lead.car_id));
  }
  figures.by_source = [...sources.values()].sort(
    (a, b) => b.leads - a.leads || a.source.localeCompare(b.source),
  );
  return figures;
}
