import { z } from "zod";

/** The longest note a status change keeps. */
export const MAX_LEAD_STATUS_NOTE = 2_000;

/**
 * PATCH /api/v1/websites/{id}/leads/{lead}.json: `{ status, note? }`. Whether `status` is one
 * of LEAD_STATUSES and may follow the lead's current one is the rule's to say
 * (`decideLeadStatusChange`), with its own message.
 */
export const leadStatusPatchSchema = z.strictObject({
  status: z.string().max(40),
  note: z.string().trim().max(MAX_LEAD_STATUS_NOTE).nullish(),
});
