"use server";
import { quickEditUpdate } from "@forecourt/core/console/stock-edit";
import { staffCarAction, writeStaffCar } from "./write-staff-car.ts";

/** A quick edit of one car: price, status (sold included), tag, reserved and featured. */
export const quickEditCarAction = staffCarAction(async ({ actor, data, values }) => {
  const written = await writeStaffCar(actor, data.carId, quickEditUpdate(values), values);
  if (!written.ok) return written.state;
  return { status: "done", message: written.isChanged ? "Saved." : "Nothing changed." };
});
