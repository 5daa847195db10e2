import { parseFields, type ParseFieldsResult } from "../validation/field-errors.ts";
import { withoutSecretMarkers } from "./redact-settings.ts";
import { mergePatch, settingsInputSchema, type SettingsInput } from "./site-input.ts";
import { withoutUnknownSettings } from "./unknown-settings.ts";

/**
 * The stored settings with a merge patch applied (RFC 7386: null removes a key), checked by the
 * settings schema: the settings to store, or a message per bad field at its dotted path. A
 * secret's marker sent back as read ({set, last4}) keeps the stored secret. Every settings
 * write takes this path: the platform API's PATCH and the console's settings page.
 */
export function applySettingsPatch(
  stored: unknown,
  patch: unknown,
): ParseFieldsResult<SettingsInput> {
  // Settings stored before they were removed are dropped, so they cannot fail a write of
  // others; the patch's own unknown settings are refused by name.
  return parseFields(
    settingsInputSchema,
    mergePatch(withoutUnknownSettings(stored), withoutSecretMarkers(patch)),
  );
}
