import { sql } from "drizzle-orm";
import {
  ATTRIBUTION_WINDOW_MS,
  attributeConversion,
  touchParams,
  type Attribution,
  type Touch,
} from "@forecourt/core/analytics/attribution";
import type { Database } from "../../client.ts";
import { rows } from "../../raw-rows.ts";
import { siteIdArray } from "./site-set.ts";

/** A lead as the attribution rule reads it. */
export type LeadToCredit = {
  id: string;
  at: Date;
  /** Its own first-page query (linked_query_params). */
  params: Record<string, unknown> | null;
};

/** What a lead is credited with: the rule's source, medium and campaign. */
export type LeadCredit = Pick<Attribution, "source" | "medium" | "campaign">;

type TouchRow = { lead_id: string; at: string | Date; properties: Record<string, unknown> };

/** A conversion event reaches the collector after its lead (the success page sends it). */
const CONVERSION_LAG_MS = 86_400_000;
/** Leads younger than this are left to the next rollup: their conversion event may be on its way. */
export const CREDIT_SETTLE_MS = 60 * 60 * 1000;
/** Leads credited per read of their touches and per update, to bound memory and parameters. */
const BATCH = 2_000;

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
 * Credits `leads` of `websiteId` by the attribution rule (core `analytics/attribution.ts`):
 * their touches are the collector events of each lead's visitor (the anon id its own conversion
 * event carried) in the 30 days before it that carry a campaign parameter or a referrer, and
 * the lead's own first-page query at the time it was sent. One read of the touches for all of
 * them, so callers pass leads close in time (a range, a batch).
 */
export async function creditLeads(
  db: Database,
  websiteId: number,
  leads: readonly LeadToCredit[],
): Promise<Map<string, LeadCredit>> {
  return creditSitesLeads(db, new Map([[websiteId, leads]]));
}

/**
 * `creditLeads` of many sites' leads at once (Insight over a group or the platform): one read
 * of the touches and one of the sites' own hosts for all of them, each site's touches within
 * its own leads' times, as `creditLeads` reads one site's.
 */
export async function creditSitesLeads(
  db: Database,
  leadsBySite: ReadonlyMap<number, readonly LeadToCredit[]>,
): Promise<Map<string, LeadCredit>> {
  const credits = new Map<string, LeadCredit>();
  const sites = [...leadsBySite].filter(([, leads]) => leads.length > 0);
  if (sites.length === 0) return credits;
  const touches = await readTouches(db, sites);
  const hosts = await rows<{ site: number; host: string }>(
    db,
    sql`select website_id as site, host from domains
      where website_id = any(${siteIdArray(sites.map(([id]) => id))})`,
  );
  const byLead = touchesByLead(touches);
  const hostsBySite = new Map<number, string[]>();
  for (const row of hosts) {
    const list = hostsBySite.get(Number(row.site)) ?? [];
    list.push(row.host);
    hostsBySite.set(Number(row.site), list);
  }
  for (const [site, leads] of sites) {
    const ownHosts = hostsBySite.get(site) ?? [];
    for (const lead of leads) {
      const at = lead.at.getTime();
      const own: Touch = { at, params: touchParams(lead.params ?? {}) };
      const { source, medium, campaign } = attributeConversion(
        [own, ...(byLead.get(lead.id) ?? [])],
        at,
        { ownHosts },
      );
      credits.set(lead.id, { source, medium, campaign });
    }
  }
  return credits;
}

/** The touches of each site's leads' visitors, from its first lead's window to its last lead. */
function readTouches(
  db: Database,
  sites: readonly (readonly [number, readonly LeadToCredit[]])[],
): Promise<TouchRow[]> {
  const windows = sites.map(([site, leads]) => {
    const times = leads.map((lead) => lead.at.getTime());
    return { site, first: Math.min(...times), last: Math.max(...times) };
  });
  const instants = (pick: (window: (typeof windows)[number]) => number) =>
    `{${windows.map((window) => new Date(pick(window)).toISOString()).join(",")}}`;
  return rows<TouchRow>(
    db,
    sql`
    with site_window as (
      select * from unnest(${siteIdArray(windows.map((window) => window.site))},
        ${instants((window) => window.first)}::timestamptz[],
        ${instants((window) => window.last)}::timestamptz[]) as w(site, first_at, last_at)
    ),
    visitor as (
      select distinct w.site, w.first_at, w.last_at, e.lead_id, e.anon_id
      from site_window w cross join lateral (select lead_id, anon_id from tracking_events e
        where e.website_id = w.site and e.lead_id is not null and e.anon_id is not null
          and e.created_at >= w.first_at
          and e.created_at < w.last_at + ${`${CONVERSION_LAG_MS} milliseconds`}::interval
        offset 0) e
    )
    select v.lead_id::text as lead_id, t.created_at as at, t.properties
    from visitor v
    cross join lateral (select created_at, properties from tracking_events t
      where t.website_id = v.site and t.anon_id = v.anon_id
        and t.created_at >= v.first_at - ${`${ATTRIBUTION_WINDOW_MS} milliseconds`}::interval
        and t.created_at <= v.last_at
        and t.properties ?| array['utm_source','utm_medium','utm_campaign','gclid','fbclid','referrer']
      offset 0) t`,
  );
}

/** Each lead's touches, as the attribution rule reads them. */
function touchesByLead(touches: readonly TouchRow[]): Map<string, Touch[]> {
  const byLead = new Map<string, Touch[]>();
  for (const row of touches) {
    const list = byLead.get(row.lead_id) ?? [];
    const referrer = row.properties.referrer;
    list.push({
      at: new Date(row.at).getTime(),
      params: touchParams(row.properties),
      referrer: typeof referrer === "string" ? referrer : null,
    });
    byLead.set(row.lead_id, list);
  }
  return byLead;
}

type UncreditedRow = {
  id: string;
  at: string | Date;
  params: Record<string, unknown> | null;
  landing: string | null;
  url: string | null;
};

/**
 * Stores the credit and landing path of every lead of `websiteId` created before `before` that
 * has none yet (complete leads only: a multi-step form part-way waits for its last step), in
 * batches of leads close in time; the rollup step calls it for the days it has rolled up,
 * before raw events past the retention are deleted. Returns how many leads it credited.
 */
export async function storeLeadCredits(
  db: Database,
  websiteId: number,
  before: Date,
  now: Date = new Date(),
): Promise<number> {
  let credited = 0;
  for (;;) {
    const batch = await rows<UncreditedRow>(
      db,
      sql`
      select id, created_at as at, linked_query_params as params,
        visited_pages->>0 as landing, url
      from leads
      where website_id = ${websiteId} and credited_at is null
        and created_at < ${before.toISOString()}
        and (lead_status <> 'Incomplete' or sold_at is not null)
      order by created_at, id
      limit ${BATCH}`,
    );
    if (batch.length === 0) return credited;
    const leads = batch.map((row) => ({ ...row, at: new Date(row.at) }));
    const credits = await creditLeads(db, websiteId, leads);
    const stored = leads.map((lead) => ({
      id: lead.id,
      ...credits.get(lead.id)!,
      landing: landingPath(lead.landing ?? lead.url),
    }));
    await db.execute(sql`
      update leads l set credit_source = c.source, credit_medium = c.medium,
        credit_campaign = c.campaign, landing_path = c.landing, credited_at = ${now.toISOString()}
      from jsonb_to_recordset(${JSON.stringify(stored)}::jsonb)
        as c(id uuid, source text, medium text, campaign text, landing text)
      where l.website_id = ${websiteId} and l.id = c.id`);
    credited += leads.length;
    if (leads.length < BATCH) return credited;
  }
}
