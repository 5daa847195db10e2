import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";

/**
 * One writer on an embedded (PGlite) data folder. PGlite has no lock of its own: a second process
 * that opens a folder a server has open (a site command, a seed, a second server, a build) writes
 * beside it and, at the next start, the database is lost or silently misses what was
 * acknowledged. Every opener of a folder on disk takes this lock first (client.ts `openDatabase`):
 * a file beside the folder (`pglite.lock` next to `pglite/`), created atomically, that names its
 * holder. A lock whose process is gone (killed, a crash, a power cut) is taken over.
 */

/** Who holds a data folder: written into the lock file as JSON. */
export type DataFolderHolder = {
  pid: number;
  host: string;
  /** ISO time the lock was taken. */
  startedAt: string;
  /** The port a server holding it listens on, when it is one. */
  port?: string | undefined;
  /** What holds it: "web server", "seed", "site command", … */
  command: string;
  /** Tells this holder from an earlier process that had the same pid. */
  token: string;
};

export type DataFolderLock = {
  path: string;
  holder: DataFolderHolder;
  /** Removes the lock file if it is still this holder's. Idempotent. */
  release: () => void;
};

export type LockOptions = {
  /** What takes it, for the message another opener gets. */
  command: string;
  port?: string | undefined;
};

/**
 * A lock on another host is taken over only when it has not been renewed for this long: a
 * holder renews its file's time every HEARTBEAT_MS. On its own host, a holder is alive while its
 * pid is.
 */
export const HEARTBEAT_MS = 10_000;
const FOREIGN_STALE_MS = 6 * HEARTBEAT_MS;
/** A takeover guard older than this was left by a process killed mid-takeover. */
const TAKEOVER_STALE_MS = 10_000;

/** Refused: another live process has the folder. The message names it and the way around. */
export class DataFolderInUseError extends Error {
  readonly code = "DATA_FOLDER_IN_USE";
  constructor(
    readonly dataDir: string,
    readonly holder: DataFolderHolder,
    readonly lockPath: string,
  ) {
    super(inUseMessage(dataDir, holder, lockPath));
    this.name = "DataFolderInUseError";
  }
}

/** By its code, so that a copy of this module in another bundle (Next's) is recognised too. */
export function isDataFolderInUse(error: unknown): error is DataFolderInUseError {
  return (error as { code?: unknown } | null)?.code === "DATA_FOLDER_IN_USE";
}

export function lockPathOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

/** The folder's holder as its lock file says, or null when there is none (or it cannot be read). */
export function readDataFolderHolder(dataDir: string): DataFolderHolder | null {
  return readHolder(lockPathOf(dataDir));
}

/**
 * The live process that holds `dataDir`, or null when it is free or its lock is stale. For a
 * command that must not run beside a server but does not open the folder itself (a build).
 */
export function liveHolderOf(dataDir: string): DataFolderHolder | null {
  const lockPath = lockPathOf(dataDir);
  const holder = readHolder(lockPath);
  return holder && isAlive(holder, lockPath) ? holder : null;
}

/** Locks held by this process, so a second open in the same process is refused too. */
const heldHere = new Map<string, DataFolderHolder>();

/**
 * Takes `dataDir`'s lock or throws DataFolderInUseError naming its live holder. A stale lock (its
 * process gone) is taken over: under a guard file, so that of two processes that find the same
 * stale lock, one removes it and both then race for a fresh one with O_EXCL.
 */
