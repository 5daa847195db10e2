"use server";
import { lockedFieldsUpdate } from "@forecourt/core/console/stock-edit";
import { requireStaff } from "./console-session.ts";
import type { FormState } from "./form-state.ts";
import { CAR_NOT_YOURS_MESSAGE, positiveIdOf, writeStaffCar } from "./write-staff-car.ts";

/** Sets which of a car's fields feed imports leave as they are (the API's `locked_fields`). */
export async function lockCarFieldsAction(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  const actor = await requireStaff();
  const carId = positiveIdOf(formData.get("carId"));
  if (carId === null) return { status: "error", message: CAR_NOT_YOURS_MESSAGE };
  const checked = formData.getAll("lock").filter((value) => typeof value === "string");
  const written = await writeStaffCar(actor, carId, lockedFieldsUpdate(checked));
  if (!written.ok) {
    const message = written.state.fieldErrors?.locked_fields ?? written.state.message;
    return { status: "error", message };
  }
  return { status: "done", message: written.isChanged ? "Locks saved." : "Nothing changed." };
}
