"use client";

import type { ComponentProps, ReactNode, RefObject } from "react";
import type { FormDefinition, FormStep } from "@forecourt/core/forms/form-definition";
import type { FormSite } from "@forecourt/core/forms/form-site";
import { bannerStyle, type MultiStepState } from "@forecourt/core/forms/multi-step";
import type { Valuation } from "@forecourt/core/valuation/vehicle-lookup";
import { FormFields } from "./form-fields.tsx";
import { Honeypot, StepProgress, SubmitBanner } from "./lead-form-parts.tsx";
import type { FoundVehicle } from "./lead-form-submit.ts";
import { RegoLookupButton } from "./rego-lookup-button.tsx";
import { TurnstileWidget } from "./turnstile-widget.tsx";
import type { FormEngine } from "./use-form-engine.ts";

export type RegoLookupOptions = {
  /** Offers 'Find my vehicle' on a step asking `rego` and `regoState` (trade-in, sell my car). */
  hasRegoLookup?: boolean;
  /** The lookup also values the vehicle at this endpoint (core `valuationEndpointOf`). */
  valuationEndpoint?: string | null;
  /** Told the valuation the lookup found. */
  onValuation?: (valuation: Valuation | null) => void;
};

type StepHeaderProps = {
  form: FormDefinition;
  state: MultiStepState;
  step: FormStep;
  /** The message of the last failed send, or null. */
  failure: string | null;
};

/** 'Step X of Y' and the progress bar of a multi-step form, then the banner of a failed send. */
export function StepHeader({ form, state, step, failure }: StepHeaderProps) {
  return (
    <>
      {form.steps.length > 1 ? <StepProgress state={state} formName={form.name} /> : null}
      {failure !== null ? <SubmitBanner message={failure} style={bannerStyle(step.title)} /> : null}
    </>
  );
}

/** The step under its title as a legend, which takes focus when the step is new. */
export function StepFieldset({
  title,
  legendRef,
  children,
}: {
  title: string;
  legendRef: RefObject<HTMLLegendElement | null>;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-4">
      <legend ref={legendRef} tabIndex={-1} className="mb-2 text-lg font-semibold">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

type RegoLookupProps = {
  engine: Pick<FormEngine, "values" | "setValues">;
  isDisabled: boolean;
  lookup: RegoLookupOptions & {
    setFound: React.Dispatch<React.SetStateAction<FoundVehicle | null>>;
  };
};

/** 'Find my vehicle': keeps what it found for the lead and fills make, model and year. */
function RegoLookup({ engine, isDisabled, lookup }: RegoLookupProps) {
  const { values, setValues } = engine;
  return (
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
  );
}

type LeadFieldsProps = RegoLookupProps & {
  engine: FormEngine;
  fields: FormStep["fields"];
  site: FormSite;
  answers: Record<string, unknown>;
  onChange: (name: string, value: unknown) => void;
};

/** The step's fields, with the registration lookup after the state on a form that offers it. */
export function LeadFields({
  engine,
  fields,
  site,
  answers,
  isDisabled,
  onChange,
  lookup,
}: LeadFieldsProps) {
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
            <RegoLookup engine={engine} isDisabled={isDisabled} lookup={lookup} />
          ) : null
        }
      />
    </div>
  );
}

type BotChecksProps = {
  honeypot: ComponentProps<typeof Honeypot>;
  site: FormSite;
  /** The partial lead's id once a step is saved; the widget is shown until then. */
  leadId: string | null;
};

/** The bot checks: the honeypot, and on a site with a Turnstile key its widget until a save. */
export function BotChecks({ honeypot, site, leadId }: BotChecksProps) {
  return (
    <>
      <Honeypot {...honeypot} />
      {site.turnstileSiteKey && !leadId ? (
        <TurnstileWidget siteKey={site.turnstileSiteKey} />
      ) : null}
    </>
  );
}
