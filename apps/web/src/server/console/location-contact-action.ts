"use server";
import { z } from "zod";
import {
  locationContactField,
  locationContactInput,
  locationContactSchema,
} from "@forecourt/core/console/location-contact-form";
import { REFUSAL_MESSAGES } from "@forecourt/core/console/refusal-messages";
import { consoleSiteSettingsPath } from "@forecourt/core/console/settings-form";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { updateLocationContact } from "@forecourt/db/repositories/staff/update-location-contact";
import { expireSiteSetupOf } from "../sites/expire-site-setup.ts";
import { fieldsRefused, NOT_YOURS } from "./form-state.ts";
import { staffAction } from "./staff-action.ts";

const rowId = z.number({ error: REFUSAL_MESSAGES["other-dealer"] });

/** The form: the site and location it names, and the contact as the location API reads it. */
const locationContactForm = z.preprocess(
  (values) => {
    const form = values as Record<string, string>;
    return {
      websiteId: parseRowId(form.websiteId) ?? undefined,
      locationId: parseRowId(form.locationId) ?? undefined,
      patch: locationContactInput(form),
    };
  },
  z.object({ websiteId: rowId, locationId: rowId, patch: locationContactSchema }),
);

/**
 * A location's phone, opening hours and Google store code from the site's settings page, checked
 * by the platform API's location schema and written by its location write (audited); the
 * storefront shows them, and the catalogue feeds carry the store code, on their next request.
 */
export const locationContactAction = staffAction(
  locationContactForm,
  async ({ actor, data: { websiteId, locationId, patch }, database }) => {
    const result = await updateLocationContact(database, {
      actor,
      websiteId,
      locationId,
      patch,
      now: new Date(),
    });
    if (!result.ok) return NOT_YOURS;
    if (result.isChanged) await expireSiteSetupOf(websiteId, { isLocationsChanged: true });
    return {
      status: "done",
      message: result.isChanged ? "Saved: your site shows them now." : "Nothing had changed.",
    };
  },
  {
    revalidate: ({ websiteId }) => consoleSiteSettingsPath(websiteId),
    fieldFor: ([first, ...rest]) =>
      first === "patch"
        ? locationContactField(rest.map(String).join("."))
        : String(first ?? "form"),
    refused: (errors, values) =>
      errors.websiteId || errors.locationId ? NOT_YOURS : fieldsRefused(errors, values),
  },
);
