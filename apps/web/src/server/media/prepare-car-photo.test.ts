import { readFile } from "node:fs/promises";
import exifr from "exifr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CAR_PHOTO_MAX_WIDTH } from "@forecourt/core/stock/car-photo";
import { PHONE_PHOTO_GPS, phonePhoto } from "../../testing/phone-photo.ts";
import { prepareCarPhoto } from "./prepare-car-photo.ts";

/** The colour of the pixel at (x, y) of a JPEG, as "red" or "blue". */
async function colourAt(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return data[at]! > data[at + 2]! ? "red" : "blue";
}

describe("a phone photo made ready for the site", () => {
  it("is turned upright by its EXIF orientation and keeps no GPS or other EXIF", async () => {
    const taken = await phonePhoto();
    expect(await exifr.gps(taken)).toMatchObject(PHONE_PHOTO_GPS);

    const prepared = await prepareCarPhoto("IMG_0001.JPG", taken);
    if (!prepared.ok) throw new Error(prepared.message);
    const { photo } = prepared;
    // Sensor 400x200 turned 90° clockwise: 200x400, the red half on top.
    expect([photo.width, photo.height]).toEqual([200, 400]);
    expect(await colourAt(photo.bytes, 100, 20)).toBe("red");
    expect(await colourAt(photo.bytes, 100, 380)).toBe("blue");
    const metadata = await sharp(photo.bytes).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 200, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(await exifr.gps(photo.bytes)).toBeUndefined();
    expect(await exifr.parse(photo.bytes)).toBeUndefined();
  });

  it("is no wider than the widest size the storefront serves", async () => {
    const wide = await sharp({
      create: { width: 4032, height: 3024, channels: 3, background: "#336699" },
    })
      .png()
      .toBuffer();
    const prepared = await prepareCarPhoto("wide.png", wide);
    expect(prepared).toMatchObject({
      ok: true,
      photo: { width: CAR_PHOTO_MAX_WIDTH, height: 1536, contentType: "image/jpeg" },
    });
  });

  it.each(["png", "webp"] as const)("is read from a %s as well as a JPEG", async (format) => {
    const taken = await sharp({
      create: { width: 300, height: 200, channels: 4, background: "#336699" },
    })
      .toFormat(format)
      .toBuffer();
    expect(await prepareCarPhoto(`photo.${format}`, taken)).toMatchObject({
      ok: true,
      photo: { width: 300, height: 200, contentType: "image/jpeg" },
    });
  });

  it("is read from an iPhone's HEIC (HEVC), upright and with no GPS", async () => {
    // `phonePhoto()` upright (portrait, red on top), encoded as HEVC by libheif's heif-enc (x265):
    // a real HEIC that keeps the photo's EXIF block (the camera's make and its GPS tags) as an item
    // of its own. An iPhone's HEIC says its turn in an `irot` box that libheif applies on decoding.
    const heic = await readFile(new URL("../../testing/phone-photo.heic", import.meta.url));
    expect(heic.subarray(4, 12).toString("latin1")).toBe("ftypheic");
    expect(heic.includes("Exif\0\0")).toBe(true);
    expect(heic.includes("Apple")).toBe(true);

    const prepared = await prepareCarPhoto("IMG_0003.HEIC", heic);
    if (!prepared.ok) throw new Error(prepared.message);
    const { photo } = prepared;
    expect(photo.contentType).toBe("image/jpeg");
    expect([photo.width, photo.height]).toEqual([200, 400]);
    expect(await colourAt(photo.bytes, 100, 20)).toBe("red");
    expect(await colourAt(photo.bytes, 100, 380)).toBe("blue");
    expect(photo.bytes.includes("Exif")).toBe(false);
    expect(photo.bytes.includes("Apple")).toBe(false);
    expect(await exifr.parse(photo.bytes)).toBeUndefined();
  });

  it("refuses what is not a photo, by name", async () => {
    expect(await prepareCarPhoto("notes.txt", Buffer.from("hello, not a photo"))).toEqual({
      ok: false,
      message: "notes.txt is not a photo we can read: upload JPEG, PNG, WebP or HEIC.",
    });
    // A HEIC's header with nothing decodable behind it.
    const fakeHeic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypheic"),
      Buffer.alloc(64),
    ]);
    expect(await prepareCarPhoto("IMG_0002.HEIC", fakeHeic)).toMatchObject({ ok: false });
  });
});
