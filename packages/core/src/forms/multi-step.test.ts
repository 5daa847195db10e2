import { describe, expect, it } from "vitest";
import { SUBMIT_ERROR_MESSAGE, UNEXPECTED_ERROR_OCCURED_MESSAGE } from "../validation/messages.ts";
import {
  resumeMultiStep,
  resumePoint,
  areButtonsDisabled,
  backTarget,
  bannerStyle,
  canGoBack,
  canGoNext,
  canSkipTo,
  finalSubmitPayload,
  initialMultiStepState,
  isLastStep,
  leadResponseToResult,
  multiStepReducer,
  partialSavePayload,
  progressPercent,
  spansStep,
  stepLabel,
  thrownErrorMessage,
  type MultiStepAction,
  type MultiStepState,
} from "./multi-step.ts";

const run = (state: MultiStepState, ...actions: MultiStepAction[]) =>
  actions.reduce(multiStepReducer, state);
const next = { type: "next" } as const;
const back = { type: "back" } as const;
const skip = (to: number) => ({ type: "skip", to }) as const;
const start = { type: "submitStart" } as const;
const saved = (leadId: string) => ({ type: "partialSaved", leadId }) as const;
const failed = (message: string) => ({ type: "submitFailure", message }) as const;

describe("initialMultiStepState", () => {
  it("starts on step 0 with nothing recorded", () => {
    expect(initialMultiStepState(4)).toEqual({
      stepIndex: 0,
      stepCount: 4,
      skippedSteps: [],
      savedSteps: [],
      leadId: null,
      isComplete: false,
      isSubmitting: false,
      error: null,
    });
  });
  it("needs at least one whole step", () => {
    expect(initialMultiStepState(1).stepCount).toBe(1);
    for (const bad of [0, -1, 1.5, Number.NaN]) {
      expect(() => initialMultiStepState(bad)).toThrow(RangeError);
    }
  });
});

describe("next", () => {
  it("moves one step on and clears the error", () => {
    const s = run(initialMultiStepState(3), start, failed("boom"), next);
    expect(s.stepIndex).toBe(1);
    expect(s.error).toBeNull();
  });
  it("is only available before the last step", () => {
    const last = run(initialMultiStepState(3), next, next);
    expect(last.stepIndex).toBe(2);
    expect(isLastStep(last)).toBe(true);
    expect(canGoNext(last)).toBe(false);
    expect(multiStepReducer(last, next)).toBe(last);
    expect(isLastStep(initialMultiStepState(1))).toBe(true);
  });
  it("removes the skip made from the current step", () => {
    // Skipped 0 -> 2, came back to 0, now goes through step 1 instead.
    const s = run(initialMultiStepState(4), skip(2), back);
    expect(s.stepIndex).toBe(0);
    expect(s.skippedSteps).toEqual([{ from: 0, to: 2 }]);
    expect(run(s, next).skippedSteps).toEqual([]);
  });
  it("removes a skip whose range the current step lies inside", () => {
    // 1 -> 4 skipped; back to 1, back to 0; then 0 -> 2 lands inside the 1..4 range.
    const s = run(initialMultiStepState(5), next, skip(4), back, back, skip(2));
    expect(s.stepIndex).toBe(2);
    expect(s.skippedSteps).toEqual([
      { from: 1, to: 4 },
      { from: 0, to: 2 },
    ]);
    expect(run(s, next).skippedSteps).toEqual([{ from: 0, to: 2 }]);
  });
  it("keeps skips that do not span the current step", () => {
    // From the target of a skip, and before a later skip's range, records stay.
    const s = run(initialMultiStepState(5), skip(2));
    expect(run(s, next).skippedSteps).toEqual([{ from: 0, to: 2 }]);
  });
});

describe("spansStep", () => {
  const r = { from: 1, to: 4 };
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [3, true],
    [4, false],
    [5, false],
  ])("{from: 1, to: 4} spans step %i: %s", (step, expected) => {
    expect(spansStep(r, step)).toBe(expected);
  });
});

describe("back", () => {
  it("is unavailable on step 0", () => {
    const s = initialMultiStepState(3);
    expect(canGoBack(s)).toBe(false);
    expect(backTarget(s)).toBeNull();
    expect(multiStepReducer(s, back)).toBe(s);
  });
  it("goes one step earlier", () => {
    const s = run(initialMultiStepState(3), next, next);
    expect(backTarget(s)).toBe(1);
    expect(run(s, back).stepIndex).toBe(1);
  });
  it("goes to the step a skip came from", () => {
    const s = run(initialMultiStepState(4), next, skip(3));
    expect(backTarget(s)).toBe(1);
    expect(run(s, back).stepIndex).toBe(1);
  });
  it("uses the latest skip when several led to this step", () => {
    const s: MultiStepState = {
      ...initialMultiStepState(4),
      stepIndex: 3,
      skippedSteps: [
        { from: 0, to: 3 },
        { from: 1, to: 3 },
      ],
    };
    expect(run(s, back).stepIndex).toBe(1);
  });
  it("clears the error of the step it leaves", () => {
    expect(run(initialMultiStepState(3), next, start, failed("x"), back).error).toBeNull();
  });
});

