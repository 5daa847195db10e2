import "server-only";
import { revalidatePath } from "next/cache";
import type { z } from "zod";
import { parseFields, type FieldErrors } from "@forecourt/core/validation/field-errors";
import type { Database } from "@forecourt/db/client";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { db } from "../db.ts";
import { requireStaff } from "./console-session.ts";
import { fieldsRefused, formValues, type FormState } from "./form-state.ts";

export type StaffActionInput<T> = {
  actor: StaffMember;
  /** The form as its schema reads it. */
  data: T;
  /** The form's text fields as typed, given back with a refusal so the form keeps them. */
  values: Record<string, string>;
  formData: FormData;
  database: Database;
};

type StaffActionOptions<T, State extends FormState> = {
  /** The console page to show afresh once the action is done (null: none). */
  revalidate?: (data: T) => string | readonly [string, "layout" | "page"] | null;
  /** A field's name by an issue's path (by default the dotted path; the whole form is `form`). */
  fieldFor?: (path: readonly PropertyKey[]) => string;
  /** The answer to a form the schema refuses (by default each bad field named, values kept). */
  refused?: (errors: FieldErrors, values: Record<string, string>) => State;
};

const formField = (path: readonly PropertyKey[]) => path.map(String).join(".") || "form";

/**
 * A console form's server action: the signed-in staff member (anyone else is sent to sign in),
 * the form checked by `schema` through core's `parseFields` (the platform API's rule: a NUL
 * character in any field is refused, and checks without a message of their own say so in our
 * words), then `run` with the database; once it is done, the page named by `revalidate` is
 * shown afresh. Server actions accept only same-origin posts (Next checks the Origin against the
 * host), and the session cookie is SameSite=Strict.
 */
export function staffAction<S extends z.ZodType, State extends FormState = FormState>(
  schema: S,
  run: (input: StaffActionInput<z.output<S>>) => Promise<NoInfer<State>>,
  options: StaffActionOptions<z.output<S>, NoInfer<State>> = {},
): (previous: State, formData: FormData) => Promise<State> {
  return async (_previous, formData) => {
    const actor = await requireStaff();
    const values = formValues(formData);
    const parsed = parseFields(schema, values, options.fieldFor ?? formField);
    if (!parsed.ok) {
      return options.refused
        ? options.refused(parsed.errors, values)
        : (fieldsRefused(parsed.errors, values) as State);
    }
    const state = await run({ actor, data: parsed.data, values, formData, database: await db() });
    const page = state.status === "done" ? options.revalidate?.(parsed.data) : null;
    if (typeof page === "string") revalidatePath(page);
    else if (page) revalidatePath(page[0], page[1]);
    return state;
  };
}
