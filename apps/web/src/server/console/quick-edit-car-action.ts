"use server";
import { carFormMessages } from "@forecourt/core/console/car-form";
import {
  LOCK_LABELS,
  lockingChangedFields,
  quickEditUpdate,
} from "@forecourt/core/console/stock-edit";
import type { LockableField } from "@forecourt/core/stock/car-input";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { getStaffCar } from "@forecourt/db/repositories/staff/get-staff-car";
import { CAR_NOT_YOURS_MESSAGE, staffCarAction, writeStaffCar } from "./write-staff-car.ts";

/**
 * A quick edit of one car: price, status (sold included, with its sale price and day), tag,
 * reserved and featured. With "keep my changes" ticked (the default), each field it changes is
 * locked against the feed in the same write, so the next import does not silently undo it.
 */
export const quickEditCarAction = staffCarAction(async ({ actor, data, values, database }) => {
  const found = await getStaffCar(database, { actor, carId: data.carId });
  if (!found) return { status: "error", message: CAR_NOT_YOURS_MESSAGE };
  // A sale date is a day of the dealership's own calendar.
  const site = await getSiteById(database, found.websiteId);
  const update = quickEditUpdate(values, site?.settings.timeZone);
  let locked: string[] = [];
  let written;
  if (values.keep === "on") {
    const keeping = lockingChangedFields(update, found.car);
    locked = (keeping.locked_fields ?? found.car.lockedFields).filter(
      (field) => !found.car.lockedFields.includes(field),
    );
    written = await writeStaffCar(actor, data.carId, keeping, values);
  } else {
    written = await writeStaffCar(actor, data.carId, update, values);
  }
  if (!written.ok) {
    const { state } = written;
    return state.fieldErrors && site
      ? { ...state, fieldErrors: carFormMessages(state.fieldErrors, site.settings) }
      : state;
  }
  if (!written.isChanged) return { status: "done", message: "Nothing changed." };
  return {
    status: "done",
    message:
      locked.length > 0
        ? `Saved. Locked against the feed: ${locked.map((field) => LOCK_LABELS[field as LockableField] ?? field).join(", ")}.`
        : "Saved.",
  };
});
