"use client";

import { useEffect, useState, type Dispatch, type RefObject } from "react";
import {
  resumeMultiStep,
  resumePoint,
  type MultiStepAction,
  type MultiStepState,
} from "@forecourt/core/forms/multi-step";
import type { FormEngine } from "./use-form-engine.ts";

type Resumable = { point: unknown; values: Record<string, unknown> };

function readResumable(key: string): Resumable | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    const parsed = raw ? (JSON.parse(raw) as Partial<Resumable>) : null;
    if (!parsed || typeof parsed.values !== "object" || parsed.values === null) return null;
    return { point: parsed.point, values: parsed.values };
  } catch {
    return null;
  }
}

type ResumeOptions = {
  /** sessionStorage key of the form's step, saved steps, lead id and answers; none: no resume. */
  resumeKey: string | undefined;
  state: MultiStepState;
  dispatch: Dispatch<MultiStepAction>;
  /** The form's answers, kept with its place. */
  engine: Pick<FormEngine, "values" | "setValues">;
  /** The step whose title has focus; a resumed step is already shown. */
  shownStepRef: RefObject<number>;
};

/**
 * Keeps a multi-step form's place in the tab's session storage, and on a reload takes it back:
 * the step it was on, its answers and its partial lead (spec §4 partial saves carry on).
 */
export function useResumedSteps({
  resumeKey,
  state,
  dispatch,
  engine,
  shownStepRef,
}: ResumeOptions): void {
  const { stepCount } = state;
  const { values, setValues } = engine;
  const [isResumed, setResumed] = useState(!resumeKey);

  // Read after hydration (the server has no session storage), so the state is set from this effect.
  useEffect(() => {
    if (!resumeKey) return;
    const kept = readResumable(resumeKey);
    if (kept) {
      const resumed = resumeMultiStep(stepCount, kept.point);
      shownStepRef.current = resumed.stepIndex;
      dispatch({ type: "resume", state: resumed });
      setValues((prev) => ({ ...prev, ...kept.values }));
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring kept answers once
    setResumed(true);
  }, [resumeKey, stepCount, dispatch, setValues, shownStepRef]);

  useEffect(() => {
    if (!resumeKey || !isResumed) return;
    try {
      window.sessionStorage.setItem(
        resumeKey,
        JSON.stringify({ point: resumePoint(state), values } satisfies Resumable),
      );
    } catch {
      // Storage may be blocked; the form still works, it only cannot resume.
    }
  }, [resumeKey, isResumed, state, values]);
}
