import "server-only";
import {
  CAR_PHOTO_MAX_BYTES,
  CAR_PHOTO_MESSAGES,
  suggestedPhotoAlt,
} from "@forecourt/core/stock/car-photo";
import { thumbnailUrl } from "@forecourt/core/stock/thumbnail";
import type { Database } from "@forecourt/db/client";
import type { MediaStore } from "@forecourt/db/media/media-store";
import { appendAuditEntry } from "@forecourt/db/repositories/staff/append-audit-entry";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { getCarById } from "@forecourt/db/repositories/stock/get-car";
import { getCarImageSources } from "@forecourt/db/repositories/stock/get-car-image-sources";
import {
  replaceCarImages,
  type NewCarImage,
} from "@forecourt/db/repositories/stock/replace-car-images";
import { MAX_IMAGES_PER_CAR } from "./sync-car-images.ts";
import { prepareCarPhoto } from "./prepare-car-photo.ts";

type UploadedPhoto = { name: string; bytes: Buffer };
type AddedPhoto = { name: string; url: string; alt: string };
type PhotoFailure = { name: string; message: string };

type AddCarPhotosResult =
  | { ok: true; added: AddedPhoto[]; failures: PhotoFailure[] }
  | { ok: false; reason: "car-not-found" };

/**
 * Adds photos from a phone to the end of a car's photos: each checked for size, made ready
 * (`prepareCarPhoto`: upright, capped, no EXIF or GPS), stored through the media store under an
 * id made from its SHA-256, and given alt text suggested from the car and its place ("2021
 * Toyota HiLux SR5, front three-quarter"). A photo that fails is named with why and left out;
 * the others are kept. The car's photos are written in one transaction, audited. The caller has
 * checked the staff member manages the car's stock.
 */
export async function addCarPhotos(
  db: Database,
  store: MediaStore,
  input: {
    websiteId: number;
    carId: number;
    actor: StaffMember;
    photos: readonly UploadedPhoto[];
    now: Date;
  },
): Promise<AddCarPhotosResult> {
  const { websiteId, carId } = input;
  const [detail, existing] = await Promise.all([
    getCarById(db, { websiteId, id: carId }),
    getCarImageSources(db, websiteId, carId),
  ]);
  if (!detail || !existing) return { ok: false, reason: "car-not-found" };
  const images: NewCarImage[] = existing.map(({ position: _position, ...image }) => image);
  const added: AddedPhoto[] = [];
  const failures: PhotoFailure[] = [];
  for (const upload of input.photos) {
    if (upload.bytes.length > CAR_PHOTO_MAX_BYTES) {
      failures.push({ name: upload.name, message: CAR_PHOTO_MESSAGES.tooLarge(upload.name) });
      continue;
    }
    if (images.length >= MAX_IMAGES_PER_CAR) {
      failures.push({
        name: upload.name,
        message: `A car has at most ${MAX_IMAGES_PER_CAR} photos.`,
      });
      continue;
    }
    // One at a time: a 12 MP photo decoded takes about 50 MB of memory.
    const prepared = await prepareCarPhoto(upload.name, upload.bytes);
    if (!prepared.ok) {
      failures.push({ name: upload.name, message: prepared.message });
      continue;
    }
    const { photo } = prepared;
    const id = `cars/${websiteId}/${photo.sha256}.jpg`;
    await store.put({ id, ...photo });
    const url = `/media/${id}`;
    if (images.some((image) => image.url === url)) continue;
    const alt = suggestedPhotoAlt(detail.car, images.length);
    images.push({
      url,
      thumbUrl: thumbnailUrl(url),
      width: photo.width,
      height: photo.height,
      alt,
      sourceUrl: null,
      sourceHash: photo.sha256,
      sourceEtag: null,
      sourceLastModified: null,
    });
    added.push({ name: upload.name, url, alt });
  }
  if (added.length > 0) {
    await db.transaction(async (tx) => {
      await replaceCarImages(tx as unknown as Database, websiteId, carId, images);
      await appendAuditEntry(tx, {
        actor: input.actor,
        websiteId,
        action: "stock.car-updated",
        subject: `car:${carId}`,
        before: { photos: existing.length },
        after: { photos: images.length, added: added.map((photo) => photo.url) },
        now: input.now,
      });
    });
  }
  return { ok: true, added, failures };
}
