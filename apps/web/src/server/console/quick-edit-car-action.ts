"use server";
import { quickEditUpdate } from "@forecourt/core/console/stock-edit";
import { requireStaff } from "./console-session.ts";
import { formValues, type FormState } from "./form-state.ts";
import { CAR_NOT_YOURS_MESSAGE, positiveIdOf, writeStaffCar } from "./write-staff-car.ts";

/** A quick edit of one car: price, status (sold included), tag, reserved and featured. */
export async function quickEditCarAction(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  const actor = await requireStaff();
  const carId = positiveIdOf(formData.get("carId"));
  if (carId === null) return { status: "error", message: CAR_NOT_YOURS_MESSAGE };
  const values = formValues(formData);
  const written = await writeStaffCar(actor, carId, quickEditUpdate(values), values);
  if (!written.ok) return written.state;
  return { status: "done", message: written.isChanged ? "Saved." : "Nothing changed." };
}
