/**
 * The fields of our dataLayer entries that never go to Meta as event parameters: the visitor's,
 * session's and device's ids and the lead's id are the platform's own keys for a person: they
 * match nothing at Meta (which matches people by its own cookies and hashed customer
 * information, not event parameters), and a person's keys have no business in another
 * company's event data. They still go to the first-party collector and the tag manager.
 */
export const META_WITHHELD_FIELDS = ["anon_id", "session_id", "device_id", "lead_id"] as const;

/** An event's parameters as the Meta pixel gets them: the withheld fields left out. */
export function metaPixelParameters(
  parameters: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const sent: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(parameters)) {
    if (!(META_WITHHELD_FIELDS as readonly string[]).includes(field)) sent[field] = value;
  }
  return sent;
}
