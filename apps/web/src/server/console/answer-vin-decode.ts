import "server-only";
import { normaliseVin, VIN_DECODE_MESSAGES } from "@forecourt/core/stock/vin-decode";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { invalidQuery } from "./staff-endpoint.ts";
import { mayAddCarsSomewhere } from "./queries/car-form.ts";
import { AppError } from "../http/app-error.ts";
import { NO_STORE } from "../http/no-store.ts";
import { decodeVin } from "../vin/decode-vin.ts";

export const VIN_DECODE_FORBIDDEN_MESSAGE =
  "Only staff who may add cars to a site can decode a VIN.";

/**
 * The car form's VIN decode, `GET ...?vin=`: for a staff member who may add cars to some site
 * (who manages its stock, or sales where the site lets them list cars), the
 * fields vPIC knows (200 `{ ok: true, vin, fields }`) or why it knows none (200 `{ ok: false,
 * vin, reason, message }`: the form leaves its fields for typing and shows the sentence); a text
 * that is no VIN is a 422 naming `vin`, anyone else a 403.
 */
export async function answerVinDecode(staff: StaffMember, request: Request): Promise<Response> {
  if (!(await mayAddCarsSomewhere(staff)))
    throw new AppError("FORBIDDEN", VIN_DECODE_FORBIDDEN_MESSAGE);
  const text = new URL(request.url).searchParams.get("vin") ?? "";
  if (normaliseVin(text) === null) throw invalidQuery({ vin: VIN_DECODE_MESSAGES["not-a-vin"] });
  return Response.json(await decodeVin(text), { headers: NO_STORE });
}
