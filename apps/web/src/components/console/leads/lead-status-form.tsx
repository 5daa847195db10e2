"use client";
import { LEAD_STATUS_CHANGES, isLeadWorkflowStatus } from "@forecourt/core/leads/lead-statuses";
import { MAX_LEAD_STATUS_NOTE } from "@forecourt/core/leads/lead-status-patch";
import { changeLeadStatusAction } from "@/server/console/lead-actions";
import { ConsoleForm } from "../kit/console-form.tsx";
import { SelectField } from "../kit/select-field.tsx";
import { TextField } from "../kit/text-field.tsx";

/** The lead's next status (only the moves the status rule allows) with an optional note. */
export function LeadStatusForm({ leadId, status }: { leadId: string; status: string }) {
  const next = isLeadWorkflowStatus(status) ? LEAD_STATUS_CHANGES[status] : [];
  return (
    <ConsoleForm
      action={changeLeadStatusAction}
      heading="Status"
      submitLabel="Change status"
      hidden={{ leadId }}
      clientKey={status}
    >
      {({ fieldErrors: errors = {} }) => (
        <>
          <SelectField
            id="lead-status"
            label="New status"
            isRequired
            error={errors.status}
            name="status"
            defaultValue={next[0]}
            choices={next.map((option) => ({ value: option, label: option }))}
          />
          <TextField
            id="lead-status-note"
            label="Note (optional)"
            error={errors.note}
            name="note"
            maxLength={MAX_LEAD_STATUS_NOTE}
          />
        </>
      )}
    </ConsoleForm>
  );
}
