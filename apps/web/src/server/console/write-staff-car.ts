import "server-only";
import { revalidatePath } from "next/cache";
import { CONSOLE_STOCK_PATH, consoleCarPath } from "@forecourt/core/console/console-paths";
import type { CarUpdate } from "@forecourt/core/stock/car-update";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { updateStaffCar } from "@forecourt/db/repositories/staff/update-staff-car";
import { completeCarWrite, type CarWriteOutcome } from "../api/finish-car-write.ts";
import { db } from "../db.ts";
import { requireStaff } from "./console-session.ts";
import type { FormState } from "./form-state.ts";

export const CAR_NOT_YOURS_MESSAGE = "That car does not exist or is not one of your sites' cars.";

export type StaffCarWrite =
  { ok: true; outcome: CarWriteOutcome; isChanged: boolean } | { ok: false; state: FormState };

/**
 * A console change to one car, through the API's write path: `updateStaffCar` (the API's
 * `updateCar` with the actor's access checked and the change audited), then the API's own
 * ending (`completeCarWrite`: images, the site's cache tags, saved-car alerts), so the
 * storefront shows the change on its next request. Field messages are the API's 422 messages.
 */
export async function writeStaffCar(
  actor: StaffMember,
  carId: number,
  update: CarUpdate,
  values?: Record<string, string>,
): Promise<StaffCarWrite> {
  const database = await db();
  const result = await updateStaffCar(database, { actor, carId, update });
  if (!result.ok) {
    if (result.reason === "car-not-found") {
      return { ok: false, state: { status: "error", message: CAR_NOT_YOURS_MESSAGE } };
    }
    return {
      ok: false,
      state: {
        status: "error",
        message: "The car was not changed. Please correct the fields marked below.",
        fieldErrors: result.errors,
        values,
      },
    };
  }
  const site = await getSiteById(database, result.detail.car.websiteId);
  if (!site) return { ok: false, state: { status: "error", message: CAR_NOT_YOURS_MESSAGE } };
  const outcome = await completeCarWrite(site, {
    detail: result.detail,
    isChanged: result.isChanged,
    imageUrls: update.images,
  });
  revalidatePath(CONSOLE_STOCK_PATH);
  revalidatePath(consoleCarPath(carId));
  return { ok: true, outcome, isChanged: result.isChanged };
}

/**
 * The signed-in staff member and the car a console form names (its `carId`), or the refusal
 * when the form names none.
 */
export async function staffCarOf(
  formData: FormData,
): Promise<{ ok: true; actor: StaffMember; carId: number } | { ok: false; state: FormState }> {
  const actor = await requireStaff();
  const carId = positiveIdOf(formData.get("carId"));
  if (carId === null) {
    return { ok: false, state: { status: "error", message: CAR_NOT_YOURS_MESSAGE } };
  }
  return { ok: true, actor, carId };
}

/** A positive id a form or a path gives, or null. */
export function positiveIdOf(value: FormDataEntryValue | null): number | null {
  const id = typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
