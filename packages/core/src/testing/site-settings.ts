import {
  parseSiteSettings,
  type SiteSettings,
  type SiteSettingsInput,
} from "../site/site-settings.ts";

/** A site's settings parsed for a test; settings the platform would refuse fail the test here. */
export function testSiteSettings(input: SiteSettingsInput): SiteSettings {
  const parsed = parseSiteSettings(input);
  if (!parsed.ok) throw new Error(parsed.issues.join("; "));
  return parsed.settings;
}
