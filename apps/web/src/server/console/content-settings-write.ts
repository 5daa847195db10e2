import "server-only";
import { REFUSAL_MESSAGES } from "@forecourt/core/console/refusal-messages";
import type { Database } from "@forecourt/db/client";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { updateSiteSettings } from "@forecourt/db/repositories/staff/update-site-settings";
import { expireSiteSetupOf } from "../sites/expire-site-setup.ts";
import { fieldsRefused, type FormState } from "./form-state.ts";

export const NOT_YOURS: FormState = { status: "error", message: REFUSAL_MESSAGES["other-dealer"] };

/**
 * A part of the site's settings the content studio edits (the home hero, the menus), published
 * at once: the settings patch through the settings write path (audited) by whoever may edit
 * the site's content, then the site's setup expired so the storefront shows it on its next
 * request. Answers the done message of a change, `unchanged` when nothing changed, or the
 * refusal (a settings error beside its field; another dealer's site not told apart).
 */
export async function publishContentSettings(
  database: Database,
  options: {
    actor: StaffMember;
    websiteId: number | null;
    patch: Record<string, unknown>;
    values: Record<string, string>;
    done: string;
  },
): Promise<FormState> {
  const { websiteId } = options;
  if (websiteId === null) return NOT_YOURS;
  const result = await updateSiteSettings(database, {
    actor: options.actor,
    websiteId,
    patch: options.patch,
    now: new Date(),
    need: "manage-content",
  });
  if (!result.ok) {
    return result.reason === "invalid" ? fieldsRefused(result.errors, options.values) : NOT_YOURS;
  }
  if (!result.isChanged) return { status: "done", message: "Nothing had changed." };
  await expireSiteSetupOf(websiteId, { isSiteChanged: true });
  return { status: "done", message: options.done };
}
