import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { unstable_cache } from "next/cache";
import { workUnitAsyncStorage } from "./next-internals.mjs";
import { cache } from "react";
import { expireOnceStored } from "./cache/expire-site-tags.ts";
import { readNotOvertaken, tagWrites } from "./cache/tag-writes.ts";
import { stampReadTime, unstampReadTime } from "../../cache/entry-read-time.mjs";

/**
 * The id of the build in `dir` (`.next/BUILD_ID`), or "no-build" where there is none (tests).
 * Query answers are stored under it: the data cache outlives a build (`.next/cache`, Redis), and
 * an answer an earlier build stored, shaped by its code, is never read by the next one (a site's
 * settings from before a new setting had its default crashed the home page after an upgrade).
 */
export function buildIdOf(dir: string): string {
  try {
    return readFileSync(path.join(dir, ".next", "BUILD_ID"), "utf8").trim() || "no-build";
  } catch {
    return "no-build";
  }
}

const BUILD_ID = buildIdOf(process.cwd());

/**
 * Wraps a query in Next's data cache under the given tags. The cache stores JSON, so Dates are
 * tagged on the way in and revived on the way out; callers get back exactly what the query gave.
 *
 * Within one server render the query runs once per arguments (React `cache`): the layout, the
 * page, its metadata and every component that asks for the site, the search page or the
 * vehicle share one read instead of each going to the data cache (and on a miss, the database).
 *
 * A read that a write to its tags overtook (begun before the write, done after its expiry) is
 * read again before it is stored, so the old rows never go into the cache as new
 * (cache/tag-writes.ts). In a page render, each read first marks when the render began reading:
 * a page whose render a write overtook is not stored (the page cache handlers ask). The stored
 * text carries when its read began, by which the shared cache dates it, so a write on another
 * server overtakes it too (entry-read-time.mjs). A query that finds nothing (null) is not
 * stored, so unknown hosts and slugs add nothing to the cache; each asks the database again.
 */
export function cached<Args extends (string | number)[], Result>(
  name: string,
  query: (...args: Args) => Promise<Result>,
  tags: (...args: Args) => string[],
  options: { revalidate?: number } = {},
): (...args: Args) => Promise<Result> {
  return cache(async (...args: Args) => {
    const entryTags = tags(...args);
    const load = unstable_cache(
      async () => {
        const { value, readAt } = await readNotOvertaken(
          () => query(...args),
          entryTags,
          tagWrites(),
          { onGaveUp: () => expireOnceStored(entryTags) },
        );
        // Nothing found (an unknown host, vehicle, page or search) is not stored: made-up
        // URLs would each add an entry. Thrown, so unstable_cache keeps nothing, and read as null.
        if (value === null || value === undefined)
          throw new NothingFound(value as null | undefined);
        return stampReadTime(readAt, encode(value));
      },
      [name, BUILD_ID, ...args.map(String)],
      {
        tags: entryTags,
        ...(options.revalidate === undefined ? {} : { revalidate: options.revalidate }),
      },
    );
    noteRenderRead();
    try {
      return decode(unstampReadTime(await load())) as Result;
    } catch (error) {
      if (error instanceof NothingFound) return error.value as Result;
      throw error;
    }
  });
}

/** A query's answer of nothing, carried past the data cache instead of stored in it. */
class NothingFound extends Error {
  constructor(readonly value: null | undefined) {
    super("Nothing found (not cached)");
  }
}

const DATE_KEY = "$date";

function encode(value: unknown): string {
  return JSON.stringify(value, function replacer(this: Record<string, unknown>, key, current) {
    const raw = this[key];
    return raw instanceof Date ? { [DATE_KEY]: raw.toISOString() } : current;
  });
}

function decode(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) => {
    if (
      value &&
      typeof value === "object" &&
      DATE_KEY in value &&
      Object.keys(value).length === 1
    ) {
      return new Date((value as Record<string, string>)[DATE_KEY] as string);
    }
    return value;
  });
}

/** The render kinds whose pages go into the page cache (a request render is never stored). */
const STORED_RENDERS = new Set(["prerender", "prerender-runtime", "prerender-legacy"]);

/** Renders already marked: only a render's first read counts, so the rest skip the work. */
const markedRenders = new WeakSet<object>();

function noteRenderRead(): void {
  const render = workUnitAsyncStorage.getStore();
  if (!render || markedRenders.has(render) || !STORED_RENDERS.has(render.type)) return;
  if (!("implicitTags" in render) || !render.implicitTags) return;
  markedRenders.add(render);
  tagWrites().noteRenderRead(render.implicitTags.tags);
}
