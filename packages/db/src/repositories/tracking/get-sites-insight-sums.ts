import { sql, type SQL } from "drizzle-orm";
import { ACTION_EVENT_IDS } from "@forecourt/core/analytics/event-catalogue";
import {
  byCodePoint,
  SALE_SPEEDS,
  TOP_ROWS,
  type GroupInsightInput,
  type RankedRow,
} from "@forecourt/core/analytics/insight-report";
import type { Database } from "../../client.ts";
import { rows } from "../../raw-rows.ts";
import { EVENT_VARIANT, IS_CONVERSION, VEHICLE_VIEW_IDS, WEB_VITAL_ROW } from "./analytics-sql.ts";
import { landingPath } from "./credit-leads.ts";
import { dayIn, leadsInRange, readPendingLeads } from "./get-lead-figures.ts";
import { getSitesSaleFigures } from "./get-sale-figures.ts";
import { countsToFigures } from "./get-site-analytics.ts";
import { getSitesWebVitalsP75 } from "./get-web-vitals-p75.ts";
import {
  RAW_OF_SPLIT,
  rolledOfSplit,
  rollupSplits,
  siteIdArray,
  SPLIT_EVENT_DAY,
  splitRows,
} from "./site-set.ts";

/**
 * Insight over a dealer group or the platform, summed by the database: the counts over all
 * the sites in a few statements that answer a row per day or per kind, not a row per site;
 * the lists that name sites (landing pages, cars, sales by site) read only the rows that can
 * reach their first `TOP_ROWS`; split tests, speed and sales by source or variant only for the
 * sites that have them. `buildGroupInsight` (core) turns the answer into the dashboard, the
 * same figures `buildInsight` gives from each site's own reads.
 */
export async function getSitesInsightSums(
  db: Database,
  sites: readonly { id: number; name: string }[],
  range: { from: string; to: string },
  options: { days: { start: Date; end: Date }; timeZone: string; withSpeed: boolean },
): Promise<GroupInsightInput> {
  const ids = sites.map((site) => site.id);
  const names = new Map(sites.map((site) => [site.id, site.name]));
  const nameOf = (id: number | string) => names.get(Number(id)) ?? "";
  const { days } = options;
  const splits = await rollupSplits(db, ids, range);
  const events = await readEventSums(db, splits, range, leadsInRange(ids, days));
  const leads = await readLeadSums(db, ids, days, options.timeZone, nameOf);
  const viewed = await readTopViewed(db, splits, range, nameOf);
  const holds = await readHolds(db, ids, days);
  const sales = await readSaleSums(db, sites, days);
  const vitals = options.withSpeed ? await getSitesWebVitalsP75(db, ids, range) : null;
  return {
    counts: {
      ...events.counts,
      leads: leads.leads,
      ...holds,
      sales: sales.sales,
      salesValue: sales.value,
    },
    visitedLeads: events.visitedLeads,
    days: [...new Set([...events.days.keys(), ...leads.byDay.keys()])].map((date) => ({
      date,
      visits: events.days.get(date)?.visits ?? 0,
      vehicleViews: events.days.get(date)?.vehicleViews ?? 0,
      leads: leads.byDay.get(date) ?? 0,
    })),
    conversionsByForm: events.conversionsByForm,
    leadsByForm: leads.byForm,
    leadsBySource: leads.bySource,
    leadsByLandingPage: leads.landing,
    topViewed: viewed,
    topByLeads: leads.cars,
    variantSites: [...new Set([...events.variants.keys(), ...sales.variantSites.keys()])].map(
      (id) => ({
        siteName: nameOf(id),
        byVariant: events.variants.get(id) ?? {},
        sales: sales.variantSites.get(id) ?? { by_variant: {}, value_by_variant: {} },
      }),
    ),
    speedSites: vitals
      ? [...vitals]
          .filter(([, list]) => list.length > 0)
          .map(([id, list]) => ({ siteName: nameOf(id), vitals: list }))
      : [],
    sales: { bySource: sales.bySource, bySpeed: sales.bySpeed, bySite: sales.bySite },
  };
}

