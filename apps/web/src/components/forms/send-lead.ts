import { IDEMPOTENCY_HEADER, type Lead } from "@forecourt/core/forms/lead";
import {
  leadResponseToResult,
  thrownErrorMessage,
  type LeadSubmitKind,
} from "@forecourt/core/forms/multi-step";
import { UNEXPECTED_ERROR_MESSAGE } from "@forecourt/core/validation/messages";

export type SendLeadRequest = {
  lead: Lead | Record<string, unknown>;
  kind: LeadSubmitKind;
  /** PUT to /api/leads/{leadId} when the partial lead exists (spec §7). */
  leadId?: string | null;
  /** Sent as multipart to /api/leads/with-files: the lead as JSON in `lead`, each file by name. */
  files?: Record<string, File>;
  idempotencyKey: string;
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
  try {
    const response = await fetchImpl(url, { method, headers, body });
    const parsed: unknown = await response.json().catch(() => ({}));
    const data =
      typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
    if (!response.ok) {
      const error = typeof data.error === "string" && data.error.trim() !== "" ? data.error : null;
      const message =
        error ?? [UNEXPECTED_ERROR_MESSAGE, response.statusText].filter(Boolean).join(" ");
      return { ok: false, message, fieldErrors: stringRecord(data.errors) };
    }
    // A PUT may answer without repeating the id; the lead it updated is the one we know.
    const result = leadResponseToResult(
      request.leadId && data.id === undefined ? { ...data, id: request.leadId } : data,
      request.kind,
    );
    return result.ok ? result : { ...result, fieldErrors: {} };
  } catch (error) {
    return { ok: false, message: thrownErrorMessage(error), fieldErrors: {} };
  }
}

/** A fresh key per submission; a retry of the same submission reuses it. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
