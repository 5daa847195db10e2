"use server";
import { quickEditUpdate } from "@forecourt/core/console/stock-edit";
import { formValues, type FormState } from "./form-state.ts";
import { staffCarOf, writeStaffCar } from "./write-staff-car.ts";

/** A quick edit of one car: price, status (sold included), tag, reserved and featured. */
export async function quickEditCarAction(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  const staff = await staffCarOf(formData);
  if (!staff.ok) return staff.state;
  const values = formValues(formData);
  const written = await writeStaffCar(staff.actor, staff.carId, quickEditUpdate(values), values);
  if (!written.ok) return written.state;
  return { status: "done", message: written.isChanged ? "Saved." : "Nothing changed." };
}