type Splits = Parameters<typeof splitRows>[0];

type EventSumRow = {
  kind: "count" | "visits" | "variant" | "visited";
  site: number | null;
  day: string | null;
  variant: string | null;
  event_id: number | null;
  category: string | null;
  page_type: string | null;
  is_conversion: boolean | null;
  n: number;
  conversions: number | null;
};

/**
 * The statement of `readEventSums`: raw events not yet rolled up and the rollup's daily rows,
 * each site by its own days and split, answered a row per day, event, variant or kind.
 */
function eventSumsStatement(
  splits: Splits,
  range: { from: string; to: string },
  leadsWhere: SQL,
): SQL {
  return sql`
    with site_split as (${splitRows(splits)}),
    c as materialized (
      select site, day, variant, event_id, category, page_type, is_conversion, sum(n)::int as n
      from (
        select s_site as site, ${SPLIT_EVENT_DAY} as day, ${EVENT_VARIANT} as variant, event_id,
          category, properties->>'page_type' as page_type, ${IS_CONVERSION} as is_conversion,
          count(*)::int as n
        from site_split ${RAW_OF_SPLIT}
        where category <> ${WEB_VITAL_ROW}
        group by 1, 2, 3, 4, 5, 6, 7
        union all
        select s_site, to_char(d.day, 'YYYY-MM-DD'), variant, event_id, category, page_type,
          is_conversion, events
        from site_split ${rolledOfSplit("tracking_daily_totals", range.from)}) x
      group by 1, 2, 3, 4, 5, 6, 7),
    s as materialized (
      select site, day, variant, sum(n)::int as n from (
        select site, day, variant, count(*)::int as n
        from (select s_site as site, ${SPLIT_EVENT_DAY} as day, ${EVENT_VARIANT} as variant,
            session_id
          from site_split ${RAW_OF_SPLIT}
          where category <> ${WEB_VITAL_ROW} and session_id is not null
          group by grouping sets ((1, 2, 4), (1, 2, 3, 4))) e
        group by 1, 2, 3
        union all
        select s_site, to_char(d.day, 'YYYY-MM-DD'), variant, sessions
        from site_split ${rolledOfSplit("tracking_daily_sessions", range.from)}
        where source is null) u
      group by 1, 2, 3),
    per_site as (
      select coalesce(v.site, k.site) as site, coalesce(v.n, 0) as visits,
        coalesce(k.n, 0) as conversions
      from (select site, sum(n)::int as n from s where variant is null group by 1) v
      full join (select site, sum(n)::int as n from c where is_conversion group by 1) k
        on k.site = v.site),
    site_leads as (select website_id as site, count(*)::int as n from leads where ${leadsWhere}
      group by 1)
    select 'count' as kind, null::int as site, day, null as variant, event_id, category,
      page_type, is_conversion, sum(n)::int as n, null::int as conversions
    from c group by day, event_id, category, page_type, is_conversion
    union all
    select 'visits', null, day, null, null, null, null, null, sum(n)::int, null
    from s where variant is null group by day
    union all
    select 'variant', site, null, variant, null, null, null, null, sum(sessions)::int,
      sum(conversions)::int
    from (select site, variant, n as sessions, 0 as conversions from s
        where variant is not null and variant <> ''
      union all
      select site, variant, 0, case when is_conversion then n else 0 end from c
        where variant <> '') v
    group by site, variant
    union all
    select 'visited', null, null, null, null, null, null, null,
      coalesce(sum(least(l.n, p.visits, p.conversions)), 0)::int, null
    from site_leads l join per_site p on p.site = l.site`;
}

/**
 * The events' sums in one statement: each day's counts by event (the sites' own days), each
 * day's visits, each site's visits and conversions by split-test variant (sites with one), and
 * the leads a visit recorded (per site the least of its leads, conversions and visits, summed).
 */
