"use client";

import {
  financeEnquiryForm,
  type FinanceInitial,
} from "@forecourt/core/forms/definitions/finance-form";
import { FINANCE_FORM_ANCHOR } from "@forecourt/core/stock/vehicle-links";
import { CAR_TYPES } from "@forecourt/core/domain/car";
import type { FormSite } from "@forecourt/core/forms/form-site";
import { LeadForm } from "./lead-form.tsx";

type FinanceEnquiryFormProps = {
  site: FormSite;
  /** From the page's query: `financeInitialFromQuery(searchParams)` (spec §2). */
  initial?: FinanceInitial;
  /**
   * id of the <form>: "finance-form" (the §2 anchor) by default; pass null when the section
   * around it already carries that id.
   */
  id?: string | null;
};

/**
 * The multi-step finance enquiry of the finance route, rendered as `<form id="finance-form">`
 * so the §2 `#finance-form` anchor lands on it.
 */
export function FinanceEnquiryForm({
  site,
  initial = {},
  id = FINANCE_FORM_ANCHOR,
}: FinanceEnquiryFormProps) {
  const form = financeEnquiryForm({ ...site.options, initial, dealerships: site.dealerships });
  const carType = CAR_TYPES.find((type) => type === initial.car_type);
  const car = carType ? { car_type: carType } : undefined;
  return <LeadForm id={id ?? undefined} form={form} site={site} car={car} />;
}
