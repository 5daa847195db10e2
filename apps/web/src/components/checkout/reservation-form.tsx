"use client";

import { useEffect, useId, useRef, useState } from "react";
import {
  formFields,
  validateForm,
  visibleFields,
  type FormDefinition,
} from "@forecourt/core/forms/form-definition";
import { fieldContextFor, type FormSite } from "@forecourt/core/forms/form-site";
import type { ReservationKind } from "@forecourt/core/domain/reservation";
import type { FieldErrors } from "@forecourt/core/validation/field-errors";
import { inputMaxLength } from "@forecourt/core/validation/fields";
import { Button } from "../ui/button.tsx";
import { useHydrated } from "../ui/hydrated.ts";
import { FormField } from "../forms/form-field.tsx";
import { visitPayload } from "../forms/visit-storage.ts";
import { postJson } from "./post-json.ts";

export type ReservationFormProps = {
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

/**
 * The shopper's details for a reservation, checked with the same form engine as the server;
 * on Continue the car is held and the browser goes to the provider's payment page. The answers
 * sent are kept in the tab, so coming back after a declined card nothing is typed twice
 * (WCAG 3.3.7), as in the purchase journey.
 */
export function ReservationForm({ form, site, carSlug, kind, extraAnswers }: ReservationFormProps) {
  const idPrefix = useId().replace(/:/g, "");
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  // Submits only through its script: a press before hydration would send the fields as a GET.
  const isHydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const ctx = fieldContextFor(site);
  const all = formFields(form);
  const keptKey = answersKey(kind, carSlug);

  // Read after hydration (the server has no session storage), so the state is set here.
  useEffect(() => {
    const kept = readKeptAnswers(keptKey);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring kept answers once
    if (kept) setValues((prev) => ({ ...kept, ...prev }));
  }, [keptKey]);

  const focusFirst = (found: FieldErrors) => {
    const first = all.find((field) => found[field.name] !== undefined);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(first.name)}"]`)?.focus();
    }
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const checked = validateForm(form, values, ctx);
    setErrors(checked.errors);
    setBanner(null);
    if (!checked.ok) return focusFirst(checked.errors);
    setBusy(true);
    try {
      window.sessionStorage.setItem(keptKey, JSON.stringify(values));
    } catch {
      // Blocked storage: a retry starts empty.
    }
    const result = await postJson<{ redirect_url: string }>("/api/reservations", {
      car_id: carSlug,
      kind,
      answers: { ...extraAnswers, ...values },
      ...visitPayload(),
    });
    if (result.ok) {
      window.location.assign(result.data.redirect_url);
      return;
    }
    setBusy(false);
    setBanner(result.message);
    setErrors(result.fieldErrors);
    focusFirst(result.fieldErrors);
  };

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
          {visibleFields(step, values, {}, all).map((field) => (
            <FormField
              key={field.name}
              field={field}
              idPrefix={idPrefix}
              value={values[field.name] ?? field.defaultValue}
              error={errors[field.name]}
              maxLength={inputMaxLength(field, ctx)}
              isDisabled={isBusy}
              lookups={{ vehicles: site.vehicles, values, distanceUnit: ctx.distanceUnit ?? "km" }}
              onChange={(name, value) => setValues((prev) => ({ ...prev, [name]: value }))}
            />
          ))}
        </div>
      ))}
      {banner ? (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-800">
          {banner}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isBusy || !isHydrated}>
        {isBusy ? "Loading" : (form.submitLabel ?? "Continue to payment")}
      </Button>
    </form>
  );
}
