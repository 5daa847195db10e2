"use client";
import { useActionState } from "react";
import { LEAD_STATUS_CHANGES, isLeadWorkflowStatus } from "@forecourt/core/leads/lead-statuses";
import { MAX_LEAD_STATUS_NOTE } from "@forecourt/core/leads/lead-status-patch";
import { changeLeadStatusAction } from "@/server/console/lead-actions";
import { IDLE } from "@/server/console/form-state";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { FormNotice } from "./kit/form-notice.tsx";

/** The lead's next status (only the moves the status rule allows) with an optional note. */
export function LeadStatusForm({ leadId, status }: { leadId: string; status: string }) {
  const [state, action, isPending] = useActionState(changeLeadStatusAction, IDLE);
  const next = isLeadWorkflowStatus(status) ? LEAD_STATUS_CHANGES[status] : [];
  const errors = state.fieldErrors ?? {};
  return (
    <form key={JSON.stringify(state)} action={action} className="grid gap-3" noValidate>
      <FormNotice state={state} />
      <input type="hidden" name="leadId" value={leadId} />
      <Field id="lead-status" label="New status" isRequired error={errors.status}>
        {(control) => (
          <Select {...control} name="status" defaultValue={next[0]}>
            {next.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="lead-status-note" label="Note (optional)" error={errors.note}>
        {(control) => <Input {...control} name="note" maxLength={MAX_LEAD_STATUS_NOTE} />}
      </Field>
      <div>
        <Button type="submit" disabled={isPending}>
          Change status
        </Button>
      </div>
    </form>
  );
}
