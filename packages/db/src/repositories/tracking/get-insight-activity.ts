import { sql } from "drizzle-orm";
import { ACTION_EVENT_IDS } from "@forecourt/core/analytics/event-catalogue";
import { PAGE_VIEW_IDS } from "@forecourt/core/analytics/load-events";
import type { Database } from "../../client.ts";
import type { RollupSplit } from "./analytics-sql.ts";
import { rows } from "../../raw-rows.ts";
import {
  bySite,
  RAW_OF_SPLIT,
  rolledOfSplit,
  rollupSplits,
  siteIdArray,
  splitRows,
} from "./site-set.ts";

/** A car and how often it was viewed (events) or asked about (leads) in the range. */
export type InsightCar = { carId: number; name: string; count: number };

/**
 * What the insight dashboard needs beyond `getSiteAnalytics` and `getLeadFigures`: the cars
 * viewed most (vehicle view events 3 and 4 by car), chats (54 opened, 55 a first message: one
 * conversation), from the events table; reservations and purchases begun and deposits paid,
 * from the reservations table; and the names of the cars the caller also lists (the leads'
 * cars, counted by `getLeadFigures`).
 */
export type InsightActivity = {
  topViewed: InsightCar[];
  chatsOpened: number;
  chats: number;
  reservations: number;
  purchases: number;
  payments: number;
  carNames: Record<string, string>;
};

const VIEW_IDS = [PAGE_VIEW_IDS["New Vehicle Details"], PAGE_VIEW_IDS["Used Vehicle Details"]];
const CHAT_OPENED = ACTION_EVENT_IDS["chat-opened"];
const CHAT_STARTED = ACTION_EVENT_IDS["chat-first-message"];
const COUNTED_IDS = [...VIEW_IDS, CHAT_OPENED, CHAT_STARTED];

/** How many cars the dashboard lists by views. */
export const TOP_CARS = 10;

/**
 * One site's activity from `from` to `to` (the site's days, inclusive). Events are read as
 * `getSiteAnalytics` reads them: the daily rollups up to the site's rollup mark (chats from
 * tracking_daily_totals, views by car from tracking_daily_car_views), the raw events after it,
 * so no day is counted twice. Reservations and deposits are counted over `days` where given
 * (the range's days in the zone Insight shows), else the range's days in the site's zone.
 */
export async function getInsightActivity(
  db: Database,
  websiteId: number,
  range: { from: string; to: string },
  options: { alsoName?: readonly number[]; days?: { start: Date; end: Date } } = {},
): Promise<InsightActivity> {
  const alsoName = new Map([[websiteId, options.alsoName ?? []]]);
  const activity = await getSitesInsightActivity(db, [websiteId], range, {
    alsoName,
    ...(options.days ? { days: options.days } : {}),
  });
  return activity.get(websiteId)!;
}

/**
 * `getInsightActivity` of many sites at once: one read of the events' counts, one of the cars'
 * names and one of the reservations over all of them. `days` where given is every site's.
 */
export async function getSitesInsightActivity(
  db: Database,
  websiteIds: readonly number[],
  range: { from: string; to: string },
  options: {
    alsoName?: ReadonlyMap<number, readonly number[]>;
    days?: { start: Date; end: Date };
  } = {},
): Promise<Map<number, InsightActivity>> {
  const splits = await rollupSplits(db, websiteIds, range);
  const counts = bySite(websiteIds, await readActivityCounts(db, splits, range));
  const chats = new Map<number, { chatsOpened: number; chats: number }>();
  const tops = new Map<number, [number, number][]>();
  for (const [site, list] of counts) {
    const { top, ...chatCounts } = countActivity(list);
    chats.set(site, chatCounts);
    tops.set(site, top);
  }
  const named = new Map(
    websiteIds.map((id) => {
      const also = options.alsoName?.get(id) ?? [];
      return [id, [...new Set([...tops.get(id)!.map(([carId]) => carId), ...also])]];
    }),
  );
  const carNames = await readCarNames(db, named);
  const holds = await readHolds(db, splits, options.days);
  return new Map(
    websiteIds.map((id) => {
      const names = carNames.get(id) ?? {};
      const hold = holds.get(id) ?? { reservations: 0, purchases: 0, payments: 0 };
      return [
        id,
        {
          topViewed: tops.get(id)!.map(([carId, count]) => ({
            carId,
            name: names[String(carId)] ?? `Car ${carId} (removed)`,
            count,
          })),
          ...chats.get(id)!,
          ...hold,
          carNames: names,
        },
      ];
    }),
  );
}