async function readEventSums(
  db: Database,
  splits: Splits,
  range: { from: string; to: string },
  leadsWhere: SQL,
) {
  const found = await rows<EventSumRow>(db, eventSumsStatement(splits, range, leadsWhere));
  const countRows = found.filter((row) => row.kind === "count");
  const figures = countsToFigures(
    countRows.map((row) => ({
      ...row,
      day: row.day ?? "",
      category: row.category ?? "",
      is_conversion: row.is_conversion === true,
    })),
  );
  const visits = new Map(
    found.filter((row) => row.kind === "visits").map((row) => [row.day!, row.n]),
  );
  const variants = new Map<number, Record<string, { sessions: number; conversions: number }>>();
  for (const row of found.filter((r) => r.kind === "variant")) {
    const into = variants.get(Number(row.site)) ?? {};
    into[row.variant!] = { sessions: row.n, conversions: row.conversions ?? 0 };
    variants.set(Number(row.site), into);
  }
  const allDays = [...new Set([...figures.byDay.keys(), ...visits.keys()])];
  return {
    counts: {
      visits: [...visits.values()].reduce((a, b) => a + b, 0),
      pageViews: Object.values(figures.totals.page_views).reduce((a, b) => a + b, 0),
      vehicleViews: figures.totals.vehicle_views,
      calls: figures.totals.calls,
      reveals: figures.totals.reveals,
      chats: countRows
        .filter((row) => row.event_id === ACTION_EVENT_IDS["chat-first-message"])
        .reduce((a, row) => a + row.n, 0),
    },
    visitedLeads: found.find((row) => row.kind === "visited")?.n ?? 0,
    conversionsByForm: figures.totals.conversions_by_form,
    days: new Map(
      allDays.map((date) => [
        date,
        {
          visits: visits.get(date) ?? 0,
          vehicleViews: figures.byDay.get(date)?.vehicle_views ?? 0,
        },
      ]),
    ),
    variants,
  };
}

type LeadGroupRow = {
  kind: "form" | "day" | "source" | "landing" | "car";
  site: number | null;
  key: string | null;
  medium: string | null;
  campaign: string | null;
  car: number | null;
  n: number;
};

/** The sites in their order (the order Insight lists them), as `o(site, pos)`. */
const siteOrder = (ids: readonly number[]) =>
  sql`unnest(${siteIdArray(ids)}) with ordinality as o(site, pos)`;

/** A ranked row of a site: its count, label, the site's place in the list and its car. */
type Candidate = RankedRow & { pos: number; car: number };

/** Ranked rows in the dashboard's order: count, label, then the site's place and the car. */
const byRank = (a: Candidate, b: Candidate) =>
  b.count - a.count || byCodePoint(a.label, b.label) || a.pos - b.pos || a.car - b.car;

/**
 * The statement of `readLeadSums`: the credited leads by form, day and source over all the sites,
 * and by landing page and car the rows that can reach the first `TOP_ROWS` (every row of a site
 * with a lead of today's, `todays`, which is credited in the process).
 */
function leadSumsStatement(
  ids: readonly number[],
  days: { start: Date; end: Date },
  timeZone: string,
  todays: readonly number[],
): SQL {
  const ranked = (kind: "landing" | "car", from: SQL) => sql`
    select * from (select ${kind} as kind, r.site, r.key, null as medium, null as campaign,
        r.car, r.n
      from (${from}) r join ${siteOrder(ids)} on o.site = r.site
      order by r.n desc, r.key collate "C", o.pos, r.car limit ${TOP_ROWS}) t
    union all
    select ${kind}, r.site, r.key, null, null, r.car, r.n from (${from}) r
    where r.site = any(${siteIdArray(todays)})`;
  return sql`
    with credited as materialized (
      select website_id as site, category, ${dayIn(timeZone)} as day, credit_source,
        credit_medium, credit_campaign, landing_path, car_id
      from leads where ${leadsInRange(ids, days)} and credited_at is not null),
    landing as materialized (
      select site, coalesce(landing_path, '(unknown)') as key, 0 as car, count(*)::int as n
      from credited group by 1, 2),
    car as materialized (
      select l.site, coalesce(c.name, 'Car ' || l.car_id || ' (removed)') as key,
        l.car_id as car, l.n
      from (select site, car_id, count(*)::int as n from credited where car_id is not null
        group by 1, 2) l
      left join cars c on c.website_id = l.site and c.id = l.car_id)
    select case grouping(category, day, credit_source)
        when 3 then 'form' when 5 then 'day' else 'source' end as kind, null::int as site,
      coalesce(category, day, credit_source) as key, credit_medium as medium,
      credit_campaign as campaign, null::int as car, count(*)::int as n
    from credited
    group by grouping sets ((category), (day), (credit_source, credit_medium, credit_campaign))
    union all ${ranked("landing", sql`select * from landing`)}
    union all ${ranked("car", sql`select * from car`)}`;
}

