import sharp from "sharp";
import { THUMBNAIL_SIZE } from "@forecourt/core/stock/thumbnail";
import { db } from "@/server/db";
import { AppError } from "@/server/http/app-error";
import { publicEndpoint } from "@/server/http/edge";
import { pathParam } from "@/server/http/endpoints";
import { routeMethods } from "@/server/http/route-methods";
import { mediaStore } from "@/server/media/media-store";
import { SHARE_IMAGE_SIZE } from "@/server/share-image";

/** Sizes the route will fill-crop to (`?w=&h=`); a fixed list, so nobody can ask for any size. */
const CROP_SIZES = new Set(
  [SHARE_IMAGE_SIZE, THUMBNAIL_SIZE].map(({ width, height }) => `${width}x${height}`),
);
// Every type a stock photo fetched by URL may have (server/media/image-type.ts).
const RESIZABLE = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);
const MEDIA_NOT_FOUND_MESSAGE = "Not found";

/**
 * Stored images and files. Ids never change content, so responses are cached for a year.
 * `?w=1200&h=630` (share cards, spec §7) and `?w=360&h=240` (stock thumbnails) return the image
 * resized to cover exactly that box, centre-cropped, as JPEG.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: publicEndpoint(async ({ request, params }) => {
    const id = pathParam(params, "id");
    if (!/^[a-z0-9/_.-]{1,200}$/i.test(id) || id.includes("..")) {
      throw new AppError("NOT_FOUND", MEDIA_NOT_FOUND_MESSAGE);
    }
    const query = new URL(request.url).searchParams;
    const width = query.get("w");
    const height = query.get("h");
    const crop = width !== null || height !== null ? `${width}x${height}` : null;
    if (crop !== null && !CROP_SIZES.has(crop)) {
      throw new AppError(
        "BAD_REQUEST",
        `Unsupported size: use ${[...CROP_SIZES].map((s) => s.replace("x", " by ")).join(", ")}.`,
      );
    }
    // The database or the bucket, whichever the environment chose (server/media/media-store.ts).
    const file = await mediaStore(await db()).get(id);
    if (!file) throw new AppError("NOT_FOUND", MEDIA_NOT_FOUND_MESSAGE);
    const headers = {
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    };
    if (crop === null) {
      return new Response(new Uint8Array(file.bytes), {
        headers: {
          ...headers,
          "content-type": file.contentType,
          "content-length": String(file.bytes.length),
        },
      });
    }
    if (!RESIZABLE.has(file.contentType)) {
      throw new AppError("BAD_REQUEST", "Only images can be resized.");
    }
    const [w, h] = crop.split("x").map(Number) as [number, number];
    // Turned as the photo is shown (EXIF orientation): the JPEG made here carries no EXIF.
    const bytes = await sharp(file.bytes)
      .autoOrient()
      .resize(w, h, { fit: "cover", position: "centre" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    return new Response(new Uint8Array(bytes), {
      headers: { ...headers, "content-type": "image/jpeg", "content-length": String(bytes.length) },
    });
  }),
});
