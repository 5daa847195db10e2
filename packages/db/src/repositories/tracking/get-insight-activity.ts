import { sql } from "drizzle-orm";
import { ACTION_EVENT_IDS } from "@forecourt/core/analytics/event-catalogue";
import { PAGE_VIEW_IDS } from "@forecourt/core/analytics/load-events";
import type { Database } from "../../client.ts";
import { rollupSplit } from "./analytics-sql.ts";
import { rows } from "../../raw-rows.ts";

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
  const { start, end, rawStart, rolledThrough, rolledTo } = await rollupSplit(db, websiteId, range);
  const held = options.days ?? { start, end };
  const ids = sql.join(
    COUNTED_IDS.map((id) => sql`${id}`),
    sql`, `,
  );
  const chatIds = sql`${CHAT_OPENED}, ${CHAT_STARTED}`;
  const rolled = sql`website_id = ${websiteId} and day >= ${range.from} and day <= ${rolledTo}
    and ${rolledThrough !== null}`;

  // Rolled-up days: chats from the site's totals, views by car from their own table.
  const counts = await rows<{ event_id: number | null; car_id: number | null; n: number }>(
    db,
    sql`
    select event_id, car_id, sum(n)::int as n from (
      select event_id, car_id, count(*)::int as n from tracking_events
      where website_id = ${websiteId} and created_at >= ${rawStart.toISOString()}
        and created_at < ${end.toISOString()} and event_id in (${ids}) and ${rawStart < end}
      group by 1, 2
      union all
      select event_id, null, sum(events)::int from tracking_daily_totals
      where ${rolled} and event_id in (${chatIds})
      group by 1
      union all
      select null, car_id, sum(views)::int from tracking_daily_car_views
      where ${rolled}
      group by 2) c
    group by 1, 2`,
  );

  const views = new Map<number, number>();
  let chatsOpened = 0;
  let chats = 0;
  for (const row of counts) {
    if (row.event_id === CHAT_OPENED) chatsOpened += row.n;
    else if (row.event_id === CHAT_STARTED) chats += row.n;
    else if (row.car_id !== null) views.set(row.car_id, (views.get(row.car_id) ?? 0) + row.n);
  }
  const top = [...views.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, TOP_CARS);

  const named = [...new Set([...top.map(([carId]) => carId), ...(options.alsoName ?? [])])];
  const carNames: Record<string, string> = {};
  if (named.length > 0) {
    const cars = await rows<{ id: number; name: string }>(
      db,
      sql`
      select id, name from cars where website_id = ${websiteId}
        and id in (${sql.join(
          named.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    );
    for (const car of cars) carNames[String(car.id)] = car.name;
  }

  const holds = await rows<{ reservations: number; purchases: number; payments: number }>(
    db,
    sql`
    select
      count(*) filter (where kind = 'reserve' and created_at >= ${held.start.toISOString()}
        and created_at < ${held.end.toISOString()})::int as reservations,
      count(*) filter (where kind = 'purchase' and created_at >= ${held.start.toISOString()}
        and created_at < ${held.end.toISOString()})::int as purchases,
      count(*) filter (where confirmed_at >= ${held.start.toISOString()}
        and confirmed_at < ${held.end.toISOString()})::int as payments
    from reservations
    where website_id = ${websiteId} and (created_at >= ${held.start.toISOString()}
      or confirmed_at >= ${held.start.toISOString()})`,
  );
  const hold = holds[0] ?? { reservations: 0, purchases: 0, payments: 0 };

  return {
    topViewed: top.map(([carId, count]) => ({
      carId,
      name: carNames[String(carId)] ?? `Car ${carId} (removed)`,
      count,
    })),
    chatsOpened,
    chats,
    reservations: hold.reservations,
    purchases: hold.purchases,
    payments: hold.payments,
    carNames,
  };
}
