import type { FormState } from "@/server/console/form-state";

/** A form's outcome, announced when it changes: an error as an alert, a notice politely. */
export function FormNotice({ state }: { state: FormState }) {
  if (!state.message) return <p role="status" className="sr-only" />;
  return state.status === "error" ? (
    <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-800">
      {state.message}
    </p>
  ) : (
    <p role="status" className="rounded border border-green-300 bg-green-50 p-3 text-green-900">
      {state.message}
    </p>
  );
}
