"use server";
import { revalidatePath } from "next/cache";
import {
  locationContactField,
  locationContactInput,
  locationContactSchema,
} from "@forecourt/core/console/location-contact-form";
import { REFUSAL_MESSAGES } from "@forecourt/core/console/refusal-messages";
import { consoleSiteSettingsPath } from "@forecourt/core/console/settings-form";
import { fieldErrors } from "@forecourt/core/validation/field-errors";
import { updateLocationContact } from "@forecourt/db/repositories/staff/update-location-contact";
import { expireSiteSetup } from "../api/site-setup.ts";
import { db } from "../db.ts";
import { parseResourceId } from "../http/parse-id.ts";
import { getSiteForApi } from "../queries/site.ts";
import { requireStaff } from "./console-session.ts";
import { fieldsRefused, formValues, type FormState } from "./form-state.ts";

/**
 * A location's phone and opening hours from the site's settings page, checked by the platform
 * API's location schema and written by its location write (audited); the storefront shows
 * them on its next request.
 */
export async function locationContactAction(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  const actor = await requireStaff();
  const values = formValues(formData);
  const websiteId = parseResourceId(values.websiteId ?? "");
  const locationId = parseResourceId(values.locationId ?? "");
  const notYours: FormState = { status: "error", message: REFUSAL_MESSAGES["other-dealer"] };
  if (websiteId === null || locationId === null) return notYours;
  const parsed = locationContactSchema.safeParse(locationContactInput(values));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, (path) => locationContactField(path.join(".")));
    return fieldsRefused(errors, values);
  }
  const result = await updateLocationContact(await db(), {
    actor,
    websiteId,
    locationId,
    patch: parsed.data,
    now: new Date(),
  });
  if (!result.ok) return notYours;
  if (result.isChanged) {
    const site = await getSiteForApi(websiteId);
    if (site) await expireSiteSetup(site, { isLocationsChanged: true });
  }
  revalidatePath(consoleSiteSettingsPath(websiteId));
  return {
    status: "done",
    message: result.isChanged ? "Saved: your site shows them now." : "Nothing had changed.",
  };
}
