import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { StaffMember } from "../staff/get-staff-member.ts";
import type { Database, Executor } from "../../client.ts";
import { sendingDomains } from "../../schema.ts";
import { appendAuditEntry } from "../staff/append-audit-entry.ts";

/** The last DNS check of a site's sending domain. */
export type SendingDomainCheck = {
  domain: string;
  checkedAt: Date;
  /** Since when every record is found; null while any is missing. */
  verifiedAt: Date | null;
  problems: string[];
};

/** The last check of `domain` for the site, or null when it was never checked. */
export async function getSendingDomainCheck(
  db: Executor,
  where: { websiteId: number; domain: string },
): Promise<SendingDomainCheck | null> {
  const [row] = await db
    .select()
    .from(sendingDomains)
    .where(
      and(eq(sendingDomains.websiteId, where.websiteId), eq(sendingDomains.domain, where.domain)),
    );
  return row
    ? {
        domain: row.domain,
        checkedAt: row.checkedAt,
        verifiedAt: row.verifiedAt,
        problems: Array.isArray(row.problems) ? (row.problems as string[]) : [],
      }
    : null;
}

/** Whether the site's mail may go from `domain`: its records were all found at the last check. */
export async function isSendingDomainVerified(
  db: Executor,
  where: { websiteId: number; domain: string },
): Promise<boolean> {
  const rows = await db
    .select({ domain: sendingDomains.domain })
    .from(sendingDomains)
    .where(
      and(
        eq(sendingDomains.websiteId, where.websiteId),
        eq(sendingDomains.domain, where.domain),
        isNotNull(sendingDomains.verifiedAt),
      ),
    );
  return rows.length > 0;
}

/**
 * Stores a check of the site's sending domain and audits who made it, in one transaction: with
 * no problems the domain is verified (since its first clean check), with any it is not (mail
 * goes from the platform's address again until a clean check).
 */
export async function recordSendingDomainCheck(
  db: Database,
  input: {
    actor: StaffMember;
    websiteId: number;
    domain: string;
    problems: readonly string[];
    now: Date;
  },
): Promise<SendingDomainCheck> {
  const isVerified = input.problems.length === 0;
  const values = {
    websiteId: input.websiteId,
    domain: input.domain,
    checkedAt: input.now,
    verifiedAt: isVerified ? input.now : null,
    problems: [...input.problems],
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sendingDomains)
      .values(values)
      .onConflictDoUpdate({
        target: [sendingDomains.websiteId, sendingDomains.domain],
        set: {
          checkedAt: values.checkedAt,
          problems: values.problems,
          verifiedAt: isVerified
            ? sql`coalesce(${sendingDomains.verifiedAt}, ${input.now.toISOString()}::timestamptz)`
            : null,
        },
      })
      .returning();
    await appendAuditEntry(tx, {
      actor: input.actor,
      websiteId: input.websiteId,
      action: "site.sending-domain-checked",
      subject: `website:${input.websiteId}:sending-domain`,
      before: null,
      after: { domain: input.domain, isVerified, problems: values.problems },
      now: input.now,
    });
    return {
      domain: row!.domain,
      checkedAt: row!.checkedAt,
      verifiedAt: row!.verifiedAt,
      problems: values.problems,
    };
  });
}
