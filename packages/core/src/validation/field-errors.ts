import type { z } from "zod";
import { plainIssueMessage } from "./plain-issue-message.ts";

/** Field path ("filters.make", "price") to the first message about it. */
export type FieldErrors = Record<string, string>;

/** Where an issue is reported: its path joined with dots; an issue about the whole value is `body`. */
const dottedPath = (path: readonly PropertyKey[]) => path.map(String).join(".") || "body";

/**
 * The first issue per field of a failed zod parse. `fieldFor` turns an issue's path into the
 * field name a client knows it by.
 */
export function fieldErrors(
  error: z.ZodError,
  fieldFor: (path: readonly PropertyKey[]) => string = dottedPath,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[fieldFor(issue.path)] ??= issue.message;
  return errors;
}

export type ParseFieldsResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Client input checked against a schema, failures as field errors in our words
 * (`plainIssueMessage` for every check the schema gives no message of its own).
 */
export function parseFields<S extends z.ZodType>(
  schema: S,
  input: unknown,
  fieldFor?: (path: readonly PropertyKey[]) => string,
): ParseFieldsResult<z.output<S>> {
  const result = schema.safeParse(input, { error: plainIssueMessage });
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: fieldErrors(result.error, fieldFor) };
}
