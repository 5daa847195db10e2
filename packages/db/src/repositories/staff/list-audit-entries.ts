import { and, desc, eq, gte, ilike, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AuditQuery } from "@forecourt/core/console/audit-query";
import { isAuditAction, type AuditEntry } from "@forecourt/core/console/audit-action";
import { wholeSitesOf } from "@forecourt/core/console/staff-access";
import { siteDayRange } from "@forecourt/core/time/site-time";
import type { Database } from "../../client.ts";
import { cars, locations, staffAuditLog, staffUsers, websites } from "../../schema.ts";
import { siteTimeZone } from "../sites/site-time-zone.ts";
import { inSites } from "./site-scope.ts";
import type { StaffMember } from "./get-staff-member.ts";
import { escapeLike } from "../../like-pattern.ts";

/** An entry's zone: its site's, UTC for a platform-wide entry (no site). */
const entryTimeZone = sql<string>`case when ${staffAuditLog.websiteId} is null then 'UTC' else ${siteTimeZone} end`;

const actors = alias(staffUsers, "audit_actor");
const people = alias(staffUsers, "audit_person");

/** The id after "kind:" of a subject of that kind (subjects are written by the repositories). */
const subjectId = (kind: string) =>
  sql`case when ${staffAuditLog.subject} ~ ${`^${kind}:[0-9]{1,9}$`}
    then split_part(${staffAuditLog.subject}, ':', 2)::int end`;

/** The car an entry names: its subject, or the car a lead was sold with. */
const entryCarId = sql`coalesce(${subjectId("car")}, case when ${staffAuditLog.action} = 'lead.sold'
  and ${staffAuditLog.after} ->> 'soldCarId' ~ '^[0-9]{1,9}$'
  then (${staffAuditLog.after} ->> 'soldCarId')::int end)`;

/** The person an entry names: who a lead was assigned to, whose access was removed. */
const entryPersonId = sql`coalesce(${staffAuditLog.after} ->> 'assignedStaffUserId',
  ${staffAuditLog.before} ->> 'staffUserId')`;

/** Which entries: of the actor's whole sites, narrowed by the filter, older than `before`. */
async function entryFilter(
  db: Database,
  sites: ReturnType<typeof wholeSitesOf>,
  filter: Partial<AuditQuery>,
  before: number | null,
) {
  return and(
    inSites(sites, staffAuditLog.websiteId),
    filter.who ? ilike(staffAuditLog.actorEmail, `%${escapeLike(filter.who)}%`) : undefined,
    filter.websiteId ? eq(staffAuditLog.websiteId, filter.websiteId) : undefined,
    filter.action ? eq(staffAuditLog.action, filter.action) : undefined,
    await withinDays(db, sites, filter.from ?? null, filter.to ?? null),
    before === null
      ? undefined
      : sql`(${staffAuditLog.createdAt}, ${staffAuditLog.id}) < (select a.created_at, a.id
          from ${staffAuditLog} a where a.id = ${before})`,
  );
}

type EntryRow = {
  entry: typeof staffAuditLog.$inferSelect;
  timeZone: AuditEntry["timeZone"];
  actorName: string | null;
  car: { name: string; stockNumber: string } | null;
  person: string | null;
  location: string | null;
  site: string | null;
};

/** The entry as the audit page shows it; none for an action this version does not know. */
function toAuditEntries(row: EntryRow): AuditEntry[] {
  const { entry, timeZone, actorName, car, person, location, site } = row;
  if (!isAuditAction(entry.action)) return [];
  return [
    {
      id: entry.id,
      websiteId: entry.websiteId,
      actorEmail: entry.actorEmail,
      actorName: actorName ?? entry.actorEmail,
      action: entry.action,
      subject: entry.subject,
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt,
      timeZone,
      names: { site, car: car?.name ? car : null, person, location },
    },
  ];
}

/**
 * The newest changes the actor may read: a dealer admin its sites', a platform operator every
 * one (platform-wide entries included); sales none. Narrowed by `filter`: who (part of the
 * address), site, kind, and the first and last day, each entry's days those of its site's time
 * zone (UTC's for platform-wide entries), the zone it is shown in (`timeZone`). With `before`
 * (the last entry of the page before), the page of older ones: read from the (created_at, id)
 * index where it stopped, however long the log.
 */
export async function listAuditEntries(
  db: Database,
  {
    actor,
    limit,
    filter = {},
    before = null,
  }: {
    actor: StaffMember;
    limit: number;
    filter?: Partial<AuditQuery>;
    before?: number | null;
  },
): Promise<AuditEntry[]> {
  const sites = wholeSitesOf(actor, "read-audit");
  const rows = await db
    .select({
      entry: staffAuditLog,
      timeZone: entryTimeZone,
      actorName: actors.name,
      car: { name: cars.name, stockNumber: cars.stockNumber },
      person: sql<string | null>`coalesce(${people.name}, ${people.email})`,
      location: locations.name,
      site: websites.name,
    })
    .from(staffAuditLog)
    .leftJoin(websites, eq(websites.id, staffAuditLog.websiteId))
    .leftJoin(actors, eq(actors.id, staffAuditLog.actorId))
    // Names of what the entry points at, on its own site only.
    .leftJoin(cars, and(eq(cars.id, entryCarId), eq(cars.websiteId, staffAuditLog.websiteId)))
    .leftJoin(people, eq(sql`${people.id}::text`, entryPersonId))
    .leftJoin(
      locations,
      and(
        eq(locations.id, subjectId("location")),
        eq(locations.websiteId, staffAuditLog.websiteId),
      ),
    )
    .where(await entryFilter(db, sites, filter, before))
    .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
    .limit(limit);
  return rows.flatMap(toAuditEntries);
}

/**
 * Entries made within the days `from` to `to` as each entry's zone counts them: one range of
 * instants per zone the actor's sites use (a handful), each applied to that zone's entries.
 */
async function withinDays(
  db: Database,
  sites: ReturnType<typeof wholeSitesOf>,
  from: string | null,
  to: string | null,
) {
  if (from === null && to === null) return undefined;
  const used = await db
    .selectDistinct({ zone: siteTimeZone })
    .from(websites)
    .where(inSites(sites, websites.id));
  const zones = new Set(["UTC", ...used.map((row) => row.zone)]);
  return or(
    ...[...zones].map((zone) => {
      const { start, end } = siteDayRange(from, to, zone);
      return and(
        eq(entryTimeZone, zone),
        start ? gte(staffAuditLog.createdAt, start) : undefined,
        end ? lt(staffAuditLog.createdAt, end) : undefined,
      );
    }),
  );
}
