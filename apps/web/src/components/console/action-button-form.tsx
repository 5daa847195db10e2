"use client";
import { useActionState } from "react";
import type { FormState } from "@/server/console/form-state";
import { IDLE } from "@/server/console/form-state";
import { Button, type ButtonVariant } from "@/components/ui/button";

type Action = (state: FormState, form: FormData) => Promise<FormState>;

/**
 * One button that posts some hidden fields to a console action (restore a version, delete a
 * file); its answer, done or refused, is said beside it.
 */
export function ActionButtonForm({
  action,
  fields,
  children,
  label,
  variant = "outline",
}: {
  action: Action;
  fields: Record<string, string | number>;
  children: React.ReactNode;
  /** The button's accessible name when its text alone is ambiguous in a list. */
  label?: string;
  variant?: ButtonVariant;
}) {
  const [state, formAction, isPending] = useActionState(action, IDLE);
  return (
    <form action={formAction} className="flex flex-wrap items-center gap-2">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} size="sm" disabled={isPending} aria-label={label}>
        {children}
      </Button>
      <span
        role={state.status === "error" ? "alert" : "status"}
        className={state.status === "error" ? "text-sm text-red-700" : "text-sm"}
      >
        {state.message}
      </span>
    </form>
  );
}
