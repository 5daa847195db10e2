"use client";
import type { FormState } from "@/server/console/form-state";
import { ConfirmActionForm } from "./confirm-action-form.tsx";

type RemoveAction = (state: FormState, form: FormData) => Promise<FormState>;

/**
 * One row's remove button (an access grant, a passkey), which asks first: `action` gets the
 * row's id as the hidden field `field`; the outcome is said (and focused) beside the button.
 */
export function RemoveRowForm({
  action,
  field,
  value,
  label,
  question,
}: {
  action: RemoveAction;
  field: string;
  value: string | number;
  label: string;
  /** What removing it means, asked before it is done. */
  question: string;
}) {
  return (
    <ConfirmActionForm
      action={action}
      fields={{ [field]: value }}
      label="Remove"
      accessibleLabel={label}
      question={question}
      confirmLabel="Yes, remove"
    />
  );
}
