// The size cap of the embedded page cache on disk (local-cache-handler.mjs). Next writes each
// rendered page under `{serverDistDir}/route-cache` and each query's data under
// `{serverDistDir}/../cache/fetch-cache`, and never removes either: without a cap the disk grows
// with every page of the stock ever rendered. Here the bytes of the files in those two folders are
// counted, and when a write takes them over the cap the entries written longest ago are removed
// until they are under the low-water mark (90% of the cap), so a sweep is not run at every write.
//
// - The count is kept in memory: the two folders are walked once, at the first write, and each
//   write then measures only its own entry's files. A write never waits for the count or a sweep:
//   both run after it, one task at a time, in the order they were asked for.
// - A removed entry is a miss: Next's file-system cache answers null for a missing file, and the
//   next request renders the page again. A copy in Next's memory cache is still served first.
// - A page's main file (.html, or .body for a route answer) goes first, then its .meta, .rsc,
//   .json and .segments: a reader finds the whole entry or no entry. Files outside the two
//   folders (the build's own pages under server/app) are never counted nor touched.
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import {
  NEXT_DATA_SUFFIX,
  NEXT_META_SUFFIX,
  ROUTE_CACHE_DIRECTORY,
  RSC_SEGMENTS_DIR_SUFFIX,
  RSC_SUFFIX,
} from "../src/server/next-internals.mjs";
import { pageCacheDiskMb } from "@forecourt/env/runtime-env";

/** A sweep stops once the files take this share of the cap or less. */
export const LOW_WATER_RATIO = 0.9;

/** The main file of a page entry: an entry without it is not read. */
const PRIMARY_SUFFIXES = [".html", ".body"];
/** The other files of a page entry beside its main file, removed after it. */
const SIDECAR_SUFFIXES = [NEXT_META_SUFFIX, RSC_SUFFIX, NEXT_DATA_SUFFIX];

/** The two folders whose files the cap counts, for Next's `serverDistDir`. */
export function cacheFolders(serverDistDir) {
  return {
    pages: path.join(serverDistDir, ROUTE_CACHE_DIRECTORY),
    data: path.join(serverDistDir, "..", "cache", "fetch-cache"),
  };
}

const isInside = (folder, file) => file.startsWith(folder + path.sep);

/**
 * The entry a file of the page folder belongs to: a page's files share the path before their
 * suffix (`x.html`, `x.meta`, `x.rsc`, `x.segments/...`) and are counted and removed together.
 * Any other file there (a write's leftover) is an entry of its own.
 */
function pageEntryOf(file) {
  const segments = file.indexOf(RSC_SEGMENTS_DIR_SUFFIX + path.sep);
  if (segments >= 0) return { id: file.slice(0, segments), isPage: true };
  for (const suffix of [...PRIMARY_SUFFIXES, ...SIDECAR_SUFFIXES]) {
    if (file.endsWith(suffix)) return { id: file.slice(0, -suffix.length), isPage: true };
  }
  return { id: file, isPage: false };
}

/** Files stated at once while the folders are counted. */
const STAT_BATCH = 64;

const missing = (error) => error?.code === "ENOENT" || error?.code === "ENOTDIR";

/** Every file under `folder` with its size and time of writing; none when it does not exist. */
async function filesUnder(folder) {
  let names;
  try {
    names = await readdir(folder, { recursive: true });
  } catch (error) {
    if (missing(error)) return [];
    throw error;
  }
  const files = [];
  for (let start = 0; start < names.length; start += STAT_BATCH) {
    const batch = names.slice(start, start + STAT_BATCH).map((name) => path.join(folder, name));
    const found = await Promise.all(batch.map(fileStats));
    for (const [n, stats] of found.entries()) {
      if (stats) files.push({ file: batch[n], bytes: stats.size, writtenAt: stats.mtimeMs });
    }
  }
  return files;
}

/** A file's stats; null for a folder or a file that is gone. */
async function fileStats(file) {
  const stats = await stat(file).catch((error) => (missing(error) ? null : Promise.reject(error)));
  return stats?.isFile() ? stats : null;
}

async function sizeOf(file) {
  return (await fileStats(file))?.size ?? 0;
}

/** The bytes an entry takes on disk now: 0 when it is gone. */
async function entryBytes({ id, isPage }) {
  if (!isPage) return sizeOf(id);
  const files = [...PRIMARY_SUFFIXES, ...SIDECAR_SUFFIXES].map((suffix) => id + suffix);
  const sizes = await Promise.all(files.map(sizeOf));
  const segments = await filesUnder(id + RSC_SEGMENTS_DIR_SUFFIX);
  return [...sizes, ...segments.map((segment) => segment.bytes)].reduce((a, b) => a + b, 0);
}

