import { sql } from "drizzle-orm";
import type { Database } from "@forecourt/db/client";
import { buildLocation } from "@forecourt/db/demo/factories";

/** The shape of a platform: dealer groups of many rooftops, then single rooftops. */
export type PlatformShape = {
  sites: number;
  cars: number;
  /** Rooftops of each dealer group; every other site is a single rooftop. */
  groups: number[];
  /** Leads over the year before now, spread over every site. */
  leads: number;
  /** Raw collector events in the last `eventDays` days (not yet rolled up). */
  events: number;
  eventDays: number;
  auditEntries: number;
};

/** The platform operator every console read and the wizard's write is made as. */
export const BENCH_OPERATOR_ID = "00000000-0000-4000-8000-00000000a072";

type Timer = <T>(label: string, work: () => Promise<T>) => Promise<T>;

const MAKES = `array['Toyota','Ford','Mazda','Hyundai','Kia','Nissan','Volkswagen','Subaru','Honda','Mitsubishi']`;
const MODELS = `array['Hatch','Sedan','Wagon','Ute','SUV']`;

/**
 * Loads `shape` in bulk (INSERT ... SELECT over generate_series): sites `scale-1`.. with one
 * dealership and location each, a verified custom domain `www.scale-N.test`, the default
 * search page; cars spread so a group's rooftops hold three times a single rooftop's; leads,
 * raw events, staff (the operator, one admin per group with a grant on each rooftop) and
 * audit entries. Group rooftops are the first sites, group by group.
 */
export async function loadPlatform(db: Database, shape: PlatformShape, timed: Timer) {
  const grouped = shape.groups.reduce((a, b) => a + b, 0);
  const perGroupSite = Math.round((3 * shape.cars) / (shape.sites + 2 * grouped));
  const perSingle = Math.round((shape.cars - perGroupSite * grouped) / (shape.sites - grouped));
  const template = buildLocation(0, 0, { slug: "template" });
  await timed("sites, dealerships, locations, domains, search pages", async () => {
    await db.execute(sql`
      insert into websites (slug, name, settings)
      select 'scale-' || i, 'Scale Motors ' || i, '{}'::jsonb
      from generate_series(1, ${shape.sites}::int) i`);
    await db.execute(sql`
      insert into dealerships (website_id, slug, name, lead_email)
      select id, 'main', name, 'leads@' || slug || '.test' from websites`);
    await db.execute(sql`
      update websites w set primary_dealership_id = d.id from dealerships d
      where d.website_id = w.id`);
    await db.execute(sql`
      insert into locations (website_id, dealership_id, name, slug, location_types, is_primary,
        opening_hours, address, position)
      select website_id, id, name || ' yard', 'yard', '{sales}', true,
        ${JSON.stringify(template.openingHours)}::jsonb, ${JSON.stringify(template.address)}::jsonb, 0
      from dealerships`);
    await db.execute(sql`
      insert into domains (website_id, host, verified_at, verified_by)
      select id, 'www.' || slug || '.test', now(), 'dns' from websites`);
    await db.execute(sql`
      insert into search_slugs (website_id, slug, title, filters)
      select id, 'new-used-and-demo-cars', 'New, pre-owned and demo', '{}'::jsonb from websites`);
  });
  await timed(`${shape.cars.toLocaleString("en-AU")} cars, one image each`, async () => {
    await db.execute(
      sql.raw(`
      insert into cars (website_id, dealership_id, location_id, slug, name, make, model, body,
        year, km, car_type, price, stock_number, description, rank, created_at, updated_at)
      select w.id, d.id, l.id, 'car-' || w.id || '-' || g, c.name, c.make, c.model, c.body,
        c.year, c.km, c.car_type, c.price, 'STK' || g, c.name || ', ' || c.km || ' km.', g,
        c.created, c.created
      from websites w
      join dealerships d on d.website_id = w.id
      join locations l on l.dealership_id = d.id
      cross join lateral generate_series(1, case when w.id <= ${grouped} then ${perGroupSite}
        else ${perSingle} end) g
      cross join lateral (
        select m.make, m.model, m.body, m.year, m.km, m.car_type, m.price, m.created,
          m.year || ' ' || m.make || ' ' || m.model as name
        from (select (${MAKES})[1 + (w.id + g) % 10] as make, (${MODELS})[1 + g % 5] as model,
          (array['Hatch','Sedan','Wagon','Ute','SUV'])[1 + g % 5] as body,
          2012 + (w.id * 7 + g) % 14 as year, ((w.id * 31 + g * 17) % 200) * 1000 as km,
          case when g % 4 = 0 then 'new' when g % 9 = 0 then 'demo' else 'used' end as car_type,
          9000 + ((w.id * 13 + g * 101) % 80) * 1000 as price,
          now() - ((w.id + g) % 300) * interval '1 day' as created) m
      ) c`),
    );
    await db.execute(sql`
      insert into car_images (website_id, car_id, position, url, thumb_url, width, height, alt)
      select website_id, id, 0, '/media/scale-' || id || '.jpg', '/media/scale-' || id || '-t.jpg',
        1600, 1067, name from cars`);
  });
  await timed(`${shape.leads.toLocaleString("en-AU")} leads over a year`, () =>
    db.execute(sql`
      insert into leads (website_id, dealership_id, dealership_slug, category, name, email, status,
        created_at)
      select w, w, 'main', 'enquiry', 'Shopper ' || i, 'shopper' || i || '@example.test',
        case when i % 5 = 0 then 'contacted' else 'new' end,
        now() - (i::float / ${shape.leads}) * interval '365 days'
      from generate_series(1, ${shape.leads}::int) i
      cross join lateral (select 1 + (i::bigint * 7919) % ${shape.sites} as w) s`),
  );
  await timed(`${shape.events.toLocaleString("en-AU")} raw events`, () =>
    db.execute(sql`
      insert into tracking_events (website_id, category, url, anon_id, session_id, created_at)
      select 1 + (i::bigint * 104729) % ${shape.sites}, case when i % 5 = 0 then 'vehicle_view'
        else 'page_view' end, '/', 'anon-' || (i % 50000), 'session-' || (i / 8),
        now() - (i::float / ${shape.events}) * ${shape.eventDays} * interval '1 day'
      from generate_series(1, ${shape.events}::int) i`),
  );
  await loadStaff(db, shape, timed);
}

