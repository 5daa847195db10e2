import { SUBMIT_ERROR_MESSAGE, UNEXPECTED_ERROR_OCCURED_MESSAGE } from "../validation/messages.ts";
import { LEAD_STATUS } from "../domain/lead-status.ts";
import type { SkipRecord } from "../domain/skip-record.ts";

/** §4 multi-step form. Steps are indexed from 0; `savedSteps` were partially saved. */
export type MultiStepState = {
  stepIndex: number;
  stepCount: number;
  skippedSteps: SkipRecord[];
  savedSteps: number[];
  leadId: string | null;
  isComplete: boolean;
  isSubmitting: boolean;
  error: string | null;
};

export type MultiStepAction =
  | { type: "next" }
  | { type: "back" }
  | { type: "skip"; to: number }
  | { type: "submitStart" }
  | { type: "submitSuccess"; leadId?: string }
  | { type: "submitFailure"; message: string }
  | { type: "partialSaved"; leadId: string }
  /** A page reloaded mid-form goes back to where it was (see {@link resumeMultiStep}). */
  | { type: "resume"; state: MultiStepState };

export function initialMultiStepState(stepCount: number): MultiStepState {
  if (!Number.isInteger(stepCount) || stepCount < 1) {
    throw new RangeError(`A form needs a whole number of steps, at least 1; got ${stepCount}`);
  }
  return {
    stepIndex: 0,
    stepCount,
    skippedSteps: [],
    savedSteps: [],
    leadId: null,
    isComplete: false,
    isSubmitting: false,
    error: null,
  };
}

/** §4: buttons are disabled while submitting and while the success page loads. */
export function areButtonsDisabled(state: MultiStepState): boolean {
  return state.isSubmitting || state.isComplete;
}

export function isLastStep(state: MultiStepState): boolean {
  return state.stepIndex >= state.stepCount - 1;
}

export function canGoBack(state: MultiStepState): boolean {
  return state.stepIndex > 0 && !areButtonsDisabled(state);
}

export function canGoNext(state: MultiStepState): boolean {
  return !isLastStep(state) && !areButtonsDisabled(state);
}

export function canSkipTo(state: MultiStepState, to: number): boolean {
  return (
    Number.isInteger(to) &&
    to > state.stepIndex &&
    to < state.stepCount &&
    !areButtonsDisabled(state)
  );
}

/**
 * A skip record spans the step being left when the visitor stands inside the skipped range
 * (from < current < to) or on the step the skip was made from (from === current). Either way,
 * going on with Next means the steps are no longer skipped.
 */
export function spansStep(record: SkipRecord, stepIndex: number): boolean {
  return (record.from < stepIndex && stepIndex < record.to) || record.from === stepIndex;
}

/** The record that brought the visitor to this step, the latest if several. */
function skipInto(state: MultiStepState): SkipRecord | undefined {
  return state.skippedSteps.findLast((record) => record.to === state.stepIndex);
}

/** Where Back leads: the step this one was skipped to from, else the one before. */
export function backTarget(state: MultiStepState): number | null {
  if (state.stepIndex === 0) return null;
  return skipInto(state)?.from ?? state.stepIndex - 1;
}

/**
 * Pure reducer for §4. Navigation does nothing while buttons are disabled, so a late click
 * cannot move a form that is submitting or done. The spec has Next clear the error; Back and
 * Skip clear it too, since a banner belongs to the step it was raised on.
 */
export function multiStepReducer(state: MultiStepState, action: MultiStepAction): MultiStepState {
  switch (action.type) {
    case "next":
      if (!canGoNext(state)) return state;
      return {
        ...state,
        stepIndex: state.stepIndex + 1,
        skippedSteps: state.skippedSteps.filter((record) => !spansStep(record, state.stepIndex)),
        error: null,
      };
    case "back": {
      if (!canGoBack(state)) return state;
      return { ...state, stepIndex: backTarget(state) ?? state.stepIndex, error: null };
    }
    case "skip": {
      if (!canSkipTo(state, action.to)) return state;
      const record = { from: state.stepIndex, to: action.to };
      const isKnown = state.skippedSteps.some((r) => r.from === record.from && r.to === record.to);
      return {
        ...state,
        stepIndex: action.to,
        skippedSteps: isKnown ? state.skippedSteps : [...state.skippedSteps, record],
        error: null,
      };
    }
    case "submitStart":
      // A second click while a request is out must not send the lead twice.
      if (areButtonsDisabled(state)) return state;
      return { ...state, isSubmitting: true, error: null };
    case "submitSuccess":
      return {
        ...state,
        isSubmitting: false,
        isComplete: true,
        leadId: action.leadId ?? state.leadId,
        error: null,
      };
    case "submitFailure":
      return { ...state, isSubmitting: false, error: action.message };
    case "resume":
      return areButtonsDisabled(state) || action.state.stepCount !== state.stepCount
        ? state
        : action.state;
    case "partialSaved":
      return {
        ...state,
        isSubmitting: false,
        error: null,
        leadId: action.leadId,
        savedSteps: state.savedSteps.includes(state.stepIndex)
          ? state.savedSteps
          : [...state.savedSteps, state.stepIndex],
      };
  }
}

/** What a page keeps of a multi-step form to resume it after a reload. */
type ResumePoint = Pick<MultiStepState, "stepIndex" | "skippedSteps" | "savedSteps" | "leadId">;

export function resumePoint(state: MultiStepState): ResumePoint {
  const { stepIndex, skippedSteps, savedSteps, leadId } = state;
  return { stepIndex, skippedSteps, savedSteps, leadId };
}

const isStepIndex = (n: unknown, stepCount: number): n is number =>
  Number.isInteger(n) && (n as number) >= 0 && (n as number) < stepCount;

