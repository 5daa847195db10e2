import "server-only";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { CONSOLE_STOCK_PATH, consoleCarPath } from "@forecourt/core/console/console-paths";
import { parseRowId } from "@forecourt/core/domain/row-id";
import type { CarUpdate } from "@forecourt/core/stock/car-update";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { updateStaffCar } from "@forecourt/db/repositories/staff/update-staff-car";
import { completeCarWrite, type CarWriteOutcome } from "../stock/complete-car-write.ts";
import { db } from "../db.ts";
import type { FormState } from "./form-state.ts";
import { staffAction, type StaffActionInput } from "./staff-action.ts";

export const CAR_NOT_YOURS_MESSAGE = "That car does not exist or is not one of your sites' cars.";

type StaffCarWrite =
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
  access: "manage-stock" | "stock-entry" = "manage-stock",
): Promise<StaffCarWrite> {
  const database = await db();
  const result = await updateStaffCar(database, { actor, carId, update, access });
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

const CAR_NOT_YOURS: FormState = { status: "error", message: CAR_NOT_YOURS_MESSAGE };

/** A car form names its car (`carId`); a form naming none is refused as another dealer's car. */
const carForm = z.object({
  carId: z.string().transform((text, context) => {
    const id = parseRowId(text);
    if (id === null) context.addIssue({ code: "custom", message: CAR_NOT_YOURS_MESSAGE });
    return id ?? 0;
  }),
});

/**
 * A console form's action on one car of the user's sites: `staffAction` with the car the form
 * names; a form naming no car, or holding a NUL character, is refused.
 */
export function staffCarAction(
  run: (input: StaffActionInput<{ carId: number }>) => Promise<FormState>,
) {
  return staffAction(carForm, run, {
    refused: (errors) =>
      errors.carId ? CAR_NOT_YOURS : { status: "error", message: Object.values(errors)[0] },
  });
}