/** Removes an entry's files, its main file first. */
async function removeEntry({ id, isPage }) {
  if (!isPage) return rm(id, { force: true });
  for (const suffix of [...PRIMARY_SUFFIXES, ...SIDECAR_SUFFIXES]) {
    await rm(id + suffix, { force: true });
  }
  await rm(id + RSC_SEGMENTS_DIR_SUFFIX, { recursive: true, force: true });
}

/** The counted entries, written longest ago first, with their bytes, and their total. */
function createLedger() {
  const entries = new Map();
  let totalBytes = 0;
  const forget = (id) => {
    totalBytes -= entries.get(id)?.bytes ?? 0;
    entries.delete(id);
  };
  const remember = (entry, bytes) => {
    forget(entry.id);
    if (bytes <= 0) return;
    entries.set(entry.id, { isPage: entry.isPage, bytes });
    totalBytes += bytes;
  };
  return { entries, forget, remember, totalBytes: () => totalBytes };
}

/** The cap's work, one task at a time; a failed task is logged and the next one runs. */
function createQueue() {
  let queue = Promise.resolve();
  const run = (task) => {
    queue = queue.then(task).catch((error) => {
      console.error("The page cache's disk cap could not count or remove a file:", error);
    });
  };
  /** Resolves once every task run so far, and those they ran meanwhile, is done. */
  async function settled() {
    for (let last; last !== queue;) {
      last = queue;
      await last;
    }
  }
  return { run, settled };
}

/** The cache's entries on disk (a page's files together), written longest ago first. */
async function entriesOnDisk(folders) {
  const found = new Map();
  for (const { file, bytes, writtenAt } of await filesUnder(folders.pages)) {
    const entry = pageEntryOf(file);
    const known = found.get(entry.id) ?? { ...entry, bytes: 0, writtenAt: 0 };
    found.set(entry.id, {
      ...known,
      bytes: known.bytes + bytes,
      writtenAt: Math.max(known.writtenAt, writtenAt),
    });
  }
  for (const { file, bytes, writtenAt } of await filesUnder(folders.data)) {
    found.set(file, { id: file, isPage: false, bytes, writtenAt });
  }
  return [...found.values()].sort((a, b) => a.writtenAt - b.writtenAt);
}

/** The entry a written main file belongs to, or null for a file outside the cache's folders. */
function entryOfWrite(folders, mainFile) {
  const file = path.resolve(mainFile);
  if (isInside(folders.data, file)) return { id: file, isPage: false };
  if (isInside(folders.pages, file)) return pageEntryOf(file);
  return null;
}

/**
 * The cap on the files of one `serverDistDir`'s page and data cache: `capBytes` at most once a
 * sweep has run, which starts as soon as a write takes them over it.
 */
export function createDiskCap({ serverDistDir, capBytes, lowWaterRatio = LOW_WATER_RATIO }) {
  const folders = cacheFolders(serverDistDir);
  const lowWaterBytes = Math.floor(capBytes * lowWaterRatio);
  const { entries, forget, remember, totalBytes } = createLedger();
  const { run, settled } = createQueue();
  let isScanned = false;
  let isSweepAsked = false;

  const askSweep = () => {
    if (totalBytes() <= capBytes || isSweepAsked) return;
    isSweepAsked = true;
    run(sweep);
  };

  /** The entries already on disk, counted once, oldest first. */
  async function scan() {
    for (const entry of await entriesOnDisk(folders)) remember(entry, entry.bytes);
    askSweep();
  }

  async function sweep() {
    isSweepAsked = false;
    for (const [id, entry] of entries) {
      if (totalBytes() <= lowWaterBytes) break;
      forget(id);
      await removeEntry({ id, ...entry });
    }
  }

  return {
    /**
     * Counts the entry whose main file (a page's .html or .body, or a query's data file) a write
     * has just written, as the newest; a file outside the cache's folders is not counted.
     */
    noteWritten(mainFile) {
      const entry = entryOfWrite(folders, mainFile);
      if (!entry) return;
      if (!isScanned) {
        isScanned = true;
        run(scan);
      }
      run(async () => {
        remember(entry, await entryBytes(entry));
        askSweep();
      });
    },
    /** Bytes of the counted files. */
    totalBytes,
    /** Resolves once the count and every sweep asked for so far are done. */
    settled,
  };
}

const caps = new Map();

/**
 * The disk cap of a `serverDistDir`, one per process (Next makes a cache handler per request),
 * of PAGE_CACHE_DISK_MB megabytes.
 */
export function diskCapFor(serverDistDir) {
  const key = path.resolve(serverDistDir);
  let cap = caps.get(key);
  if (!cap) {
    cap = createDiskCap({ serverDistDir: key, capBytes: pageCacheDiskMb() * 1_048_576 });
    caps.set(key, cap);
  }
  return cap;
}
