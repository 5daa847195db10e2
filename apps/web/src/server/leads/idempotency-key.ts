import { IDEMPOTENCY_HEADER } from "@forecourt/core/forms/lead";
import { AppError } from "../http/app-error.ts";
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_MESSAGE } from "./lead-limits.ts";

/** The request's Idempotency-Key: null when none was sent, a 400 when it cannot be used. */
export function idempotencyKey(request: Request): string | null {
  const value = request.headers.get(IDEMPOTENCY_HEADER);
  if (value === null) return null;
  const key = value.trim();
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
    throw new AppError("BAD_REQUEST", IDEMPOTENCY_KEY_MESSAGE);
  }
  return key;
}
