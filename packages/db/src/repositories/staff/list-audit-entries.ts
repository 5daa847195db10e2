import { desc } from "drizzle-orm";
import { isAuditAction, type AuditEntry } from "@forecourt/core/console/audit-action";
import { wholeSitesOf } from "@forecourt/core/console/staff-access";
import type { Database } from "../../client.ts";
import { staffAuditLog } from "../../schema.ts";
import { inSites } from "./site-scope.ts";
import type { StaffMember } from "./get-staff-member.ts";

/**
 * The newest changes the actor may read: a dealer admin its sites', a platform operator every
 * one (platform-wide entries included); sales none.
 */
export async function listAuditEntries(
  db: Database,
  { actor, limit }: { actor: StaffMember; limit: number },
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(inSites(wholeSitesOf(actor, "read-audit"), staffAuditLog.websiteId))
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
