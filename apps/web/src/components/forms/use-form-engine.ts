"use client";

import { useId, useState, type RefObject } from "react";
import {
  errorsAfterAnswer,
  formFields,
  type FormDefinition,
} from "@forecourt/core/forms/form-definition";
import { fieldContextFor, type FormSite } from "@forecourt/core/forms/form-site";
import type { FieldErrors } from "@forecourt/core/validation/field-errors";
import { useHydrated } from "../ui/hydrated.ts";

type FormEngineOptions = {
  form: FormDefinition;
  site: FormSite;
  /** The <form> element: the focus rule looks for fields in it. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Answers to start with, or a function that reads them once on the first render. */
  initialValues?: Record<string, unknown> | (() => Record<string, unknown>);
};

/**
 * The state every browser form built from a definition keeps (the lead form, the chat, the
 * reservation): its answers, the messages under its fields, the failure of its last send and
 * whether a send is out; with the ids, the site's field context and the focus rule they share.
 */
export function useFormEngine({ form, site, formRef, initialValues = {} }: FormEngineOptions) {
  const idPrefix = useId().replace(/:/g, "");
  const [values, setValues] = useState<Record<string, unknown>>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  // Forms that submit only through their script keep their submit disabled until hydration: a
  // press before it would send the fields natively, as a GET with them in the address.
  const isHydrated = useHydrated();
  const ctx = fieldContextFor(site);
  const allFields = formFields(form);

  /** A field's message goes as soon as its answer is fixed (errorsAfterAnswer). */
  const answerChanged = (name: string, value: unknown) =>
    setErrors((previous) =>
      errorsAfterAnswer(
        previous,
        allFields.find((field) => field.name === name),
        value,
        ctx,
      ),
    );

  const setValue = (name: string, value: unknown) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    answerChanged(name, value);
  };

  /** Moves focus to the first field, in the form's order, that has a message. */
  const focusFirstError = (found: FieldErrors) => {
    const first = allFields.find((field) => found[field.name] !== undefined);
    if (!first) return;
    formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(first.name)}"]`)?.focus();
  };

  return {
    idPrefix,
    ctx,
    allFields,
    isHydrated,
    values,
    setValues,
    setValue,
    answerChanged,
    errors,
    setErrors,
    failure,
    setFailure,
    isSubmitting,
    setSubmitting,
    focusFirstError,
  };
}

export type FormEngine = ReturnType<typeof useFormEngine>;
