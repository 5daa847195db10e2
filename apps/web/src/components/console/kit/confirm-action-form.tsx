"use client";
import { useActionState, useEffect, useId, useRef, useState } from "react";
import type { FormState } from "@/server/console/form-state";
import { IDLE } from "@/server/console/form-state";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { ScriptButton } from "./script-button.tsx";
import { FormNotice } from "./form-notice.tsx";
import { HiddenFields } from "./console-form.tsx";

type RowAction = (state: FormState, form: FormData) => Promise<FormState>;

/**
 * A button whose action cannot be undone (remove a user's access, cancel and refund, hand a
 * car over) asks first, in the page: the question takes the focus, "Yes" posts `fields` to
 * `action`, "No" puts the focus back on the button. The outcome takes the focus when it comes.
 */
type ConfirmActionProps = {
  action: RowAction;
  /** Hidden fields naming what the action is done to. */
  fields: Record<string, string | number>;
  label: string;
  /** The button's name where `label` alone is ambiguous (one of many rows). */
  accessibleLabel?: string;
  question: string;
  confirmLabel: string;
  variant?: ButtonVariant;
  size?: "sm" | "md";
  /** False once the thing can no longer be done: only the last outcome stays. */
  isAvailable?: boolean;
  /** Choices posted with the answer, asked with the question (what a deleted page's address answers). */
  children?: React.ReactNode;
};

export function ConfirmActionForm(props: ConfirmActionProps) {
  const { variant = "destructive", size = "sm", isAvailable = true } = props;
  const [state, formAction, isPending] = useActionState(props.action, IDLE);
  const [isAsking, setAsking] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  // An answer from the server ends the question (adjusted while rendering, not in an effect).
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    if (state !== IDLE) setAsking(false);
  }
  useEffect(() => {
    if (!isAsking && wasAsking.current && !state.message) buttonRef.current?.focus();
    wasAsking.current = isAsking;
  }, [isAsking, state.message]);
  return (
    <div className="grid gap-2">
      {!isAvailable ? null : isAsking ? (
        <ConfirmQuestion
          {...props}
          variant={variant}
          size={size}
          formAction={formAction}
          isPending={isPending}
          onKeep={() => setAsking(false)}
        />
      ) : (
        <div>
          <ScriptButton
            ref={buttonRef}
            variant={variant}
            size={size}
            aria-label={props.accessibleLabel}
            onClick={() => setAsking(true)}
          >
            {props.label}
          </ScriptButton>
        </div>
      )}
      <FormNotice state={state} />
    </div>
  );
}

/** The question asked in the page, which takes the focus: "Yes" posts, "No" keeps the thing. */
function ConfirmQuestion({
  fields,
  question,
  confirmLabel,
  variant,
  size,
  formAction,
  isPending,
  onKeep,
  children,
}: ConfirmActionProps & {
  formAction: (form: FormData) => void;
  isPending: boolean;
  onKeep: () => void;
}) {
  const questionRef = useRef<HTMLParagraphElement>(null);
  const questionId = useId();
  useEffect(() => {
    questionRef.current?.focus();
  }, []);
  return (
    // A form may not take the group role (axe aria-allowed-role): the group is inside it.
    <form action={formAction}>
      <div
        role="group"
        aria-labelledby={questionId}
        className="grid gap-2 rounded border border-amber-300 bg-amber-50 p-3"
      >
        <HiddenFields values={fields} />
        <p id={questionId} ref={questionRef} tabIndex={-1} className="text-slate-900">
          {question}
        </p>
        {children}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant={variant} size={size} disabled={isPending}>
            {confirmLabel}
          </Button>
          <Button type="button" variant="outline" size={size} onClick={onKeep}>
            No, keep it
          </Button>
        </div>
      </div>
    </form>
  );
}