/**
 * The state of a form resumed from a kept {@link ResumePoint}: on the step it was left on, with
 * its saved steps, skips and partial lead. Anything kept that does not fit the form (another
 * number of steps, a step out of range, a malformed record) starts it afresh.
 */
export function resumeMultiStep(stepCount: number, kept: unknown): MultiStepState {
  const fresh = initialMultiStepState(stepCount);
  if (!kept || typeof kept !== "object") return fresh;
  const point = kept as Record<string, unknown>;
  const { stepIndex, savedSteps, skippedSteps, leadId } = point;
  if (!isStepIndex(stepIndex, stepCount)) return fresh;
  if (!Array.isArray(savedSteps) || !savedSteps.every((n) => isStepIndex(n, stepCount))) {
    return fresh;
  }
  const skips = skippedSteps ?? [];
  if (
    !Array.isArray(skips) ||
    !skips.every(
      (r: unknown) =>
        !!r &&
        typeof r === "object" &&
        isStepIndex((r as SkipRecord).from, stepCount) &&
        isStepIndex((r as SkipRecord).to, stepCount) &&
        (r as SkipRecord).from < (r as SkipRecord).to,
    )
  ) {
    return fresh;
  }
  if (leadId !== null && (typeof leadId !== "string" || leadId === "")) return fresh;
  return {
    ...fresh,
    stepIndex,
    savedSteps: [...new Set(savedSteps as number[])],
    skippedSteps: (skips as SkipRecord[]).map(({ from, to }) => ({ from, to })),
    leadId,
  };
}

/** §4: step index over step count, rounded; 100 once complete. */
export function progressPercent(state: MultiStepState): number {
  return state.isComplete ? 100 : Math.round((state.stepIndex / state.stepCount) * 100);
}

/** The progress caption, counted from 1 as the visitor reads it. */
export function stepLabel(state: MultiStepState): string {
  return `Step ${state.stepIndex + 1} of ${state.stepCount}`;
}

type StepPayloadFields = {
  form_completed: boolean;
  /**
   * The step the visitor goes on to, indexed from 0 (spec §4): every step before it is done.
   * A partial save on Continue from step 0 sends 1; the final submit sends the step count.
   * The server checks a partial lead's answers on the steps before it.
   */
  step_number: number;
  skipped_steps?: SkipRecord[];
  lead_id?: string;
};
type PartialSavePayload = Record<string, unknown> &
  StepPayloadFields & { lead_status: typeof LEAD_STATUS.incomplete; form_completed: false };
type FinalSubmitPayload = Record<string, unknown> & StepPayloadFields & { form_completed: true };

/** The index of the step after the current one: where the visitor goes once this one is saved. */
const nextStepIndex = (state: MultiStepState) => state.stepIndex + 1;

function stepFields(state: MultiStepState) {
  return {
    step_number: nextStepIndex(state),
    ...(state.skippedSteps.length > 0 ? { skipped_steps: [...state.skippedSteps] } : {}),
    ...(state.leadId !== null ? { lead_id: state.leadId } : {}),
  };
}

/**
 * §4 partial save of the current step, or null when this step was saved already (a saved step
 * is not resent). The caller PUTs to /api/leads/{lead_id} when lead_id is present.
 */
export function partialSavePayload(
  state: MultiStepState,
  values: Readonly<Record<string, unknown>>,
): PartialSavePayload | null {
  if (state.savedSteps.includes(state.stepIndex)) return null;
  return {
    ...values,
    lead_status: LEAD_STATUS.incomplete,
    form_completed: false,
    ...stepFields(state),
  };
}

/** §4 final submit: the lead completed, carrying the id of the partial lead if there is one. */
export function finalSubmitPayload(
  state: MultiStepState,
  values: Readonly<Record<string, unknown>>,
): FinalSubmitPayload {
  return { ...values, form_completed: true, ...stepFields(state) };
}

export type LeadSubmitKind = "single-step" | "multi-step-partial" | "multi-step-final";
type LeadResult = { ok: true; leadId: string } | { ok: false; message: string };

const nonEmptyString = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : null;

/**
 * §8: a lead response is a success only when it carries an id. Otherwise the server's error
 * (or message) is shown, else the default text for the kind of submit.
 */
export function leadResponseToResult(response: unknown, kind: LeadSubmitKind): LeadResult {
  const body =
    typeof response === "object" && response !== null ? (response as Record<string, unknown>) : {};
  const id = body.id;
  if (typeof id === "number" && Number.isFinite(id)) return { ok: true, leadId: String(id) };
  const stringId = nonEmptyString(id);
  if (stringId !== null) return { ok: true, leadId: stringId };
  const fallback =
    kind === "multi-step-final" ? UNEXPECTED_ERROR_OCCURED_MESSAGE : SUBMIT_ERROR_MESSAGE;
  return {
    ok: false,
    message: nonEmptyString(body.error) ?? nonEmptyString(body.message) ?? fallback,
  };
}

/** §8: a thrown network or parse error shows its own message. */
export function thrownErrorMessage(
  error: unknown,
  fallback: string = SUBMIT_ERROR_MESSAGE,
): string {
  if (error instanceof Error) return nonEmptyString(error.message) ?? fallback;
  return nonEmptyString(error) ?? fallback;
}

/** The step on which the lead's contact details are taken. */
export const USER_DETAILS_STEP_TITLE = "User Details";

/** §8: the banner on the 'User Details' step is green, on any other step destructive. */
export function bannerStyle(stepTitle: string): "success" | "destructive" {
  return stepTitle === USER_DETAILS_STEP_TITLE ? "success" : "destructive";
}
