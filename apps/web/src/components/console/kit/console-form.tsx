"use client";
import { useActionState, useId } from "react";
import { IDLE, type FormState } from "@/server/console/form-state";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { FormNotice } from "./form-notice.tsx";

export type ConsoleFormAction<S extends FormState = FormState> = (
  state: S,
  form: FormData,
) => Promise<S>;

/** What a form's fields are given besides its last answer. */
export type ConsoleFormParts = {
  /** True while a post is on its way: the form's own buttons are disabled meanwhile. */
  isPending: boolean;
  /** The answer's notice, for fields that place it themselves (`isNoticeInFields`). */
  notice: React.ReactNode;
};

/** A console form's settings: see ConsoleForm. */
type ConsoleFormProps<S extends FormState = FormState> = {
  /** The form's id, where a link on the page opens it (the lead page's Email and Text). */
  id?: string;
  action: ConsoleFormAction<S>;
  /** The answer shown before any post (a notice the page carried over a redirect). */
  initialState?: S;
  /** Names the form; absent where the page's own heading is the form's whole subject. */
  heading?: string;
  /**
   * The one submit button's text; absent where the fields draw their own buttons. Given the last
   * answer where it changes with it (a wizard's "Next", then "Open the site"); undefined hides it.
   */
  submitLabel?: string | ((state: S) => string | undefined);
  submitVariant?: ButtonVariant;
  /** Classes for the submit button's row where the fields sit in columns. */
  submitClassName?: string;
  /** Buttons before the submit button in its row (a wizard's "Back"), given the last answer. */
  submitRowStart?: (state: S, parts: ConsoleFormParts) => React.ReactNode;
  /** The heading is read but not shown, where the page's section already titles the form. */
  isHeadingHidden?: boolean;
  /** The fields put `notice` where it belongs (beside the buttons of a long form). */
  isNoticeInFields?: boolean;
  /** A refusal with field messages only says them in the live region too (see FormNotice). */
  isFieldRefusalSaid?: boolean;
  /** Hidden fields naming what the form acts on (an absent value is left out). */
  hidden: Record<string, string | number | undefined>;
  /** Keys the form: new on every render of the page (post it in `hidden` where the action wants it). */
  clientKey?: string | undefined;
  className?: string;
  /** Classes for the heading and the notice where the fields sit in columns. */
  fullRowClassName?: string;
  onSubmit?: React.FormEventHandler<HTMLFormElement>;
  /** The fields, given the last answer (its field errors and the values typed). */
  children: (state: S, parts: ConsoleFormParts) => React.ReactNode;
  /** Keeps the fields mounted across answers (a form whose fields hold their own state). */
  isKeptAcrossAnswers?: boolean;
};

/**
 * A console form's shell: its heading (which names the form), the result of the last post (a
 * live region that takes the focus, see FormNotice; from a refusal the next Tab reaches the first
 * bad field), the hidden ids saying what it acts on, its fields and its submit button, disabled
 * while the post is on its way. The form keeps what was typed when refused and starts empty once
 * done: it is keyed by the values the answer brought back and by `clientKey`, which the page
 * makes anew on every render (a fresh key for each post it takes) or from the values it shows.
 */
export function ConsoleForm<S extends FormState = FormState>(props: ConsoleFormProps<S>) {
  const { heading, submitLabel, fullRowClassName, submitRowStart, children } = props;
  // The hook's types cannot see through an extended state (Awaited<S>): it runs on the base one.
  const [answer, formAction, isPending] = useActionState(
    props.action as unknown as ConsoleFormAction,
    props.initialState ?? IDLE,
  );
  const state = answer as S;
  const headingId = useId();
  const typed = state.values && !props.isKeptAcrossAnswers ? JSON.stringify(state.values) : "";
  const notice = <FormNotice state={state} isFieldRefusalSaid={props.isFieldRefusalSaid} />;
  const label = typeof submitLabel === "function" ? submitLabel(state) : submitLabel;
  return (
    <form
      id={props.id}
      key={`${props.clientKey ?? ""}${typed}`}
      action={formAction}
      onSubmit={props.onSubmit}
      className={props.className ?? "grid gap-3"}
      noValidate
      aria-labelledby={heading === undefined ? undefined : headingId}
    >
      {heading === undefined ? null : (
        <FormHeading id={headingId} isHidden={props.isHeadingHidden} className={fullRowClassName}>
          {heading}
        </FormHeading>
      )}
      {props.isNoticeInFields ? null : fullRowClassName ? (
        <div className={fullRowClassName}>{notice}</div>
      ) : (
        notice
      )}
      <HiddenFields values={props.hidden} />
      {children(state, { isPending, notice })}
      {label === undefined ? null : (
        <div className={props.submitClassName}>
          {submitRowStart?.(state, { isPending, notice })}
          <Button type="submit" variant={props.submitVariant ?? "primary"} disabled={isPending}>
            {label}
          </Button>
        </div>
      )}
    </form>
  );
}

/** The heading that names a form: read but not shown where the page's section titles it. */
function FormHeading({
  id,
  isHidden = false,
  className,
  children,
}: {
  id: string;
  isHidden?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <h3
      id={id}
      className={isHidden ? "sr-only" : `text-lg font-semibold ${className ?? ""}`.trim()}
    >
      {children}
    </h3>
  );
}

/** Hidden fields naming what a form acts on; an absent value is left out. */
export function HiddenFields({ values }: { values: Record<string, string | number | undefined> }) {
  return Object.entries(values).map(([name, value]) =>
    value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
  );
}