describe("skip", () => {
  it("jumps to a later step and records from and to", () => {
    const s = run(initialMultiStepState(5), next, skip(3));
    expect(s.stepIndex).toBe(3);
    expect(s.skippedSteps).toEqual([{ from: 1, to: 3 }]);
  });
  it("does not record the same skip twice", () => {
    const s = run(initialMultiStepState(4), skip(2), back, skip(2));
    expect(s.skippedSteps).toEqual([{ from: 0, to: 2 }]);
  });
  it("refuses the current step, earlier steps, steps past the end and fractions", () => {
    const s = run(initialMultiStepState(4), next);
    for (const to of [1, 0, -1, 4, 2.5]) {
      expect(canSkipTo(s, to)).toBe(false);
      expect(multiStepReducer(s, skip(to))).toBe(s);
    }
    expect(canSkipTo(s, 3)).toBe(true);
  });
});

describe("submitting", () => {
  it("submitStart sets submitting, clears the error and disables the buttons", () => {
    const s = run(initialMultiStepState(2), start, failed("x"), start);
    expect(s.isSubmitting).toBe(true);
    expect(s.error).toBeNull();
    expect(areButtonsDisabled(s)).toBe(true);
  });
  it("ignores a second submitStart and all navigation while submitting", () => {
    const s = run(initialMultiStepState(3), next, start);
    for (const action of [start, next, back, skip(2)]) expect(multiStepReducer(s, action)).toBe(s);
    expect(canGoBack(s)).toBe(false);
  });
  it("a failure shows the error and stays on the step", () => {
    const s = run(initialMultiStepState(3), next, start, failed("Server says no"));
    expect(s).toMatchObject({ stepIndex: 1, isSubmitting: false, error: "Server says no" });
    expect(areButtonsDisabled(s)).toBe(false);
  });
  it("a partial save stores the id and marks the step saved, without advancing", () => {
    const s = run(initialMultiStepState(3), start, saved("L1"));
    expect(s).toMatchObject({ stepIndex: 0, leadId: "L1", savedSteps: [0], isSubmitting: false });
    expect(run(s, saved("L2"), next, saved("L2")).savedSteps).toEqual([0, 1]);
    expect(run(s, saved("L2")).leadId).toBe("L2");
  });
  it("success completes the form and keeps the buttons disabled while /success loads", () => {
    const s = run(initialMultiStepState(2), next, start, { type: "submitSuccess", leadId: "L9" });
    expect(s).toMatchObject({ isComplete: true, isSubmitting: false, leadId: "L9", error: null });
    expect(areButtonsDisabled(s)).toBe(true);
    for (const action of [start, back, next]) expect(multiStepReducer(s, action)).toBe(s);
    const keepsId = run(initialMultiStepState(1), saved("L1"), start, { type: "submitSuccess" });
    expect(keepsId.leadId).toBe("L1");
  });
});

describe("progress and labels", () => {
  it("progress is step index over step count, rounded, or 100 when complete", () => {
    const at = (stepIndex: number, stepCount: number) =>
      progressPercent({ ...initialMultiStepState(stepCount), stepIndex });
    expect(at(0, 3)).toBe(0);
    expect(at(1, 3)).toBe(33);
    expect(at(2, 3)).toBe(67);
    expect(at(1, 8)).toBe(13); // 12.5 rounds up
    expect(at(3, 4)).toBe(75);
    expect(progressPercent({ ...initialMultiStepState(4), stepIndex: 3, isComplete: true })).toBe(
      100,
    );
  });
  it("labels steps from 1", () => {
    expect(stepLabel(initialMultiStepState(4))).toBe("Step 1 of 4");
    expect(stepLabel(run(initialMultiStepState(4), next, next, next))).toBe("Step 4 of 4");
  });
});

