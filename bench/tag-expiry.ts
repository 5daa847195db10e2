/**
 * Tag expiry in the shared cache: how long one tag expiry takes in the Redis page and data cache
 * (apps/web/cache-handler.mjs) as the number of entries of all sites grows. Every write that
 * changes a site's pages awaits its tags' expiry before answering (server/cache/expire-site-tags.ts).
 *
 *   node --import tsx bench/tag-expiry.ts [--redis-url redis://127.0.0.1:6379/9] \
 *     [--entries 1000,10000,50000] [--sites 500] [--rounds 7] [--write]
 *
 * For each size, the cache is filled through the handler with that many page entries spread over
 * `--sites` sites (each carrying Next's path tags and the site's `site:{n}` and `site:{n}:cars`
 * tags, as a vehicle page does), then `revalidateTag("site:{n}:cars")` is timed for `--rounds`
 * different sites, and beside it the one Redis write that times an expiry (the part of it that
 * dates entries, entry-read-time.mjs); the rest is the redis-strings handler's own deletion, which
 * scans the tags of every entry in the cache. Keys go under a prefix of their own in the given
 * Redis, deleted at the end; nothing else there is touched. Needs a Redis (none is started).
 */
import { randomBytes } from "node:crypto";
import { createClient } from "redis";
import { redisPageHandler } from "../apps/web/cache-handler.mjs";
import { benchArgs, intOption, runBench } from "./lib/options.ts";
import { reportTable } from "./lib/performance-doc.ts";
import { runInfo, runPreamble } from "./lib/run-info.ts";

const SECTION = { name: "tag-expiry", title: "## Tag expiry in the shared cache" };
/** Entries stored at once while filling (node-redis pipelines what is sent together). */
const FILL_BATCH = 500;

const args = benchArgs(import.meta.url, {
  "redis-url": { type: "string", default: "redis://127.0.0.1:6379/9" },
  entries: { type: "string", default: "1000,10000,50000" },
  sites: { type: "string", default: "500" },
  rounds: { type: "string", default: "7" },
});

type Row = { entries: number; expiry: number[]; timing: number[] };

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
  const info = runInfo();
  const client = createClient({ url: args["redis-url"], disableOfflineQueue: true });
  await client.connect();
  const keyPrefix = `bench-tag-expiry-${randomBytes(4).toString("hex")}:`;
  const handler = redisPageHandler({ client, keyPrefix });
  const rows: Row[] = [];
  try {
    let stored = 0;
    for (const size of [...sizes].sort((a, b) => a - b)) {
      while (stored < size) {
        const batch: Promise<void>[] = [];
        for (const end = Math.min(size, stored + FILL_BATCH); stored < end; stored += 1) {
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
        await Promise.all(batch);
      }
      const row: Row = { entries: size, expiry: [], timing: [] };
      for (let round = 0; round < rounds; round += 1) {
        // A site of its own each round, at a different place in the cache each time.
        const tag = `site:${(round * 37 + rows.length * 101) % sites}:cars`;
        row.expiry.push(await timed(() => handler.revalidateTag(tag)));
        row.timing.push(
          await timed(() => client.hSet(`${keyPrefix}bench-timing`, tag, Date.now())),
        );
      }
      rows.push(row);
      console.log(
        `${size} entries: expiry ${row.expiry.map(ms).join(" ")} ms, timing write ${row.timing.map(ms).join(" ")} ms`,
      );
    }
  } finally {
    for await (const keys of client.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 1000 })) {
      if (keys.length > 0) await client.unlink(keys);
    }
    client.destroy();
  }

  const table = [
    "| entries in the cache | one tag expiry, median ms | slowest ms | the timing write alone, median ms |",
    "| -------------------: | ------------------------: | ---------: | --------------------------------: |",
    ...rows.map(
      (row) =>
        `| ${row.entries.toLocaleString("en-AU")} | ${ms(median(row.expiry))} | ${ms(Math.max(...row.expiry))} | ${ms(median(row.timing))} |`,
    ),
  ].join("\n");
  await reportTable(
    SECTION,
    runPreamble(
      info,
      `the Redis page cache handler of \`apps/web/cache-handler.mjs\` on the Redis at \`${args["redis-url"]}\`, filled through it with page entries spread over ${sites} sites (path tags, \`site:{n}\` and \`site:{n}:cars\`); \`revalidateTag("site:{n}:cars")\` timed for ${rounds} sites at each size, and the one Redis write that times an expiry beside it. Entries of the expired sites are deleted by the expiry, so each size holds slightly fewer than its label. Under a key prefix of its own, deleted at the end.`,
    ),
    table,
    args.write,
  );
  return 0;
}

runBench(main);
