import { z } from "zod";
import { leadStatusPatchSchema } from "../leads/lead-status-patch.ts";

const leadId = z.uuid({ error: "That lead does not exist." });

/** The detail page's status form: the platform API's status patch, for one lead. */
export const leadStatusFormSchema = leadStatusPatchSchema.extend({ leadId });

/** The assign form: a staff user's id, or empty for nobody. */
export const leadAssignFormSchema = z.strictObject({
  leadId,
  staffUserId: z.union([z.literal(""), z.uuid({ error: "Choose a salesperson from the list." })]),
});

/** What the console says when a lead write is refused, by the repository's reason. */
export const LEAD_WRITE_MESSAGES = {
  "not-found": "That lead does not exist or is not one of yours.",
  "other-dealer": "That lead is not one of yours.",
  "not-permitted": "Your role does not allow that.",
  "other-dealership": "That lead belongs to another dealership.",
  "other-location": "That lead belongs to another location.",
  "unknown-assignee": "Choose someone who works this lead's dealership.",
} as const;
