"use client";
import { useActionState, useId } from "react";
import { IDLE, type FormState } from "@/server/console/form-state";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { FormNotice } from "./form-notice.tsx";

export type ConsoleFormAction = (state: FormState, form: FormData) => Promise<FormState>;

/**
 * A console form's shell: its heading (which names the form), the result of the last post (a
 * live region that takes the focus, see FormNotice), the hidden ids saying what it acts on, its
 * fields and its submit button, disabled while the post is on its way. The form keeps what was
 * typed when refused and starts empty once done: it is keyed by the answer and by `clientKey`,
 * which the page makes anew on every render (a fresh key for each post it takes).
 */
export function ConsoleForm({
  id,
  action,
  heading,
  submitLabel,
  submitVariant = "primary",
  isHeadingHidden = false,
  hidden,
  clientKey,
  className = "grid gap-3",
  fullRowClassName,
  onSubmit,
  children,
}: {
  /** The form's id, where a link on the page opens it (the lead page's Email and Text). */
  id?: string;
  action: ConsoleFormAction;
  heading: string;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  /** The heading is read but not shown, where the page's section already titles the form. */
  isHeadingHidden?: boolean;
  /** Hidden fields naming what the form acts on (an absent value is left out). */
  hidden: Record<string, string | number | undefined>;
  /** Keys the form: new on every render of the page (post it in `hidden` where the action wants it). */
  clientKey?: string | undefined;
  className?: string;
  /** Classes for the heading and the notice where the fields sit in columns. */
  fullRowClassName?: string;
  onSubmit?: React.FormEventHandler<HTMLFormElement>;
  /** The fields, given the last answer (its field errors and the values typed). */
  children: (state: FormState) => React.ReactNode;
}) {
  const [state, formAction, isPending] = useActionState(action, IDLE);
  const headingId = useId();
  const typed = state.status === "error" ? JSON.stringify(state.values) : "";
  return (
    <form
      id={id}
      key={`${clientKey ?? ""}${typed}`}
      action={formAction}
      onSubmit={onSubmit}
      className={className}
      noValidate
      aria-labelledby={headingId}
    >
      <h3
        id={headingId}
        className={
          isHeadingHidden ? "sr-only" : `text-lg font-semibold ${fullRowClassName ?? ""}`.trim()
        }
      >
        {heading}
      </h3>
      {fullRowClassName ? (
        <div className={fullRowClassName}>
          <FormNotice state={state} />
        </div>
      ) : (
        <FormNotice state={state} />
      )}
      {Object.entries(hidden).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      {children(state)}
      <div>
        <Button type="submit" variant={submitVariant} disabled={isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
