import { createHash } from "node:crypto";
import { IDEMPOTENCY_HEADER } from "@forecourt/core/forms/lead";
import type { LeadFileWrite } from "@forecourt/db/repositories/leads/lead-write";
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

/** JSON with object keys sorted, so the same body sent twice digests the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * A digest of what a request asks to store (the lead body and its files), kept with its
 * Idempotency-Key: a retry digests the same, the same key with other data does not.
 */
export function requestFingerprint(body: unknown, files: readonly LeadFileWrite[] = []): string {
  const hash = createHash("sha256").update(canonicalJson(body));
  for (const file of files) {
    hash.update(`\n${file.fieldName}\n${file.filename}\n${file.contentType}\n`);
    hash.update(createHash("sha256").update(file.bytes).digest("hex"));
  }
  return hash.digest("hex");
}
