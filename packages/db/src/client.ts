import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Client as ListenClient } from "pg";
import type { Env } from "@forecourt/env/env";
import { acquireDataFolderLock, type LockOptions } from "./data-folder-lock.ts";
import * as schema from "./schema.ts";
import { databaseObserver, isObservingStatements, tracePglite, tracePgPool } from "./tracing.ts";

/** Both drivers give this: code above the client never knows which database it talks to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** One transaction of a Database: it does everything the database does, inside one commit. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** What a repository call runs on: the database, or a transaction the caller holds open. */
export type Executor = Database | Tx;
type DatabaseKind = "pglite" | "postgres";

/**
 * Calls `onNotify` for each NOTIFY on `channel` (sent when the notifying transaction commits,
 * from this process or another); answers the call that stops listening.
 */
type Listen = (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  close: () => Promise<void>;
  listen: Listen;
  /**
   * The embedded database only: a consistent copy of its whole data folder (a gzipped tar, as
   * PGlite's `dumpDataDir` writes it), taken between two queries while it stays open. The
   * media's bytes are rows of it. See backup/embedded-backup.ts.
   */
  snapshot?: () => Promise<Blob>;
};

export type OpenDatabaseOptions = {
  /** A postgres:// URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder, or "memory://" for a throwaway database. */
  dataDir?: string | undefined;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /**
   * PGlite on disk: flush every commit to the disk before it is acknowledged (default true).
   * Off trades the last commits before a power cut for speed; see docs/performance-log.md.
   */
  isDurable?: boolean;
  /** Where the migrations are (MIGRATIONS_DIR); unset: beside this package or above the cwd. */
  migrationsDir?: string | undefined;
  /**
   * PGlite on disk: who opens the folder, named to any other process that tries while this one
   * has it (data-folder-lock.ts). Default: this process's script.
   */
  lockAs?: LockOptions;
};

/**
 * The database the environment names: DATABASE_URL's server, or the embedded one in DATA_DIR's
 * `pglite` folder, resolved from `base` (the server's and the seed's working folder; the site
 * command's apps/web). One reading for the server and the database commands.
 */
export function databaseOptionsOf(
  config: Pick<Env, "DATABASE_URL" | "DATA_DIR" | "PGLITE_FSYNC" | "MIGRATIONS_DIR">,
  base = process.cwd(),
): OpenDatabaseOptions {
  return {
    url: config.DATABASE_URL,
    dataDir: path.resolve(base, config.DATA_DIR, "pglite"),
    isDurable: config.PGLITE_FSYNC === "on",
    migrationsDir: config.MIGRATIONS_DIR,
  };
}

// Any fixed number works; it only has to be the same in every process that migrates.
const MIGRATION_LOCK_ID = 7_316_501;

export function migrationsFolder(explicit?: string): string {
  const candidates = [
    explicit,
    safeModuleRelative("../drizzle"),
    ...ancestors(process.cwd()).map((dir) => path.join(dir, "packages/db/drizzle")),
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => existsSync(path.join(dir, "meta/_journal.json")));
  if (!found) {
    throw new Error(
      `Database migrations not found. Looked in: ${candidates.join(", ")}. Set MIGRATIONS_DIR.`,
    );
  }
  return found;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const shouldMigrate = options.migrate ?? true;
  const migrations = shouldMigrate ? migrationsFolder(options.migrationsDir) : null;
  if (options.url) return openPostgres(options.url, migrations, options.maxConnections ?? 10);
  return openPglite(options.dataDir ?? "memory://", migrations, options.isDurable ?? true, {
    command: `node ${path.basename(process.argv[1] ?? "process")}`,
    ...options.lockAs,
  });
}

async function openPglite(
  dataDir: string,
  migrations: string | null,
  isDurable: boolean,
  lockAs: LockOptions,
): Promise<DatabaseHandle> {
  const [{ PGlite }, { drizzle }, { migrate }, { durablePgliteOptions }, { pgliteExtensions }] =
    await Promise.all([
      import("@electric-sql/pglite"),
      import("drizzle-orm/pglite"),
      import("drizzle-orm/pglite/migrator"),
      import("./durable-pglite.ts"),
      import("./pglite-extensions.ts"),
    ]);
  const onDisk = !dataDir.includes("://");
  // One process at a time on a folder: the lock comes before anything in it is read or written.
  let lock: ReturnType<typeof acquireDataFolderLock> | undefined;
  if (onDisk) lock = acquireDataFolderLock(dataDir, lockAs);
  let client: Awaited<ReturnType<typeof PGlite.create>> | undefined;
  try {
    if (onDisk) mkdirSync(dataDir, { recursive: true });
    client =
      onDisk && isDurable
        ? await PGlite.create(await durablePgliteOptions(dataDir))
        : await PGlite.create(dataDir, { extensions: pgliteExtensions });
    // Traces or metrics on (set before the database opens): each statement a `db.query` span
    // and a timing (tracing.ts).
    const db = drizzle({
      client: isObservingStatements() ? tracePglite(client) : client,
      schema,
    });
    if (migrations) await migrate(db, { migrationsFolder: migrations });
    const opened = client;
    let closing: Promise<void> | undefined;
    return {
      db: db as unknown as Database,
      kind: "pglite",
      listen: (channel, onNotify) => opened.listen(channel, () => onNotify()),
      snapshot: async () => {
        // A checkpoint first, so the copy needs little WAL replayed when it is opened; the dump
        // itself runs with no query in between (PGlite's query lock), a single point in time.
        await opened.exec("checkpoint");
        return opened.dumpDataDir("gzip");
      },
      // Closed cleanly, PGlite writes a shutdown checkpoint: the next open needs no recovery.
      close: () =>
        (closing ??= (async () => {
          try {
            if (!opened.closed) await opened.close();
          } finally {
            lock?.release();
          }
        })()),
    };
  } catch (error) {
    await client?.close().catch(() => {});
    lock?.release();
    throw error;
  }
}

