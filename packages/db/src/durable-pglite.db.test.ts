import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { pgliteFlushes } from "./durable-pglite.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function openOnDisk(isDurable?: boolean) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-durable-"));
  folders.push(dataDir);
  return openDatabase({
    dataDir,
    migrate: false,
    ...(isDurable === undefined ? {} : { isDurable }),
  });
}

describe("the embedded database on disk", () => {
  it("is durable by default: fsync on, and each commit flushed to the disk", async () => {
    const handle = await openOnDisk();
    try {
      const shown = await handle.db.execute(sql`show fsync`);
      expect(JSON.stringify(shown)).toContain('"on"');
      await handle.db.execute(sql`create table acknowledged (id int)`);
      const before = pgliteFlushes.count;
      for (let i = 0; i < 3; i += 1) {
        await handle.db.execute(sql`insert into acknowledged values (${i})`);
      }
      expect(pgliteFlushes.count - before).toBeGreaterThanOrEqual(3);
    } finally {
      await handle.close();
    }
  });

  it("flushes nothing when durability is switched off", async () => {
    const handle = await openOnDisk(false);
    try {
      const before = pgliteFlushes.count;
      await handle.db.execute(sql`create table fast (id int)`);
      await handle.db.execute(sql`insert into fast values (1)`);
      expect(pgliteFlushes.count).toBe(before);
    } finally {
      await handle.close();
    }
  });
});
