import { sql } from "drizzle-orm";
import type { Database, Tx } from "../../client.ts";
import { siteDay } from "@forecourt/core/time/site-time";
import {
  dayEnd,
  dayStart,
  EVENT_SOURCE,
  EVENT_VARIANT,
  IS_CONVERSION,
  nextDay,
  siteRollupMark,
  VEHICLE_VIEW_IDS,
  WEB_VITAL_GROUP,
  WEB_VITAL_P75,
  WEB_VITAL_ROW,
} from "./analytics-sql.ts";
import { CREDIT_SETTLE_MS, storeLeadCredits } from "./credit-leads.ts";
import { rows } from "../../raw-rows.ts";
import { listDueRollupSites } from "./due-rollup-sites.ts";

/** Shortest raw-event retention: attribution looks 30 days back through the raw events. */
export const MIN_EVENT_RETENTION_DAYS = 31;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export type RollUpOptions = {
  /**
   * Now; the rollup takes the site's whole days (in its zone) before its today, then today up to
   * its last whole hour.
   */
  now: Date;
  /** Raw events older than this many days are deleted once their day is rolled up. */
  retentionDays: number;
  /** Whether today is rolled up to its last whole hour (true); false leaves it raw. */
  partialDay?: boolean;
};

export type RollUpResult = {
  websiteId: number;
  /** The days rolled up by this call (YYYY-MM-DD), oldest first; none when up to date. */
  days: string[];
  /** The instant up to which this call rolled up today (its last whole hour), if it did. */
  todayUntil: Date | null;
  /** Leads whose credit (source, medium, campaign) and landing path this call stored. */
  credited: number;
  deleted: number;
};

/**
 * Rolls up one site's raw events, day by whole day of the site's zone (its settings'
 * `timeZone`, as its leads are counted) from the day after its mark (or its first event) to
 * yesterday, into tracking_daily_counts (and its sums without the car, tracking_daily_totals,
 * and by car alone, tracking_daily_car_views), tracking_daily_sessions and web_vitals_daily, and
 * moves the mark (the days are one transaction, so a failure leaves the mark where it was); then
 * today up to its last whole hour (`partial_until`, all but the web vitals), replaced at each
 * hour (`rollUpToday`); stores the credit of the leads of the days rolled up (and of any older
 * lead without one, such as those stored before credits were kept) while their touches are raw;
 * then deletes raw events older than the retention whose day is rolled up.
 */
export async function rollUpTrackingEvents(
  db: Database,
  websiteId: number,
  options: RollUpOptions,
): Promise<RollUpResult> {
  const retentionDays = Math.max(MIN_EVENT_RETENTION_DAYS, Math.floor(options.retentionDays));
  const mark = await siteRollupMark(db, websiteId);
  const { timeZone } = mark;
  const today = siteDay(options.now, timeZone);
  const from = mark.rolledThrough
    ? nextDay(mark.rolledThrough)
    : await firstEventDay(db, websiteId, timeZone);
  const days: string[] = [];
  for (let day = from; day !== null && day < today; day = nextDay(day)) days.push(day);
  if (days.length > 0) await rollUpDays(db, websiteId, days, timeZone);
  // Then today up to its last whole hour, once every past day is: a read of today then takes at
  // most an hour of raw events.
  const startOfToday = dayStart(today, timeZone).getTime();
  const hour = Math.floor(options.now.getTime() / HOUR_MS) * HOUR_MS;
  const lastRolled = days.at(-1) ?? mark.rolledThrough;
  const partialUntil = days.length === 0 ? mark.partialUntil : null;
  let rolledUntil: Date | null = null;
  if (
    (options.partialDay ?? true) &&
    lastRolled !== null &&
    nextDay(lastRolled) === today &&
    hour > startOfToday &&
    (partialUntil === null || partialUntil.getTime() < hour)
  ) {
    rolledUntil = new Date(hour);
    await rollUpToday(db, websiteId, { today, until: rolledUntil, timeZone });
  }
  const { credited, deleted } = lastRolled
    ? await creditAndPrune(db, websiteId, {
        afterRolled: dayEnd(lastRolled, timeZone),
        now: options.now,
        retentionDays,
      })
    : { credited: 0, deleted: 0 };
  return { websiteId, days, todayUntil: rolledUntil, credited, deleted };
}

