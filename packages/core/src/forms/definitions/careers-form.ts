import type { FormDefinition } from "../form-definition.ts";
import { submitEventId } from "../../analytics/event-catalogue.ts";
import {
  closingFields,
  contactFields,
  messageField,
  type LeadFormOptions,
} from "./contact-fields.ts";
import { defineSiteForm } from "../localize-form.ts";

/** Field name of the résumé upload; sent as multipart to /api/leads/with-files. */
export const RESUME_FIELD = "resume";
/** Upload limits the form announces; the upload endpoint enforces its own. */
export const RESUME_ACCEPT = ".pdf,.doc,.docx,application/pdf";

/** Careers application (event 51) with a résumé file; the position is fixed by the page. */
export function careersApplicationForm(
  options: LeadFormOptions & { position?: string | null },
): FormDefinition {
  const position = options.position?.trim().slice(0, 200);
  return defineSiteForm(options, {
    id: "careers-application",
    name: "Careers Application",
    category: "Careers",
    subcategory: position || undefined,
    eventId: submitEventId("careers"),
    submitLabel: "Apply",
    steps: [
      {
        title: "Application",
        fields: [
          ...(position
            ? [{ name: "position", type: "hidden" as const, label: "Position", value: position }]
            : [{ name: "position", type: "string" as const, label: "Position", maxLength: 200 }]),
          ...contactFields(options),
          {
            name: RESUME_FIELD,
            type: "file",
            label: "Résumé (PDF or Word)",
            accept: RESUME_ACCEPT,
          },
          messageField(options, { label: "Cover letter", isRequired: false }),
          ...closingFields(options, false),
        ],
      },
    ],
  });
}
