"use server";
import { lockedFieldsUpdate } from "@forecourt/core/console/stock-edit";
import type { FormState } from "./form-state.ts";
import { staffCarOf, writeStaffCar } from "./write-staff-car.ts";

/** Sets which of a car's fields feed imports leave as they are (the API's `locked_fields`). */
export async function lockCarFieldsAction(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  const staff = await staffCarOf(formData);
  if (!staff.ok) return staff.state;
  const checked = formData.getAll("lock").filter((value) => typeof value === "string");
  const written = await writeStaffCar(staff.actor, staff.carId, lockedFieldsUpdate(checked));
  if (!written.ok) {
    const message = written.state.fieldErrors?.locked_fields ?? written.state.message;
    return { status: "error", message };
  }
  return { status: "done", message: written.isChanged ? "Locks saved." : "Nothing changed." };
}
