import { describe, expect, it } from "vitest";
import { testImage } from "../../testing/image-server.ts";
import { sniffImageType } from "./image-type.ts";

const ascii = (text: string) => Buffer.from(text, "latin1");

/** An ISO media `ftyp` box with this major brand and these compatible brands. */
function fileTypeBox(major: string, compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  const head = Buffer.alloc(8);
  head.writeUInt32BE(size, 0);
  head.write("ftyp", 4, "latin1");
  return Buffer.concat([
    head,
    ascii(major),
    Buffer.alloc(4),
    ...compatible.map(ascii),
    Buffer.alloc(16),
  ]);
}

describe("sniffImageType", () => {
  it.each(["jpeg", "png", "webp", "gif", "avif"] as const)(
    "recognises a %s made by sharp",
    async (format) => {
      expect(sniffImageType(await testImage(format, 8, 6))).toBe(format);
    },
  );

  it("reads the type from the content, not from a name or header", async () => {
    const png = await testImage("png", 4, 4);
    expect(sniffImageType(png.subarray(0, 8))).toBe("png");
    expect(sniffImageType(png.subarray(0, 7))).toBeNull();
  });

  it("recognises AVIF by a compatible brand when the major brand is another", () => {
    expect(sniffImageType(fileTypeBox("mif1", ["mif1", "avif", "miaf"]))).toBe("avif");
    expect(sniffImageType(fileTypeBox("avis", []))).toBe("avif");
  });

  it.each([
    ["HEIC", fileTypeBox("heic", ["mif1", "heic"])],
    ["MP4", fileTypeBox("isom", ["isom", "mp41"])],
    ["HTML", ascii("<!doctype html><html><body>Not found</body></html>")],
    ["PDF", ascii("%PDF-1.7\n%âãÏÓ\n1 0 obj")],
    ["SVG", ascii('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ["RIFF audio", Buffer.concat([ascii("RIFF"), Buffer.alloc(4), ascii("WAVEfmt ")])],
    ["a GIF look-alike", ascii("GIF88a........")],
    ["JPEG's first two bytes only", Buffer.from([0xff, 0xd8])],
    ["nothing", Buffer.alloc(0)],
  ])("refuses %s", (_name, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});
