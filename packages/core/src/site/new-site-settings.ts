/**
 * What a new site starts with where its first settings say nothing, apart from the schema's
 * defaults (which existing sites keep reading, so opening this list never changes a live site).
 * Every way a site is made takes it: the console's wizard, a site file or `PUT
 * /api/v1/sites/{slug}.json` (applySiteDocument), `POST /api/v1/websites` and the demo data.
 * Decision 0035.
 */
export const NEW_SITE_SETTINGS = {
  // A pre-ticked box is not express consent (Spam Act 2003, GDPR): the shopper ticks it.
  leads: { isOptInTickedByDefault: false },
  // Visits and speed recorded from day one, so Insight and split tests have data.
  analytics: { collectorEnabled: true },
} as const satisfies Record<string, Record<string, unknown>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A new site's settings: the ones sent, each of NEW_SITE_SETTINGS they leave out added under
 * them. A value sent, even one the schema refuses, is kept for the schema to judge.
 */
export function withNewSiteSettings(sent: Record<string, unknown>): Record<string, unknown> {
  const settings: Record<string, unknown> = { ...sent };
  for (const [section, values] of Object.entries(NEW_SITE_SETTINGS)) {
    const given = settings[section];
    if (given === undefined) settings[section] = { ...values };
    else if (isRecord(given)) settings[section] = { ...values, ...given };
  }
  return settings;
}
