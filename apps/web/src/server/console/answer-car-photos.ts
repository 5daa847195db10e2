import "server-only";
import { CAR_PHOTO_MESSAGES, CAR_PHOTOS_PER_UPLOAD } from "@forecourt/core/stock/car-photo";
import { parseRowId } from "@forecourt/core/domain/row-id";
import type { Database } from "@forecourt/db/client";
import type { MediaStore } from "@forecourt/db/media/media-store";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { photoCarRef } from "@forecourt/db/repositories/staff/stock-entry-site";
import { getCarById } from "@forecourt/db/repositories/stock/get-car";
import { CAR_NOT_YOURS_MESSAGE } from "./write-staff-car.ts";
import { AppError } from "../http/app-error.ts";
import { NO_STORE } from "../http/no-store.ts";
import { PAGE_BODY_LIMIT_BYTES } from "../http/page-body-limit.ts";
import { completeCarWrite } from "../stock/complete-car-write.ts";
import { addCarPhotos } from "../media/add-car-photos.ts";

/** The largest request: a page's POST (the proxy passes no more), one photo at the limit. */
const CAR_PHOTOS_MAX_REQUEST_BYTES = PAGE_BODY_LIMIT_BYTES;

/**
 * `POST /console/stock/{carId}/photos` (multipart, `photo` fields, at most 20 MB a request as
 * every page's POST): the photos added to the car, `{ added: [{ name, url, alt }], failures: [{ name, message }] }`, the site's stock
 * caches expired. A body over the limit is a 413 before it is read, too many or no photos a
 * 422, a photo over the limit or unreadable is named in `failures` (a 422 when none was added);
 * another dealer's car is a 404. Stock managers, and sales where the site lets them list cars
 * (their dealership's cars), add photos.
 */
export async function answerCarPhotos(
  database: Database,
  store: MediaStore,
  { staff, request, carIdText }: { staff: StaffMember; request: Request; carIdText: string },
): Promise<Response> {
  const carId = parseRowId(carIdText);
  const ref = carId === null ? null : await photoCarRef(database, { actor: staff, carId });
  if (carId === null || !ref) throw new AppError("NOT_FOUND", CAR_NOT_YOURS_MESSAGE);
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > CAR_PHOTOS_MAX_REQUEST_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", CAR_PHOTO_MESSAGES.uploadTooLarge);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new AppError("INVALID_INPUT", CAR_PHOTO_MESSAGES.none, {
      photo: CAR_PHOTO_MESSAGES.none,
    });
  }
  const files = form.getAll("photo").filter((entry): entry is File => entry instanceof File);
  const photos = files.filter((file) => file.size > 0);
  if (photos.length === 0) {
    throw new AppError("INVALID_INPUT", CAR_PHOTO_MESSAGES.none, {
      photo: CAR_PHOTO_MESSAGES.none,
    });
  }
  if (photos.length > CAR_PHOTOS_PER_UPLOAD) {
    throw new AppError("INVALID_INPUT", CAR_PHOTO_MESSAGES.tooMany, {
      photo: CAR_PHOTO_MESSAGES.tooMany,
    });
  }
  const result = await addCarPhotos(database, store, {
    websiteId: ref.websiteId,
    carId,
    actor: staff,
    photos: await Promise.all(
      photos.map(async (file) => ({
        name: file.name,
        bytes: Buffer.from(await file.arrayBuffer()),
      })),
    ),
    now: new Date(),
  });
  if (!result.ok) throw new AppError("NOT_FOUND", CAR_NOT_YOURS_MESSAGE);
  if (result.added.length === 0) {
    const message = result.failures[0]?.message ?? CAR_PHOTO_MESSAGES.none;
    throw new AppError("INVALID_INPUT", message, { photo: message });
  }
  const [site, detail] = await Promise.all([
    getSiteById(database, ref.websiteId),
    getCarById(database, { websiteId: ref.websiteId, id: carId }),
  ]);
  if (site && detail) await completeCarWrite(site, { detail, isChanged: true });
  return Response.json(
    { added: result.added, failures: result.failures },
    { status: 201, headers: NO_STORE },
  );
}
