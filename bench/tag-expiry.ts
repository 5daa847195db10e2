/**
 * Tag expiry in the shared cache: how long a write waits for one tag's expiry in the Redis page and
 * data cache (apps/web/cache/cache-handler.mjs) as the number of entries of all sites grows, and how long
 * the deletion of the tag's entries that follows takes. Every write that changes a site's pages
 * awaits its tags' expiry before answering (server/cache/expire-site-tags.ts).
 *
 *   node --import tsx bench/tag-expiry.ts [--redis-url redis://127.0.0.1:6379/9] \
 *     [--entries 1000,10000,50000] [--sites 500] [--rounds 7] [--burst 20] [--write]
 *
 * For each size, the cache is filled through the handler with that many page entries spread over
 * `--sites` sites (each carrying Next's path tags and the site's `site:{n}` and `site:{n}:cars`
 * tags, as a vehicle page does). Then, for `--rounds` different sites each:
 * - the expiry as a write waits for it: `revalidateTag("site:{n}:cars")` on the product's handler
 *   (it times the expiry in Redis and queues the deletion, tag-sweep.mjs), and until its deletion
 *   has run (the sweep settled);
 * - the same on the redis-strings handler alone, which deletes the tag's entries (and its lapsed
 *   ones) before it returns, scanning both hashes: how a write waited before the sweep;
 * - a burst: `--burst` sites' tags expired at once on the product's handler (a feed import), the
 *   wait for all, the time until all are swept and the number of sweeps; then as many other sites'
 *   on the handler alone (a scan each).
 * Keys go under a prefix of their own in the given Redis, deleted at the end; nothing else there
 * is touched. Needs a Redis (none is started).
 */
import { randomBytes } from "node:crypto";
import { createClient } from "redis";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { redisPageHandler } from "../apps/web/cache/cache-handler.mjs";
import { SHARED_TAGS_KEY, SHARED_TAGS_TTL_KEY } from "../apps/web/cache/tag-sweep.mjs";
import { benchArgs, intOption, runBench } from "./lib/options.ts";
import { reportTable } from "./lib/performance-doc.ts";
import { runInfo, runPreamble } from "./lib/run-info.ts";

const SECTION = { name: "tag-expiry", title: "## Tag expiry in the shared cache" };
/** Entries stored at once while filling (node-redis pipelines what is sent together). */
const FILL_BATCH = 500;
/** Entries stored one at a time to time a store. */
const STORE_SAMPLES = 1_000;

const args = benchArgs(import.meta.url, {
  "redis-url": { type: "string", default: "redis://127.0.0.1:6379/9" },
  entries: { type: "string", default: "1000,10000,50000" },
  sites: { type: "string", default: "500" },
  rounds: { type: "string", default: "7" },
  burst: { type: "string", default: "20" },
});

/** The handler's own entry type, which a bench page entry stands in for. */
type AloneEntry = Parameters<ReturnType<typeof createRedisHandler>["set"]>[1];

