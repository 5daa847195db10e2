"use server";
import { lockedFieldsUpdate } from "@forecourt/core/console/stock-edit";
import { staffCarAction, writeStaffCar } from "./write-staff-car.ts";

/** Sets which of a car's fields feed imports leave as they are (the API's `locked_fields`). */
export const lockCarFieldsAction = staffCarAction(async ({ actor, data, formData }) => {
  const checked = formData.getAll("lock").filter((value) => typeof value === "string");
  const written = await writeStaffCar(actor, data.carId, lockedFieldsUpdate(checked));
  if (!written.ok) {
    const message = written.state.fieldErrors?.locked_fields ?? written.state.message;
    return { status: "error", message };
  }
  return { status: "done", message: written.isChanged ? "Locks saved." : "Nothing changed." };
});
