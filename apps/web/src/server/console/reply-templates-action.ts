"use server";
import { z } from "zod";
import { consoleReplyTemplatesPath } from "@forecourt/core/console/console-paths";
import { REFUSAL_MESSAGES } from "@forecourt/core/console/refusal-messages";
import {
  readReplyTemplatesForm,
  replyTemplatesFormField,
} from "@forecourt/core/console/reply-templates-form";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { updateSiteSettings } from "@forecourt/db/repositories/staff/update-site-settings";
import { expireSiteSetupOf } from "../sites/expire-site-setup.ts";
import { fieldsRefused, type FormState } from "./form-state.ts";
import { staffAction } from "./staff-action.ts";

const NOT_YOURS: FormState = { status: "error", message: REFUSAL_MESSAGES["other-dealer"] };

/** The form names its site; the templates and the button pressed are read from its fields. */
const templatesForm = z.object({
  websiteId: z.string().transform((text) => parseRowId(text)),
});

/**
 * A site's reply templates, for whoever may change its settings (dealer admins and operators;
 * sales and other dealers are refused as for a site that is not theirs): the list as the form
 * shows it, with the pressed button's move or removal made, written as the setting
 * `leads.replyTemplates` through the settings write path the platform API uses (checked by the
 * settings schema, audited). A site that had none of its own keeps the list from then on.
 */
export const replyTemplatesAction = staffAction(
  templatesForm,
  async ({ actor, data: { websiteId }, values, database }): Promise<FormState> => {
    if (websiteId === null) return NOT_YOURS;
    const read = readReplyTemplatesForm(values);
    if (read.error) return fieldsRefused({ form: read.error }, read.values);
    const result = await updateSiteSettings(database, {
      actor,
      websiteId,
      patch: { leads: { replyTemplates: read.templates } },
      now: new Date(),
    });
    if (!result.ok) {
      if (result.reason !== "invalid") return NOT_YOURS;
      const errors = Object.fromEntries(
        Object.entries(result.errors).map(([path, message]) => [
          replyTemplatesFormField(path),
          message,
        ]),
      );
      return fieldsRefused(errors, read.values);
    }
    if (result.isChanged) await expireSiteSetupOf(websiteId, { isSiteChanged: true });
    return {
      status: "done",
      message: result.isChanged
        ? read.templates.length > 0
          ? "Saved: salespeople see these templates on their next lead."
          : "Saved: with no templates of its own, the site offers the standard ones again."
        : "Nothing had changed.",
    };
  },
  {
    revalidate: ({ websiteId }) =>
      websiteId === null ? null : consoleReplyTemplatesPath(websiteId),
  },
);
