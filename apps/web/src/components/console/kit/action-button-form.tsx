"use client";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { ConsoleForm, type ConsoleFormAction } from "./console-form.tsx";

/**
 * One button that posts some hidden fields to a console action (restore a version, delete a
 * file); its answer, done or refused, is said beside it (and takes the focus).
 */
export function ActionButtonForm({
  action,
  fields,
  children,
  label,
  variant = "outline",
}: {
  action: ConsoleFormAction;
  fields: Record<string, string | number>;
  children: React.ReactNode;
  /** The button's accessible name when its text alone is ambiguous in a list. */
  label?: string;
  variant?: ButtonVariant;
}) {
  return (
    <ConsoleForm
      action={action}
      hidden={fields}
      className="flex flex-wrap items-center gap-2"
      isNoticeInFields
    >
      {(_, { isPending, notice }) => (
        <>
          <Button type="submit" variant={variant} size="sm" disabled={isPending} aria-label={label}>
            {children}
          </Button>
          {notice}
        </>
      )}
    </ConsoleForm>
  );
}