async function openPostgres(
  url: string,
  migrations: string | null,
  maxConnections: number,
): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  // JIT compiling is for long analytical queries: on the console's it cost more than the query
  // (439 ms of an 825 ms inbox read at 100,000 leads, bench/lead-console.ts), so it is off.
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, options: "-c jit=off" });
  // An idle connection the server closes (restart, failover, a dropped test database) is
  // discarded by the pool; without a listener it would crash the process.
  pool.on("error", (error) => console.warn(`PostgreSQL idle connection closed: ${error.message}`));
  // Traces on (set before the database opens): each statement a `db.query` span (tracing.ts).
  if (isObservingStatements()) tracePgPool(pool);
  databaseObserver()?.pool(() => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  }));
  if (migrations) {
    // Several servers may start at once against one database: one migrates, the others wait.
    const connection = await pool.connect();
    try {
      await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await migrate(drizzle({ client: connection, schema }), {
        migrationsFolder: migrations,
      });
    } finally {
      await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
      connection.release();
    }
  }
  const db = drizzle({ client: pool, schema });
  // Its own connection, outside the pool: a LISTEN holds it for the process's life.
  const listen: Listen = (channel, onNotify) => listenOnPostgres(pg.Client, url, channel, onNotify);
  return { db: db as unknown as Database, kind: "postgres", close: () => pool.end(), listen };
}

function ancestors(start: string): string[] {
  const dirs: string[] = [];
  let dir = path.resolve(start);
  for (;;) {
    dirs.push(dir);
    const parent = path.dirname(dir);
    if (parent === dir) return dirs;
    dir = parent;
  }
}

function safeModuleRelative(relative: string): string | undefined {
  try {
    const url = new URL(relative, import.meta.url);
    return url.protocol === "file:" ? fileURLToPath(url) : undefined;
  } catch {
    return undefined;
  }
}

/** How long a lost LISTEN connection waits before each try to come back: doubling, at most 30 s. */
const LISTEN_RETRY_MS = { first: 1_000, most: 30_000 } as const;

/**
 * Opens one LISTEN connection; `onLost` is called once if, after it is listening, the connection
 * ends or fails (a failure before that is the caller's to handle).
 */
async function openListenConnection(
  Client: new (config: { connectionString: string }) => ListenClient,
  url: string,
  channel: string,
  onNotify: () => void,
  onLost: (reason: string) => void,
): Promise<ListenClient> {
  const client = new Client({ connectionString: url });
  let listening = false;
  const lost = (reason: string) => {
    if (!listening) return;
    listening = false;
    void client.end().catch(() => {});
    onLost(reason);
  };
  client.on("error", (error) => lost(error.message));
  client.on("end", () => lost("closed"));
  client.on("notification", (message) => {
    if (message.channel === channel) onNotify();
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  listening = true;
  return client;
}

/**
 * LISTENs on a connection of its own. The first connection must open (its failure is the
 * caller's to report); after that a lost connection (a restart, a failover, a terminated backend)
 * is opened again, after 1 s, then doubling up to 30 s, until it is back or the listener stops.
 * Once back it calls `onNotify` once: a notice sent while it was away is lost, so the caller
 * looks for work as if one had come.
 */
export async function listenOnPostgres(
  Client: new (config: { connectionString: string }) => ListenClient,
  url: string,
  channel: string,
  onNotify: () => void,
  retryMs: { first: number; most: number } = LISTEN_RETRY_MS,
): Promise<() => Promise<void>> {
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let wait = retryMs.first;
  const open = () => openListenConnection(Client, url, channel, onNotify, onLost);
  const reopen = async () => {
    retry = undefined;
    try {
      const next = await open();
      if (stopped) return void next.end().catch(() => {});
      client = next;
      wait = retryMs.first;
      console.warn(`PostgreSQL LISTEN connection back on ${channel}`);
      onNotify();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`PostgreSQL LISTEN connection still down (${reason})`);
      wait = Math.min(wait * 2, retryMs.most);
      schedule();
    }
  };
  const schedule = () => {
    if (stopped) return;
    retry = setTimeout(() => void reopen(), wait);
    retry.unref?.();
  };
  function onLost(reason: string) {
    if (stopped) return;
    console.warn(`PostgreSQL LISTEN connection lost (${reason}): opening it again`);
    schedule();
  }

  let client = await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client.end().catch(() => {});
  };
}
