import { asc, eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { staffPasskeys } from "../../schema.ts";

type StaffPasskeySummary = {
  id: string;
  credentialId: string;
  transports: string[];
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
};

/** A staff user's own passkeys, oldest first. */
export async function listStaffPasskeys(
  db: Database,
  { staffUserId }: { staffUserId: string },
): Promise<StaffPasskeySummary[]> {
  return db
    .select({
      id: staffPasskeys.id,
      credentialId: staffPasskeys.credentialId,
      transports: staffPasskeys.transports,
      name: staffPasskeys.name,
      createdAt: staffPasskeys.createdAt,
      lastUsedAt: staffPasskeys.lastUsedAt,
    })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffUserId, staffUserId))
    .orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
}
