import {
  BOT_CHECK_HEADER,
  FILL_TIME_HEADER,
  IDEMPOTENCY_HEADER,
  type Lead,
} from "@forecourt/core/forms/lead";
import {
  leadResponseToResult,
  thrownErrorMessage,
  type LeadSubmitKind,
} from "@forecourt/core/forms/multi-step";
import { UNEXPECTED_ERROR_MESSAGE } from "@forecourt/core/validation/messages";
import { randomUuid } from "@forecourt/core/analytics/visitor-ids";

/** Spec §7 "/mock prefix": the lead endpoints of a site in mock mode. */
const MOCK_SEGMENT = "mock";

type SendLeadRequest = {
  lead: Lead | Record<string, unknown>;
  kind: LeadSubmitKind;
  /** PUT to /api/leads/{leadId} when the partial lead exists (spec §7). */
  leadId?: string | null;
  /** Sent as multipart to /api/leads/with-files: the lead as JSON in `lead`, each file by name. */
  files?: Record<string, File>;
  idempotencyKey: string;
  /** §7 mock mode: the same calls under /api/mock, answered alike but stored nowhere. */
  isMockMode?: boolean;
  /** How long the form had been shown, in milliseconds (the server's minimum fill time). */
  fillMs?: number;
  /** The Turnstile widget's token, on a site that shows it. */
  botCheckToken?: string | null;
};

export type SendLeadResult =
  | { ok: true; leadId: string }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== "object" || value === null) return {};
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === "string") out[key] = message;
  }
  return out;
}

/**
 * One request of the lead API (spec §7) and its answer read the §8 way: a 2xx with an id is
 * a success; a non-OK body's `error` is the message, else 'An unexpected error occurred' with
 * the status text; a thrown network error shows its own message.
 */
export async function sendLead(
  request: SendLeadRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<SendLeadResult> {
  const hasFiles = request.files !== undefined && Object.keys(request.files).length > 0;
  const headers: Record<string, string> = {
    Accept: "application/json",
    [IDEMPOTENCY_HEADER]: request.idempotencyKey,
  };
  if (request.fillMs !== undefined) headers[FILL_TIME_HEADER] = String(Math.round(request.fillMs));
  if (request.botCheckToken) headers[BOT_CHECK_HEADER] = request.botCheckToken;
  let url = "/api/leads";
  let method = "POST";
  let body: BodyInit;
  if (hasFiles) {
    url = "/api/leads/with-files";
    const data = new FormData();
    data.append("lead", JSON.stringify(request.lead));
    for (const [name, file] of Object.entries(request.files ?? {})) data.append(name, file);
    body = data;
  } else {
    if (request.leadId) {
      url = `/api/leads/${encodeURIComponent(request.leadId)}`;
      method = "PUT";
    }
    headers["Content-Type"] = "application/json";
    body = JSON.stringify({ lead: request.lead });
  }
  if (request.isMockMode) url = url.replace(/^\/api\//, `/api/${MOCK_SEGMENT}/`);
  try {
    const response = await fetchImpl(url, { method, headers, body });
    if (!response.ok) {
      // §8: a non-OK body is read as JSON; its error field is the message, else the default
      // text with the status text.
      const data = asRecord(await response.json().catch(() => ({})));
      const error = typeof data.error === "string" && data.error.trim() !== "" ? data.error : null;
      const message =
        error ?? [UNEXPECTED_ERROR_MESSAGE, response.statusText].filter(Boolean).join(" ");
      return { ok: false, message, fieldErrors: stringRecord(data.errors) };
    }
    // An OK answer must parse: a parse error is thrown and shows its own message (§8), and an
    // answer without an id is an error, however the lead was sent (a final multi-step save
    // included: 'An unexpected error occured').
    const result = leadResponseToResult(asRecord(await response.json()), request.kind);
    return result.ok ? result : { ...result, fieldErrors: {} };
  } catch (error) {
    return { ok: false, message: thrownErrorMessage(error), fieldErrors: {} };
  }
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

/** A fresh key per submission; a retry of the same submission reuses it. */
export function newIdempotencyKey(): string {
  return randomUuid();
}
