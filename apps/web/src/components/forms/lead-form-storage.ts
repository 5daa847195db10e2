/** sessionStorage key of the last submitted form's category (spec §4 "form category stored"). */
export const LAST_CATEGORY_KEY = "forecourt:last-lead-category";
/** sessionStorage key of the last final submit's lead id, for its conversion event. */
export const LAST_LEAD_KEY = "forecourt:last-lead";

/**
 * What a final submit leaves for the success page's conversion event: the lead's id and the
 * catalogue id of the car it is about (null for a lead about no car); `isConverted` once the
 * conversion has fired, so a reload is not a second lead.
 */
export type LastLead = { id: string; catalogueId: string | null; isConverted: boolean };

/** The stored last lead, or null for nothing stored or anything that is not one. */
export function readLastLead(text: string | null): LastLead | null {
  let stored: unknown;
  try {
    stored = JSON.parse(text ?? "null");
  } catch {
    return null;
  }
  if (typeof stored !== "object" || stored === null) return null;
  const { id, catalogueId, isConverted } = stored as Record<string, unknown>;
  if (typeof id !== "string") return null;
  return {
    id,
    catalogueId: typeof catalogueId === "string" && catalogueId !== "" ? catalogueId : null,
    isConverted: isConverted === true,
  };
}
