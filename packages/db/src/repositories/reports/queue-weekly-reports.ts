import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import {
  reportWeek,
  WEEKLY_REPORT_OUTBOX_KIND,
  WEEKLY_REPORT_TOP_VEHICLES,
  weeklyReportKey,
  type WeeklyReport,
} from "@forecourt/core/outbox/weekly-report";
import { DEFAULT_SITE_TIME_ZONE } from "@forecourt/core/site/site-settings";
import { WEB_VITAL_NAMES, type WebVitalName } from "@forecourt/core/analytics/web-vitals";
import type { Database } from "../../client.ts";
import { cars, outbox, staffGrants, staffUsers, websites } from "../../schema.ts";
import {
  VEHICLE_VIEW_IDS,
  WEB_VITAL_GROUP,
  WEB_VITAL_P75,
  WEB_VITAL_ROW,
} from "../tracking/analytics-sql.ts";
import { getLeadFigures } from "../tracking/get-lead-figures.ts";
import { rows } from "../../raw-rows.ts";

type WeeklyReportLinks = {
  /** Where the report's reader opens the console. */
  consoleUrl: string;
  /** The recipient's signed unsubscribe link. */
  unsubscribeUrl: (staffUserId: string) => string;
};

type Figures = Pick<WeeklyReport, "leads" | "leadsByForm" | "topVehicles" | "speed">;

const isMetric = (value: string): value is WebVitalName =>
  (WEB_VITAL_NAMES as readonly string[]).includes(value);

/**
 * A site's figures for [from, to): its leads by form and car from the leads table (as the
 * analytics count them), vehicle views and each metric's p75 per page group from the raw events
 * (a week is always inside the raw-event retention, which is at least 31 days).
 */
async function weeklyReportFigures(
  db: Database,
  websiteId: number,
  range: { from: Date; to: Date },
): Promise<Figures> {
  const leads = await getLeadFigures(db, websiteId, { start: range.from, end: range.to });
  const within = sql`website_id = ${websiteId} and created_at >= ${range.from.toISOString()}
    and created_at < ${range.to.toISOString()}`;
  const views = await rows<{ car_id: number; views: number }>(
    db,
    sql`
    select car_id, count(*)::int as views from tracking_events
    where ${within} and car_id is not null
      and event_id in (${sql.join(
        VEHICLE_VIEW_IDS.map((id) => sql`${id}`),
        sql`, `,
      )})
    group by car_id`,
  );
  const speed = await rows<{ page_group: string; metric: string; p75: number; samples: number }>(
    db,
    sql`
    select ${WEB_VITAL_GROUP} as page_group, properties->>'metric' as metric,
      ${WEB_VITAL_P75} as p75, count(*)::int as samples
    from tracking_events where ${within} and category = ${WEB_VITAL_ROW} and properties ? 'metric'
    group by 1, 2 order by 1, 2`,
  );

  const byCar = new Map<number, { views: number; leads: number }>();
  for (const row of views) byCar.set(row.car_id, { views: row.views, leads: 0 });
  for (const [id, n] of Object.entries(leads.by_car)) {
    const car = byCar.get(Number(id)) ?? { views: 0, leads: 0 };
    byCar.set(Number(id), { ...car, leads: n });
  }
  const top = [...byCar.entries()]
    .sort(([a, x], [b, y]) => y.leads - x.leads || y.views - x.views || a - b)
    .slice(0, WEEKLY_REPORT_TOP_VEHICLES);
  const names = top.length
    ? await db
        .select({ id: cars.id, name: cars.name })
        .from(cars)
        .where(
          and(
            eq(cars.websiteId, websiteId),
            inArray(
              cars.id,
              top.map(([id]) => id),
            ),
          ),
        )
    : [];
  const nameOf = new Map(names.map((car) => [car.id, car.name]));
  return {
    leads: leads.leads,
    leadsByForm: leads.by_form,
    topVehicles: top.map(([id, car]) => ({ name: nameOf.get(id) ?? `Car ${id}`, ...car })),
    speed: speed.flatMap((row) =>
      isMetric(row.metric)
        ? [
            {
              pageGroup: row.page_group,
              metric: row.metric,
              p75: Number(row.p75),
              samples: row.samples,
            },
          ]
        : [],
    ),
  };
}

