"use client";

import { Fragment, useEffect, useId, useReducer, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { leadCatalogueId } from "@forecourt/core/analytics/pixel-content";
import { buildLead, type LeadCar, type LeadTradeIn } from "@forecourt/core/forms/build-lead";
import {
  formFields,
  serialiseValues,
  validateForm,
  validateStep,
  visibleFields,
  type FormDefinition,
} from "@forecourt/core/forms/form-definition";
import { fieldContextFor, type FormSite } from "@forecourt/core/forms/form-site";
import {
  HONEYPOT_FIELD,
  SUCCESS_EVENT_PARAM,
  successCategorySlug,
  successPath,
} from "@forecourt/core/forms/lead";
import {
  areButtonsDisabled,
  bannerStyle,
  canGoBack,
  canSkipTo,
  finalSubmitPayload,
  initialMultiStepState,
  isLastStep,
  multiStepReducer,
  partialSavePayload,
  progressPercent,
  resumeMultiStep,
  resumePoint,
  stepLabel,
} from "@forecourt/core/forms/multi-step";
import {
  localUserFromLead,
  parseLocalUser,
  prefillFromLocalUser,
  type LocalUser,
} from "@forecourt/core/garage/local-user";
import type { FieldErrors } from "@forecourt/core/validation/field-errors";
import type { Valuation } from "@forecourt/core/valuation/vehicle-lookup";
import { inputMaxLength } from "@forecourt/core/validation/fields";
import { SUBMIT_ERROR_MESSAGE } from "@forecourt/core/validation/messages";
import { readStored, useStoredValue, writeStored } from "../garage/local-store.ts";
import { Button } from "../ui/button.tsx";
import { useHydrated } from "../ui/hydrated.ts";
import { FormField } from "./form-field.tsx";
import { RegoLookupButton } from "./rego-lookup-button.tsx";
import { newIdempotencyKey, sendLead, type SendLeadResult } from "./send-lead.ts";
import { resetTurnstile, turnstileToken, TurnstileWidget } from "./turnstile-widget.tsx";
import { browserStorage, visitContext } from "./visit-storage.ts";
import { trackEvent } from "../analytics/track-event.ts";
import { LAST_CATEGORY_KEY, LAST_LEAD_KEY, type LastLead } from "./lead-form-storage.ts";

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

type Banner = { message: string; style: "success" | "destructive" } | null;

/** Milliseconds since a `performance.now()` reading (0 when there is none yet). */
function millisecondsSince(start: number | null): number {
  return start === null ? 0 : performance.now() - start;
}

/**
 * A lead form rendered from its definition (spec §4): the browser's validation is off and
 * core validation shows the §5 texts under the fields; multi-step forms show 'Step X of Y',
 * a progress bar, Go Back and Continue/Submit, and save the lead once per step (POST, then PUT
 * to the same id); the final submit goes to the success page. Each submission carries an
 * Idempotency-Key that a retry reuses, the honeypot, and the visit history.
 */
export function LeadForm({
  form,
  site,
  car,
  initialValues = {},
  id,
  successParams = {},
  showTitle = false,
  hasRegoLookup = false,
  valuationEndpoint = null,
  onValuation,
  resumeKey,
  onFinalSubmit,
  stepAddon,
  onAnswersChange,
}: LeadFormProps) {
  const router = useRouter();
  const idPrefix = useId().replace(/:/g, "");
  const [state, dispatch] = useReducer(multiStepReducer, form.steps.length, initialMultiStepState);
  const [values, setValues] = useState<Record<string, unknown>>(initialValues);
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<Banner>(null);
  const [honeypot, setHoneypot] = useState("");
  // What the registration lookup found, for the registration it was asked about.
  const [lookup, setLookup] = useState<
    (LeadTradeIn & { rego: unknown; regoState: unknown }) | null
  >(null);
  // Keys by request purpose; kept after a failure so a retry is recognised, dropped on success.
  const keys = useRef<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const legendRef = useRef<HTMLLegendElement>(null);
  const shownStep = useRef(state.stepIndex);
  const [isResumed, setResumed] = useState(!resumeKey);

  // A reloaded page: back to the step it was on, with its answers and partial lead. Read after
  // hydration (the server has no session storage), so the state is set from this effect.
  useEffect(() => {
    if (!resumeKey) return;
    const kept = readResumable(resumeKey);
    if (kept) {
      const resumed = resumeMultiStep(form.steps.length, kept.point);
      shownStep.current = resumed.stepIndex;
      dispatch({ type: "resume", state: resumed });
      // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring kept answers once
      setValues((prev) => ({ ...prev, ...kept.values }));
    }
    setResumed(true);
  }, [resumeKey, form.steps.length]);

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

  useEffect(() => {
    onAnswersChange?.(values);
  }, [onAnswersChange, values]);

  // When the form was shown: the server turns away a form sent sooner than people fill one in.
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  const botSignals = () => ({
    fillMs: millisecondsSince(shownAt.current),
    botCheckToken: turnstileToken(formRef.current),
  });

  // A new step: move focus to its title so keyboard and screen-reader users start there.
  useEffect(() => {
    if (shownStep.current === state.stepIndex) return;
    shownStep.current = state.stepIndex;
    legendRef.current?.focus();
  }, [state.stepIndex]);

  const ctx = fieldContextFor(site);
  const all = formFields(form);
  const step = form.steps[state.stepIndex] ?? form.steps[0]!;
  const isMultiStep = form.steps.length > 1;
  const isDisabled = areButtonsDisabled(state);
  // The form sends only through its script: until the page has hydrated, a press (or Enter in a
  // field) would submit it natively, as a GET with the shopper's details in the address.
  const isHydrated = useHydrated();
  // The shopper's stored details (spec §3 User) fill the contact fields until they type there.
  const storedUser = useStoredValue(site.userStorageKey, parseLocalUser, null);
  const filled = { ...prefillFor(form, storedUser), ...values };
  const answers = { ...filled, ...files };

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

  const keyFor = (purpose: string) => (keys.current[purpose] ??= newIdempotencyKey());

  const focusFirstError = (found: FieldErrors) => {
    const first = all.find((field) => found[field.name] !== undefined);
    if (!first) return;
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(first.name)}"]`)?.focus();
    });
  };

  const fail = (result: Extract<SendLeadResult, { ok: false }>, stepTitle: string) => {
    resetTurnstile(formRef.current);
    // §8: the alert, then the banner on the form with the server's message.
    window.alert(SUBMIT_ERROR_MESSAGE);
    dispatch({ type: "submitFailure", message: result.message });
    setBanner({ message: result.message, style: bannerStyle(stepTitle) });
    if (Object.keys(result.fieldErrors).length > 0) {
      setErrors(result.fieldErrors);
      focusFirstError(result.fieldErrors);
    }
  };

  const leadFor = () => {
    const browser = {
      url: window.location.href,
      userAgent: navigator.userAgent,
      ...visitContext(browserStorage()),
    };
    const serialised = serialiseValues(form, answers, site);
    // The lookup counts while its registration is still the one answered (and still asked).
    const tradeIn =
      lookup &&
      serialised.rego !== undefined &&
      answers.rego === lookup.rego &&
      answers.regoState === lookup.regoState
        ? { vehicle: lookup.vehicle, valuation: lookup.valuation }
        : null;
    const lead = buildLead(form, serialised, site, { car, browser, tradeIn });
    return honeypot ? { ...lead, [HONEYPOT_FIELD]: honeypot } : lead;
  };

  // §4: Continue on a step sends the step-completed event (32) with the form and the step.
  const trackStep = (leadId: string | null) =>
    trackEvent(
      { type: "form-step" },
      {
        leadId,
        properties: {
          form_id: form.id,
          form_name: form.name,
          step_number: state.stepIndex + 1,
          step_title: step.title,
        },
      },
    );

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isDisabled) return;
    const last = isLastStep(state);
    const checked = last
      ? validateForm(form, answers, ctx, { skippedSteps: state.skippedSteps })
      : validateStep(form, state.stepIndex, answers, ctx);
    setErrors(checked.errors);
    if (!checked.ok) {
      setBanner(null);
      focusFirstError(checked.errors);
      return;
    }
    setBanner(null);

    if (!last) {
      const payload = partialSavePayload(state, leadFor());
      if (payload === null) {
        trackStep(state.leadId);
        dispatch({ type: "next" });
        return;
      }
      dispatch({ type: "submitStart" });
      const purpose = state.leadId ? `partial-${state.stepIndex}` : "create";
      const result = await sendLead({
        lead: payload,
        kind: "multi-step-partial",
        leadId: state.leadId,
        idempotencyKey: keyFor(purpose),
        isMockMode: site.isMockMode,
        ...botSignals(),
      });
      if (!result.ok) return fail(result, step.title);
      delete keys.current[purpose];
      dispatch({ type: "partialSaved", leadId: result.leadId });
      trackStep(result.leadId);
      dispatch({ type: "next" });
      return;
    }

    if (onFinalSubmit) {
      dispatch({ type: "submitStart" });
      const result = await onFinalSubmit(answers, state.leadId);
      if (!result.ok) return fail(result, step.title);
      dispatch({ type: "submitSuccess" });
      return;
    }

    dispatch({ type: "submitStart" });
    const lead = leadFor();
    const fileParts = Object.fromEntries(
      Object.entries(files).filter((entry): entry is [string, File] => entry[1] instanceof File),
    );
    const result = await sendLead({
      lead: isMultiStep ? finalSubmitPayload(state, lead) : lead,
      kind: isMultiStep ? "multi-step-final" : "single-step",
      leadId: state.leadId,
      files: fileParts,
      idempotencyKey: keyFor("final"),
      isMockMode: site.isMockMode,
      ...botSignals(),
    });
    if (!result.ok) return fail(result, step.title);
    delete keys.current.final;
    dispatch({ type: "submitSuccess", leadId: result.leadId });
    const user = localUserFromLead(parseLocalUser(readStored(site.userStorageKey)), lead);
    if (user) writeStored(site.userStorageKey, user);
    try {
      window.sessionStorage.setItem(LAST_CATEGORY_KEY, lead.category);
      const lastLead: LastLead = {
        id: result.leadId,
        catalogueId: leadCatalogueId(car),
        isConverted: false,
      };
      window.sessionStorage.setItem(LAST_LEAD_KEY, JSON.stringify(lastLead));
    } catch {
      // Storage may be blocked; the success page still reads its query.
    }
    const slug = successCategorySlug({ car_type: car?.car_type ?? null, category: lead.category });
    router.push(
      successPath(slug, { ...successParams, [SUCCESS_EVENT_PARAM]: String(form.eventId) }),
    );
  };

  const fields = visibleFields(step, answers, {}, all);
  const submitLabel = isLastStep(state) ? (form.submitLabel ?? "Submit") : "Continue";
  const percent = progressPercent(state);
  const lookupAfter = hasRegoLookup && fields.some((f) => f.name === "rego") ? "regoState" : null;
  const fieldsBlock = (
    <div className="grid gap-4">
      {fields.map((field) => (
        <Fragment key={field.name}>
          <FormField
            field={field}
            idPrefix={idPrefix}
            value={field.type === "file" ? undefined : (filled[field.name] ?? field.defaultValue)}
            error={errors[field.name]}
            maxLength={inputMaxLength(field, ctx)}
            isDisabled={isDisabled}
            lookups={{
              vehicles: site.vehicles,
              values: answers,
              distanceUnit: ctx.distanceUnit ?? "km",
            }}
            onChange={onChange}
          />
          {field.name === lookupAfter ? (
            <RegoLookupButton
              rego={values.rego}
              regoState={values.regoState}
              isDisabled={isDisabled}
              valuationEndpoint={valuationEndpoint}
              km={values.kilometres}
              onValuation={(valuation) => {
                setLookup((found) => (found ? { ...found, valuation } : found));
                onValuation?.(valuation);
              }}
              onFound={(vehicle) => {
                setLookup({
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
          ) : null}
        </Fragment>
      ))}
    </div>
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
      {isMultiStep ? (
        <div>
          <p className="text-sm font-medium text-slate-700" aria-live="polite">
            {stepLabel(state)}
          </p>
          <div
            role="progressbar"
            aria-label={`${form.name} progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-1 h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-brand transition-all" style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : null}

      {banner ? (
        <div
          role="alert"
          className={
            banner.style === "success"
              ? "rounded-md border border-green-700 bg-green-50 p-3 text-green-900"
              : "rounded-md border border-red-700 bg-red-50 p-3 text-red-900"
          }
          data-banner={banner.style}
        >
          <p className="font-semibold">{SUBMIT_ERROR_MESSAGE}</p>
          {banner.message !== SUBMIT_ERROR_MESSAGE ? <p>{banner.message}</p> : null}
        </div>
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

      {/* Bot trap: hidden from people and assistive technology; filled only by bots. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Company website</label>
        <input
          id={`${idPrefix}-${HONEYPOT_FIELD}`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>

      {site.turnstileSiteKey && !state.leadId ? (
        <TurnstileWidget siteKey={site.turnstileSiteKey} />
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        {isMultiStep && state.stepIndex > 0 ? (
          <Button
            variant="outline"
            onClick={() => {
              setErrors({});
              setBanner(null);
              dispatch({ type: "back" });
            }}
            disabled={!canGoBack(state)}
          >
            Go Back
          </Button>
        ) : null}
        <Button type="submit" disabled={isDisabled || !isHydrated} isBusy={state.isSubmitting}>
          {state.isSubmitting ? "Loading" : submitLabel}
        </Button>
        {/* Said once to a screen reader as the send starts; the button shows the spinner. */}
        <span role="status" className="sr-only">
          {state.isSubmitting ? "Loading" : ""}
        </span>
        {step.skipTo && canSkipTo(state, step.skipTo.step) ? (
          <button
            type="button"
            onClick={() => {
              setErrors({});
              setBanner(null);
              dispatch({ type: "skip", to: step.skipTo!.step });
            }}
            className="text-sm font-medium text-slate-800 underline"
          >
            {step.skipTo.label}
          </button>
        ) : null}
      </div>
    </form>
  );
}
