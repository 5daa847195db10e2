import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../client.ts";
import { databaseIdentity } from "../../schema.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { readCacheScope } from "./read-cache-scope.ts";
import { recordTagExpiries } from "./record-tag-expiries.ts";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle?.close();
});

describe("the cache scope of a database", () => {
  it("has the identity the migration made, the same at every read", async () => {
    const first = await readCacheScope(handle.db);
    expect(first.databaseId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[0-9a-f]{16}$/,
    );
    expect((await readCacheScope(handle.db)).databaseId).toBe(first.databaseId);
    const rows = await handle.db.select().from(databaseIdentity);
    expect(rows).toHaveLength(1);
    // One row at most.
    await expect(
      handle.db.execute(sql`insert into database_identity (singleton) values (false)`),
    ).rejects.toThrow();
  });

  it("records each tag's latest expiry, keeping a later one already recorded", async () => {
    await recordTagExpiries(handle.db, ["site:1:cars", "sites", "site:1:cars"], 1_000);
    await recordTagExpiries(handle.db, ["site:1:cars"], 3_000);
    await recordTagExpiries(handle.db, ["site:1:cars", "site:2:cars"], 2_000);
    await recordTagExpiries(handle.db, [], 9_000);
    const { expiries } = await readCacheScope(handle.db);
    expect(Object.fromEntries(expiries)).toMatchObject({
      "site:1:cars": 3_000,
      "site:2:cars": 2_000,
      sites: 1_000,
    });
  });

  it("makes a new identity when its row is gone, so the cache starts afresh", async () => {
    const before = (await readCacheScope(handle.db)).databaseId;
    await handle.db.delete(databaseIdentity);
    const after = (await readCacheScope(handle.db)).databaseId;
    expect(after).not.toBe(before);
    expect((await readCacheScope(handle.db)).databaseId).toBe(after);
  });
});
