"use client";

import { useEffect, useRef, type Dispatch, type RefObject } from "react";
import { useRouter } from "next/navigation";
import { pageVehicleMeta } from "../analytics/page-vehicle.ts";
import { buildLead, type LeadCar, type LeadTradeIn } from "@forecourt/core/forms/build-lead";
import {
  serialiseValues,
  validateForm,
  validateStep,
  type FormDefinition,
  type FormStep,
} from "@forecourt/core/forms/form-definition";
import type { FormSite } from "@forecourt/core/forms/form-site";
import {
  HONEYPOT_FIELD,
  SUCCESS_EVENT_PARAM,
  successCategorySlug,
  successPath,
  type Lead,
} from "@forecourt/core/forms/lead";
import {
  areButtonsDisabled,
  finalSubmitPayload,
  isLastStep,
  partialSavePayload,
  type MultiStepAction,
  type MultiStepState,
} from "@forecourt/core/forms/multi-step";
import { localUserFromLead, parseLocalUser } from "@forecourt/core/garage/local-user";
import type { FieldErrors } from "@forecourt/core/validation/field-errors";
import { SUBMIT_ERROR_MESSAGE } from "@forecourt/core/validation/messages";
import { trackEvent, trackFormFailure } from "../analytics/track-event.ts";
import { readStored, writeStored } from "../garage/local-store.ts";
import { LAST_CATEGORY_KEY, LAST_LEAD_KEY, type LastLead } from "./lead-form-storage.ts";
import { newIdempotencyKey, sendLead, type SendLeadResult } from "./send-lead.ts";
import { resetTurnstile, turnstileToken } from "./turnstile-widget.tsx";
import type { FormEngine } from "./use-form-engine.ts";
import { browserContext } from "./visit-storage.ts";

/** What the registration lookup found, for the registration it was asked about. */
export type FoundVehicle = LeadTradeIn & { rego: unknown; regoState: unknown };

type FailedSend = Extract<SendLeadResult, { ok: false }>;

/**
 * The lead of the answers as the API takes it: serialised, with the browser's context, the
 * lookup's vehicle while its registration is still the one answered (and still asked), and the
 * honeypot when a bot filled it.
 */
export function leadOfAnswers(
  { form, site, car }: { form: FormDefinition; site: FormSite; car: LeadCar | undefined },
  answers: Record<string, unknown>,
  lookup: FoundVehicle | null,
  honeypot: string,
) {
  const browser = browserContext();
  const serialised = serialiseValues(form, answers, site);
  const tradeIn =
    lookup &&
    serialised.rego !== undefined &&
    answers.rego === lookup.rego &&
    answers.regoState === lookup.regoState
      ? { vehicle: lookup.vehicle, valuation: lookup.valuation }
      : null;
  const lead = buildLead(form, serialised, site, { car, browser, tradeIn });
  return honeypot ? { ...lead, [HONEYPOT_FIELD]: honeypot } : lead;
}

/** §4: Continue on a step sends the step-completed event (32) with the form and the step. */
function trackStep(
  form: FormDefinition,
  stepNumber: number,
  stepTitle: string,
  leadId: string | null,
) {
  trackEvent(
    { type: "form-step" },
    {
      leadId,
      properties: {
        form_id: form.id,
        form_name: form.name,
        step_number: stepNumber,
        step_title: stepTitle,
      },
    },
  );
}

/** A sent lead: the shopper's details for later forms, and the tab's last lead for its page. */
function rememberSentLead(site: FormSite, lead: Lead, leadId: string, car: LeadCar | undefined) {
  const user = localUserFromLead(parseLocalUser(readStored(site.userStorageKey)), lead);
  if (user) writeStored(site.userStorageKey, user);
  try {
    window.sessionStorage.setItem(LAST_CATEGORY_KEY, lead.category);
    // The car the form is about, or the one its hidden car_id names (a finance or trade-in page
    // given a car): its Meta fields, where the page has them.
    const meta = pageVehicleMeta(car?.car_id ?? lead.car_id);
    const lastLead: LastLead = {
      id: leadId,
      ...(meta ? { meta } : {}),
      isConverted: false,
    };
    window.sessionStorage.setItem(LAST_LEAD_KEY, JSON.stringify(lastLead));
  } catch {
    // Storage may be blocked; the success page still reads its query.
  }
}

