"use server";
import { applyPhotoOperation, parsePhotoOperation } from "@forecourt/core/console/stock-edit";
import { appendAuditEntry } from "@forecourt/db/repositories/staff/append-audit-entry";
import { getStaffCar } from "@forecourt/db/repositories/staff/get-staff-car";
import { CAR_NOT_YOURS_MESSAGE, staffCarAction, writeStaffCar } from "./write-staff-car.ts";

const STALE_MESSAGE = "The photos changed meanwhile; here they are as they are now.";

/**
 * Moves one photo of a car earlier or later, or removes it: the car's photos as stored now, in
 * their new order, written as the API's `images` (stored photos are kept, none is fetched).
 */
export const carPhotosAction = staffCarAction(
  async ({ actor, data: { carId }, values, database }) => {
    const operation = parsePhotoOperation(values.photo ?? "");
    const car = await getStaffCar(database, { actor, carId });
    if (!car) return { status: "error", message: CAR_NOT_YOURS_MESSAGE };
    const before = car.car.images.map((image) => image.url);
    const after = operation ? applyPhotoOperation(before, operation) : null;
    if (!after) return { status: "error", message: STALE_MESSAGE };
    const written = await writeStaffCar(actor, carId, { images: after });
    if (!written.ok) return written.state;
    const stored = written.outcome.detail.car.images.map((image) => image.url);
    if (stored.join("\n") !== before.join("\n")) {
      // The gallery is written apart from the car's row (syncCarImages), so it is audited after.
      await appendAuditEntry(database, {
        actor,
        websiteId: car.websiteId,
        action: "stock.car-updated",
        subject: `car:${carId}`,
        before: { images: before },
        after: { images: stored },
        now: new Date(),
      });
    }
    return {
      status: "done",
      message: operation?.kind === "remove" ? "Photo removed." : "Photo moved.",
    };
  },
);
