import type { z } from "zod";

/** Field path ("filters.make", "price") to the first message about it. */
export type FieldErrors = Record<string, string>;

/** The first issue per field of a failed zod parse; an issue about the whole value is `body`. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "body";
    errors[field] ??= issue.message;
  }
  return errors;
}