type Row = {
  entries: number;
  waited: number[];
  swept: number[];
  handlerAlone: number[];
  burstWaited: number[];
  burstSwept: number[];
  burstSweeps: number[];
  burstAlone: number[];
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const ms = (value: number) => value.toFixed(1);

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function main(): Promise<number> {
  const sizes = args.entries.split(",").map((raw) => intOption("entries", raw, 1, 1_000_000));
  const sites = intOption("sites", args.sites, 1, 100_000);
  const rounds = intOption("rounds", args.rounds, 1, Math.min(100, sites));
  const burst = intOption("burst", args.burst, 1, 1_000);
  // Each round expires 2 + 2 x burst sites' tags, each of a site not expired before at that size.
  const perSize = rounds * (2 + 2 * burst);
  if (perSize > sites) {
    throw new Error(`--sites must be at least rounds x (2 + 2 x burst) = ${perSize}`);
  }
  const info = runInfo();
  const client = createClient({ url: args["redis-url"], disableOfflineQueue: true });
  await client.connect();
  const keyPrefix = `bench-tag-expiry-${randomBytes(4).toString("hex")}:`;
  const handler = redisPageHandler({ client, keyPrefix });
  const handlerAlone = createRedisHandler({
    client,
    keyPrefix,
    timeoutMs: 10_000,
    sharedTagsKey: SHARED_TAGS_KEY,
    sharedTagsTtlKey: SHARED_TAGS_TTL_KEY,
  });
  const rows: Row[] = [];
  const storing = { product: [] as number[], handlerAlone: [] as number[] };
  try {
    let stored = 0;
    /** Stores new page entries until the cache holds `size` (an expiry deletes some). */
    const fillTo = async (size: number) => {
      let missing = size - (await client.hLen(keyPrefix + SHARED_TAGS_KEY));
      while (missing > 0) {
        const batch: Promise<void>[] = [];
        for (const end = stored + Math.min(missing, FILL_BATCH); stored < end; stored += 1) {
          const site = stored % sites;
          const path = `/sites/s${site}/cars/car-${stored}`;
          batch.push(
            handler.set(path, {
              lastModified: Date.now(),
              lifespan: { expireAt: Math.floor(Date.now() / 1000) + 3600 },
              tags: ["_N_T_/layout", `_N_T_${path}`, `site:${site}`, `site:${site}:cars`],
              value: { kind: "APP_PAGE", html: "<p>car</p>", rscData: Buffer.from("rsc") },
            }),
          );
        }
        missing -= batch.length;
        await Promise.all(batch);
      }
    };
    // What noting a key in its tags' sets adds to storing an entry, before the cache is filled.
    for (let n = 0; n < STORE_SAMPLES; n += 1) {
      const entry = (path: string) => ({
        lastModified: Date.now(),
        lifespan: { expireAt: Math.floor(Date.now() / 1000) + 3600 },
        tags: ["_N_T_/layout", `_N_T_${path}`, "site:store", "site:store:cars"],
        value: { kind: "APP_PAGE", html: "<p>car</p>", rscData: Buffer.from("rsc") },
      });
      const own = `/sites/store/cars/product-${n}`;
      const alone = `/sites/store/cars/alone-${n}`;
      storing.product.push(await timed(() => handler.set(own, entry(own))));
      storing.handlerAlone.push(
        await timed(() => handlerAlone.set(alone, entry(alone) as unknown as AloneEntry)),
      );
    }
    const samples = Array.from({ length: STORE_SAMPLES }, (_, n) => [
      `/sites/store/cars/product-${n}`,
      `/sites/store/cars/alone-${n}`,
    ]).flat();
    await client.unlink(samples.map((key) => keyPrefix + key));
    await client.hDel(keyPrefix + SHARED_TAGS_KEY, samples);
    await client.hDel(keyPrefix + SHARED_TAGS_TTL_KEY, samples);
    for (const size of [...sizes].sort((a, b) => a - b)) {
      const row: Row = {
        entries: size,
        waited: [],
        swept: [],
        handlerAlone: [],
        burstWaited: [],
        burstSwept: [],
        burstSweeps: [],
        burstAlone: [],
      };
      // Sites in a different order at each size, so each size expires sites it still holds.
      const order = (n: number) => (n * 37 + rows.length * 101) % sites;
      let next = 0;
      const nextTag = () => `site:${order(next++)}:cars`;
      for (let round = 0; round < rounds; round += 1) {
        await fillTo(size);
        const started = performance.now();
        row.waited.push(await timed(() => handler.revalidateTag(nextTag())));
        await handler.tagSweep.settled();
        row.swept.push(performance.now() - started);
        await fillTo(size);
        row.handlerAlone.push(await timed(() => handlerAlone.revalidateTag(nextTag())));
        await fillTo(size);

        const tags = Array.from({ length: burst }, nextTag);
        const sweepsBefore = handler.tagSweep.sweeps;
        const burstStarted = performance.now();
        await Promise.all(tags.map((tag) => handler.revalidateTag(tag)));
        row.burstWaited.push(performance.now() - burstStarted);
        await handler.tagSweep.settled();
        row.burstSwept.push(performance.now() - burstStarted);
        row.burstSweeps.push(handler.tagSweep.sweeps - sweepsBefore);
        await fillTo(size);
        const aloneTags = Array.from({ length: burst }, nextTag);
        row.burstAlone.push(
          await timed(() => Promise.all(aloneTags.map((tag) => handlerAlone.revalidateTag(tag)))),
        );
      }
      rows.push(row);
      console.log(
        `${size} entries: waited ${row.waited.map(ms).join(" ")} ms, swept ${row.swept.map(ms).join(" ")} ms, handler alone ${row.handlerAlone.map(ms).join(" ")} ms; burst of ${burst}: waited ${row.burstWaited.map(ms).join(" ")}, swept ${row.burstSwept.map(ms).join(" ")} ms in ${row.burstSweeps.join(" ")} sweeps, handler alone ${row.burstAlone.map(ms).join(" ")} ms`,
      );
    }
  } finally {
    for await (const keys of client.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 1000 })) {
      if (keys.length > 0) await client.unlink(keys);
    }
    client.destroy();
  }

  const table = [
    `| entries in the cache | a write waits, median ms | until swept, median ms | the handler alone (before the sweep), median ms | slowest ms | ${burst} at once: a write waits, median ms | until all swept, median ms | sweeps | the handler alone, median ms |`,
    "| -------------------: | -----------------------: | ---------------------: | ----------------------------------------------: | ---------: | ---------------------------: | -------------------------: | -----: | ---------------------------: |",
    ...rows.map(
      (row) =>
        `| ${row.entries.toLocaleString("en-AU")} | ${ms(median(row.waited))} | ${ms(median(row.swept))} | ${ms(median(row.handlerAlone))} | ${ms(Math.max(...row.handlerAlone))} | ${ms(median(row.burstWaited))} | ${ms(median(row.burstSwept))} | ${Math.min(...row.burstSweeps)}-${Math.max(...row.burstSweeps)} | ${ms(median(row.burstAlone))} |`,
    ),
    "",
    `Storing one page entry, median of ${STORE_SAMPLES.toLocaleString("en-AU")} one after another into the empty cache: ${ms(median(storing.product))} ms through the product's handler (with its key noted in its two tags' sets), ${ms(median(storing.handlerAlone))} ms through the redis-strings handler alone.`,
  ].join("\n");
  await reportTable(
    SECTION,
    runPreamble(
      info,
      `the Redis page cache handler of \`apps/web/cache/cache-handler.mjs\` on the Redis at \`${args["redis-url"]}\`, filled through it with page entries spread over ${sites} sites (path tags, \`site:{n}\` and \`site:{n}:cars\`); for ${rounds} sites at each size, \`revalidateTag("site:{n}:cars")\` timed as a write waits for it and until the deletion of its entries has run (tag-sweep.mjs), then another site's on the redis-strings handler alone (which deletes before it returns, as every expiry did before the sweep), then ${burst} sites' tags expired at once on each. The cache is topped up to its size with new entries before each measurement (an expiry deletes its site's). Under a key prefix of its own, deleted at the end.`,
    ),
    table,
    args.write,
  );
  return 0;
}

runBench(main);
