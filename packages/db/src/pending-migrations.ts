import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrationsFolder, type Database } from "./client.ts";
import { rows } from "./raw-rows.ts";

type Journal = { entries: { tag: string; when: number }[] };

/**
 * The migrations of this build the database has not applied: those in the folder's journal newer
 * than the last one recorded in `drizzle.__drizzle_migrations`, as drizzle's migrator decides.
 * Every one when the table is not there yet.
 */
export async function pendingMigrations(db: Database, migrationsDir?: string): Promise<string[]> {
  const folder = migrationsFolder(migrationsDir);
  const journal = JSON.parse(
    readFileSync(path.join(folder, "meta", "_journal.json"), "utf8"),
  ) as Journal;
  const [table] = await rows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return journal.entries.map((entry) => entry.tag);
  const [last] = await rows<{ created_at: string | number | null }>(
    db,
    sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
  );
  const lastApplied =
    last?.created_at === null || last === undefined ? -1 : Number(last.created_at);
  return journal.entries.filter((entry) => entry.when > lastApplied).map((entry) => entry.tag);
}
