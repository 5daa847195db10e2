import { readFile } from "node:fs/promises";
import { installedFile } from "@/server/vin/installed-file";

/** zxing-wasm's reader build: the barcode reader the console's VIN scan loads (947 kB). */
const READER = "zxing-wasm/dist/reader/zxing_reader.wasm";

let bytes: Promise<Buffer> | null = null;

/**
 * GET /console/stock/barcode-reader.wasm: the VIN scan's barcode reader, served from the
 * installed package (never from a CDN: the console works with no internet). The browser keeps it
 * a day; it changes only with the package.
 */
export async function GET(): Promise<Response> {
  bytes ??= readFile(installedFile(READER, "The barcode reader"));
  return new Response(new Uint8Array(await bytes), {
    headers: {
      "content-type": "application/wasm",
      "cache-control": "public, max-age=86400",
    },
  });
}
