"use server";
import { CONSOLE_LEADS_PATH } from "@forecourt/core/console/console-paths";
import {
  LEAD_WRITE_MESSAGES,
  leadAssignFormSchema,
  leadStatusFormSchema,
} from "@forecourt/core/console/lead-inbox-forms";
import { leadStatusChangeMessage } from "@forecourt/core/leads/lead-statuses";
import { assignLead } from "@forecourt/db/repositories/leads/assign-lead";
import { changeLeadStatusAsStaff } from "@forecourt/db/repositories/leads/change-lead-status-as-staff";
import { staffAction } from "./staff-action.ts";

const LEADS_LAYOUT = [CONSOLE_LEADS_PATH, "layout"] as const;

/**
 * Moves a lead on (new, contacted, appointment, sold, lost) through the platform API's status
 * rule and history, audited.
 */
export const changeLeadStatusAction = staffAction(
  leadStatusFormSchema,
  async ({ actor, data: { leadId, status, note }, values, database }) => {
    const result = await changeLeadStatusAsStaff(database, {
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
    return {
      status: "done",
      message: result.isChanged ? `Status changed to ${status}.` : `The lead is already ${status}.`,
    };
  },
  { revalidate: () => LEADS_LAYOUT },
);

/** Gives a lead to a salesperson (or to nobody) who may work it, audited. */
export const assignLeadAction = staffAction(
  leadAssignFormSchema,
  async ({ actor, data, values, database }) => {
    const result = await assignLead(database, {
      actor,
      leadId: data.leadId,
      staffUserId: data.staffUserId || null,
      now: new Date(),
    });
    if (!result.ok) {
      const message = LEAD_WRITE_MESSAGES[result.reason];
      return { status: "error", message, fieldErrors: { staffUserId: message }, values };
    }
    return { status: "done", message: data.staffUserId ? "Lead assigned." : "Lead unassigned." };
  },
  { revalidate: () => LEADS_LAYOUT },
);
