import { SUBMIT_ERROR_MESSAGE } from "@forecourt/core/validation/messages";
import type { FieldErrors } from "@forecourt/core/validation/field-errors";

export type PostJsonResult<T> =
  { ok: true; data: T } | { ok: false; message: string; fieldErrors: FieldErrors };

/** POSTs JSON to our API; an error answer becomes its message and field errors (spec §8). */
export async function postJson<T>(url: string, body: unknown): Promise<PostJsonResult<T>> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => ({}))) as {
      error?: unknown;
      errors?: unknown;
    };
    if (response.ok) return { ok: true, data: data as T };
    return {
      ok: false,
      message: typeof data.error === "string" ? data.error : SUBMIT_ERROR_MESSAGE,
      fieldErrors:
        data.errors && typeof data.errors === "object" ? (data.errors as FieldErrors) : {},
    };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof Error ? error.message : SUBMIT_ERROR_MESSAGE,
      fieldErrors: {},
    };
  }
}
