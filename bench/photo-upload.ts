/**
 * A phone photo made ready for the site: the server's time per 12 MP photo (4032 x 3024, EXIF
 * orientation 6 and GPS tags, gaussian noise so the JPEG is as large as a phone's) through
 * `prepareCarPhoto`, the step every car photo upload takes (decode, turn upright, resize to the
 * widest size served, drop EXIF, encode), over --runs photos one after another (as the upload
 * does), with the input's size and the process's peak RSS.
 *
 *   node --conditions react-server --import tsx bench/photo-upload.ts [--runs 5] [--quality 92]
 *
 * (`--conditions react-server`: the code is server-only, as in the app.) Goal: under 1 s a photo.
 */
import sharp from "sharp";
import { prepareCarPhoto } from "../apps/web/src/server/media/prepare-car-photo.ts";
import { benchArgs, intOption, runBench } from "./lib/options.ts";
import { runInfo } from "./lib/run-info.ts";

async function twelveMegapixelPhoto(quality: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality })
    .withExif({
      IFD0: { Make: "Apple", Model: "iPhone 15" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "37/1 48/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "144/1 57/1 0/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

runBench(async () => {
  const args = benchArgs(import.meta.url, {
    runs: { type: "string", default: "5" },
    quality: { type: "string", default: "92" },
  });
  const runs = intOption("runs", args.runs, 1, 100);
  const quality = intOption("quality", args.quality, 50, 100);
  const info = runInfo();
  console.log(`${info.date} · ${info.machine}\n${info.command}\n`);
  const photo = await twelveMegapixelPhoto(quality);
  const times: number[] = [];
  let peakRss = process.memoryUsage().rss;
  let output = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const prepared = await prepareCarPhoto("IMG_0001.JPG", photo);
    times.push(performance.now() - started);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    if (!prepared.ok) throw new Error(prepared.message);
    output = prepared.photo.bytes.length;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log("| figure | value |\n| --- | --- |");
  console.log(`| input | 4032 x 3024 JPEG, ${mb(photo.length)} |`);
  console.log(`| stored copy | ${mb(output)} |`);
  console.log(`| first photo | ${times[0]!.toFixed(0)} ms |`);
  console.log(`| median of ${runs} | ${sorted[Math.floor(runs / 2)]!.toFixed(0)} ms |`);
  console.log(`| slowest | ${sorted.at(-1)!.toFixed(0)} ms |`);
  console.log(`| peak RSS | ${mb(peakRss)} |`);
  return 0;
});
