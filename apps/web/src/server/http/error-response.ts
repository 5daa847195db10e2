import { z } from "zod";
import { fieldErrors } from "@forecourt/core/validation/field-errors";
import { UNEXPECTED_ERROR_MESSAGE } from "@forecourt/core/validation/messages";
import { AppError, errorResponse, INVALID_INPUT_MESSAGE } from "./app-error.ts";

/** Where the edge reports failures that are not the client's. */
export type LogError = (line: string) => void;

/**
 * The one mapping from what a handler threw to what the client gets: an AppError is its 4xx
 * `{error, errors}`; a zod error is a 422 with its field messages; anything else is a bug,
 * logged with a reference and answered with a JSON 500 that shows neither the error nor a
 * stack. The log line names the method, the path (no query) and the error; never a body, so
 * no lead's personal data reaches the log.
 */
export function toErrorResponse(error: unknown, request: Request, log: LogError): Response {
  if (error instanceof AppError) return errorResponse(error);
  if (error instanceof z.ZodError) {
    return errorResponse(new AppError("INVALID_INPUT", INVALID_INPUT_MESSAGE, fieldErrors(error)));
  }
  const reference = crypto.randomUUID();
  const detail = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : "";
  log(
    `${request.method} ${new URL(request.url).pathname} failed (reference ${reference}): ${detail || typeof error}`,
  );
  return Response.json(
    { error: UNEXPECTED_ERROR_MESSAGE, reference },
    { status: 500, headers: { "cache-control": "no-store" } },
  );
}
