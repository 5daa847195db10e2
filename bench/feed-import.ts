/**
 * Stock feed imports of a dealer's whole stock as CSV: the first import, the same file again, and
 * a 1% change, on PGlite and on PostgreSQL.
 *
 *   node --conditions react-server --import tsx bench/feed-import.ts [--cars 5000] [--images 3]
 *                                  [--db pglite,postgres] [--write]
 *
 * (`--conditions react-server`: the import code is server-only, as in the app.) Writes a CSV
 * snapshot of --cars vehicles with --images image URLs each, served by a local HTTP server (every
 * image distinct bytes), and imports it through `runFeedImport`, the function the feed API's
 * upload calls, on a fresh site: first into an empty stock, then the same file unchanged, then the
 * file with 1% of the cars' prices changed, then that file again as if a day later, when every
 * car's images are due to be asked again (`imageRecheckOf`; the image host sends an ETag, so each
 * is a conditional request answered 304). The images the import queues are then fetched by the
 * outbox worker (its `feed.images` channel, the worker's default batch), drained back to back as
 * the worker does while rows are due. Each import's time to its answer and until its images are
 * stored, its report's counts, the image requests and the cache tags expired are recorded. PostgreSQL is the server of
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), in a database of its own that is
 * dropped afterwards.
 */
import { FEED_IMAGE_RECHECK_MS } from "@forecourt/core/stock/feeds/image-recheck";
import type { DatabaseHandle } from "@forecourt/db/client";
import { getFeedImport } from "@forecourt/db/repositories/feeds/get-feed-import";
import { FEED_IMAGE_CARS_PER_ROW } from "@forecourt/db/repositories/feeds/queue-feed-images";
import { getSiteBySlug } from "@forecourt/db/repositories/sites/get-site";
import { createLeadTestSite } from "@forecourt/db/testing/lead-sites";
import { runFeedImport } from "../apps/web/src/server/stock/feeds/run-feed-import.ts";
import { startImageServer, testImage } from "../apps/web/src/testing/image-server.ts";
import { createFeedImagesChannel } from "../apps/web/src/server/worker/channels/feed-images-channel.ts";
import { createOutboxWorker } from "../apps/web/src/server/worker/outbox-worker.ts";
import { benchDatabaseNames, onBenchDatabases } from "./lib/bench-databases.ts";
import { benchArgs, intOption, runBench } from "./lib/options.ts";
import { writePerformanceSection } from "./lib/performance-doc.ts";
import { runInfo, runPreamble } from "./lib/run-info.ts";

const args = benchArgs(import.meta.url, {
  cars: { type: "string", default: "5000" },
  images: { type: "string", default: "3" },
  db: { type: "string", default: "pglite,postgres" },
});
const CARS = intOption("cars", args.cars, 100, 100_000);
const IMAGES = intOption("images", args.images, 0, 20);
const DATABASES = benchDatabaseNames(args.db);
const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const CHANGED_SHARE = 0.01;

const MAKES = [
  ["Toyota", "Corolla", "Ascent Sport"],
  ["Toyota", "HiLux", "SR5"],
  ["Ford", "Ranger", "XLT"],
  ["Mazda", "CX-5", "Maxx Sport"],
  ["Hyundai", "i30", "Active"],
  ["Kia", "Sportage", "SX"],
  ["Mitsubishi", "Triton", "GLX+"],
  ["Volkswagen", "Golf", "110TSI Life"],
] as const;
const COLOURS = ["White", "Black", "Silver", "Grey", "Blue", "Red"];

const HEADER =
  "Stock No,VIN,Year,Make,Model,Badge,Body,Colour,Transmission,Fuel,Kms,Price,Condition,Images,Comments";

