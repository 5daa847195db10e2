"use server";
import { z } from "zod";
import { REFUSAL_MESSAGES } from "@forecourt/core/console/refusal-messages";
import {
  consoleSiteSettingsPath,
  formErrorsOf,
  LOADED_SETTINGS_FIELD,
  loadedSettingsValues,
  SETTINGS_CONFLICT_MESSAGE,
  settingsConflicts,
  settingsFormValues,
  settingsPatchFromForm,
} from "@forecourt/core/console/settings-form";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { brandTheme } from "@forecourt/core/site/brand-colours";
import { applySettingsPatch } from "@forecourt/core/site/settings-patch";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { getManagedSiteSettings } from "@forecourt/db/repositories/staff/get-managed-site-settings";
import { updateSiteSettings } from "@forecourt/db/repositories/staff/update-site-settings";
import { expireSiteSetupOf } from "../sites/expire-site-setup.ts";
import type { SettingsFormState } from "./settings-form-state.ts";
import { staffAction } from "./staff-action.ts";

const NOT_YOURS: SettingsFormState = { status: "error", message: REFUSAL_MESSAGES["other-dealer"] };

/** The form names its site and whether it previews or publishes; the rest is the draft. */
const settingsForm = z.object({
  websiteId: z.string().transform((text, context) => {
    const id = parseRowId(text);
    if (id === null) context.addIssue({ code: "custom", message: NOT_YOURS.message! });
    return id ?? 0;
  }),
  intent: z.string().optional(),
});

const SETTINGS_REFUSED_MESSAGE =
  "Nothing was changed. Please correct the settings listed below; each is marked in the form.";

const refusedFields = (
  errors: Record<string, string>,
  values: Record<string, string>,
): SettingsFormState => ({
  status: "error",
  message: SETTINGS_REFUSED_MESSAGE,
  fieldErrors: formErrorsOf(errors),
  values,
});

/**
 * The console's site settings form. "Preview" checks the draft with the settings schema and
 * shows the header and buttons in its colours, storing nothing; "Publish" writes it through the
 * settings write path the platform API uses (audited), and the storefront shows it on its next
 * request. Sales and other dealers' admins are refused as for a site that is not theirs.
 */
export const settingsAction = staffAction<typeof settingsForm, SettingsFormState>(
  settingsForm,
  async ({ actor, data: { websiteId, intent }, values, database }): Promise<SettingsFormState> => {
    const site = await getManagedSiteSettings(database, { actor, websiteId });
    if (!site) return NOT_YOURS;
    // Only what the admin changed since the page showed the form: the audit entry names it,
    // defaults stay implicit, and what someone else changed meanwhile is kept, not overwritten.
    const current = settingsFormValues(site.settings);
    const loaded = loadedSettingsValues(values[LOADED_SETTINGS_FIELD]) ?? current;
    const conflicts = settingsConflicts(values, loaded, current);
    if (Object.keys(conflicts).length > 0) {
      return {
        status: "error",
        message: SETTINGS_CONFLICT_MESSAGE,
        fieldErrors: formErrorsOf(conflicts),
        values,
      };
    }
    const patch = settingsPatchFromForm(values, loaded);
    if (intent !== "publish") {
      const draft = applySettingsPatch(site.settings, patch);
      if (!draft.ok) return refusedFields(draft.errors, values);
      const settings = siteSettingsSchema.parse(draft.data);
      return {
        status: "done",
        message: "Here is a preview of your changes. Nothing is published until you publish.",
        values,
        preview: {
          siteName: site.name,
          tagline: settings.branding.tagline ?? null,
          logoUrl: settings.branding.logoUrl ?? null,
          theme: brandTheme(settings.branding.colours, settings.branding.logoInk),
          menu: settings.navigation.header.map((link) => link.label),
        },
      };
    }
    const result = await updateSiteSettings(database, { actor, websiteId, patch, now: new Date() });
    if (!result.ok)
      return result.reason === "invalid" ? refusedFields(result.errors, values) : NOT_YOURS;
    if (result.isChanged) await expireSiteSetupOf(websiteId, { isSiteChanged: true });
    return {
      status: "done",
      message: result.isChanged
        ? "Published: your site shows the new settings now."
        : "Nothing had changed.",
    };
  },
  {
    revalidate: ({ websiteId, intent }) =>
      intent === "publish" ? consoleSiteSettingsPath(websiteId) : null,
    refused: (errors, values) => (errors.websiteId ? NOT_YOURS : refusedFields(errors, values)),
  },
);
