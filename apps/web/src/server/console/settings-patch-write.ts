import "server-only";
import type { ConsoleAction } from "@forecourt/core/console/staff-roles";
import type { Database } from "@forecourt/db/client";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { updateSiteSettings } from "@forecourt/db/repositories/staff/update-site-settings";
import { expireSiteSetupOf } from "../sites/expire-site-setup.ts";
import { fieldsRefused, NOT_YOURS, type FormState } from "./form-state.ts";

/**
 * A console form's part of a site's settings (the home hero and layout, the menus, the reply
 * templates, the split test), written at once as a settings patch through the settings write
 * path the platform API uses (settings schema, row lock, audit entry), then the site's setup
 * expired so the storefront shows it on its next request. Answers `done` when something
 * changed, "Nothing had changed." when not, or the refusal: a settings error beside its field
 * (`fieldOf` names the form's field where it differs from the settings path), another
 * dealer's site or a role that may not (`need`) not told apart.
 */
export async function writeSettingsPatch(
  database: Database,
  options: {
    actor: StaffMember;
    websiteId: number | null;
    patch: Record<string, unknown>;
    values: Record<string, string>;
    done: string;
    /** What the writer must be allowed; the settings write path's own default when not named. */
    need?: ConsoleAction;
    fieldOf?: (settingsPath: string) => string;
  },
): Promise<FormState> {
  const { websiteId, values, fieldOf } = options;
  if (websiteId === null) return NOT_YOURS;
  const result = await updateSiteSettings(database, {
    actor: options.actor,
    websiteId,
    patch: options.patch,
    now: new Date(),
    need: options.need,
  });
  if (!result.ok) {
    if (result.reason !== "invalid") return NOT_YOURS;
    const errors = fieldOf
      ? Object.fromEntries(Object.entries(result.errors).map(([path, m]) => [fieldOf(path), m]))
      : result.errors;
    return fieldsRefused(errors, values);
  }
  if (!result.isChanged) return { status: "done", message: "Nothing had changed." };
  await expireSiteSetupOf(websiteId, { isSiteChanged: true });
  return { status: "done", message: options.done };
}
