"use client";

import { useEffect, useReducer, useRef, useState } from "react";
import type { LeadCar } from "@forecourt/core/forms/build-lead";
import {
  formFields,
  visibleFields,
  type FormDefinition,
} from "@forecourt/core/forms/form-definition";
import type { FormSite } from "@forecourt/core/forms/form-site";
import {
  areButtonsDisabled,
  bannerStyle,
  initialMultiStepState,
  isLastStep,
  multiStepReducer,
} from "@forecourt/core/forms/multi-step";
import {
  parseLocalUser,
  prefillFromLocalUser,
  type LocalUser,
} from "@forecourt/core/garage/local-user";
import type { Valuation } from "@forecourt/core/valuation/vehicle-lookup";
import { useStoredValue } from "../garage/local-store.ts";
import { FormFields } from "./form-fields.tsx";
import { Honeypot, StepActions, StepProgress, SubmitBanner } from "./lead-form-parts.tsx";
import { useResumedSteps } from "./lead-form-resume.ts";
import { leadOfAnswers, useLeadSubmit, type FoundVehicle } from "./lead-form-submit.ts";
import { RegoLookupButton } from "./rego-lookup-button.tsx";
import type { SendLeadResult } from "./send-lead.ts";
import { TurnstileWidget } from "./turnstile-widget.tsx";
import { useFormEngine, type FormEngine } from "./use-form-engine.ts";

export { LAST_CATEGORY_KEY } from "./lead-form-storage.ts";

/** Values a stored User gives the form's own contact fields. */
function prefillFor(form: FormDefinition, user: LocalUser | null): Record<string, string> {
  if (!user) return {};
  const names = new Set(formFields(form).map((field) => field.name));
  return Object.fromEntries(
    Object.entries(prefillFromLocalUser(user)).filter(([name]) => names.has(name)),
  );
}

export type LeadFormProps = {
  /** The form as data (core `forms/definitions`); build it on the server or in the client. */
  form: FormDefinition;
  /** The site's form settings, from `getFormSite(site)` on the server. */
  site: FormSite;
  /** The car the form is about; sets the lead's vehicle fields and destination. */
  car?: LeadCar;
  /** Answers to start with, by field name (a field's own default applies otherwise). */
  initialValues?: Record<string, unknown>;
  /** id of the <form> element (e.g. "finance-form", the §2 anchor). */
  id?: string;
  /** Extra query pairs for the success page. */
  successParams?: Record<string, string>;
  /** Shows the step title as a legend on single-step forms (multi-step forms always do). */
  showTitle?: boolean;
  /** Offers 'Find my vehicle' on a step asking `rego` and `regoState` (trade-in, sell my car). */
  hasRegoLookup?: boolean;
  /** The lookup also values the vehicle at this endpoint (core `valuationEndpointOf`). */
  valuationEndpoint?: string | null;
  /** Told the valuation the lookup found. */
  onValuation?: (valuation: Valuation | null) => void;
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
  /** Shown under the current step's fields (the journey's repayment figures). */
  stepAddon?: (stepIndex: number, answers: Record<string, unknown>) => React.ReactNode;
  /** Told the answers whenever they change. */
  onAnswersChange?: (answers: Record<string, unknown>) => void;
};

type LeadFieldsProps = {
  engine: FormEngine;
  fields: FormDefinition["steps"][number]["fields"];
  site: FormSite;
  answers: Record<string, unknown>;
  isDisabled: boolean;
  onChange: (name: string, value: unknown) => void;
  /** 'Find my vehicle' after the registration's state, when the step asks for it. */
  lookup: Pick<LeadFormProps, "hasRegoLookup" | "valuationEndpoint" | "onValuation"> & {
    setFound: React.Dispatch<React.SetStateAction<FoundVehicle | null>>;
  };
};

/** The step's fields, with the registration lookup after the state on a form that offers it. */
function LeadFields({
  engine,
  fields,
  site,
  answers,
  isDisabled,
  onChange,
  lookup,
}: LeadFieldsProps) {
  const { values, setValues } = engine;
  const lookupAfter =
    lookup.hasRegoLookup && fields.some((f) => f.name === "rego") ? "regoState" : null;
  return (
    <div className="grid gap-4">
      <FormFields
        engine={engine}
        fields={fields}
        values={answers}
        vehicles={site.vehicles}
        isDisabled={isDisabled}
        onChange={onChange}
        after={(field) =>
          field.name === lookupAfter ? (
            <RegoLookupButton
              rego={values.rego}
              regoState={values.regoState}
              isDisabled={isDisabled}
              valuationEndpoint={lookup.valuationEndpoint ?? null}
              km={values.kilometres}
              onValuation={(valuation) => {
                lookup.setFound((found) => (found ? { ...found, valuation } : found));
                lookup.onValuation?.(valuation);
              }}
              onFound={(vehicle) => {
                lookup.setFound({
                  vehicle,
                  valuation: null,
                  rego: values.rego,
                  regoState: values.regoState,
                });
                setValues((prev) => ({
                  ...prev,
                  make: vehicle.make,
                  model: vehicle.model,
                  year: String(vehicle.year),
                }));
              }}
            />
          ) : null
        }
      />
    </div>
  );
}

