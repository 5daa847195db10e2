import { decideAccess } from "@forecourt/core/console/staff-access";
import type { ConsoleAction } from "@forecourt/core/console/staff-roles";
import { redactSettings } from "@forecourt/core/site/redact-settings";
import { applySettingsPatch } from "@forecourt/core/site/settings-patch";
import type { SiteSettings } from "@forecourt/core/site/site-settings";
import type { FieldErrors } from "@forecourt/core/validation/field-errors";
import type { Database } from "../../client.ts";
import { updateWebsite } from "../sites/update-website.ts";
import { appendAuditEntry } from "./append-audit-entry.ts";
import type { StaffMember } from "./get-staff-member.ts";

type UpdateSiteSettingsResult =
  | { ok: true; isChanged: boolean }
  /** Not there, another dealer's, or a role that may not change settings: not told apart. */
  | { ok: false; reason: "not-found" }
  /** The patched settings fail the settings schema: a message per field, nothing stored. */
  | { ok: false; reason: "invalid"; errors: FieldErrors };

class InvalidSettings extends Error {
  constructor(readonly errors: FieldErrors) {
    super("invalid settings");
  }
}

/**
 * A staff user changes a site's settings by a merge patch: the platform API's write path
 * (`applySettingsPatch` under the website's row lock, `updateWebsite`), with an audit entry of
 * the sections that changed, before and after, secrets redacted, in the same transaction.
 * The caller expires the site's cache tags when `isChanged`.
 */
export async function updateSiteSettings(
  db: Database,
  {
    actor,
    websiteId,
    patch,
    now,
    need = "manage-settings",
  }: {
    actor: StaffMember;
    websiteId: number;
    patch: Record<string, unknown>;
    now: Date;
    /** What the writer must be allowed: the content studio writes its home hero by manage-content. */
    need?: ConsoleAction;
  },
): Promise<UpdateSiteSettingsResult> {
  if (!decideAccess(actor, need, { websiteId }).allowed) {
    return { ok: false, reason: "not-found" };
  }
  try {
    const result = await updateWebsite(db, {
      websiteId,
      settingsOf: (stored) => {
        const patched = applySettingsPatch(stored, patch);
        if (!patched.ok) throw new InvalidSettings(patched.errors);
        return patched.data;
      },
      onSettingsChange: (tx, { before, after }) =>
        appendAuditEntry(tx, {
          actor,
          websiteId,
          action: "site.settings-changed",
          subject: `website:${websiteId}:settings`,
          ...changedSections(before, after),
          now,
        }),
    });
    if (!result.ok) return { ok: false, reason: "not-found" };
    return { ok: true, isChanged: result.isChanged };
  } catch (error) {
    if (error instanceof InvalidSettings) {
      return { ok: false, reason: "invalid", errors: error.errors };
    }
    throw error;
  }
}

type Json = Record<string, unknown>;

/** The top-level sections that differ, each side with its secrets replaced by their markers. */
function changedSections(before: unknown, after: Json): { before: Json; after: Json } {
  const old = (typeof before === "object" && before !== null ? before : {}) as Json;
  const keys = [...new Set([...Object.keys(old), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(old[key]) !== JSON.stringify(after[key]),
  );
  const pick = (settings: Json) =>
    redactSettings(
      Object.fromEntries(
        keys.filter((key) => key in settings).map((key) => [key, settings[key]]),
      ) as SiteSettings,
    );
  return { before: pick(old), after: pick(after) };
}
