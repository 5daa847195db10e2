import { z } from "zod";
import { fieldErrors } from "@forecourt/core/validation/field-errors";
import { UNEXPECTED_ERROR_MESSAGE } from "@forecourt/core/validation/messages";
import { AppError, errorResponse, INVALID_INPUT_MESSAGE } from "./app-error.ts";
import { NO_STORE } from "./no-store.ts";
import { currentRequestId } from "@forecourt/db/request-context";

/** Where the edge reports failures that are not the client's. */
export type LogError = (line: string) => void;

/**
 * The one mapping from what a handler threw to what the client gets: an AppError is its 4xx
 * `{error, errors}`; a zod error is a 422 with its field messages; anything else is a bug,
 * logged with a reference (the request id) and answered with a JSON 500 that shows neither the error nor a
 * stack. The log line names the method, the path (no query) and the error; never a body, so
 * no lead's personal data reaches the log.
 */
export function toErrorResponse(error: unknown, request: Request, log: LogError): Response {
  if (error instanceof AppError) return errorResponse(error);
  if (error instanceof z.ZodError) {
    return errorResponse(new AppError("INVALID_INPUT", INVALID_INPUT_MESSAGE, fieldErrors(error)));
  }
  // The request id: the log line of this request (and of its proxy) carries the same.
  const reference = currentRequestId() ?? crypto.randomUUID();
  log(
    `${request.method} ${new URL(request.url).pathname} failed (reference ${reference}): ${describeError(error)}`,
  );
  return Response.json(
    { error: UNEXPECTED_ERROR_MESSAGE, reference },
    { status: 500, headers: NO_STORE },
  );
}

/** A SQLSTATE: five digits or capitals ("22P05"). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

type DatabaseFailure = Error & {
  code?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
};

/** The database error in an error's cause chain (a SQLSTATE code, or a failed query), if any. */
function databaseFailure(error: unknown): DatabaseFailure | null {
  for (let at = error, depth = 0; at instanceof Error && depth < 5; depth += 1) {
    const failure = at as DatabaseFailure;
    if ("params" in failure || (typeof failure.code === "string" && SQLSTATE.test(failure.code))) {
      return failure;
    }
    at = failure.cause;
  }
  return null;
}

/**
 * What the log says about an unexpected error. Database errors quote the values they failed on
 * (a failed query lists its parameters: a lead's name and email), so for them the log keeps the
 * error's class, its SQLSTATE and the query text with placeholders, and the stack frames
 * without the message.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const failure = databaseFailure(error);
  if (!failure) return error.stack ?? `${error.name}: ${error.message}`;
  const codes = [error, error.cause, failure, failure.cause]
    .map((item) => (item as DatabaseFailure | undefined)?.code)
    .filter((code): code is string => typeof code === "string" && SQLSTATE.test(code));
  const query = [error, failure]
    .map((item) => (item as DatabaseFailure).query)
    .find((text): text is string => typeof text === "string");
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const cause = systemCause(failure);
  return [
    `${error.name} (database error${codes[0] ? ` SQLSTATE ${codes[0]}` : ""}; values not logged)`,
    ...(cause ? [`  cause: ${cause}`] : []),
    ...(query ? [`  query: ${query.slice(0, 500)}`] : []),
    ...frames,
  ].join("\n");
}

/** A Node system error's code (ECONNREFUSED, ETIMEDOUT, ...): never a value of the query. */
const SYSTEM_ERROR_CODE = /^E[A-Z0-9_]+$/;

/**
 * Why a statement never reached the database, when that is the reason: the connection's error
 * in the cause chain (a refused or dropped connection, a DNS failure), by class, code and
 * message, which names the database's address, never a value. A server's own error (a
 * SQLSTATE) is given by its code only: its message may quote a value.
 */
function systemCause(failure: Error): string | null {
  for (let at = failure.cause, depth = 0; at instanceof Error && depth < 5; depth += 1) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === "string" && SYSTEM_ERROR_CODE.test(code)) {
      return `${at.name} ${code}: ${at.message}`;
    }
    at = at.cause;
  }
  return null;
}
