import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import sharp from "sharp";
import { prepareZXingModule, writeBarcode } from "zxing-wasm/full";

/**
 * VIN labels for the scan's tests: a Code 39 label as a door jamb carries it (a PNG), and the
 * same label as a camera's picture, a Y4M file Chromium's fake camera plays
 * (`--use-file-for-fake-video-capture`).
 */

/** A Code 39 VIN label as a door jamb carries it, as a PNG. */
export async function vinLabel(vin: string): Promise<Buffer> {
  const wasm = readFileSync(
    createRequire(import.meta.url).resolve("zxing-wasm/full/zxing_full.wasm"),
  );
  await prepareZXingModule({
    overrides: {
      wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
    },
    fireImmediately: true,
  });
  const { image, error } = await writeBarcode(vin, { format: "Code39", scale: 3 });
  if (!image) throw new Error(error);
  return Buffer.from(await image.arrayBuffer());
}

/** The camera's picture size: a phone's rear camera at 720p. */
const FRAME = { width: 1280, height: 720 } as const;

/**
 * An image as one frame of an uncompressed Y4M video (YUV4MPEG2): a one-line header, then
 * "FRAME" and the picture as I420, a full-size luma plane and the two chroma planes at half
 * size each way (BT.601 full range, as `C420jpeg` says). Chromium plays it in a loop.
 */
export function y4mOf(rgb: Buffer, width: number, height: number): Buffer {
  const luma = Buffer.alloc(width * height);
  const chroma = {
    u: Buffer.alloc((width / 2) * (height / 2)),
    v: Buffer.alloc((width / 2) * (height / 2)),
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const [r, g, b] = [rgb[at]!, rgb[at + 1]!, rgb[at + 2]!];
      luma[y * width + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      // Each chroma sample is its 2x2 block's top-left pixel: a label is black on white.
      if (x % 2 === 0 && y % 2 === 0) {
        const half = (y / 2) * (width / 2) + x / 2;
        chroma.u[half] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        chroma.v[half] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
  }
  const header = `YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`;
  return Buffer.concat([Buffer.from(header, "ascii"), luma, chroma.u, chroma.v]);
}

/** A VIN's Code 39 label held up to a 720p camera, centred on white, as a Y4M video. */
export async function vinLabelVideo(vin: string): Promise<Buffer> {
  const label = await sharp(await vinLabel(vin))
    .resize({ width: FRAME.width - 160, withoutEnlargement: true, kernel: "nearest" })
    .png()
    .toBuffer();
  const { data, info } = await sharp({
    create: { ...FRAME, channels: 3, background: "#ffffff" },
  })
    .composite([{ input: label, gravity: "centre" }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return y4mOf(data, info.width, info.height);
}