/** The site's day of its first raw event, or null when it has none. */
async function firstEventDay(
  db: Database,
  websiteId: number,
  timeZone: string,
): Promise<string | null> {
  const first = await rows<{ day: string | null }>(
    db,
    sql`
    select to_char((min(created_at) at time zone ${timeZone})::date, 'YYYY-MM-DD') as day
    from tracking_events where website_id = ${websiteId}`,
  );
  return first[0]?.day ?? null;
}

/**
 * Credits the leads of the rolled-up days once, while their touches are still raw, then deletes
 * the raw events past the retention whose day is rolled up.
 */
async function creditAndPrune(
  db: Database,
  websiteId: number,
  { afterRolled, now, retentionDays }: { afterRolled: Date; now: Date; retentionDays: number },
): Promise<{ credited: number; deleted: number }> {
  const settled = new Date(now.getTime() - CREDIT_SETTLE_MS);
  const credited = await storeLeadCredits(
    db,
    websiteId,
    settled < afterRolled ? settled : afterRolled,
    now,
  );
  const cutoff = new Date(Math.min(now.getTime() - retentionDays * DAY_MS, afterRolled.getTime()));
  const result = (await db.execute(sql`
    delete from tracking_events where website_id = ${websiteId}
      and created_at < ${cutoff.toISOString()}`)) as unknown as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  return { credited, deleted: result.rowCount ?? result.affectedRows ?? 0 };
}

/**
 * Rolls up the site's whole days `days` (consecutive, oldest first) in one transaction: one
 * grouped pass over the site's raw events per table, whatever the number of days (a year's
 * backlog reads its events three times, not three times a day). Any partial rollup of the first
 * is replaced.
 */
async function rollUpDays(
  db: Database,
  websiteId: number,
  days: readonly string[],
  timeZone: string,
): Promise<void> {
  const first = days[0]!;
  const last = days.at(-1)!;
  const end = dayEnd(last, timeZone);
  await db.transaction(async (tx) => {
    await writeRollups(tx, websiteId, { first, last, end, timeZone, withVitals: true });
    await tx.execute(sql`
      insert into tracking_rollups (website_id, rolled_through, rolled_until)
      values (${websiteId}, ${last}::date, ${end.toISOString()})
      on conflict (website_id) do update set rolled_through = excluded.rolled_through,
        rolled_until = excluded.rolled_until, partial_until = null, partial_day_ends_at = null,
        updated_at = now()`);
  });
}

/**
 * Rolls up today, the day after the mark, from its start to `until` (its last whole hour) into
 * the counts, totals, car views and sessions, replacing the previous partial rollup, so a read
 * of today takes at most an hour of raw events. Web vitals wait for the whole day. A session
 * that spans `until` is counted on both sides of it until the whole day is rolled up, as one
 * that spans midnight is counted on both days.
 */
async function rollUpToday(
  db: Database,
  websiteId: number,
  { today, until, timeZone }: { today: string; until: Date; timeZone: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await writeRollups(tx, websiteId, {
      first: today,
      last: today,
      end: until,
      timeZone,
      withVitals: false,
    });
    // The day closes (its web vitals rolled up whole) when it ends in the site's zone.
    await tx.execute(sql`
      update tracking_rollups set partial_until = ${until.toISOString()},
        partial_day_ends_at = ${dayEnd(today, timeZone).toISOString()}, updated_at = now()
      where website_id = ${websiteId}`);
  });
}