async function loadStaff(db: Database, shape: PlatformShape, timed: Timer) {
  await timed("staff, group grants, audit log", async () => {
    await db.execute(sql`
      insert into staff_users (id, email, name, is_platform_operator)
      values (${BENCH_OPERATOR_ID}, 'operator@forecourt.test', 'Operator', true)`);
    let first = 1;
    for (const [index, size] of shape.groups.entries()) {
      const email = `group-${index + 1}@forecourt.test`;
      await db.execute(sql`
        insert into staff_users (email, name) values (${email}, ${`Group ${index + 1} admin`})`);
      await db.execute(sql`
        insert into staff_grants (staff_user_id, website_id, role)
        select u.id, w, 'dealer-admin' from staff_users u
        cross join generate_series(${first}::int, ${first + size - 1}::int) w
        where u.email = ${email}`);
      first += size;
    }
    await db.execute(sql`
      insert into staff_audit_log (website_id, actor_id, actor_email, action, subject, created_at)
      select 1 + (i::bigint * 7907) % ${shape.sites}, ${BENCH_OPERATOR_ID}, 'operator@forecourt.test',
        'car.update', 'car ' || i, now() - (i::float / ${shape.auditEntries}) * interval '365 days'
      from generate_series(1, ${shape.auditEntries}::int) i`);
  });
  for (const table of ["websites", "cars", "car_images", "leads", "tracking_events"])
    await timed(`vacuum analyze ${table}`, () => db.execute(sql.raw(`vacuum analyze ${table}`)));
}
