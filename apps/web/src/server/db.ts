import "server-only";
import { databaseOptionsOf, openDatabase, type DatabaseHandle } from "@forecourt/db/client";
import { isNextBuild, serverPort } from "@forecourt/env/runtime-env";
import { publishDatabaseCacheScope } from "./cache/cache-scope.ts";
import { env } from "./env.ts";

type Holder = { handle?: Promise<DatabaseHandle> };
const holder = globalThis as typeof globalThis & { __forecourtDb?: Holder };

/** Thrown when something asks for the database while `next build` prerenders. */
export class NoDatabaseAtBuildError extends Error {
  constructor() {
    super(
      "next build read the database: a page or route prerendered at build time must not (the " +
        "runtime database may be a running server's, and an empty one would be seeded). Make " +
        "it dynamic (export const dynamic = 'force-dynamic') or give it no build-time params.",
    );
    this.name = "NoDatabaseAtBuildError";
  }
}

/**
 * One database per process. The embedded PGlite folder takes one process at a time (its lock,
 * @forecourt/db data-folder-lock.ts, refuses any other), so it is opened exactly once here
 * (route handlers, pages and the worker share it); the first open migrates. It never seeds: the
 * web server's start-up does (start-up.ts). Never during `next build`.
 */
export function database(): Promise<DatabaseHandle> {
  if (isNextBuild()) {
    return Promise.reject(new NoDatabaseAtBuildError());
  }
  const slot = (holder.__forecourtDb ??= {});
  slot.handle ??= open().catch((error: unknown) => {
    slot.handle = undefined;
    throw error;
  });
  return slot.handle;
}

export async function db() {
  return (await database()).db;
}

/** Closes the process's database if it was opened (at a stop; see graceful-stop.ts). */
export async function closeDatabase(): Promise<void> {
  const opening = holder.__forecourtDb?.handle;
  if (!opening) return;
  const handle = await opening.catch(() => undefined);
  await handle?.close();
}

async function open(): Promise<DatabaseHandle> {
  const config = env();
  const handle = await openDatabase({
    ...databaseOptionsOf(config),
    lockAs: { command: "web server", port: serverPort() },
  });
  // The page and data cache reads and stores nothing until it knows this database (cache-scope.ts).
  await publishDatabaseCacheScope(handle);
  return handle;
}
