"use client";
import { useActionState } from "react";
import type { LeadAssignee } from "@forecourt/core/console/inbox-lead";
import { assignLeadAction } from "@/server/console/lead-actions";
import { IDLE } from "@/server/console/form-state";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { FormNotice } from "./kit/form-notice.tsx";

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
  const [state, action, isPending] = useActionState(assignLeadAction, IDLE);
  return (
    <form key={JSON.stringify(state)} action={action} className="grid gap-3" noValidate>
      <FormNotice state={state} />
      <input type="hidden" name="leadId" value={leadId} />
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
      <div>
        <Button type="submit" variant="outline" disabled={isPending}>
          Assign
        </Button>
      </div>
    </form>
  );
}
