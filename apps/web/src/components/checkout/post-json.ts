import { SUBMIT_ERROR_MESSAGE } from "@forecourt/core/validation/messages";
import type { FieldErrors } from "@forecourt/core/validation/field-errors";
import type { ReservationKind } from "@forecourt/core/domain/reservation";
import { visitPayload } from "../forms/visit-storage.ts";

type PostJsonResult<T> =
  { ok: true; data: T } | { ok: false; message: string; fieldErrors: FieldErrors };

/** POSTs JSON to our API; an error answer becomes its message and field errors (spec §8). */
async function postJson<T>(url: string, body: unknown): Promise<PostJsonResult<T>> {
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

type PostFailure = Extract<PostJsonResult<unknown>, { ok: false }>;

/**
 * POSTs JSON whose answer names the next page (`redirect_url`: a payment page, the reservation)
 * and goes there; a failure is returned for the form to show.
 */
export async function postAndGo(url: string, body: unknown): Promise<{ ok: true } | PostFailure> {
  const result = await postJson<{ redirect_url: string }>(url, body);
  if (!result.ok) return result;
  window.location.assign(result.data.redirect_url);
  return { ok: true };
}

/** Holds the car (a reservation or a purchase) and goes to the deposit's payment page. */
export function reserveCar(reservation: {
  car_id: string;
  kind: ReservationKind;
  answers: Record<string, unknown>;
  lead_id?: string;
}) {
  return postAndGo("/api/reservations", { ...reservation, ...visitPayload() });
}
