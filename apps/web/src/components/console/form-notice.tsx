"use client";
import { useEffect, useRef } from "react";
import type { FormState } from "@/server/console/form-state";

/**
 * A form's outcome, announced when it changes (an error as an alert, a notice politely) and
 * given the focus, so keyboard and screen-reader users land on the result of what they sent,
 * wherever on the page the form put it. A form whose next step is a field of its own (the
 * sign-in code) passes `takeFocus={false}` and focuses that field instead.
 */
export function FormNotice({ state, takeFocus = true }: { state: FormState; takeFocus?: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus && state.message) ref.current?.focus();
  }, [state, takeFocus]);
  if (!state.message) return <p role="status" className="sr-only" />;
  return state.status === "error" ? (
    <p
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded border border-red-300 bg-red-50 p-3 text-red-800"
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