/**
 * Queues last week's report (core `reportWeek`: Monday to Sunday of the site's own days, in its
 * time zone) of every live site to each of its dealer admins whose grant covers the whole site
 * and who has not unsubscribed: one outbox row per site and recipient. Only the grants whose
 * report is due are read (by the index on `weekly_report_due_at`, the Monday's midnight there).
 * Each is queued once a week whatever the runs or restarts: the grant's `weekly_report_week` is
 * moved in the transaction that queues the row, and the outbox's (kind, aggregate) key (week,
 * site, user) holds even so. Returns the rows queued.
 */
export async function queueWeeklyReports(
  db: Database,
  { now, links }: { now: Date; links: WeeklyReportLinks },
): Promise<number> {
  const due = await db
    .select({
      grantId: staffGrants.id,
      websiteId: staffGrants.websiteId,
      siteName: websites.name,
      timeZone: sql<string | null>`${websites.settings}->>'timeZone'`,
      lastWeek: staffGrants.weeklyReportWeek,
      staffUserId: staffUsers.id,
      email: staffUsers.email,
    })
    .from(staffGrants)
    .innerJoin(staffUsers, eq(staffUsers.id, staffGrants.staffUserId))
    .innerJoin(websites, eq(websites.id, staffGrants.websiteId))
    .where(
      and(
        eq(staffGrants.role, "dealer-admin"),
        isNull(staffGrants.dealershipId),
        isNull(staffGrants.locationId),
        or(isNull(staffGrants.weeklyReportDueAt), lte(staffGrants.weeklyReportDueAt, now)),
        isNull(staffUsers.weeklyReportOptOutAt),
        isNull(websites.archivedAt),
      ),
    )
    .orderBy(staffGrants.websiteId, staffUsers.email);

  const figuresOf = new Map<number, Figures>();
  let queued = 0;
  for (const row of due) {
    const week = reportWeek(now, row.timeZone ?? DEFAULT_SITE_TIME_ZONE);
    const notQueued = or(
      isNull(staffGrants.weeklyReportWeek),
      lt(staffGrants.weeklyReportWeek, week.start),
    );
    const mark = { weeklyReportWeek: week.start, weeklyReportDueAt: week.nextDueAt };
    if (row.lastWeek !== null && row.lastWeek >= week.start) {
      // Its week was queued (a grant from before due times were kept, a zone changed): only when
      // the next is due is set.
      await db
        .update(staffGrants)
        .set({ weeklyReportDueAt: week.nextDueAt })
        .where(eq(staffGrants.id, row.grantId));
      continue;
    }
    let figures = figuresOf.get(row.websiteId);
    if (!figures) {
      figures = await weeklyReportFigures(db, row.websiteId, week);
      figuresOf.set(row.websiteId, figures);
    }
    const payload: WeeklyReport = {
      to: row.email,
      siteName: row.siteName,
      weekStart: week.start,
      weekEnd: week.end,
      ...figures,
      consoleUrl: links.consoleUrl,
      unsubscribeUrl: links.unsubscribeUrl(row.staffUserId),
    };
    queued += await db.transaction(async (tx) => {
      const [marked] = await tx
        .update(staffGrants)
        .set(mark)
        .where(and(eq(staffGrants.id, row.grantId), notQueued))
        .returning({ id: staffGrants.id });
      if (!marked) return 0;
      const inserted = await tx
        .insert(outbox)
        .values({
          websiteId: row.websiteId,
          kind: WEEKLY_REPORT_OUTBOX_KIND,
          aggregateId: weeklyReportKey(week.start, row.websiteId, row.staffUserId),
          payload,
        })
        .onConflictDoNothing()
        .returning({ id: outbox.id });
      return inserted.length;
    });
  }
  return queued;
}

/** The user's weekly reports stop (idempotent: the first opt-out's time stays). */
export async function optOutOfWeeklyReports(db: Database, staffUserId: string): Promise<boolean> {
  const [user] = await db
    .update(staffUsers)
    .set({ weeklyReportOptOutAt: sql`coalesce(${staffUsers.weeklyReportOptOutAt}, now())` })
    .where(eq(staffUsers.id, staffUserId))
    .returning({ id: staffUsers.id });
  return user !== undefined;
}
