"use server";
import {
  applyPhotoOperation,
  DESCRIBE_PHOTOS,
  parsePhotoOperation,
  photoOperationDone,
} from "@forecourt/core/console/stock-edit";
import { parsePhotoAlts, PHOTOS_CHANGED_MESSAGE } from "@forecourt/core/stock/car-photo";
import { appendAuditEntry } from "@forecourt/db/repositories/staff/append-audit-entry";
import { photoCarRef } from "@forecourt/db/repositories/staff/stock-entry-site";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { getCarById } from "@forecourt/db/repositories/stock/get-car";
import { setCarImageAlts } from "@forecourt/db/repositories/stock/set-car-image-alts";
import { completeCarWrite } from "../stock/complete-car-write.ts";
import { CAR_NOT_YOURS_MESSAGE, staffCarAction, writeStaffCar } from "./write-staff-car.ts";
import type { FormState } from "./form-state.ts";
import type { StaffActionInput } from "./staff-action.ts";

/**
 * A car's photo form: moves one photo earlier, later, to the front (the main photo) or (a drag)
 * to another place, or removes it: the car's photos as stored now, in their new order, written
 * as the API's `images` (stored photos are kept, none is fetched). Or, with the describe button,
 * saves every photo's description (alt text), which the site's gallery reads.
 */
export const carPhotosAction = staffCarAction(async (input) => {
  const { actor, data, values } = input;
  if (values.photo === DESCRIBE_PHOTOS) return describePhotos(input);
  const operation = parsePhotoOperation(values.photo ?? "");
  const car = await photoCar(input);
  if (!car) return { status: "error", message: CAR_NOT_YOURS_MESSAGE };
  const before = car.car.images.map((image) => image.url);
  const after = operation ? applyPhotoOperation(before, operation) : null;
  if (!operation || !after) return { status: "error", message: PHOTOS_CHANGED_MESSAGE };
  const written = await writeStaffCar(actor, data.carId, { images: after }, undefined, car.access);
  if (!written.ok) return written.state;
  const stored = written.outcome.detail.car.images.map((image) => image.url);
  if (stored.join("\n") !== before.join("\n")) {
    // The gallery is written apart from the car's row (syncCarImages), so it is audited after.
    await auditPhotos(input, car.websiteId, { images: before }, { images: stored });
  }
  return { status: "done", message: photoOperationDone(operation, before.length) };
});

/**
 * The car whose photos the form changes, for a stock manager or for sales where its site lets
 * them list cars; null for anyone else's car.
 */
async function photoCar({ actor, data, database }: StaffActionInput<{ carId: number }>) {
  const ref = await photoCarRef(database, { actor, carId: data.carId });
  if (!ref) return null;
  const detail = await getCarById(database, { websiteId: ref.websiteId, id: data.carId });
  return detail ? { ...detail, websiteId: ref.websiteId, access: ref.access } : null;
}

/** Every photo's description as posted (one `alt` field a photo, in order), stored and audited. */
async function describePhotos(input: StaffActionInput<{ carId: number }>): Promise<FormState> {
  const { data, formData, database } = input;
  const car = await photoCar(input);
  if (!car) return { status: "error", message: CAR_NOT_YOURS_MESSAGE };
  const images = car.car.images;
  const parsed = parsePhotoAlts(
    formData.getAll("alt").map((entry) => (typeof entry === "string" ? entry : "")),
    images.length,
  );
  if (!parsed.ok) return { status: "error", message: parsed.message };
  const changed = images
    .map((image, index) => ({ url: image.url, before: image.alt, alt: parsed.alts[index] ?? "" }))
    .filter((photo) => photo.alt !== photo.before);
  if (changed.length === 0) return { status: "done", message: "No description changed." };
  const websiteId = car.websiteId;
  await setCarImageAlts(database, { websiteId, carId: data.carId, alts: changed });
  await auditPhotos(
    input,
    websiteId,
    { alts: changed.map(({ url, before }) => ({ url, alt: before })) },
    { alts: changed.map(({ url, alt }) => ({ url, alt })) },
  );
  const [site, detail] = await Promise.all([
    getSiteById(database, websiteId),
    getCarById(database, { websiteId, id: data.carId }),
  ]);
  if (site && detail) await completeCarWrite(site, { detail, isChanged: true });
  return {
    status: "done",
    message: changed.length === 1 ? "Description saved." : `${changed.length} descriptions saved.`,
  };
}

function auditPhotos(
  { actor, data, database }: StaffActionInput<{ carId: number }>,
  websiteId: number,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  return appendAuditEntry(database, {
    actor,
    websiteId,
    action: "stock.car-updated",
    subject: `car:${data.carId}`,
    before,
    after,
    now: new Date(),
  });
}
