import type { EventProperties } from "@forecourt/core/analytics/tracking-entry";

/** sessionStorage key of the last submitted form's category (spec §4 "form category stored"). */
export const LAST_CATEGORY_KEY = "forecourt:last-lead-category";
/** sessionStorage key of the last final submit's lead id, for its conversion event. */
export const LAST_LEAD_KEY = "forecourt:last-lead";

/**
 * What a final submit leaves for the success page's conversion event: the lead's id, the Meta
 * fields of the car it is about, and `isConverted` once the conversion has fired, so a reload is
 * not a second lead.
 */
export type LastLead = {
  id: string;
  /**
   * The Meta fields of the car the lead is about, as the server worked them out for the page the
   * lead was sent from (core `metaVehicleEvent`: Meta's automotive parameters, and content ids
   * only for a car the Meta catalogue carries; `PageVehicleMeta`); none for a lead about no car.
   */
  meta?: MetaLeadFields | null;
  isConverted: boolean;
};

/** Meta's fields of a lead's car, as stored: text, numbers and lists of ids. */
type MetaLeadFields = Record<string, string | number | string[]>;

const isFieldValue = (value: unknown) =>
  typeof value === "string" ||
  (typeof value === "number" && Number.isFinite(value)) ||
  (Array.isArray(value) && value.every((item) => typeof item === "string"));

function metaFieldsOf(value: unknown): MetaLeadFields | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([, field]) => isFieldValue(field))
    ? (value as MetaLeadFields)
    : null;
}

/** The stored last lead, or null for nothing stored or anything that is not one. */
export function readLastLead(text: string | null): LastLead | null {
  let stored: unknown;
  try {
    stored = JSON.parse(text ?? "null");
  } catch {
    return null;
  }
  if (typeof stored !== "object" || stored === null) return null;
  const { id, meta, isConverted } = stored as Record<string, unknown>;
  if (typeof id !== "string") return null;
  const metaFields = metaFieldsOf(meta);
  return {
    id,
    ...(metaFields ? { meta: metaFields } : {}),
    isConverted: isConverted === true,
  };
}

/**
 * The properties of a stored lead's conversion event: its category and, for a lead about a car,
 * the car's Meta fields as stored. A lead about no car, or about one the page had no fields of,
 * names no car: an id the catalogue may not hold would match nothing at Meta.
 */
export function conversionProperties(stored: LastLead, category: string): EventProperties {
  return { category, conversion: true, ...stored.meta };
}
