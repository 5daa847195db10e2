import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_CODE_TTL_MS, SIGN_IN_GUESS_PERIOD_MS } from "@forecourt/core/garage/sign-in";
import type { DatabaseHandle } from "../../client.ts";
import { rows } from "../../raw-rows.ts";
import {
  garageSessions,
  garageSignInCodes,
  garageUsers,
  staffSessions,
  staffSignInCodes,
} from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createSiteAdmin } from "../../testing/staff-members.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { pruneSignIns } from "./prune-sign-ins.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);
/** Just past and just short of the time a code stops counting in any guess budget. */
const CODE_GONE = SIGN_IN_GUESS_PERIOD_MS + SIGN_IN_CODE_TTL_MS + DAY_MS;
const CODE_KEPT = SIGN_IN_GUESS_PERIOD_MS - DAY_MS;

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "prune-sign-ins" });
});

afterAll(async () => {
  await handle?.close();
});

const code = (createdAt: Date) => ({
  email: "shopper@example.test",
  codeHash: crypto.randomUUID(),
  expiresAt: new Date(createdAt.getTime() + SIGN_IN_CODE_TTL_MS),
  createdAt,
});

async function count(table: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return row?.n ?? 0;
}

describe("pruneSignIns", () => {
  it("deletes codes no guess budget counts and expired sessions, in batches, and keeps the rest", async () => {
    const { db } = handle;
    await db.insert(garageSignInCodes).values(
      [ago(CODE_GONE), ago(CODE_GONE), ago(CODE_GONE), ago(CODE_KEPT), ago(0)].map((at) => ({
        ...code(at),
        websiteId: site.id,
      })),
    );
    await db.insert(staffSignInCodes).values([code(ago(CODE_GONE)), code(ago(CODE_KEPT))]);
    const [shopper] = await db
      .insert(garageUsers)
      .values({ websiteId: site.id, email: "shopper@example.test" })
      .returning({ id: garageUsers.id });
    const admin = await createSiteAdmin(db, "admin@prune.test", site);
    const session = (expiresAt: Date) => ({ tokenHash: crypto.randomUUID(), expiresAt });
    await db.insert(garageSessions).values(
      [ago(DAY_MS), ago(-DAY_MS)].map((at) => ({
        ...session(at),
        websiteId: site.id,
        userId: shopper!.id,
      })),
    );
    await db
      .insert(staffSessions)
      .values([ago(1000), ago(-DAY_MS)].map((at) => ({ ...session(at), staffUserId: admin.id })));

    // Two rows a statement, at most one statement a table: the third old garage code waits.
    expect(await pruneSignIns(db, { batchSize: 2, maxBatches: 1 })).toEqual({
      garage_sign_in_codes: 2,
      staff_sign_in_codes: 1,
      garage_sessions: 1,
      staff_sessions: 1,
    });
    expect(await pruneSignIns(db, { batchSize: 2, maxBatches: 5 })).toEqual({
      garage_sign_in_codes: 1,
      staff_sign_in_codes: 0,
      garage_sessions: 0,
      staff_sessions: 0,
    });
    expect(await count("garage_sign_in_codes")).toBe(2);
    expect(await count("staff_sign_in_codes")).toBe(1);
    expect(await count("garage_sessions")).toBe(1);
    expect(await count("staff_sessions")).toBe(1);
  });

  it("finds what is due through each table's time index, not a scan of every row", async () => {
    const plans = await handle.db.transaction(async (tx) => {
      // Tables this small would be scanned whatever their indexes: the planner is told not to,
      // so the plan shows which index serves the prune's read.
      await tx.execute(sql`set local enable_seqscan = off`);
      const read = async (table: string, column: string) =>
        (
          await rows<{ "QUERY PLAN": string }>(
            tx,
            sql`explain select 1 from ${sql.identifier(table)}
                 where ${sql.identifier(column)} < now() order by ${sql.identifier(column)} limit 500`,
          )
        )
          .map((row) => row["QUERY PLAN"])
          .join("\n");
      return {
        garageCodes: await read("garage_sign_in_codes", "created_at"),
        staffCodes: await read("staff_sign_in_codes", "created_at"),
        garageSessions: await read("garage_sessions", "expires_at"),
        staffSessions: await read("staff_sessions", "expires_at"),
      };
    });
    expect(plans.garageCodes).toContain("garage_sign_in_codes_created");
    expect(plans.staffCodes).toContain("staff_sign_in_codes_created");
    expect(plans.garageSessions).toContain("garage_sessions_expires");
    expect(plans.staffSessions).toContain("staff_sessions_expires");
  });
});
