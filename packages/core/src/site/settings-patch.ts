import { parseFields, type ParseFieldsResult } from "../validation/field-errors.ts";
import { withoutSecretMarkers } from "./redact-settings.ts";
import { mergePatch, settingsInputSchema, type SettingsInput } from "./site-input.ts";

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
  return parseFields(settingsInputSchema, mergePatch(stored, withoutSecretMarkers(patch)));
}
