import { prepareZXingModule, readBarcodes, type ReaderOptions } from "zxing-wasm/reader";
import { CONSOLE_BARCODE_READER_PATH } from "@forecourt/core/console/console-paths";
import { vinOfScannedTexts } from "@forecourt/core/stock/vin-decode";

/**
 * The VIN scan's reader, loaded only when staff press Scan (zxing-wasm's reader build: 42 kB of
 * script and a 947 kB WebAssembly file this server serves, never a CDN's).
 */
prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith(".wasm") ? CONSOLE_BARCODE_READER_PATH : prefix + path,
  },
});

/** VIN labels: Code 39 on door jambs, Data Matrix and QR on newer windscreen and jamb labels. */
const READER_OPTIONS: ReaderOptions = {
  formats: ["Code39", "Code128", "DataMatrix", "QRCode"],
  tryHarder: true,
  maxNumberOfSymbols: 4,
};

/** The VIN a photo or a camera frame shows as a barcode; null when it shows none. */
export async function vinInImage(image: Blob | ImageData): Promise<string | null> {
  const results = await readBarcodes(image, READER_OPTIONS);
  return vinOfScannedTexts(results.filter((result) => result.isValid).map((result) => result.text));
}

const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 200));

/** Reads the camera's frames, five a second, until one shows a VIN or `signal` ends the scan. */
export async function watchForVin(
  video: HTMLVideoElement,
  signal: AbortSignal,
): Promise<string | null> {
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  while (!signal.aborted && context) {
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      context.drawImage(video, 0, 0);
      const vin = await vinInImage(context.getImageData(0, 0, canvas.width, canvas.height));
      if (vin) return vin;
    }
    await nextFrame();
  }
  return null;
}
