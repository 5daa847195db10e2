import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type Database } from "../client.ts";
import { readCacheScope } from "../repositories/cache/read-cache-scope.ts";
import { databaseIdentity } from "../schema.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { restoreEmbeddedDatabase } from "./embedded-backup.ts";

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), "forecourt-restore-"));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const identityRow = async (db: Database) =>
  (await db.select({ id: databaseIdentity.id }).from(databaseIdentity))[0]?.id;

/** The identity row and cache scope of the database in `dataDir`, the folder closed after. */
async function identityOf(dataDir: string) {
  const handle = await openDatabase({ dataDir, migrate: false });
  try {
    return {
      id: await identityRow(handle.db),
      scope: (await readCacheScope(handle.db)).databaseId,
    };
  } finally {
    await handle.close();
  }
}

describe("a restored backup", () => {
  it.skipIf(process.env.DATABASE_URL)(
    "is another database to the page cache: a new identity, wherever it is restored",
    async () => {
      // The suite's migrated database, as `npm run backup` writes it, is the backup.
      const archive = new Blob([readFileSync(inject("testDatabaseTemplate"))]);
      const source = await createTestDatabase();
      const backedUp = await identityRow(source.db);
      await source.close();
      expect(backedUp).toMatch(/^[0-9a-f-]{36}$/);

      const original = path.join(folder, "original", "pglite");
      await restoreEmbeddedDatabase(original, archive);
      const first = await identityOf(original);
      expect(first.id).not.toBe(backedUp);

      // The same backup served from a second folder.
      const copy = path.join(folder, "copy", "pglite");
      expect(await restoreEmbeddedDatabase(copy, archive)).toEqual({ previous: null });
      const second = await identityOf(copy);
      expect(second.id).not.toBe(first.id);
      expect(second.scope).not.toBe(first.scope);

      // Restored over in place, the first gets yet another.
      const { previous } = await restoreEmbeddedDatabase(original, archive);
      expect(previous).toMatch(/\.before-restore-/);
      const third = await identityOf(original);
      expect([first.id, second.id, backedUp]).not.toContain(third.id);
    },
  );
});

describe("the cache scope's place", () => {
  it("tells two copies with the same identity row apart by where they are", async () => {
    const handle = await createTestDatabase();
    try {
      const here = await readCacheScope(handle.db, { place: "/srv/a/pglite#12" });
      const there = await readCacheScope(handle.db, { place: "/srv/b/pglite#34" });
      expect(here.databaseId.slice(0, 36)).toBe(there.databaseId.slice(0, 36));
      expect(here.databaseId).not.toBe(there.databaseId);
      expect((await readCacheScope(handle.db, { place: "/srv/a/pglite#12" })).databaseId).toBe(
        here.databaseId,
      );
    } finally {
      await handle.close();
    }
  });
});
