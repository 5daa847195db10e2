"use client";

import { useEffect, useRef } from "react";
import {
  validateForm,
  visibleFields,
  type FormDefinition,
} from "@forecourt/core/forms/form-definition";
import type { FormSite } from "@forecourt/core/forms/form-site";
import type { ReservationKind } from "@forecourt/core/domain/reservation";
import { Button } from "../ui/button.tsx";
import { FormFields } from "../forms/form-fields.tsx";
import { useFormEngine, type FormEngine } from "../forms/use-form-engine.ts";
import { reserveCar } from "./post-json.ts";

type ReservationFormProps = {
  form: FormDefinition;
  site: FormSite;
  carSlug: string;
  kind: ReservationKind;
  /** Answers given earlier (the purchase journey's steps), sent with these. */
  extraAnswers?: Record<string, unknown>;
};

/** Where the answers wait for a "Try again" after a declined card: this tab only. */
const answersKey = (kind: ReservationKind, carSlug: string) =>
  `forecourt:reservation-answers:${kind}:${carSlug}`;

function readKeptAnswers(key: string): Record<string, unknown> | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(key) ?? "null") as unknown;
    return typeof kept === "object" && kept !== null ? (kept as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Keeps the answers in the tab as they are sent, and brings them back after hydration. */
function useKeptAnswers(keptKey: string, engine: FormEngine) {
  const { setValues } = engine;
  // Read after hydration (the server has no session storage), so the state is set here.
  useEffect(() => {
    const kept = readKeptAnswers(keptKey);
    if (kept) setValues((prev) => ({ ...kept, ...prev }));
  }, [keptKey, setValues]);
  return (values: Record<string, unknown>) => {
    try {
      window.sessionStorage.setItem(keptKey, JSON.stringify(values));
    } catch {
      // Blocked storage: a retry starts empty.
    }
  };
}

/** Continue: the answers checked, kept, and the car held (on to the payment page). */
function useReservationSubmit(props: ReservationFormProps, engine: FormEngine) {
  const { form, carSlug, kind, extraAnswers } = props;
  const { values, setErrors, setFailure: setBanner } = engine;
  const { isSubmitting: isBusy, setSubmitting: setBusy, focusFirstError: focusFirst } = engine;
  const keepAnswers = useKeptAnswers(answersKey(kind, carSlug), engine);

  return async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const checked = validateForm(form, values, engine.ctx);
    setErrors(checked.errors);
    setBanner(null);
    if (!checked.ok) return focusFirst(checked.errors);
    setBusy(true);
    keepAnswers(values);
    const result = await reserveCar({
      car_id: carSlug,
      kind,
      answers: { ...extraAnswers, ...values },
    });
    if (result.ok) return;
    setBusy(false);
    setBanner(result.message);
    setErrors(result.fieldErrors);
    focusFirst(result.fieldErrors);
  };
}

/**
 * The shopper's details for a reservation, checked with the same form engine as the server;
 * on Continue the car is held and the browser goes to the provider's payment page. The answers
 * sent are kept in the tab, so coming back after a declined card nothing is typed twice
 * (WCAG 3.3.7), as in the purchase journey.
 */
export function ReservationForm(props: ReservationFormProps) {
  const { form, site } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const engine = useFormEngine({ form, site, formRef });
  const { values, failure: banner, isSubmitting: isBusy } = engine;
  const onSubmit = useReservationSubmit(props, engine);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={form.name}
      className="grid gap-4"
      data-form-id={form.id}
    >
      {form.steps.map((step) => (
        <div key={step.title} className="grid gap-4">
          <FormFields
            engine={engine}
            fields={visibleFields(step, values, {}, engine.allFields)}
            vehicles={site.vehicles}
          />
        </div>
      ))}
      {banner ? (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-800">
          {banner}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isBusy || !engine.isHydrated}>
        {isBusy ? "Loading" : (form.submitLabel ?? "Continue to payment")}
      </Button>
    </form>
  );
}