describe("payloads", () => {
  const values = { first_name: "Jo", email: "jo@example.com" };

  it("a first partial save carries status, completion and the step number only", () => {
    expect(partialSavePayload(initialMultiStepState(3), values)).toEqual({
      first_name: "Jo",
      email: "jo@example.com",
      lead_status: "Incomplete",
      form_completed: false,
      step_number: 1,
    });
  });
  it("later partial saves carry the lead id and skipped steps", () => {
    const s = run(initialMultiStepState(4), start, saved("L1"), skip(2));
    expect(partialSavePayload(s, values)).toEqual({
      ...values,
      lead_status: "Incomplete",
      form_completed: false,
      step_number: 3,
      skipped_steps: [{ from: 0, to: 2 }],
      lead_id: "L1",
    });
  });
  it("a saved step is not resent", () => {
    const s = run(initialMultiStepState(3), start, saved("L1"));
    expect(partialSavePayload(s, values)).toBeNull();
    expect(partialSavePayload(run(s, next), values)).not.toBeNull();
  });
  it("status and step fields win over form values of the same name", () => {
    const payload = partialSavePayload(initialMultiStepState(2), {
      form_completed: true,
      step_number: 9,
    });
    expect(payload).toMatchObject({ form_completed: false, step_number: 1 });
  });
  it("the final submit marks the form completed and carries the lead id", () => {
    const s = run(initialMultiStepState(2), start, saved("L1"), next);
    expect(finalSubmitPayload(s, values)).toEqual({
      ...values,
      form_completed: true,
      step_number: 2,
      lead_id: "L1",
    });
    expect(finalSubmitPayload(initialMultiStepState(1), {})).toEqual({
      form_completed: true,
      step_number: 1,
    });
  });
  it("a payload does not share the state's skip list", () => {
    const s = run(initialMultiStepState(3), skip(2));
    const payload = finalSubmitPayload(s, {});
    payload.skipped_steps?.push({ from: 9, to: 9 });
    expect(s.skippedSteps).toEqual([{ from: 0, to: 2 }]);
  });
});

describe("leadResponseToResult", () => {
  it("an id means success, numbers included", () => {
    expect(leadResponseToResult({ id: "abc" }, "single-step")).toEqual({ ok: true, leadId: "abc" });
    expect(leadResponseToResult({ id: 17 }, "multi-step-final")).toEqual({
      ok: true,
      leadId: "17",
    });
  });
  it("without an id, the server's error or message is shown", () => {
    expect(leadResponseToResult({ error: "Bad email" }, "single-step")).toEqual({
      ok: false,
      message: "Bad email",
    });
    expect(leadResponseToResult({ message: "Try later" }, "multi-step-final")).toEqual({
      ok: false,
      message: "Try later",
    });
    expect(leadResponseToResult({ error: "A", message: "B" }, "single-step")).toEqual({
      ok: false,
      message: "A",
    });
  });
  it("else the default text: 'occured' on the multi-step final step, the submit text elsewhere", () => {
    for (const response of [
      {},
      { id: "" },
      { id: Number.NaN },
      { id: null, error: " " },
      null,
      "oops",
      42,
    ]) {
      expect(leadResponseToResult(response, "multi-step-final")).toEqual({
        ok: false,
        message: UNEXPECTED_ERROR_OCCURED_MESSAGE,
      });
      expect(leadResponseToResult(response, "single-step")).toEqual({
        ok: false,
        message: SUBMIT_ERROR_MESSAGE,
      });
      expect(leadResponseToResult(response, "multi-step-partial")).toEqual({
        ok: false,
        message: SUBMIT_ERROR_MESSAGE,
      });
    }
  });
});

