"use server";
import { redirect } from "next/navigation";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { carFormInput, carFormMessages } from "@forecourt/core/console/car-form";
import { CONSOLE_STOCK_PATH, consoleCarPath } from "@forecourt/core/console/console-paths";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { parseCarInput } from "@forecourt/core/stock/car-input";
import type { CarUpdate } from "@forecourt/core/stock/car-update";
import type { SiteSettings } from "@forecourt/core/site/site-settings";
import type { FieldErrors } from "@forecourt/core/validation/field-errors";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { createStaffCar } from "@forecourt/db/repositories/staff/create-staff-car";
import { stockEntryCarSite } from "@forecourt/db/repositories/staff/stock-entry-site";
import { completeCarWrite } from "../stock/complete-car-write.ts";
import { fieldsRefused, NOT_YOURS, type FormState } from "./form-state.ts";
import { staffAction } from "./staff-action.ts";
import { CAR_NOT_YOURS_MESSAGE, writeStaffCar } from "./write-staff-car.ts";

/** The write path's field names as the form names its inputs. */
const FORM_NAMES: Record<string, string> = { km: "odometer", location_id: "location" };

/**
 * Each message beside its input, in the console's words and the site's units: a list item's
 * ("features.1") beside the list's one box.
 */
function formErrors(errors: FieldErrors, settings: SiteSettings): Record<string, string> {
  const named: Record<string, string> = {};
  for (const [field, message] of Object.entries(carFormMessages(errors, settings))) {
    const top = field.split(".")[0]!;
    named[FORM_NAMES[top] ?? top] ??= message;
  }
  return named;
}

const rowId = z
  .string()
  .optional()
  .transform((text) => (text ? parseRowId(text) : null));
const carFormSchema = z.object({ websiteId: rowId, carId: rowId });

/**
 * The console's car form: a new car (the form names its site) through the API's `createCar`,
 * or a change to one (the form names the car) through the API's `updateCar`, both with the
 * actor's access checked and the change audited in the same transaction, then the API's own
 * ending (images, the site's caches, alerts). A new car opens on its edit screen; a refusal
 * names each bad field with the write path's message and keeps what was typed. A new car is
 * published when the form asks (`publish=yes`) and the actor may publish; otherwise a draft.
 */
export const carFormAction = staffAction(
  carFormSchema,
  async ({ actor, data, values, database }): Promise<FormState> => {
    if (data.carId !== null) {
      const site = await stockEntryCarSite(database, { actor, carId: data.carId });
      if (!site) return { status: "error", message: CAR_NOT_YOURS_MESSAGE };
      const update = carFormInput(values, site.settings.locale) as CarUpdate;
      const written = await writeStaffCar(actor, data.carId, update, values, "stock-entry");
      if (!written.ok) {
        const { state } = written;
        return state.fieldErrors
          ? fieldsRefused(formErrors(state.fieldErrors, site.settings), values)
          : state;
      }
      return { status: "done", message: written.isChanged ? "Saved." : "Nothing changed." };
    }
    const site = data.websiteId === null ? null : await getSiteById(database, data.websiteId);
    if (!site) return NOT_YOURS;
    const parsed = parseCarInput(carFormInput(values, site.settings.locale), { partial: false });
    if (!parsed.ok) return fieldsRefused(formErrors(parsed.errors, site.settings), values);
    const created = await createStaffCar(database, {
      actor,
      websiteId: site.id,
      input: parsed.input,
      isPublishing: values.publish === "yes",
    });
    if (!created.ok) {
      return created.reason === "site-not-found"
        ? NOT_YOURS
        : fieldsRefused(formErrors(created.errors, site.settings), values);
    }
    await completeCarWrite(site, { detail: created.detail, isChanged: true });
    revalidatePath(CONSOLE_STOCK_PATH);
    redirect(consoleCarPath(created.detail.car.id));
  },
);
