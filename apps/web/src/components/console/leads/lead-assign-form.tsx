"use client";
import type { LeadAssignee } from "@forecourt/core/console/inbox-lead";
import { assignLeadAction } from "@/server/console/lead-actions";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { ConsoleForm } from "../kit/console-form.tsx";

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
        <Field id="lead-assignee" label="Assigned to" error={state.fieldErrors?.staffUserId}>
          {(control) => (
            <Select {...control} name="staffUserId" defaultValue={assigneeId ?? ""}>
              <option value="">Nobody</option>
              {choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name ? `${choice.name} (${choice.email})` : choice.email}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
    </ConsoleForm>
  );
}
