/**
 * Forms a site shows only when its settings list them (`settings.leads.pageForms`), each on
 * its own page, /forms/{id}. The ids live apart from the builders so settings can name them.
 */
export const PAGE_FORM_IDS = ["service-feedback", "accessories-enquiry", "parts-order"] as const;
export type PageFormId = (typeof PAGE_FORM_IDS)[number];

export const isPageFormId = (id: string): id is PageFormId =>
  (PAGE_FORM_IDS as readonly string[]).includes(id);