/**
 * The leads' sums: by form, day and source over all the sites; by landing page and by car per
 * site, the first `TOP_ROWS` of the leads credited by the rollup, and every row of a site with
 * a lead of today's (credited here): enough to rank the lists exactly once those are added.
 */
async function readLeadSums(
  db: Database,
  ids: readonly number[],
  days: { start: Date; end: Date },
  timeZone: string,
  nameOf: (id: number) => string,
) {
  const { pending, credits } = await readPendingLeads(db, ids, days, { timeZone });
  const todays = [...pending].filter(([, list]) => list.length > 0).map(([id]) => id);
  const found = await rows<LeadGroupRow>(db, leadSumsStatement(ids, days, timeZone, todays));
  const add = (into: Map<string, number>, key: string, n: number) =>
    into.set(key, (into.get(key) ?? 0) + n);
  const byForm = new Map<string, number>();
  const byDay = new Map<string, number>();
  const sources = new Map<
    string,
    { source: string; medium: string; campaign: string; leads: number }
  >();
  const addSource = (credit: { source: string; medium: string; campaign: string }, n: number) => {
    const key = `${credit.source}\u0000${credit.medium}\u0000${credit.campaign}`;
    const row = sources.get(key) ?? { ...credit, leads: 0 };
    row.leads += n;
    sources.set(key, row);
  };
  // Landing pages by site and path; cars by site and car (their names kept apart).
  const landing = new Map<string, number>();
  const cars = new Map<string, number>();
  const carNames = new Map<string, string>();
  let leads = 0;
  for (const row of found) {
    if (row.kind === "form") {
      leads += row.n;
      add(byForm, row.key ?? "", row.n);
    } else if (row.kind === "day") add(byDay, row.key ?? "", row.n);
    else if (row.kind === "source") {
      addSource(
        { source: row.key ?? "", medium: row.medium ?? "", campaign: row.campaign ?? "" },
        row.n,
      );
    } else if (row.kind === "landing") landing.set(`${row.site}\u0000${row.key}`, row.n);
    else {
      cars.set(`${row.site}\u0000${row.car}`, row.n);
      carNames.set(`${row.site}:${row.car}`, row.key ?? "");
    }
  }
  for (const [site, list] of pending) {
    for (const lead of list) {
      leads += 1;
      add(byForm, lead.category, 1);
      add(byDay, lead.day, 1);
      addSource(credits.get(lead.id)!, 1);
      add(landing, `${site}\u0000${landingPath(lead.landing ?? lead.url)}`, 1);
      if (lead.car_id !== null) add(cars, `${site}\u0000${lead.car_id}`, 1);
    }
  }
  const unnamed = [...cars.keys()]
    .map((key) => key.split("\u0000").map(Number) as [number, number])
    .filter(([site, car]) => !carNames.has(`${site}:${car}`));
  for (const [key, name] of await readCarNames(db, unnamed)) carNames.set(key, name);
  const position = new Map(ids.map((id, i) => [id, i]));
  const ranking = (list: Candidate[]): RankedRow[] =>
    list
      .sort(byRank)
      .slice(0, TOP_ROWS)
      .map(({ label, site, count }) => ({ label, site, count }));
  return {
    leads,
    byForm: Object.fromEntries(byForm),
    byDay,
    bySource: [...sources.values()],
    landing: ranking(
      [...landing].map(([key, count]) => {
        const [site = "", label = ""] = key.split("\u0000");
        const id = Number(site);
        return { label, site: nameOf(id), count, pos: position.get(id) ?? 0, car: 0 };
      }),
    ),
    cars: ranking(
      [...cars].map(([key, count]) => {
        const [site = 0, car = 0] = key.split("\u0000").map(Number);
        const label = carNames.get(`${site}:${car}`) ?? `Car ${car} (removed)`;
        return { label, site: nameOf(site), count, pos: position.get(site) ?? 0, car };
      }),
    ),
  };
}

