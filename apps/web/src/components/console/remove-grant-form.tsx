"use client";
import { useActionState } from "react";
import { removeGrantAction } from "@/server/console/remove-grant-action";
import { IDLE } from "@/server/console/form-state";
import { Button } from "@/components/ui/button";

/** One grant's remove button; a refusal is said beside it. */
export function RemoveGrantForm({ grantId, label }: { grantId: number; label: string }) {
  const [state, action, isPending] = useActionState(removeGrantAction, IDLE);
  return (
    <form action={action} className="flex items-center gap-2">
      <input type="hidden" name="grantId" value={grantId} />
      <Button type="submit" variant="destructive" size="sm" disabled={isPending} aria-label={label}>
        Remove
      </Button>
      <span role="status" className={state.status === "error" ? "text-sm text-red-700" : "text-sm"}>
        {state.message}
      </span>
    </form>
  );
}