describe("thrownErrorMessage and bannerStyle", () => {
  it("shows a thrown error's own message, else the fallback", () => {
    expect(thrownErrorMessage(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(thrownErrorMessage("network down")).toBe("network down");
    expect(thrownErrorMessage(new Error(""))).toBe(SUBMIT_ERROR_MESSAGE);
    expect(thrownErrorMessage(undefined, "fallback")).toBe("fallback");
  });
  it("is green on the 'User Details' step only", () => {
    expect(bannerStyle("User Details")).toBe("success");
    expect(bannerStyle("user details")).toBe("destructive");
    expect(bannerStyle("Your Vehicle")).toBe("destructive");
  });
});

// Every state reachable from the start, for small forms, checked against the §4 rules.
describe("exhaustive exploration", () => {
  const actionsFor = (stepCount: number): MultiStepAction[] => [
    next,
    back,
    ...Array.from({ length: stepCount + 2 }, (_, i) => skip(i - 1)),
    start,
    { type: "submitSuccess" },
    failed("err"),
    saved("L"),
  ];

  for (const stepCount of [1, 2, 3]) {
    it(`holds every rule in every reachable state of a ${stepCount}-step form`, () => {
      const seen = new Map<string, MultiStepState>();
      const queue = [initialMultiStepState(stepCount)];
      while (queue.length > 0) {
        const state = queue.pop()!;
        const key = JSON.stringify(state);
        if (seen.has(key)) continue;
        seen.set(key, state);
        for (const action of actionsFor(stepCount)) queue.push(multiStepReducer(state, action));
      }

      for (const s of seen.values()) {
        expect(s.stepIndex).toBeGreaterThanOrEqual(0);
        expect(s.stepIndex).toBeLessThan(stepCount);
        for (const r of s.skippedSteps) {
          expect(r.from).toBeLessThan(r.to);
          expect(r.to).toBeLessThan(stepCount);
        }
        expect(new Set(s.skippedSteps.map((r) => `${r.from}-${r.to}`)).size).toBe(
          s.skippedSteps.length,
        );
        expect(new Set(s.savedSteps).size).toBe(s.savedSteps.length);
        expect(progressPercent(s) === 100).toBe(s.isComplete);
        expect(s.isComplete && s.isSubmitting).toBe(false);

        const afterNext = multiStepReducer(s, next);
        if (canGoNext(s)) {
          expect(afterNext.stepIndex).toBe(s.stepIndex + 1);
          expect(afterNext.error).toBeNull();
          expect(afterNext.skippedSteps.some((r) => spansStep(r, s.stepIndex))).toBe(false);
          expect(afterNext.skippedSteps).toEqual(
            s.skippedSteps.filter((r) => !spansStep(r, s.stepIndex)),
          );
        } else {
          expect(afterNext).toBe(s);
        }

        const afterBack = multiStepReducer(s, back);
        if (s.stepIndex === 0 || areButtonsDisabled(s)) {
          expect(afterBack).toBe(s);
        } else {
          const from = s.skippedSteps.findLast((r) => r.to === s.stepIndex)?.from;
          expect(afterBack.stepIndex).toBe(from ?? s.stepIndex - 1);
          expect(afterBack.skippedSteps).toBe(s.skippedSteps);
        }

        const failure = multiStepReducer(s, failed("x"));
        expect(failure.stepIndex).toBe(s.stepIndex);
        expect(failure.error).toBe("x");

        const payload = partialSavePayload(s, {});
        expect(payload === null).toBe(s.savedSteps.includes(s.stepIndex));
        expect(stepLabel(s)).toBe(`Step ${s.stepIndex + 1} of ${stepCount}`);
      }
      // Sanity: the exploration really went somewhere.
      expect(seen.size).toBeGreaterThan(stepCount === 1 ? 5 : 50);
    });
  }
});

describe("resuming after a reload", () => {
  it("comes back on the step it was left on, with its saved steps and lead", () => {
    let state = initialMultiStepState(5);
    state = multiStepReducer(state, { type: "partialSaved", leadId: "lead-1" });
    state = multiStepReducer(state, { type: "next" });
    state = multiStepReducer(state, { type: "skip", to: 3 });
    const kept = JSON.parse(JSON.stringify(resumePoint(state))) as unknown;
    const resumed = resumeMultiStep(5, kept);
    expect(resumed).toEqual({ ...initialMultiStepState(5), ...resumePoint(state) });
    expect(multiStepReducer(initialMultiStepState(5), { type: "resume", state: resumed })).toEqual(
      resumed,
    );
  });

  it("starts afresh from anything that does not fit the form", () => {
    const fresh = initialMultiStepState(3);
    const good = { stepIndex: 1, savedSteps: [0], skippedSteps: [], leadId: "x" };
    expect(resumeMultiStep(3, good).stepIndex).toBe(1);
    for (const kept of [
      null,
      "step 2",
      { ...good, stepIndex: 3 },
      { ...good, stepIndex: -1 },
      { ...good, stepIndex: 1.5 },
      { ...good, savedSteps: [7] },
      { ...good, savedSteps: "0" },
      { ...good, skippedSteps: [{ from: 2, to: 1 }] },
      { ...good, leadId: 12 },
      { ...good, leadId: "" },
    ]) {
      expect(resumeMultiStep(3, kept)).toEqual(fresh);
    }
  });

  it("is not resumed into a form of another length or one that is submitting", () => {
    const resumed = resumeMultiStep(4, { stepIndex: 2, savedSteps: [0, 1], leadId: "x" });
    expect(multiStepReducer(initialMultiStepState(3), { type: "resume", state: resumed })).toEqual(
      initialMultiStepState(3),
    );
    const busy = multiStepReducer(initialMultiStepState(4), { type: "submitStart" });
    expect(multiStepReducer(busy, { type: "resume", state: resumed })).toBe(busy);
  });
});
