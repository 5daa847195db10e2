"use client";
import { useEffect, useRef } from "react";
import type { FormState } from "@/server/console/form-state";

/**
 * A form's outcome, announced when it changes (an error as an alert, a notice politely) and
 * given the focus, so keyboard and screen-reader users land on the result of what they sent,
 * wherever on the page the form put it.
 */
export function FormNotice({ state }: { state: FormState }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.message) ref.current?.focus();
  }, [state]);
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
