import { and, desc, eq, gte, ilike, lt } from "drizzle-orm";
import type { AuditQuery } from "@forecourt/core/console/audit-query";
import { isAuditAction, type AuditEntry } from "@forecourt/core/console/audit-action";
import { wholeSitesOf } from "@forecourt/core/console/staff-access";
import type { Database } from "../../client.ts";
import { staffAuditLog } from "../../schema.ts";
import { inSites } from "./site-scope.ts";
import type { StaffMember } from "./get-staff-member.ts";
import { escapeLike } from "../../like-pattern.ts";

const DAY_MS = 86_400_000;

/**
 * The newest changes the actor may read: a dealer admin its sites', a platform operator every
 * one (platform-wide entries included); sales none. Narrowed by `filter`: who (part of the
 * address), site, kind, and the first and last UTC day.
 */
export async function listAuditEntries(
  db: Database,
  {
    actor,
    limit,
    filter = {},
  }: { actor: StaffMember; limit: number; filter?: Partial<AuditQuery> },
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(
      and(
        inSites(wholeSitesOf(actor, "read-audit"), staffAuditLog.websiteId),
        filter.who ? ilike(staffAuditLog.actorEmail, `%${escapeLike(filter.who)}%`) : undefined,
        filter.websiteId ? eq(staffAuditLog.websiteId, filter.websiteId) : undefined,
        filter.action ? eq(staffAuditLog.action, filter.action) : undefined,
        filter.from
          ? gte(staffAuditLog.createdAt, new Date(`${filter.from}T00:00:00Z`))
          : undefined,
        filter.to
          ? lt(staffAuditLog.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS))
          : undefined,
      ),
    )
    .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
    .limit(limit);
  return rows.flatMap((row) =>
    isAuditAction(row.action)
      ? [
          {
            id: row.id,
            websiteId: row.websiteId,
            actorEmail: row.actorEmail,
            action: row.action,
            subject: row.subject,
            before: row.before,
            after: row.after,
            createdAt: row.createdAt,
          },
        ]
      : [],
  );
}