/** The names of cars by site and id (`site:id`). */
async function readCarNames(
  db: Database,
  pairs: readonly (readonly [number, number])[],
): Promise<Map<string, string>> {
  if (pairs.length === 0) return new Map();
  const found = await rows<{ site: number; id: number; name: string }>(
    db,
    sql`
    select c.website_id as site, c.id, c.name
    from unnest(${siteIdArray(pairs.map(([site]) => site))},
      ${siteIdArray(pairs.map(([, car]) => car))}) as p(site, car)
    join cars c on c.website_id = p.site and c.id = p.car`,
  );
  return new Map(found.map((row) => [`${row.site}:${row.id}`, row.name]));
}

/**
 * The cars viewed most: each site's first `TOP_ROWS` by views (as one site's Insight lists
 * them), and of those the first `TOP_ROWS` over all the sites, in the dashboard's order.
 */
async function readTopViewed(
  db: Database,
  splits: Splits,
  range: { from: string; to: string },
  nameOf: (id: number) => string,
): Promise<RankedRow[]> {
  const viewIds = sql.join(
    VEHICLE_VIEW_IDS.map((id) => sql`${id}`),
    sql`, `,
  );
  const found = await rows<{ site: number; car_id: number; label: string; n: number }>(
    db,
    sql`
    with site_split as (${splitRows(splits)}),
    views as (
      select site, car_id, sum(n)::int as n from (
        select s_site as site, e.car_id, count(*)::int as n
        from site_split ${RAW_OF_SPLIT}
        where e.event_id in (${viewIds}) and e.car_id is not null
        group by 1, 2
        union all
        select s_site, d.car_id, sum(d.views)::int
        from site_split ${rolledOfSplit("tracking_daily_car_views", range.from)}
        group by 1, 2) v
      group by 1, 2),
    ranked as (
      select site, car_id, n from (
        select site, car_id, n, row_number() over (partition by site order by n desc, car_id) as r
        from views) w
      where r <= ${TOP_ROWS})
    select r.site, r.car_id, r.n,
      coalesce(c.name, 'Car ' || r.car_id || ' (removed)') as label
    from ranked r
    join ${siteOrder([...splits.keys()])} on o.site = r.site
    left join cars c on c.website_id = r.site and c.id = r.car_id
    order by r.n desc, coalesce(c.name, 'Car ' || r.car_id || ' (removed)') collate "C", o.pos,
      r.car_id
    limit ${TOP_ROWS}`,
  );
  return found.map((row) => ({ label: row.label, site: nameOf(Number(row.site)), count: row.n }));
}

/** Reservations and purchases begun and deposits paid over the days, over all the sites. */
async function readHolds(
  db: Database,
  ids: readonly number[],
  days: { start: Date; end: Date },
): Promise<{ reservations: number; purchases: number; payments: number }> {
  const start = days.start.toISOString();
  const end = days.end.toISOString();
  const [found] = await rows<{ reservations: number; purchases: number; payments: number }>(
    db,
    sql`
    select
      count(*) filter (where kind = 'reserve' and created_at >= ${start}
        and created_at < ${end})::int as reservations,
      count(*) filter (where kind = 'purchase' and created_at >= ${start}
        and created_at < ${end})::int as purchases,
      count(*) filter (where confirmed_at >= ${start} and confirmed_at < ${end})::int as payments
    from reservations
    where website_id = any(${siteIdArray(ids)})
      and (created_at >= ${start} or confirmed_at >= ${start})`,
  );
  return found ?? { reservations: 0, purchases: 0, payments: 0 };
}

