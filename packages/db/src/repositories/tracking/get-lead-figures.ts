import { sql } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { creditSitesLeads, landingPath, type LeadCredit } from "./credit-leads.ts";
import { bySite, siteIdArray } from "./site-set.ts";
import { rows } from "../../raw-rows.ts";

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

/** One group of the credited leads' grouping sets: the key of the one set `kind` names. */
type GroupRow = {
  site: number;
  kind: "form" | "day" | "source" | "landing" | "car";
  key: string | null;
  medium: string | null;
  campaign: string | null;
  n: number;
};

/** A lead not credited yet, as `readPendingLeads` gives it. */
type PendingLead = PendingRow & { at: Date };

type PendingRow = {
  site: number;
  id: string;
  category: string;
  day: string;
  at: string | Date;
  car_id: number | null;
  landing: string | null;
  url: string | null;
  params: Record<string, unknown> | null;
};

/** A lead's day in `timeZone` (an IANA name the caller has checked). */
export const dayIn = (timeZone: string) =>
  sql`to_char((created_at at time zone ${timeZone})::date, 'YYYY-MM-DD')`;

/**
 * Reads the leads of `websiteId` created in [start, end), each counted on its day in
 * `timeZone` (the site's, for Insight; UTC by default, as the analytics API counts). Leads whose day is rolled up carry
 * their stored credit and landing path (credit-leads.ts), counted by one grouped read of the
 * leads table; the others (today's) are credited from their visitors' touches here, by the same
 * rule.
 */
export async function getLeadFigures(
  db: Database,
  websiteId: number,
  range: { start: Date; end: Date },
  options: { timeZone?: string } = {},
): Promise<LeadFigures> {
  return (await getSitesLeadFigures(db, [websiteId], range, options)).get(websiteId)!;
}

/** `getLeadFigures` of many sites at once: the same two reads over all of them. */
export async function getSitesLeadFigures(
  db: Database,
  websiteIds: readonly number[],
  range: { start: Date; end: Date },
  { timeZone = "UTC" }: { timeZone?: string } = {},
): Promise<Map<number, LeadFigures>> {
  const DAY = dayIn(timeZone);
  const inRange = leadsInRange(websiteIds, range);
  const groups = bySite(
    websiteIds,
    await rows<GroupRow>(
      db,
      sql`
      select site, case grouping(category, day, credit_source, landing_path, car_id)
          when 15 then 'form' when 23 then 'day' when 27 then 'source'
          when 29 then 'landing' else 'car' end as kind,
        coalesce(category, day, credit_source, landing_path, car_id::text) as key,
        credit_medium as medium, credit_campaign as campaign, count(*)::int as n
      from (select website_id as site, category, ${DAY} as day, credit_source, credit_medium,
          credit_campaign, landing_path, car_id
        from leads where ${inRange} and credited_at is not null) l
      group by grouping sets ((site, category), (site, day),
        (site, credit_source, credit_medium, credit_campaign), (site, landing_path),
        (site, car_id))`,
    ),
  );
  const { pending, credits } = await readPendingLeads(db, websiteIds, range, { timeZone });
  return new Map(
    websiteIds.map((id) => [id, shapeLeadFigures(groups.get(id)!, pending.get(id)!, credits)]),
  );
}

/** The leads of the sites and range (as `getSitesLeadFigures` asks) that are in range. */
export const leadsInRange = (websiteIds: readonly number[], range: { start: Date; end: Date }) =>
  sql`website_id = any(${siteIdArray(websiteIds)})
    and created_at >= ${range.start.toISOString()}
    and created_at < ${range.end.toISOString()} and lead_status <> 'Incomplete'`;

/**
 * The sites' leads in range not credited yet (today's: the rollup credits the rest), each site's
 * list, and what each is credited with by the attribution rule, worked out here.
 */
export async function readPendingLeads(
  db: Database,
  websiteIds: readonly number[],
  range: { start: Date; end: Date },
  { timeZone }: { timeZone: string },
): Promise<{ pending: Map<number, PendingLead[]>; credits: Map<string, LeadCredit> }> {
  const pending = bySite(
    websiteIds,
    (
      await rows<PendingRow>(
        db,
        sql`
        select website_id as site, id, category, ${dayIn(timeZone)} as day, created_at as at,
          car_id, visited_pages->>0 as landing, url, linked_query_params as params
        from leads where ${leadsInRange(websiteIds, range)} and credited_at is null`,
      )
    ).map((row) => ({ ...row, at: new Date(row.at) })),
  );
  return { pending, credits: await creditSitesLeads(db, pending) };
}

/** One site's figures: its grouped credited leads, and its pending ones credited here. */
function shapeLeadFigures(
  groups: readonly GroupRow[],
  pending: readonly PendingLead[],
  credits: ReadonlyMap<string, LeadCredit>,
): LeadFigures {
  const figures: LeadFigures = {
    leads: 0,
    by_form: {},
    by_day: {},
    by_source: [],
    by_landing_page: {},
    by_car: {},
  };
  const sources = new Map<string, LeadSourceRow>();
  const addSource = (credit: LeadCredit, n: number) => {
    const key = `${credit.source}\u0000${credit.medium}\u0000${credit.campaign}`;
    const row = sources.get(key) ?? { ...credit, leads: 0 };
    row.leads += n;
    sources.set(key, row);
  };
  for (const row of groups) addGroupRow(figures, row, addSource);
  for (const lead of pending) {
    addSource(credits.get(lead.id)!, 1);
    figures.leads += 1;
    add(figures.by_form, lead.category);
    add(figures.by_day, lead.day);
    add(figures.by_landing_page, landingPath(lead.landing ?? lead.url));
    if (lead.car_id !== null) add(figures.by_car, String(lead.car_id));
  }
  figures.by_source = [...sources.values()].sort(
    (a, b) =>
      b.leads - a.leads ||
      a.source.localeCompare(b.source) ||
      a.medium.localeCompare(b.medium) ||
      a.campaign.localeCompare(b.campaign),
  );
  return figures;
}

const add = (into: Record<string, number>, key: string, n = 1) =>
  (into[key] = (into[key] ?? 0) + n);

/** One group of the credited leads added to the figures its kind names. */
function addGroupRow(
  figures: LeadFigures,
  row: GroupRow,
  addSource: (credit: LeadCredit, n: number) => void,
): void {
  if (row.kind === "form") {
    figures.leads += row.n;
    add(figures.by_form, row.key ?? "", row.n);
  } else if (row.kind === "day") add(figures.by_day, row.key ?? "", row.n);
  else if (row.kind === "landing") add(figures.by_landing_page, row.key ?? "(unknown)", row.n);
  else if (row.kind === "car") {
    if (row.key !== null) add(figures.by_car, row.key, row.n);
  } else {
    addSource(
      { source: row.key ?? "", medium: row.medium ?? "", campaign: row.campaign ?? "" },
      row.n,
    );
  }
}
