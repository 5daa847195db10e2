/** The test-drive form's subcategory: ADF deliveries mark its car `interest="test-drive"`. */
export const TEST_DRIVE_SUBCATEGORY = "Test Drive";
/** The trade-in form's subcategory: ADF deliveries mark the visitor's car `interest="trade-in"`. */
export const TRADE_IN_SUBCATEGORY = "Trade-in";

/** What a lead is, as the inbox's Form column names it. */
export const LEAD_FORM_KIND_LABELS = {
  "test-drive": "Test drive",
  "trade-in": "Trade-in",
  finance: "Finance",
  reservation: "Reservation",
  service: "Service",
  enquiry: "Enquiry",
} as const satisfies Record<string, string>;
type LeadFormKind = keyof typeof LEAD_FORM_KIND_LABELS;

/**
 * The kind of form a lead came from, read from its category and subcategory as the forms
 * write them (forms/definitions): a test drive and a trade-in are subcategories of a vehicle
 * enquiry, "Sell My Car" is a trade-in too; anything else a dealer's form sends is an enquiry.
 */
export function leadFormKind(lead: { category: string; subcategory: string | null }): LeadFormKind {
  if (lead.subcategory === TEST_DRIVE_SUBCATEGORY) return "test-drive";
  if (lead.subcategory === TRADE_IN_SUBCATEGORY || lead.category === "Sell My Car") {
    return "trade-in";
  }
  if (lead.category === "Finance") return "finance";
  if (lead.category === "Reservation") return "reservation";
  if (lead.category === "Service") return "service";
  return "enquiry";
}