export function acquireDataFolderLock(dataDir: string, options: LockOptions): DataFolderLock {
  const lockPath = lockPathOf(dataDir);
  const here = heldHere.get(lockPath);
  if (here) throw new DataFolderInUseError(dataDir, here, lockPath);
  mkdirSync(path.dirname(lockPath), { recursive: true });
  const holder: DataFolderHolder = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
    port: options.port,
    command: options.command,
    token: randomUUID(),
  };
  for (let attempt = 0; attempt < 20; attempt++) {
    if (createExclusive(lockPath, JSON.stringify(holder, null, 2) + "\n")) {
      heldHere.set(lockPath, holder);
      return { path: lockPath, holder, release: releaser(lockPath, holder) };
    }
    const existing = readHolder(lockPath);
    if (existing && isAlive(existing, lockPath)) {
      throw new DataFolderInUseError(dataDir, existing, lockPath);
    }
    // An unreadable file is one being written this instant (or torn by a crash): a young one is
    // left to its writer, an old one is stale.
    if (!existing && ageMs(lockPath) < 2_000) {
      sleep(50);
      continue;
    }
    takeOver(lockPath, existing);
  }
  throw new Error(`Could not take the lock ${lockPath}: it kept changing hands.`);
}

function takeOver(lockPath: string, stale: DataFolderHolder | null): void {
  const guard = `${lockPath}.takeover`;
  if (!createExclusive(guard, String(process.pid))) {
    if (ageMs(guard) > TAKEOVER_STALE_MS) removeIfPresent(guard);
    else sleep(50);
    return;
  }
  try {
    // Still the same stale holder (no one took it over between our read and the guard)?
    const now = readHolder(lockPath);
    const isSame = stale === null ? now === null : now?.token === stale.token;
    if (isSame) {
      if (stale) {
        console.warn(
          `Taking over ${lockPath}: its holder (${describe(stale)}) is no longer running.`,
        );
      }
      removeIfPresent(lockPath);
    }
  } finally {
    removeIfPresent(guard);
  }
}

function releaser(lockPath: string, holder: DataFolderHolder): () => void {
  // Renews the file's time so that another host can tell a live holder from a dead one.
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(lockPath, now, now);
    } catch {
      // gone: nothing to renew
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let isReleased = false;
  const release = () => {
    if (isReleased) return;
    isReleased = true;
    clearInterval(heartbeat);
    process.off("exit", release);
    heldHere.delete(lockPath);
    if (readHolder(lockPath)?.token === holder.token) removeIfPresent(lockPath);
  };
  // A process that exits without closing its database still leaves its folder free; what PGlite
  // had not written is recovered from its WAL at the next open.
  process.on("exit", release);
  return release;
}

function isAlive(holder: DataFolderHolder, lockPath: string): boolean {
  if (holder.host !== os.hostname()) return ageMs(lockPath) < FOREIGN_STALE_MS;
  if (holder.pid === process.pid) {
    // This process: held if one of its own opens has it, else left by an earlier process that
    // had the same pid (a container's pid 1 after a restart).
    return heldHere.get(lockPath)?.token === holder.token;
  }
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function createExclusive(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx", 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readHolder(lockPath: string): DataFolderHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, "utf8")) as Partial<DataFolderHolder>;
    if (typeof parsed.pid !== "number" || typeof parsed.token !== "string") return null;
    return {
      pid: parsed.pid,
      host: String(parsed.host ?? ""),
      startedAt: String(parsed.startedAt ?? ""),
      port: parsed.port ? String(parsed.port) : undefined,
      command: String(parsed.command ?? "a process"),
      token: parsed.token,
    };
  } catch {
    return null;
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function removeIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function describe(holder: DataFolderHolder): string {
  const where = holder.port ? `, port ${holder.port}` : "";
  return `${holder.command}, pid ${holder.pid} on ${holder.host}${where}, since ${holder.startedAt}`;
}

function inUseMessage(dataDir: string, holder: DataFolderHolder, lockPath: string): string {
  const origin = `http://localhost:${holder.port ?? "PORT"}`;
  return [
    `The embedded database in ${dataDir} is in use by a running ${describe(holder)}.`,
    "Only one process may open it, so nothing was done. Stop that process first, or work",
    `through the running server: \`npm run site -- apply FILE --api ${origin}\` for a site file,`,
    `\`npm run backup\` for a copy, and the platform API (${origin}/api/v1) for the rest.`,
    ...(holder.host === os.hostname()
      ? []
      : [`If it no longer runs on ${holder.host}, remove ${lockPath} (or wait a minute).`]),
  ].join("\n");
}
