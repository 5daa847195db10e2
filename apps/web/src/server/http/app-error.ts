import { NO_STORE } from "./no-store.ts";
/**
 * Errors the HTTP edge answers as the client's mistake, each with its status. Anything else a
 * handler throws is a bug: logged and answered with a 500 (see `error-response.ts`).
 */
export const ERROR_STATUS = {
  // A body that cannot be read: not JSON, not UTF-8, broken multipart, a filled honeypot.
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  // Authenticated, but this credential may not do this (a website's API key managing keys).
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  // The path exists, the method does not (the answer carries `Allow`).
  METHOD_NOT_ALLOWED: 405,
  // A body over the endpoint's limit, found while reading it.
  PAYLOAD_TOO_LARGE: 413,
  // A body of another content type than the endpoint reads (text/plain where JSON is expected).
  UNSUPPORTED_MEDIA_TYPE: 415,
  // A card the payment provider declined (the test provider's decline card).
  PAYMENT_REQUIRED: 402,
  // The request is fine but the thing it asks for is taken: a car another shopper is reserving.
  CONFLICT: 409,
  INVALID_INPUT: 422,
  // The client's bucket for this endpoint group is empty (the answer carries `Retry-After`).
  RATE_LIMITED: 429,
  // A payment provider that cannot be reached; nothing was charged and the shopper may retry.
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof ERROR_STATUS;

/** The messages every endpoint uses for the same mistake. */
export const INVALID_INPUT_MESSAGE = "The request has invalid fields; see errors.";
export const NO_SITE_MESSAGE = "No site is served at this address.";
export const WEBSITE_NOT_FOUND_MESSAGE = "Website not found";
export const NO_ENDPOINT_MESSAGE = "There is no API endpoint at this path.";

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** Headers the answer needs: a 401's challenge, a 405's Allow, a 429's Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** `{ error, errors? }` with the error's status; never cached. */
export function errorResponse(error: AppError): Response {
  const body = error.fieldErrors
    ? { error: error.message, errors: error.fieldErrors }
    : { error: error.message };
  return Response.json(body, {
    status: ERROR_STATUS[error.code],
    headers: { ...NO_STORE, ...error.headers },
  });
}
