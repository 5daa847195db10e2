/**
 * Offline VIN decoding: the time of one decode from NHTSA's vPIC data (`decodeVin`, what the car
 * form's endpoint answers with), cold (the first decode of a process, cache file already made)
 * each other maker's first decode, and warm (p50, p95, max over --rounds rounds of VINs of
 * several makers: the decoder keeps what it read, so a maker seen before is quicker), and, with
 * --fresh, the time to unpack and index the shipped file into its cache.
 *
 *   node --conditions react-server --import tsx bench/vin-decode.ts [--rounds 20] [--fresh]
 *
 * (`--conditions react-server`: the decoder is server-only, as in the app.) Goal: under 50 ms a
 * decode.
 */
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeVin } from "../apps/web/src/server/vin/decode-vin.ts";
import { vpicDatabase } from "../apps/web/src/server/vin/vpic-database.ts";
import { benchArgs, intOption, runBench } from "./lib/options.ts";
import { runInfo } from "./lib/run-info.ts";

const VINS = [
  "1HGCM82633A004352",
  "1FTFW1ET9DFC10312",
  "JTDKN3DU8A0123457",
  "WBA3A5C57CF256651",
  "KMHDH4AE1DU123456",
  "MR0FB3CD100123456",
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

runBench(async () => {
  const args = benchArgs(import.meta.url, {
    rounds: { type: "string", default: "20" },
    fresh: { type: "boolean", default: false },
  });
  const rounds = intOption("rounds", args.rounds, 1, 1000);
  const info = runInfo();
  console.log(`${info.date} · ${info.machine}\n${info.command}\n`);
  if (args.fresh) rmSync(join(tmpdir(), "forecourt-vpic"), { recursive: true, force: true });
  let started = performance.now();
  await vpicDatabase();
  const open = performance.now() - started;
  started = performance.now();
  await decodeVin(VINS[0]!);
  const cold = performance.now() - started;
  const firsts: number[] = [];
  for (const vin of VINS.slice(1)) {
    started = performance.now();
    await decodeVin(vin);
    firsts.push(performance.now() - started);
  }
  firsts.sort((a, b) => a - b);
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const vin of VINS) {
      started = performance.now();
      await decodeVin(vin);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(`| figure | time |\n| --- | --- |`);
  console.log(
    `| open${args.fresh ? " (unpack and index the shipped file)" : " (cache file made)"} | ${ms(open)} |`,
  );
  console.log(`| first decode of the process | ${ms(cold)} |`);
  console.log(
    `| each other VIN's first decode: median, max | ${ms(percentile(firsts, 50))}, ${ms(firsts.at(-1)!)} |`,
  );
  console.log(
    `| decode p50 (${times.length} decodes, ${VINS.length} VINs) | ${ms(percentile(times, 50))} |`,
  );
  console.log(`| decode p95 | ${ms(percentile(times, 95))} |`);
  console.log(`| decode max | ${ms(times.at(-1)!)} |`);
  return 0;
});
