"use server";
import { revalidatePath } from "next/cache";
import { REFUSAL_MESSAGES } from "@forecourt/core/console/refusal-messages";
import {
  consoleSiteSettingsPath,
  formErrorsOf,
  settingsFormValues,
  settingsPatchFromForm,
} from "@forecourt/core/console/settings-form";
import { brandTheme } from "@forecourt/core/site/brand-colours";
import { applySettingsPatch } from "@forecourt/core/site/settings-patch";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { getManagedSiteSettings } from "@forecourt/db/repositories/staff/get-managed-site-settings";
import { updateSiteSettings } from "@forecourt/db/repositories/staff/update-site-settings";
import { expireSiteSetup } from "../api/site-setup.ts";
import { db } from "../db.ts";
import { getSiteForApi } from "../queries/site.ts";
import { requireStaff } from "./console-session.ts";
import { FIX_FIELDS_MESSAGE, formValues } from "./form-state.ts";
import type { SettingsFormState } from "./settings-form-state.ts";

const NOT_YOURS: SettingsFormState = { status: "error", message: REFUSAL_MESSAGES["other-dealer"] };

/**
 * The console's site settings form. "Preview" checks the draft with the settings schema and
 * shows the header and buttons in its colours, storing nothing; "Publish" writes it through the
 * settings write path the platform API uses (audited), and the storefront shows it on its next
 * request. Sales and other dealers' admins are refused as for a site that is not theirs.
 */
export async function settingsAction(
  _previous: SettingsFormState,
  formData: FormData,
): Promise<SettingsFormState> {
  const actor = await requireStaff();
  const values = formValues(formData);
  const websiteId = Number(values.websiteId);
  if (!Number.isSafeInteger(websiteId)) return NOT_YOURS;
  const database = await db();
  const site = await getManagedSiteSettings(database, { actor, websiteId });
  if (!site) return NOT_YOURS;
  // Only what the admin changed: the audit entry names it, and defaults stay implicit.
  const patch = settingsPatchFromForm(values, settingsFormValues(site.settings));
  const refused = (errors: Record<string, string>): SettingsFormState => ({
    status: "error",
    message: FIX_FIELDS_MESSAGE,
    fieldErrors: formErrorsOf(errors),
    values,
  });

  if (values.intent !== "publish") {
    const draft = applySettingsPatch(site.settings, patch);
    if (!draft.ok) return refused(draft.errors);
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
  if (!result.ok) return result.reason === "invalid" ? refused(result.errors) : NOT_YOURS;
  if (result.isChanged) {
    const served = await getSiteForApi(websiteId);
    if (served) await expireSiteSetup(served, { isSiteChanged: true });
  }
  revalidatePath(consoleSiteSettingsPath(websiteId));
  return {
    status: "done",
    message: result.isChanged
      ? "Published: your site shows the new settings now."
      : "Nothing had changed.",
  };
}
