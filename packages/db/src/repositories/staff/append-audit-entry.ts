import type { AuditAction } from "@forecourt/core/console/audit-action";
import type { Executor } from "../../client.ts";
import { staffAuditLog } from "../../schema.ts";

type AppendAuditEntryOptions = {
  actor: { id: string; email: string };
  /** The site the change belongs to; null for a platform-wide one. */
  websiteId: number | null;
  action: AuditAction;
  /** What was changed, e.g. "staff-grant:12" or "invitation:{id}". */
  subject: string;
  before: unknown;
  after: unknown;
  now: Date;
};

/** Records one console change; call it in the transaction that makes the change. */
export async function appendAuditEntry(db: Executor, entry: AppendAuditEntryOptions) {
  await db.insert(staffAuditLog).values({
    websiteId: entry.websiteId,
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    subject: entry.subject,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.now,
  });
}
