import { and, desc, eq, gte, ilike, lt, or, sql } from "drizzle-orm";
import type { AuditQuery } from "@forecourt/core/console/audit-query";
import { isAuditAction, type AuditEntry } from "@forecourt/core/console/audit-action";
import { wholeSitesOf } from "@forecourt/core/console/staff-access";
import { siteDayRange } from "@forecourt/core/time/site-time";
import type { Database } from "../../client.ts";
import { staffAuditLog, websites } from "../../schema.ts";
import { siteTimeZone } from "../sites/site-time-zone.ts";
import { inSites } from "./site-scope.ts";
import type { StaffMember } from "./get-staff-member.ts";
import { escapeLike } from "../../like-pattern.ts";

/** An entry's zone: its site's, UTC for a platform-wide entry (no site). */
const entryTimeZone = sql<string>`case when ${staffAuditLog.websiteId} is null then 'UTC' else ${siteTimeZone} end`;

/**
 * The newest changes the actor may read: a dealer admin its sites', a platform operator every
 * one (platform-wide entries included); sales none. Narrowed by `filter`: who (part of the
 * address), site, kind, and the first and last day, each entry's days those of its site's time
 * zone (UTC's for platform-wide entries), the zone it is shown in (`timeZone`).
 */
export async function listAuditEntries(
  db: Database,
  {
    actor,
    limit,
    filter = {},
  }: { actor: StaffMember; limit: number; filter?: Partial<AuditQuery> },
): Promise<AuditEntry[]> {
  const sites = wholeSitesOf(actor, "read-audit");
  const rows = await db
    .select({ entry: staffAuditLog, timeZone: entryTimeZone })
    .from(staffAuditLog)
    .leftJoin(websites, eq(websites.id, staffAuditLog.websiteId))
    .where(
      and(
        inSites(sites, staffAuditLog.websiteId),
        filter.who ? ilike(staffAuditLog.actorEmail, `%${escapeLike(filter.who)}%`) : undefined,
        filter.websiteId ? eq(staffAuditLog.websiteId, filter.websiteId) : undefined,
        filter.action ? eq(staffAuditLog.action, filter.action) : undefined,
        await withinDays(db, sites, filter.from ?? null, filter.to ?? null),
      ),
    )
    .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
    .limit(limit);
  return rows.flatMap(({ entry, timeZone }) =>
    isAuditAction(entry.action)
      ? [
          {
            id: entry.id,
            websiteId: entry.websiteId,
            actorEmail: entry.actorEmail,
            action: entry.action,
            subject: entry.subject,
            before: entry.before,
            after: entry.after,
            createdAt: entry.createdAt,
            timeZone,
          },
        ]
      : [],
  );
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
