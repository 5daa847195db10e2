import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { prepareZXingModule as prepareWriter, writeBarcode } from "zxing-wasm/full";
import { prepareZXingModule as prepareReader } from "zxing-wasm/reader";
import { vinInImage } from "./vin-barcode.ts";

// The browser loads the reader's WebAssembly from the console; here it is read from the package.
const require = createRequire(import.meta.url);
const wasm = (path: string) => {
  const bytes = readFileSync(require.resolve(path));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
};
await prepareReader({
  overrides: { wasmBinary: wasm("zxing-wasm/reader/zxing_reader.wasm") },
  fireImmediately: true,
});
await prepareWriter({
  overrides: { wasmBinary: wasm("zxing-wasm/full/zxing_full.wasm") },
  fireImmediately: true,
});

/** A label as a printer makes it: the text in `format`, as a PNG. */
async function label(text: string, format: "Code39" | "DataMatrix" | "QRCode") {
  const { image, error } = await writeBarcode(text, { format, scale: 3 });
  if (!image) throw new Error(error);
  return image;
}

describe("the VIN scan's reader", () => {
  it("reads a VIN from a Code 39 door-jamb label, an import label's leading I dropped", async () => {
    expect(await vinInImage(await label("1HGCM82633A004352", "Code39"))).toBe("1HGCM82633A004352");
    expect(await vinInImage(await label("IJTDBR32E540123456", "Code39"))).toBe("JTDBR32E540123456");
  });

  it("reads a Data Matrix and a QR windscreen label", async () => {
    expect(await vinInImage(await label("WVWZZZ1JZXW000001", "DataMatrix"))).toBe(
      "WVWZZZ1JZXW000001",
    );
    expect(await vinInImage(await label("KMHCT41BEFU123456", "QRCode"))).toBe("KMHCT41BEFU123456");
  });

  it("finds no VIN in a barcode that is not one", async () => {
    expect(await vinInImage(await label("PART-12345", "Code39"))).toBeNull();
  });
});
