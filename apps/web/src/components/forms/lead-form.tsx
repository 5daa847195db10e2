"use client";

import { visibleFields } from "@forecourt/core/forms/form-definition";
import { areButtonsDisabled, isLastStep } from "@forecourt/core/forms/multi-step";
import { StepActions } from "./lead-form-parts.tsx";
import {
  BotChecks,
  LeadFields,
  StepFieldset,
  StepHeader,
  type RegoLookupOptions,
} from "./lead-form-step.tsx";
import { useLeadForm, type UseLeadFormOptions } from "./use-lead-form.ts";

export { LAST_CATEGORY_KEY } from "./lead-form-storage.ts";

type LeadFormProps = UseLeadFormOptions &
  RegoLookupOptions & {
    /** id of the <form> element (e.g. "finance-form", the §2 anchor). */
    id?: string;
    /** Shows the step title as a legend on single-step forms (multi-step forms always do). */
    showTitle?: boolean;
    /** Shown under the current step's fields (the journey's repayment figures). */
    stepAddon?: (stepIndex: number, answers: Record<string, unknown>) => React.ReactNode;
  };

/**
 * A lead form rendered from its definition (spec §4): the browser's validation is off and
 * core validation shows the §5 texts under the fields; multi-step forms show 'Step X of Y',
 * a progress bar, Go Back and Continue/Submit, and save the lead once per step (POST, then PUT
 * to the same id); the final submit goes to the success page. Each submission carries an
 * Idempotency-Key that a retry reuses, the honeypot, and the visit history.
 */
export function LeadForm(props: LeadFormProps) {
  const { form, site, id, showTitle = false, stepAddon } = props;
  const { formRef, legendRef, ...lead } = useLeadForm(props);
  const { engine, state, step, answers } = lead;
  const isMultiStep = form.steps.length > 1;
  const isDisabled = areButtonsDisabled(state);
  const fieldsBlock = (
    <LeadFields
      engine={engine}
      fields={visibleFields(step, answers, {}, engine.allFields)}
      site={site}
      answers={answers}
      isDisabled={isDisabled}
      onChange={lead.onChange}
      lookup={{ ...props, setFound: lead.setLookup }}
    />
  );

  return (
    <form
      ref={formRef}
      id={id}
      noValidate
      onSubmit={lead.onSubmit}
      aria-label={form.name}
      className="grid gap-4"
      data-form-id={form.id}
    >
      <StepHeader form={form} state={state} step={step} failure={engine.failure} />
      {isMultiStep || showTitle ? (
        <StepFieldset title={step.title} legendRef={legendRef}>
          {fieldsBlock}
          {stepAddon?.(state.stepIndex, answers)}
        </StepFieldset>
      ) : (
        fieldsBlock
      )}
      <BotChecks honeypot={lead.honeypot} site={site} leadId={state.leadId} />
      <StepActions
        state={state}
        step={step}
        isMultiStep={isMultiStep}
        isDisabled={isDisabled || !engine.isHydrated}
        submitLabel={isLastStep(state) ? (form.submitLabel ?? "Submit") : "Continue"}
        onLeave={lead.onLeave}
      />
    </form>
  );
}
