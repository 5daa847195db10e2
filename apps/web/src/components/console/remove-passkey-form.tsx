"use client";
import { useActionState } from "react";
import { removePasskeyAction } from "@/server/console/remove-passkey-action";
import { IDLE } from "@/server/console/form-state";
import { Button } from "@/components/ui/button";

/** One passkey's remove button; a refusal is said beside it. */
export function RemovePasskeyForm({ passkeyId, name }: { passkeyId: string; name: string }) {
  const [state, action, isPending] = useActionState(removePasskeyAction, IDLE);
  return (
    <form action={action} className="flex items-center gap-2">
      <input type="hidden" name="passkeyId" value={passkeyId} />
      <Button
        type="submit"
        variant="destructive"
        size="sm"
        disabled={isPending}
        aria-label={`Remove passkey ${name}`}
      >
        Remove
      </Button>
      <span role="status" className={state.status === "error" ? "text-sm text-red-700" : "text-sm"}>
        {state.message}
      </span>
    </form>
  );
}
