import type { z } from "zod";
import { REFUSAL_MESSAGES } from "@forecourt/core/console/refusal-messages";

/**
 * What a console form's action answers: nothing yet, done (with a notice), or refused with a
 * message and each bad field's message; the values typed come back so the form keeps them.
 */
export type FormState = {
  status: "idle" | "done" | "error";
  message?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
};

export const IDLE: FormState = { status: "idle" };

/** A site, car or record that is not there or not the staff member's: not told apart. */
export const NOT_YOURS: FormState = { status: "error", message: REFUSAL_MESSAGES["other-dealer"] };

/** The form's text fields (files and repeated names are not used by console forms). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === "string" && !name.startsWith("$ACTION")) values[name] = value;
  }
  return values;
}

/** Each bad field's first message, by field name. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

export const FIX_FIELDS_MESSAGE = "Please correct the fields marked below.";

/** A refusal that names each bad field and gives back the values typed. */
export function fieldsRefused(
  fieldErrors: Record<string, string>,
  values: Record<string, string>,
): FormState {
  return { status: "error", message: FIX_FIELDS_MESSAGE, fieldErrors, values };
}
