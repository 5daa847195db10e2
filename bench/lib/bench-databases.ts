import os from "node:os";
import { openDatabase, type DatabaseHandle } from "@forecourt/db/client";
import { createScratchDatabase } from "./scratch-database.ts";

export const BENCH_DATABASES = ["pglite", "postgres"] as const;
export type BenchDatabaseName = (typeof BENCH_DATABASES)[number];

/** The databases a `--db pglite,postgres` option names; anything else stops the run. */
export function benchDatabaseNames(raw: string): BenchDatabaseName[] {
  return raw.split(",").map((name) => {
    if (!(BENCH_DATABASES as readonly string[]).includes(name))
      throw new Error(`--db takes pglite and/or postgres, got "${name}"`);
    return name as BenchDatabaseName;
  });
}

export type BenchDatabase = { name: "PGlite" | "PostgreSQL"; label: string };

/**
 * Runs `measure` on each database asked for, in turn: an in-memory PGlite, then a database of its
 * own on the PostgreSQL server of `serverUrl` (named `{prefix}_...`, dropped afterwards, also on
 * Ctrl-C). Returns each result and the 1-min load average at the start and after each database.
 */
export async function onBenchDatabases<T>(
  names: readonly BenchDatabaseName[],
  { serverUrl, prefix }: { serverUrl: string; prefix: string },
  measure: (database: BenchDatabase, handle: DatabaseHandle) => Promise<T>,
): Promise<{ results: { database: BenchDatabase; result: T }[]; loads: number[] }> {
  const results: { database: BenchDatabase; result: T }[] = [];
  const loads: number[] = [os.loadavg()[0]!];
  if (names.includes("pglite")) {
    const database: BenchDatabase = { name: "PGlite", label: "PGlite (in-memory)" };
    const handle = await openDatabase({ dataDir: "memory://" });
    try {
      results.push({ database, result: await measure(database, handle) });
    } finally {
      await handle.close();
    }
    loads.push(os.loadavg()[0]!);
  }
  if (names.includes("postgres")) {
    const database: BenchDatabase = { name: "PostgreSQL", label: "PostgreSQL 15" };
    const scratch = await createScratchDatabase(serverUrl, prefix);
    const handle = await openDatabase({ url: scratch.url, maxConnections: 4 });
    try {
      results.push({ database, result: await measure(database, handle) });
    } finally {
      await handle.close();
      await scratch.drop();
    }
    loads.push(os.loadavg()[0]!);
  }
  return { results, loads };
}
