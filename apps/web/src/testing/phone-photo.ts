import sharp from "sharp";

/** Melbourne's CBD, where a test photo says it was taken. */
export const PHONE_PHOTO_GPS = { latitude: -37.8, longitude: 144.95 };

/**
 * A phone photo as a camera writes it: the sensor's landscape pixels (`width` x `height`; the
 * left half red, the right blue) with EXIF orientation 6 (shown turned 90° clockwise, so
 * upright it is portrait with red on top) and GPS tags, as JPEG.
 */
export async function phonePhoto(width = 400, height = 200): Promise<Buffer> {
  const half = await sharp({
    create: { width: width / 2, height, channels: 3, background: "#ff0000" },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#0000ff" } })
    .composite([{ input: half, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
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
