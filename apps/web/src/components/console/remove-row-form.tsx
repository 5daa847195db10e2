"use client";
import { useActionState } from "react";
import type { FormState } from "@/server/console/form-state";
import { IDLE } from "@/server/console/form-state";
import { Button } from "@/components/ui/button";

type RemoveAction = (state: FormState, form: FormData) => Promise<FormState>;

/**
 * One row's remove button (an access grant, a passkey): `action` gets the row's id as the
 * hidden field `field`; a refusal is said beside the button.
 */
export function RemoveRowForm({
  action,
  field,
  value,
  label,
}: {
  action: RemoveAction;
  field: string;
  value: string | number;
  label: string;
}) {
  const [state, formAction, isPending] = useActionState(action, IDLE);
  return (
    <form action={formAction} className="flex items-center gap-2">
      <input type="hidden" name={field} value={value} />
      <Button type="submit" variant="destructive" size="sm" disabled={isPending} aria-label={label}>
        Remove
      </Button>
      <span role="status" className={state.status === "error" ? "text-sm text-red-700" : "text-sm"}>
        {state.message}
      </span>
    </form>
  );
}
