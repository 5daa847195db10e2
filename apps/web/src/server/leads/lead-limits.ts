import { IDEMPOTENCY_HEADER } from "@forecourt/core/forms/lead";
import { LEAD_FILE_LIMITS } from "./lead-files.ts";

/** A lead is a few KB; this leaves room for the 50 visited pages and long answers. */
export const LEAD_JSON_MAX_BYTES = 1024 * 1024;
/** Multipart: the files plus the lead itself. */
export const LEAD_MULTIPART_MAX_BYTES = LEAD_FILE_LIMITS.maxTotalBytes + LEAD_JSON_MAX_BYTES;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

export const LEAD_NOT_FOUND_MESSAGE = "Lead not found.";
export const HONEYPOT_MESSAGE =
  "This submission was turned away as automated: a field people never see was filled in.";
export const LEAD_NOT_JSON_MESSAGE = 'The request body must be JSON of the form {"lead": {...}}.';
export const IDEMPOTENCY_KEY_MESSAGE = `The ${IDEMPOTENCY_HEADER} header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible characters.`;
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = `This ${IDEMPOTENCY_HEADER} was already used for a different lead; send a new key with a new lead.`;
