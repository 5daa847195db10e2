"use server";
import { revalidatePath } from "next/cache";
import { CONSOLE_LEADS_PATH } from "@forecourt/core/console/console-paths";
import {
  LEAD_WRITE_MESSAGES,
  leadAssignFormSchema,
  leadStatusFormSchema,
} from "@forecourt/core/console/lead-inbox-forms";
import { leadStatusChangeMessage } from "@forecourt/core/leads/lead-statuses";
import { assignLead } from "@forecourt/db/repositories/leads/assign-lead";
import { changeLeadStatusAsStaff } from "@forecourt/db/repositories/leads/change-lead-status-as-staff";
import { db } from "../db.ts";
import { requireStaff } from "./console-session.ts";
import { formValues, parseFormValues, type FormState } from "./form-state.ts";

/**
 * Moves a lead on (new, contacted, appointment, sold, lost) through the platform API's status
 * rule and history, audited. Server actions accept only same-origin posts (Next checks the
 * Origin against the host), and the session cookie is SameSite=Strict.
 */
export async function changeLeadStatusAction(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  const actor = await requireStaff();
  const values = formValues(formData);
  const parsed = parseFormValues(leadStatusFormSchema, values);
  if (!parsed.ok) return parsed.state;
  const { leadId, status, note } = parsed.data;
  const result = await changeLeadStatusAsStaff(await db(), {
    actor,
    leadId,
    status,
    note: note || null,
    now: new Date(),
  });
  if (!result.ok) {
    if ("from" in result) {
      const message = leadStatusChangeMessage(result.reason, result.from, status);
      return { status: "error", message, fieldErrors: { status: message }, values };
    }
    return { status: "error", message: LEAD_WRITE_MESSAGES[result.reason], values };
  }
  revalidatePath(CONSOLE_LEADS_PATH, "layout");
  return {
    status: "done",
    message: result.isChanged ? `Status changed to ${status}.` : `The lead is already ${status}.`,
  };
}

/** Gives a lead to a salesperson (or to nobody) who may work it, audited. */
export async function assignLeadAction(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  const actor = await requireStaff();
  const values = formValues(formData);
  const parsed = parseFormValues(leadAssignFormSchema, values);
  if (!parsed.ok) return parsed.state;
  const result = await assignLead(await db(), {
    actor,
    leadId: parsed.data.leadId,
    staffUserId: parsed.data.staffUserId || null,
    now: new Date(),
  });
  if (!result.ok) {
    const message = LEAD_WRITE_MESSAGES[result.reason];
    return { status: "error", message, fieldErrors: { staffUserId: message }, values };
  }
  revalidatePath(CONSOLE_LEADS_PATH, "layout");
  return {
    status: "done",
    message: parsed.data.staffUserId ? "Lead assigned." : "Lead unassigned.",
  };
}