type CountRow = { site: number; event_id: number | null; car_id: number | null; n: number };

/** Each site's chats and views by car: raw after its mark, rolled-up days from the rollups. */
function readActivityCounts(
  db: Database,
  splits: Parameters<typeof splitRows>[0],
  range: { from: string; to: string },
): Promise<CountRow[]> {
  const ids = sql.join(
    COUNTED_IDS.map((id) => sql`${id}`),
    sql`, `,
  );
  const chatIds = sql`${CHAT_OPENED}, ${CHAT_STARTED}`;
  return rows<CountRow>(
    db,
    sql`
    with site_split as (${splitRows(splits)})
    select site, event_id, car_id, sum(n)::int as n from (
      select s_site as site, e.event_id, e.car_id, count(*)::int as n
      from site_split ${RAW_OF_SPLIT}
      where e.event_id in (${ids})
      group by 1, 2, 3
      union all
      select s_site, d.event_id, null, sum(d.events)::int
      from site_split ${rolledOfSplit("tracking_daily_totals", range.from)}
      where d.event_id in (${chatIds})
      group by 1, 2
      union all
      select s_site, null, d.car_id, sum(d.views)::int
      from site_split ${rolledOfSplit("tracking_daily_car_views", range.from)}
      group by 1, 3) c
    group by 1, 2, 3`,
  );
}

/** A site's chats opened and begun, and its cars viewed most. */
function countActivity(list: readonly CountRow[]) {
  const views = new Map<number, number>();
  let chatsOpened = 0;
  let chats = 0;
  for (const row of list) {
    if (row.event_id === CHAT_OPENED) chatsOpened += row.n;
    else if (row.event_id === CHAT_STARTED) chats += row.n;
    else if (row.car_id !== null) views.set(row.car_id, (views.get(row.car_id) ?? 0) + row.n);
  }
  const top = [...views.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, TOP_CARS);
  return { chatsOpened, chats, top };
}

/** The names of each site's cars asked for, by car id. */
async function readCarNames(
  db: Database,
  named: ReadonlyMap<number, readonly number[]>,
): Promise<Map<number, Record<string, string>>> {
  const pairs = [...named].flatMap(([site, cars]) => cars.map((car) => [site, car] as const));
  const names = new Map<number, Record<string, string>>();
  if (pairs.length === 0) return names;
  const cars = await rows<{ site: number; id: number; name: string }>(
    db,
    sql`
    select c.website_id as site, c.id, c.name
    from unnest(${siteIdArray(pairs.map(([site]) => site))},
      ${siteIdArray(pairs.map(([, car]) => car))}) as p(site, car)
    cross join lateral (select website_id, id, name from cars
      where website_id = p.site and id = p.car offset 0) c`,
  );
  for (const car of cars) {
    const into = names.get(Number(car.site)) ?? {};
    into[String(car.id)] = car.name;
    names.set(Number(car.site), into);
  }
  return names;
}

type HoldRow = { site: number; reservations: number; purchases: number; payments: number };

/** Each site's reservations and purchases begun and deposits paid over its days. */
async function readHolds(
  db: Database,
  splits: Parameters<typeof splitRows>[0],
  days: { start: Date; end: Date } | undefined,
): Promise<Map<number, Omit<HoldRow, "site">>> {
  const list = [...splits];
  const instants = (pick: (split: RollupSplit) => Date) =>
    `{${list.map(([, split]) => (days ? pick({ ...split, ...days }) : pick(split)).toISOString()).join(",")}}`;
  const found = await rows<HoldRow>(
    db,
    sql`
    select h.site,
      count(*) filter (where kind = 'reserve' and created_at >= h.held_start
        and created_at < h.held_end)::int as reservations,
      count(*) filter (where kind = 'purchase' and created_at >= h.held_start
        and created_at < h.held_end)::int as purchases,
      count(*) filter (where confirmed_at >= h.held_start
        and confirmed_at < h.held_end)::int as payments
    from unnest(${siteIdArray(list.map(([id]) => id))},
      ${instants((split) => split.start)}::timestamptz[],
      ${instants((split) => split.end)}::timestamptz[]) as h(site, held_start, held_end)
    cross join lateral (select kind, created_at, confirmed_at from reservations r
      where r.website_id = h.site
        and (r.created_at >= h.held_start or r.confirmed_at >= h.held_start) offset 0) r
    group by h.site`,
  );
  return new Map(found.map(({ site, ...hold }) => [Number(site), hold]));
}
