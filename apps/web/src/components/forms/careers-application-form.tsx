"use client";

import { careersApplicationForm } from "@forecourt/core/forms/definitions/careers-form";
import type { FormSite } from "@forecourt/core/forms/form-site";
import { LeadForm } from "./lead-form.tsx";

type CareersApplicationFormProps = {
  site: FormSite;
  /** The position applied for; the visitor types one when absent. */
  position?: string | null;
};

/** Careers application (event 51) with a résumé upload, sent to /api/leads/with-files. */
export function CareersApplicationForm({ site, position }: CareersApplicationFormProps) {
  const form = careersApplicationForm({ ...site.options, position });
  return <LeadForm form={form} site={site} />;
}