/**
 * A lead form rendered from its definition (spec §4): the browser's validation is off and
 * core validation shows the §5 texts under the fields; multi-step forms show 'Step X of Y',
 * a progress bar, Go Back and Continue/Submit, and save the lead once per step (POST, then PUT
 * to the same id); the final submit goes to the success page. Each submission carries an
 * Idempotency-Key that a retry reuses, the honeypot, and the visit history.
 */
export function LeadForm(props: LeadFormProps) {
  const { form, site, id, showTitle = false, stepAddon, onAnswersChange } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const engine = useFormEngine({ form, site, formRef, initialValues: props.initialValues ?? {} });
  const { values, setValues } = engine;
  const [state, dispatch] = useReducer(multiStepReducer, form.steps.length, initialMultiStepState);
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [honeypot, setHoneypot] = useState("");
  const [lookup, setLookup] = useState<FoundVehicle | null>(null);
  const legendRef = useRef<HTMLLegendElement>(null);
  const shownStepRef = useRef(state.stepIndex);
  useResumedSteps({ resumeKey: props.resumeKey, state, dispatch, engine, shownStepRef });

  useEffect(() => {
    onAnswersChange?.(values);
  }, [onAnswersChange, values]);

  const all = engine.allFields;
  const step = form.steps[state.stepIndex] ?? form.steps[0]!;
  const isMultiStep = form.steps.length > 1;
  const isDisabled = areButtonsDisabled(state);
  // The shopper's stored details (spec §3 User) fill the contact fields until they type there.
  const storedUser = useStoredValue(site.userStorageKey, parseLocalUser, null);
  const answers = { ...prefillFor(form, storedUser), ...values, ...files };

  const onSubmit = useLeadSubmit({
    form,
    site,
    car: props.car,
    successParams: props.successParams ?? {},
    onFinalSubmit: props.onFinalSubmit,
    engine,
    formRef,
    state,
    dispatch,
    step,
    answers,
    files,
    leadFor: () => leadOfAnswers({ form, site, car: props.car }, answers, lookup, honeypot),
    // After the render that shows the messages (and enables the fields again).
    focusFirstError: (found) => requestAnimationFrame(() => engine.focusFirstError(found)),
  });

  // A new step: move focus to its title so keyboard and screen-reader users start there.
  useEffect(() => {
    if (shownStepRef.current === state.stepIndex) return;
    shownStepRef.current = state.stepIndex;
    legendRef.current?.focus();
  }, [state.stepIndex]);

  const onChange = (name: string, value: unknown) => {
    if (value instanceof File || value === null) {
      setFiles((prev) => ({ ...prev, [name]: value }));
      return;
    }
    // A new make empties the model: the model select offers that make's models.
    const models =
      all.find((f) => f.name === name)?.type === "make"
        ? all.filter((f) => f.type === "model").map((f) => [f.name, ""])
        : [];
    setValues((prev) => ({ ...prev, ...Object.fromEntries(models), [name]: value }));
  };

  const fieldsBlock = (
    <LeadFields
      engine={engine}
      fields={visibleFields(step, answers, {}, all)}
      site={site}
      answers={answers}
      isDisabled={isDisabled}
      onChange={onChange}
      lookup={{ ...props, setFound: setLookup }}
    />
  );

  return (
    <form
      ref={formRef}
      id={id}
      noValidate
      onSubmit={onSubmit}
      aria-label={form.name}
      className="grid gap-4"
      data-form-id={form.id}
    >
      {isMultiStep ? <StepProgress state={state} formName={form.name} /> : null}
      {engine.failure !== null ? (
        <SubmitBanner message={engine.failure} style={bannerStyle(step.title)} />
      ) : null}
      {isMultiStep || showTitle ? (
        <fieldset className="grid gap-4">
          <legend ref={legendRef} tabIndex={-1} className="mb-2 text-lg font-semibold">
            {step.title}
          </legend>
          {fieldsBlock}
          {stepAddon?.(state.stepIndex, answers)}
        </fieldset>
      ) : (
        fieldsBlock
      )}
      <Honeypot idPrefix={engine.idPrefix} value={honeypot} onChange={setHoneypot} />
      {site.turnstileSiteKey && !state.leadId ? (
        <TurnstileWidget siteKey={site.turnstileSiteKey} />
      ) : null}
      <StepActions
        state={state}
        step={step}
        isMultiStep={isMultiStep}
        isDisabled={isDisabled || !engine.isHydrated}
        submitLabel={isLastStep(state) ? (form.submitLabel ?? "Submit") : "Continue"}
        onLeave={(action) => {
          engine.setErrors({});
          engine.setFailure(null);
          dispatch(action);
        }}
      />
    </form>
  );
}