/** Replaces the rollup rows of the days `first` to `last` with the raw events before `end`. */
async function writeRollups(
  tx: Tx,
  websiteId: number,
  span: { first: string; last: string; end: Date; timeZone: string; withVitals: boolean },
): Promise<void> {
  const { first, last, withVitals } = span;
  const where = sql`website_id = ${websiteId}
    and created_at >= ${dayStart(first, span.timeZone).toISOString()}
    and created_at < ${span.end.toISOString()}`;
  const day = sql`(created_at at time zone ${span.timeZone})::date`;
  const tables = [
    "tracking_daily_counts",
    "tracking_daily_totals",
    "tracking_daily_car_views",
    "tracking_daily_sessions",
    ...(withVitals ? ["web_vitals_daily"] : []),
  ];
  for (const table of tables) {
    await tx.execute(
      sql`delete from ${sql.identifier(table)} where website_id = ${websiteId}
        and day >= ${first} and day <= ${last}`,
    );
  }
  await tx.execute(sql`
    insert into tracking_daily_counts (website_id, day, source, variant, category, event_id,
      page_type, car_id, is_conversion, events)
    select ${websiteId}, ${day}, ${EVENT_SOURCE}, ${EVENT_VARIANT}, category, event_id,
      properties->>'page_type', car_id, ${IS_CONVERSION}, count(*)::int
    from tracking_events where ${where} and category <> ${WEB_VITAL_ROW}
    group by 2, 3, 4, 5, 6, 7, 8, 9`);
  // The same days without the car, for the site's figures (read from the counts just written).
  await tx.execute(sql`
    insert into tracking_daily_totals (website_id, day, source, variant, category, event_id,
      page_type, is_conversion, events)
    select website_id, day, source, variant, category, event_id, page_type, is_conversion,
      sum(events)::int
    from tracking_daily_counts
    where website_id = ${websiteId} and day >= ${first} and day <= ${last}
    group by 1, 2, 3, 4, 5, 6, 7, 8`);
  // And the vehicle views by car alone, for the most viewed cars.
  await tx.execute(sql`
    insert into tracking_daily_car_views (website_id, day, car_id, views)
    select website_id, day, car_id, sum(events)::int
    from tracking_daily_counts
    where website_id = ${websiteId} and day >= ${first} and day <= ${last}
      and event_id in (${sql.join(
        VEHICLE_VIEW_IDS.map((id) => sql`${id}`),
        sql`, `,
      )}) and car_id is not null
    group by 1, 2, 3`);
  await tx.execute(sql`
    insert into tracking_daily_sessions (website_id, day, source, variant, sessions)
    select ${websiteId}, day, source, variant, count(distinct session_id)::int
    from (select ${day} as day, ${EVENT_SOURCE} as source, ${EVENT_VARIANT} as variant,
        session_id
      from tracking_events where ${where} and category <> ${WEB_VITAL_ROW}
        and session_id is not null) e
    group by grouping sets ((day), (day, source), (day, variant))`);
  if (withVitals) {
    await tx.execute(sql`
      insert into web_vitals_daily (website_id, day, page_group, metric, p75, samples)
      select ${websiteId}, ${day}, ${WEB_VITAL_GROUP}, properties->>'metric', ${WEB_VITAL_P75},
        count(*)::int
      from tracking_events where ${where} and category = ${WEB_VITAL_ROW}
        and properties ? 'metric'
      group by 2, 3, 4`);
  }
}

/**
 * Rolls up the sites with work due (`listDueRollupSites`: events since `since` not yet rolled
 * up, a day to close, events past retention): the worker's hourly step, whose cost follows the
 * sites with traffic, not the number of sites.
 */
export async function rollUpAllSites(
  db: Database,
  options: RollUpOptions & { since: Date },
): Promise<RollUpResult[]> {
  const retentionDays = Math.max(MIN_EVENT_RETENTION_DAYS, Math.floor(options.retentionDays));
  const sites = await listDueRollupSites(db, { ...options, retentionDays });
  const results: RollUpResult[] = [];
  for (const id of sites) results.push(await rollUpTrackingEvents(db, id, options));
  return results;
}