/** One dealer's stock as its system exports it; `changed` cars carry a lower price. */
function snapshot(imageUrl: (path: string) => string, changed: Set<number>): string {
  const lines = [HEADER];
  for (let i = 0; i < CARS; i++) {
    const [make, model, badge] = MAKES[i % MAKES.length]!;
    const stock = `FB${String(i).padStart(5, "0")}`;
    const vin = `7A8FB${String(i).padStart(12, "0")}`;
    const price = 18_990 + ((i * 7919) % 40) * 1_000 - (changed.has(i) ? 500 : 0);
    const condition = i % 5 === 0 ? "New" : i % 11 === 0 ? "Demo" : "Used";
    const km = condition === "New" ? 10 : 5_000 + ((i * 104_729) % 150_000);
    const images = Array.from({ length: IMAGES }, (_, k) => imageUrl(`/${stock}-${k}.jpg`));
    lines.push(
      [
        stock,
        vin,
        2015 + (i % 10),
        make,
        model,
        badge,
        make === "Toyota" && model === "HiLux" ? "Ute" : "SUV",
        COLOURS[i % COLOURS.length],
        i % 4 === 0 ? "Manual" : "Automatic",
        i % 6 === 0 ? "Diesel" : "Petrol",
        km,
        price,
        condition,
        images.join("|"),
        `"${make} ${model} ${badge}, one owner, serviced on time."`,
      ].join(","),
    );
  }
  return lines.join("\n");
}

type Step = {
  step: string;
  /** Until the import's answer (the snapshot committed, the images queued). */
  seconds: number;
  /** Until the worker has stored the last image (the same start). */
  imagesSeconds: number;
  created: number;
  updated: number;
  unchanged: number;
  sold: number;
  rejected: number;
  imageRequests: number;
  imageFailures: number;
  expiries: number;
  tags: string[];
};

async function measure(
  label: string,
  handle: DatabaseHandle,
  images: Awaited<ReturnType<typeof startImageServer>>,
): Promise<Step[]> {
  const created = await createLeadTestSite(handle.db, { slug: "feed-bench" });
  const site = await getSiteBySlug(handle.db, "feed-bench");
  if (!site || site.id !== created.id) throw new Error("The benchmark's site was not created");
  const changed = new Set(
    Array.from({ length: Math.round(CARS * CHANGED_SHARE) }, (_, k) =>
      Math.floor((k * CARS) / Math.round(CARS * CHANGED_SHARE)),
    ),
  );
  const files = {
    first: snapshot(images.url, new Set()),
    change: snapshot(images.url, changed),
  };
  const steps: Step[] = [];
  const expired: string[][] = [];
  const expire = async (_site: unknown, tags: readonly string[]) => void expired.push([...tags]);
  const worker = createOutboxWorker({
    database: async () => handle.db,
    mail: null,
    channels: [createFeedImagesChannel({ expire })],
    log: { info: () => {}, warn: (line) => console.warn(line) },
  });
  const run = async (step: string, csv: string, now?: Date) => {
    expired.length = 0;
    const before = images.requests.length;
    const started = performance.now();
    const outcome = await runFeedImport(
      handle.db,
      site,
      { bytes: new TextEncoder().encode(csv), format: "csv" },
      "upload",
      { expire, now },
    );
    const seconds = (performance.now() - started) / 1000;
    if (!outcome.ok) throw new Error(`${label} ${step}: the file was refused: ${outcome.message}`);
    if (outcome.report.status !== "applied")
      throw new Error(`${label} ${step}: the import was ${outcome.report.status}, not applied`);
    for (;;) {
      const drained = await worker.drainOnce();
      if (drained.failed > 0) throw new Error(`${label} ${step}: an image part failed`);
      if (drained.delivered === 0) break;
    }
    const imagesSeconds = (performance.now() - started) / 1000;
    const report = await getFeedImport(handle.db, { websiteId: site.id, id: outcome.report.id });
    if (!report || report.imagesPending)
      throw new Error(`${label} ${step}: images still pending after the worker drained`);
    steps.push({
      step,
      seconds,
      imagesSeconds,
      created: report.created,
      updated: report.updated,
      unchanged: report.unchanged,
      sold: report.sold,
      rejected: report.rejections.length,
      imageRequests: images.requests.length - before,
      imageFailures: report.imageFailures.length,
      expiries: expired.length,
      tags: [...new Set(expired.flat())],
    });
    console.log(
      `${label}, ${step}: answered in ${seconds.toFixed(2)} s, images stored at ${imagesSeconds.toFixed(2)} s`,
      steps[steps.length - 1],
    );
  };
  await run("first import", files.first);
  await run("same file again", files.first);
  await run(`${CHANGED_SHARE * 100}% of prices changed`, files.change);
  await run(
    "that file a day later (images asked again)",
    files.change,
    new Date(Date.now() + FEED_IMAGE_RECHECK_MS),
  );
  return steps;
}

