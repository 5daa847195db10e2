/** sessionStorage key of the last submitted form's category (spec §4 "form category stored"). */
export const LAST_CATEGORY_KEY = "forecourt:last-lead-category";
/** sessionStorage key of the last final submit's lead id, for its conversion event. */
export const LAST_LEAD_KEY = "forecourt:last-lead";
