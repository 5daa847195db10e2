"use client";

import {
  useEffect,
  useReducer,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from "react";
import type { LeadCar } from "@forecourt/core/forms/build-lead";
import { formFields, type FormDefinition } from "@forecourt/core/forms/form-definition";
import type { FormSite } from "@forecourt/core/forms/form-site";
import {
  initialMultiStepState,
  multiStepReducer,
  type MultiStepAction,
} from "@forecourt/core/forms/multi-step";
import {
  parseLocalUser,
  prefillFromLocalUser,
  type LocalUser,
} from "@forecourt/core/garage/local-user";
import { useStoredValue } from "../garage/local-store.ts";
import { useResumedSteps } from "./lead-form-resume.ts";
import { leadOfAnswers, useLeadSubmit, type FoundVehicle } from "./lead-form-submit.ts";
import type { SendLeadResult } from "./send-lead.ts";
import { useFormEngine, type FormEngine } from "./use-form-engine.ts";

export type UseLeadFormOptions = {
  /** The form as data (core `forms/definitions`); build it on the server or in the client. */
  form: FormDefinition;
  /** The site's form settings, from `getFormSite(site)` on the server. */
  site: FormSite;
  /** The car the form is about; sets the lead's vehicle fields and destination. */
  car?: LeadCar;
  /** Answers to start with, by field name (a field's own default applies otherwise). */
  initialValues?: Record<string, unknown>;
  /** Extra query pairs for the success page. */
  successParams?: Record<string, string>;
  /**
   * sessionStorage key under which the form keeps its step, saved steps, lead id and answers,
   * so a reloaded page resumes where it was (spec §4 partial saves carry on on the same lead).
   */
  resumeKey?: string;
  /**
   * Sends the last step instead of the final lead submit (the purchase journey holds the car
   * and pays the deposit); given the answers and the partial lead's id.
   */
  onFinalSubmit?: (
    answers: Record<string, unknown>,
    leadId: string | null,
  ) => Promise<{ ok: true } | Extract<SendLeadResult, { ok: false }>>;
  /** Told the answers whenever they change. */
  onAnswersChange?: (answers: Record<string, unknown>) => void;
};

/** Values a stored User gives the form's own contact fields. */
function prefillFor(form: FormDefinition, user: LocalUser | null): Record<string, string> {
  if (!user) return {};
  const names = new Set(formFields(form).map((field) => field.name));
  return Object.fromEntries(
    Object.entries(prefillFromLocalUser(user)).filter(([name]) => names.has(name)),
  );
}

/** Tells the page the answers whenever they change. */
function useReportedAnswers(
  values: Record<string, unknown>,
  onAnswersChange: UseLeadFormOptions["onAnswersChange"],
) {
  useEffect(() => {
    onAnswersChange?.(values);
  }, [onAnswersChange, values]);
}

/**
 * Every answer the form shows and sends: the shopper's stored details (spec §3 User) fill the
 * contact fields until they type there, then the typed answers, then the chosen files.
 */
function useAnswers(
  form: FormDefinition,
  site: FormSite,
  values: Record<string, unknown>,
  files: Record<string, File | null>,
): Record<string, unknown> {
  const storedUser = useStoredValue(site.userStorageKey, parseLocalUser, null);
  return { ...prefillFor(form, storedUser), ...values, ...files };
}

/**
 * The step title that takes focus on a new step, so keyboard and screen-reader users start
 * there; a step already shown (the first, or a resumed one) keeps the focus where it is.
 */
function useStepFocus(stepIndex: number, shownStepRef: RefObject<number>) {
  const legendRef = useRef<HTMLLegendElement>(null);
  useEffect(() => {
    if (shownStepRef.current === stepIndex) return;
    shownStepRef.current = stepIndex;
    legendRef.current?.focus();
  }, [stepIndex, shownStepRef]);
  return legendRef;
}

/**
 * A field's change: its message goes once the answer is fixed; files are kept apart from the
 * answers; a new make empties the model.
 */
function answerChange(
  {
    allFields,
    setValues,
    answerChanged,
  }: Pick<FormEngine, "allFields" | "setValues" | "answerChanged">,
  setFiles: Dispatch<SetStateAction<Record<string, File | null>>>,
) {
  return (name: string, value: unknown) => {
    answerChanged(name, value);
    if (value instanceof File || value === null) {
      setFiles((prev) => ({ ...prev, [name]: value }));
      return;
    }
    // A new make empties the model: the model select offers that make's models.
    const models =
      allFields.find((f) => f.name === name)?.type === "make"
        ? allFields.filter((f) => f.type === "model").map((f) => [f.name, ""])
        : [];
    setValues((prev) => ({ ...prev, ...Object.fromEntries(models), [name]: value }));
  };
}

/** Go Back and the step's skip link leave the step: its messages go with it. */
function stepLeave(
  engine: Pick<FormEngine, "setErrors" | "setFailure">,
  dispatch: Dispatch<MultiStepAction>,
) {
  return (action: MultiStepAction) => {
    engine.setErrors({});
    engine.setFailure(null);
    dispatch(action);
  };
}

/**
 * The lead form's state: the engine's answers and messages, the multi-step reducer (resumed
 * from the tab's session), chosen files, the honeypot, the registration lookup's vehicle, the
 * submit, and the focus on a new step's title.
 */
export function useLeadForm(options: UseLeadFormOptions) {
  const { form, site, car, onAnswersChange } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const engine = useFormEngine({ form, site, formRef, initialValues: options.initialValues ?? {} });
  const [state, dispatch] = useReducer(multiStepReducer, form.steps.length, initialMultiStepState);
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [honeypot, setHoneypot] = useState("");
  const [lookup, setLookup] = useState<FoundVehicle | null>(null);
  const shownStepRef = useRef(state.stepIndex);
  // Before the resume: its effect runs first, while the first step is shown, and finds it
  // shown; the resume then marks its step as shown, so neither moves the focus on a reload.
  const legendRef = useStepFocus(state.stepIndex, shownStepRef);
  useResumedSteps({ resumeKey: options.resumeKey, state, dispatch, engine, shownStepRef });

  useReportedAnswers(engine.values, onAnswersChange);

  const step = form.steps[state.stepIndex] ?? form.steps[0]!;
  const answers = useAnswers(form, site, engine.values, files);
  const onSubmit = useLeadSubmit({
    form,
    site,
    car,
    successParams: options.successParams ?? {},
    onFinalSubmit: options.onFinalSubmit,
    engine,
    formRef,
    state,
    dispatch,
    step,
    answers,
    files,
    leadFor: () => leadOfAnswers({ form, site, car }, answers, lookup, honeypot),
    // After the render that shows the messages (and enables the fields again).
    focusFirstError: (found) => requestAnimationFrame(() => engine.focusFirstError(found)),
  });

  return {
    formRef,
    legendRef,
    engine,
    state,
    step,
    answers,
    honeypot: { idPrefix: engine.idPrefix, value: honeypot, onChange: setHoneypot },
    setLookup,
    onSubmit,
    onChange: answerChange(engine, setFiles),
    onLeave: stepLeave(engine, dispatch),
  };
}