/** Milliseconds since a `performance.now()` reading (0 when there is none yet). */
function millisecondsSince(start: number | null): number {
  return start === null ? 0 : performance.now() - start;
}

type LeadSubmitOptions = {
  form: FormDefinition;
  site: FormSite;
  car: LeadCar | undefined;
  successParams: Record<string, string>;
  onFinalSubmit:
    | ((
        answers: Record<string, unknown>,
        leadId: string | null,
      ) => Promise<{ ok: true } | FailedSend>)
    | undefined;
  engine: Pick<FormEngine, "ctx" | "setErrors" | "setFailure">;
  formRef: RefObject<HTMLFormElement | null>;
  state: MultiStepState;
  dispatch: Dispatch<MultiStepAction>;
  step: FormStep;
  /** Every answer, files among them. */
  answers: Record<string, unknown>;
  files: Record<string, File | null>;
  leadFor: () => ReturnType<typeof leadOfAnswers>;
  /** Focuses the first field with a message once the form shows it. */
  focusFirstError: (found: FieldErrors) => void;
};

/**
 * The lead form's submit (spec §4): checks the step (or, on the last, the form); a step before
 * the last saves the partial lead (POST, then PUT to the same id) and moves on; the last sends
 * the lead and goes to the success page. Each request carries an Idempotency-Key that a retry
 * reuses, and the bot signals (fill time, Turnstile token).
 */
export function useLeadSubmit(options: LeadSubmitOptions) {
  const { form, site, car, engine, state, dispatch, step, answers, files, leadFor } = options;
  const router = useRouter();
  // Keys by request purpose; kept after a failure so a retry is recognised, dropped on success.
  const keys = useRef<Record<string, string>>({});
  // When the form was shown: the server turns away a form sent sooner than people fill one in.
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  const isMultiStep = form.steps.length > 1;

  const botSignals = () => ({
    fillMs: millisecondsSince(shownAt.current),
    botCheckToken: turnstileToken(options.formRef.current),
  });
  const keyFor = (purpose: string) => (keys.current[purpose] ??= newIdempotencyKey());

  const fail = (result: FailedSend) => {
    resetTurnstile(options.formRef.current);
    // §7: the failure is recorded with its message (the collector only: no conversion fires).
    trackFormFailure(
      { formId: form.id, formName: form.name, stepNumber: state.stepIndex + 1 },
      result.message,
      state.leadId,
    );
    // §8: the alert, then the banner on the form with the server's message.
    window.alert(SUBMIT_ERROR_MESSAGE);
    dispatch({ type: "submitFailure", message: result.message });
    engine.setFailure(result.message);
    if (Object.keys(result.fieldErrors).length > 0) {
      engine.setErrors(result.fieldErrors);
      options.focusFirstError(result.fieldErrors);
    }
  };

  const saveStep = async () => {
    const payload = partialSavePayload(state, leadFor());
    if (payload === null) {
      trackStep(form, state.stepIndex + 1, step.title, state.leadId);
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
    if (!result.ok) return fail(result);
    delete keys.current[purpose];
    dispatch({ type: "partialSaved", leadId: result.leadId });
    trackStep(form, state.stepIndex + 1, step.title, result.leadId);
    dispatch({ type: "next" });
  };

  const sendFinal = async () => {
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
    if (!result.ok) return fail(result);
    delete keys.current.final;
    dispatch({ type: "submitSuccess", leadId: result.leadId });
    rememberSentLead(site, lead, result.leadId, car);
    const slug = successCategorySlug({ car_type: car?.car_type ?? null, category: lead.category });
    router.push(
      successPath(slug, { ...options.successParams, [SUCCESS_EVENT_PARAM]: String(form.eventId) }),
    );
  };

  return async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (areButtonsDisabled(state)) return;
    const last = isLastStep(state);
    const checked = last
      ? validateForm(form, answers, engine.ctx, { skippedSteps: state.skippedSteps })
      : validateStep(form, state.stepIndex, answers, engine.ctx);
    engine.setErrors(checked.errors);
    engine.setFailure(null);
    if (!checked.ok) return options.focusFirstError(checked.errors);
    if (!last) return saveStep();
    if (!options.onFinalSubmit) return sendFinal();
    dispatch({ type: "submitStart" });
    const result = await options.onFinalSubmit(answers, state.leadId);
    if (!result.ok) return fail(result);
    dispatch({ type: "submitSuccess" });
  };
}