/** The expired tags in a line: shared tags by name, each car's own tags (id and slug) counted. */
function describeTags(tags: string[]): string {
  const own = tags.filter((tag) => /^site:\d+:(car|vehicle):/.test(tag));
  const cars = new Set(own.filter((tag) => /:car:/.test(tag))).size;
  const shared = tags.filter((tag) => !own.includes(tag)).map((tag) => `\`${tag}\``);
  if (cars > 0) shared.push(`the own tags of ${cars} cars (${own.length} tags)`);
  return shared.join(" and ") || "none";
}

function table(results: { label: string; steps: Step[] }[]): string {
  const rows = results.flatMap(({ label, steps }) =>
    steps.map(
      (s) =>
        `| ${label} | ${s.step} | ${s.seconds.toFixed(2)} | ${s.imagesSeconds.toFixed(2)} | ${s.created} | ${s.updated} | ${s.unchanged} | ${s.sold} | ${s.rejected} | ${s.imageRequests} | ${s.imageFailures} | ${s.expiries} | ${describeTags(s.tags)} |`,
    ),
  );
  return [
    "| database | import | seconds to the answer | seconds until images stored | created | updated | unchanged | sold | rejected rows | image requests | image failures | cache expiries | tags expired |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ...rows,
  ].join("\n");
}

async function main(): Promise<number> {
  const info = runInfo(["DATABASE_URL"]);
  const images = await startImageServer();
  const base = await Promise.all(
    [0, 1, 2, 3].map((k) =>
      testImage("jpeg", 800, 600, { r: 40 + k * 50, g: 120, b: 200 - k * 40 }),
    ),
  );
  for (let i = 0; i < CARS; i++) {
    for (let k = 0; k < IMAGES; k++) {
      const path = `/FB${String(i).padStart(5, "0")}-${k}.jpg`;
      // Bytes after the image's end: every image distinct content, as a dealer's photos are.
      const body = Buffer.concat([base[(i + k) % base.length]!, Buffer.from(path)]);
      images.set(path, { body, contentType: "image/jpeg", etag: `"${i}-${k}"` });
    }
  }
  let measured: Awaited<ReturnType<typeof onBenchDatabases<Step[]>>>;
  try {
    measured = await onBenchDatabases(
      DATABASES,
      { serverUrl: SERVER_URL, prefix: "forecourt_bench_feed" },
      (database, handle) => measure(database.name, handle, images),
    );
  } finally {
    await images.close();
  }
  const { loads } = measured;
  const results = measured.results.map(({ database, result }) => ({
    label: database.label,
    steps: result,
  }));
  const body = [
    runPreamble(
      info,
      `one site, a CSV snapshot of ${CARS.toLocaleString("en-AU")} vehicles (stock number, VIN, year, make, model, badge, body, colour, transmission, fuel, km, price, condition, ${IMAGES} image URLs each and a comment) imported through \`runFeedImport\`, the function behind \`POST /api/v1/websites/{id}/feeds/imports.json\`, with images served by a local HTTP server (each image distinct bytes). First into an empty stock, then the same file again, then the file with ${CHANGED_SHARE * 100}% of the cars' prices lowered, then that file again as if a day later, when every car's images are due to be asked again (the image server sends an ETag, so each is a conditional request answered 304). The answer comes when the snapshot's transaction (which queues the images in the outbox) commits; the images are then fetched by the outbox worker's \`feed.images\` channel (its default batch of rows, ${FEED_IMAGE_CARS_PER_ROW} cars a row), drained back to back, and the second time is from the same start until the last image is stored. Cache expiries are the calls the import and the worker made to expire site tags. 1-min load average ${Math.min(...loads).toFixed(2)}-${Math.max(...loads).toFixed(2)} over the run.`,
    ),
    "",
    table(results),
  ].join("\n");
  console.log(`\n${body}`);
  if (args.write) await writePerformanceSection("feed-import", "## Stock feed imports", body);
  return 0;
}

runBench(main);
