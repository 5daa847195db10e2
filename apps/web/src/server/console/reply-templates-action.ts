"use server";
import { z } from "zod";
import { consoleReplyTemplatesPath } from "@forecourt/core/console/console-paths";
import {
  readReplyTemplatesForm,
  replyTemplatesFormField,
} from "@forecourt/core/console/reply-templates-form";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { fieldsRefused, NOT_YOURS, type FormState } from "./form-state.ts";
import { writeSettingsPatch } from "./settings-patch-write.ts";
import { staffAction } from "./staff-action.ts";

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
    return writeSettingsPatch(database, {
      actor,
      websiteId,
      patch: { leads: { replyTemplates: read.templates } },
      values: read.values,
      fieldOf: replyTemplatesFormField,
      done:
        read.templates.length > 0
          ? "Saved: salespeople see these templates on their next lead."
          : "Saved: with no templates of its own, the site offers the standard ones again.",
    });
  },
  {
    revalidate: ({ websiteId }) =>
      websiteId === null ? null : consoleReplyTemplatesPath(websiteId),
  },
);