type SiteSalesRow = { site: number; leads: number; sales: number; value: number };

/**
 * The sales: each site's leads and sales summed, the first `TOP_ROWS` sites by sales, then
 * leads, then name (the dashboard's order); by source, variant and speed from the sold leads of
 * the sites with a sale.
 */
async function readSaleSums(
  db: Database,
  sites: readonly { id: number; name: string }[],
  days: { start: Date; end: Date },
) {
  const ids = sites.map((site) => site.id);
  const perSite = await rows<SiteSalesRow & { kind: "site" | "sold" | "all" }>(
    db,
    sql`
    with l as (select website_id as site, count(*)::int as n from leads
        where ${leadsInRange(ids, days)} group by 1),
      s as (select website_id as site, count(*)::int as n,
          coalesce(sum(sale_price), 0)::float8 as value
        from leads where website_id = any(${siteIdArray(ids)})
          and sold_at >= ${days.start.toISOString()} and sold_at < ${days.end.toISOString()}
        group by 1),
      j as materialized (select coalesce(l.site, s.site) as site, coalesce(l.n, 0) as leads,
          coalesce(s.n, 0) as sales, coalesce(s.value, 0) as value
        from l full join s on s.site = l.site)
    select * from (select 'site' as kind, o.site, coalesce(j.leads, 0) as leads,
        coalesce(j.sales, 0) as sales, coalesce(j.value, 0)::float8 as value
      from ${siteOrder(ids)} join websites w on w.id = o.site left join j on j.site = o.site
      order by 4 desc, 3 desc, w.name collate "C", o.pos limit ${TOP_ROWS}) t
    union all
    select 'sold', site, leads, sales, value from j where sales > 0
    union all
    select 'all', null, coalesce(sum(leads), 0)::int, coalesce(sum(sales), 0)::int,
      coalesce(sum(value), 0)::float8 from j`,
  );
  const all = perSite.find((row) => row.kind === "all")!;
  const nameOf = new Map(sites.map((site) => [site.id, site.name]));
  const bySite = perSite
    .filter((row) => row.kind === "site")
    .map((row) => ({
      siteName: nameOf.get(Number(row.site)) ?? "",
      leads: row.leads,
      sales: row.sales,
      value: Number(row.value),
    }));
  const sold = perSite.filter((row) => row.kind === "sold").map((row) => Number(row.site));
  const figures = await getSitesSaleFigures(db, sold, days);
  const sources = new Map<string, GroupInsightInput["sales"]["bySource"][number]>();
  const bySpeed = Object.fromEntries(
    SALE_SPEEDS.map((key) => [key, { sales: 0, value: 0 }]),
  ) as Record<(typeof SALE_SPEEDS)[number], { sales: number; value: number }>;
  const variantSites = new Map<
    number,
    { by_variant: Record<string, number>; value_by_variant: Record<string, number> }
  >();
  for (const [site, sale] of figures) {
    for (const row of sale.by_source) {
      const key = `${row.source}\u0000${row.medium}\u0000${row.campaign}`;
      const into = sources.get(key) ?? { ...row, sales: 0, value: 0 };
      into.sales += row.sales;
      into.value += row.value;
      sources.set(key, into);
    }
    for (const key of SALE_SPEEDS) {
      bySpeed[key].sales += sale.by_speed[key];
      bySpeed[key].value += sale.value_by_speed[key];
    }
    if (Object.keys(sale.by_variant).length > 0) {
      variantSites.set(site, {
        by_variant: sale.by_variant,
        value_by_variant: sale.value_by_variant,
      });
    }
  }
  return {
    sales: all.sales,
    value: Number(all.value),
    bySite,
    bySource: [...sources.values()],
    bySpeed,
    variantSites,
  };
}
