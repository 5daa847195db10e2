"use client";

import { HONEYPOT_FIELD } from "@forecourt/core/forms/lead";
import {
  canGoBack,
  canSkipTo,
  progressPercent,
  stepLabel,
  type MultiStepState,
} from "@forecourt/core/forms/multi-step";
import type { FormStep } from "@forecourt/core/forms/form-definition";
import { SUBMIT_ERROR_MESSAGE } from "@forecourt/core/validation/messages";
import { Button } from "../ui/button.tsx";

/** 'Step X of Y' and the progress bar of a multi-step form. */
export function StepProgress({ state, formName }: { state: MultiStepState; formName: string }) {
  const percent = progressPercent(state);
  return (
    <div>
      <p className="text-sm font-medium text-slate-700" aria-live="polite">
        {stepLabel(state)}
      </p>
      <div
        role="progressbar"
        aria-label={`${formName} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** §8: the banner over the form after a failed send, with the server's message. */
export function SubmitBanner({
  message,
  style,
}: {
  message: string;
  style: "success" | "destructive";
}) {
  return (
    <div
      role="alert"
      className={
        style === "success"
          ? "rounded-md border border-green-700 bg-green-50 p-3 text-green-900"
          : "rounded-md border border-red-700 bg-red-50 p-3 text-red-900"
      }
      data-banner={style}
    >
      <p className="font-semibold">{SUBMIT_ERROR_MESSAGE}</p>
      {message !== SUBMIT_ERROR_MESSAGE ? <p>{message}</p> : null}
    </div>
  );
}

/** Bot trap: hidden from people and assistive technology; filled only by bots. */
export function Honeypot({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Company website</label>
      <input
        id={`${idPrefix}-${HONEYPOT_FIELD}`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

type StepActionsProps = {
  state: MultiStepState;
  step: FormStep;
  isMultiStep: boolean;
  isDisabled: boolean;
  submitLabel: string;
  /** Go Back and the step's skip link leave the step: its messages go with it. */
  onLeave: (action: { type: "back" } | { type: "skip"; to: number }) => void;
};

/** Go Back, Continue or Submit (a spinner while sending), and the step's skip link. */
export function StepActions({
  state,
  step,
  isMultiStep,
  isDisabled,
  submitLabel,
  onLeave,
}: StepActionsProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {isMultiStep && state.stepIndex > 0 ? (
        <Button
          variant="outline"
          onClick={() => onLeave({ type: "back" })}
          disabled={!canGoBack(state)}
        >
          Go Back
        </Button>
      ) : null}
      <Button type="submit" disabled={isDisabled} isBusy={state.isSubmitting}>
        {state.isSubmitting ? "Loading" : submitLabel}
      </Button>
      {/* Said once to a screen reader as the send starts; the button shows the spinner. */}
      <span role="status" className="sr-only">
        {state.isSubmitting ? "Loading" : ""}
      </span>
      {step.skipTo && canSkipTo(state, step.skipTo.step) ? (
        <button
          type="button"
          onClick={() => onLeave({ type: "skip", to: step.skipTo!.step })}
          className="text-sm font-medium text-slate-800 underline"
        >
          {step.skipTo.label}
        </button>
      ) : null}
    </div>
  );
}
