/** Errors the HTTP layer knows how to answer; everything else is a 500 and a bug. */
export const ERROR_STATUS = {
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  INVALID_INPUT: 422,
  // A request body that is not JSON, or too large.
  BAD_REQUEST: 400,
  RATE_LIMITED: 429,
  // The lead API's body limits: a whole request over its size, or a body it cannot take.
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
} as const;

export type AppErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export function errorResponse(error: AppError, init: ResponseInit = {}): Response {
  const body = error.fieldErrors
    ? { error: error.message, errors: error.fieldErrors }
    : { error: error.message };
  return Response.json(body, { ...init, status: ERROR_STATUS[error.code] });
}
