import { sql } from "drizzle-orm";
import { reportWeek } from "@forecourt/core/outbox/weekly-report";
import { DEFAULT_SITE_TIME_ZONE } from "@forecourt/core/site/site-settings";
import type { Database } from "../client.ts";

export const SCALE_SITES = 10_000;

/**
 * Ten thousand live sites with nothing due, loaded in bulk (one INSERT ... SELECT a table): each
 * with a dealer admin who had last week's report, a verified domain, a car with a staff hold released last month, a lead a staff member
 * answered (with its reminder done), a published offer, page and blog post, an item deleted
 * yesterday, five page views from before yesterday rolled up to the last hour and a console audit entry; then analysed,
 * so the planner plans for the sizes a large deployment has. What the periodic jobs' and the
 * console lists' plan tests (`plansOf`) run over. Sites are `scale-1` to `scale-10000`.
 */
export async function createTenThousandSites(db: Database, now = new Date()): Promise<void> {
  const series = sql.raw(`generate_series(1, ${SCALE_SITES}) as n`);
  const site = sql.raw(`join websites w on w.slug = 'scale-' || n`);
  const at = now.toISOString();
  // Sites of default settings: the default zone's week.
  const week = reportWeek(now, DEFAULT_SITE_TIME_ZONE);
  const statements = [
    sql`insert into websites (slug, name) select 'scale-' || n, 'Scale Site ' || n from ${series}`,
    sql`insert into staff_users (email) select 'admin-' || n || '@scale.test' from ${series}`,
    sql`insert into staff_grants (staff_user_id, website_id, role, weekly_report_week,
        weekly_report_due_at)
      select u.id, w.id, 'dealer-admin', ${week.start}::date, ${week.nextDueAt.toISOString()}::timestamptz
      from ${series} ${site}
      join staff_users u on u.email = 'admin-' || n || '@scale.test'`,
    sql`insert into domains (website_id, host, verified_at, verified_by)
      select w.id, 'www.scale-' || n || '.example', ${at}::timestamptz, 'dns' from ${series} ${site}`,
    sql`insert into leads (website_id, category, name, first_contacted_at, created_at)
      select w.id, 'enquiry', 'Shopper ' || n, ${at}::timestamptz,
        ${at}::timestamptz - make_interval(mins => n) from ${series} ${site}`,
    sql`insert into lead_reminders (website_id, lead_id, note, due_at, done_at)
      select l.website_id, l.id, 'Call back', l.created_at, ${at}::timestamptz from leads l
      join websites w on w.id = l.website_id where w.slug like 'scale-%'`,
    sql`insert into dealerships (website_id, slug, name)
      select w.id, 'main', 'Scale Site ' || n from ${series} ${site}`,
    sql`insert into cars (website_id, dealership_id, slug, name, make, model, year, car_type,
        stock_number)
      select d.website_id, d.id, 'car', 'Car', 'Make', 'Model', 2024, 'used', 'S1'
      from dealerships d join websites w on w.id = d.website_id where w.slug like 'scale-%'`,
    sql`insert into reservations (website_id, car_id, reference, kind, status, amount, provider,
        expires_at)
      select c.website_id, c.id, 'RES-SCALE-' || c.id, 'hold', 'released', 0, 'test',
        ${at}::timestamptz - interval '30 days'
      from cars c join websites w on w.id = c.website_id where w.slug like 'scale-%'`,
    sql`insert into offers (website_id, slug, title, is_published, starts_at, ends_at)
      select w.id, 'offer', 'Offer ' || n, true, ${at}::timestamptz - interval '10 days',
        ${at}::timestamptz + make_interval(hours => n) from ${series} ${site}`,
    sql`insert into pages (website_id, path, title) select w.id, 'about', 'About' from ${series} ${site}`,
    sql`insert into blog_posts (website_id, slug, title, published_at)
      select w.id, 'news', 'News ' || n, ${at}::timestamptz from ${series} ${site}`,
    sql`insert into deleted_content (website_id, kind, content_id, slug, title, input,
        is_published, revision, deleted_by, deleted_at)
      select w.id, 'offer', 1000000 + n, 'gone', 'Gone', '{}', true, 1, 'admin@scale.test',
        ${at}::timestamptz - interval '1 day' from ${series} ${site}`,
    // Today rolled up to its last hour, its day ending at the sites' (Sydney's) next midnight.
    sql`insert into tracking_rollups (website_id, rolled_through, rolled_until, partial_until,
        partial_day_ends_at)
      select w.id, (${at}::timestamptz at time zone 'UTC')::date - 1,
        (${at}::timestamptz at time zone 'UTC')::date::timestamp at time zone 'UTC',
        date_trunc('hour', ${at}::timestamptz at time zone 'UTC') at time zone 'UTC',
        ((${at}::timestamptz at time zone 'Australia/Sydney')::date + 1)::timestamp
          at time zone 'Australia/Sydney'
      from ${series} ${site}`,
    // Five page views a site, from before yesterday (rolled up already, inside any retention).
    sql`insert into tracking_events (website_id, category, event_id, created_at)
      select w.id, 'page', 1, ${at}::timestamptz - interval '2 days' - make_interval(mins => n + k)
      from ${series} ${site} cross join generate_series(1, 5) as k`,
    sql`insert into staff_audit_log (website_id, actor_email, action, subject, created_at)
      select w.id, 'admin-' || n || '@scale.test', 'site.settings-changed', 'settings',
        ${at}::timestamptz - make_interval(mins => n) from ${series} ${site}`,
    sql`analyze`,
  ];
  for (const statement of statements) await db.execute(statement);
}
