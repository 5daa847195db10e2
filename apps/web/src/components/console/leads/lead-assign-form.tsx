"use client";
import type { LeadAssignee } from "@forecourt/core/console/inbox-lead";
import { assignLeadAction } from "@/server/console/lead-actions";
import { ConsoleForm } from "../kit/console-form.tsx";
import { SelectField } from "../kit/select-field.tsx";

/** Gives the lead to one of the staff who may work it, or to nobody. */
export function LeadAssignForm({
  leadId,
  assigneeId,
  choices,
}: {
  leadId: string;
  assigneeId: string | null;
  choices: LeadAssignee[];
}) {
  return (
    <ConsoleForm
      action={assignLeadAction}
      heading="Assignment"
      submitLabel="Assign"
      submitVariant="outline"
      hidden={{ leadId }}
      clientKey={assigneeId ?? ""}
    >
      {(state) => (
        <SelectField
          id="lead-assignee"
          label="Assigned to"
          error={state.fieldErrors?.staffUserId}
          name="staffUserId"
          defaultValue={assigneeId ?? ""}
          blank="Nobody"
          choices={choices.map((choice) => ({
            value: choice.id,
            label: choice.name ? `${choice.name} (${choice.email})` : choice.email,
          }))}
        />
      )}
    </ConsoleForm>
  );
}
