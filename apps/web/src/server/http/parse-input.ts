import type { z } from "zod";
import { parseFields } from "@forecourt/core/validation/field-errors";
import { AppError, INVALID_INPUT_MESSAGE } from "./app-error.ts";

/**
 * Client input checked against a schema: the parsed value, or a 422 `{error, errors}` with a
 * message per field in our words (never the validation library's).
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  message: string = INVALID_INPUT_MESSAGE,
): z.output<S> {
  const parsed = parseFields(schema, input);
  if (!parsed.ok) throw new AppError("INVALID_INPUT", message, parsed.errors);
  return parsed.data;
}
