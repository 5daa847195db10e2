"use client";
import { useEffect, useRef } from "react";
import type { FormState } from "@/server/console/form-state";

/**
 * Answers already given the focus. A console page refreshes after every post and its forms
 * remount with the answers they last had: only an answer not yet announced takes the focus, so
 * it goes to the form just posted, never back to another form's old message.
 */
const announced = new WeakSet<FormState>();

/** The first control marked invalid in the notice's form that is on show (a wizard hides steps). */
function firstBadField(notice: HTMLElement | null): HTMLElement | null {
  const controls = notice?.closest("form")?.querySelectorAll<HTMLElement>('[aria-invalid="true"]');
  return [...(controls ?? [])].find((control) => !control.closest("[hidden]")) ?? null;
}

/**
 * A form's outcome, announced when it changes (an error as an alert, a notice politely) and
 * given the focus, so keyboard and screen-reader users land on the result of what they sent,
 * wherever on the page the form put it. From a refusal the next Tab goes to the first bad field;
 * a refusal with no message of its own puts the focus there at once (its error is read with it).
 * A form whose next step is a field of its own (the sign-in code) passes `takeFocus={false}` and
 * focuses that field instead. With `isFieldRefusalSaid`, such a refusal's field messages are also
 * said in the (unseen) live region, for a form whose refusal comes from the browser, not a post
 * (a passkey's name, checked before the authenticator is asked).
 */
export function FormNotice({
  state,
  takeFocus = true,
  isFieldRefusalSaid = false,
}: {
  state: FormState;
  takeFocus?: boolean;
  isFieldRefusalSaid?: boolean;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!takeFocus || state.status === "idle" || announced.has(state)) return;
    announced.add(state);
    if (state.message) ref.current?.focus();
    else if (state.status === "error") firstBadField(ref.current)?.focus();
  }, [state, takeFocus]);
  if (!state.message) {
    const said = isFieldRefusalSaid && state.status === "error" ? state.fieldErrors : undefined;
    return (
      <p ref={ref} role="status" className="sr-only">
        {Object.values(said ?? {}).join(" ")}
      </p>
    );
  }
  return state.status === "error" ? (
    <p
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded border border-red-300 bg-red-50 p-3 text-red-800"
      onKeyDown={(event) => {
        if (event.key !== "Tab" || event.shiftKey) return;
        const field = firstBadField(ref.current);
        if (!field) return;
        event.preventDefault();
        field.focus();
      }}
    >
      {state.message}
    </p>
  ) : (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded border border-green-300 bg-green-50 p-3 text-green-900"
    >
      {state.message}
    </p>
  );
}
