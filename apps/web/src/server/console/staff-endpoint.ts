import "server-only";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { AppError, INVALID_INPUT_MESSAGE } from "../http/app-error.ts";
import { publicEndpoint } from "../http/edge.ts";
import type { RouteHandler, RouteParams } from "../http/endpoints.ts";
import { currentStaff } from "./console-session.ts";

const SIGN_IN_AGAIN_MESSAGE = "Sign in again.";

export type StaffEndpointInput = { request: Request; params: RouteParams; staff: StaffMember };

/**
 * A console route handler (an export, the inbox's watch, a lead's file): the signed-in staff
 * member or a 401, then `handle`; a thrown AppError is answered as the platform API answers it
 * (`{ error, errors? }` JSON with its status, never stored), anything else is a logged 500.
 */
export function staffEndpoint(
  handle: (input: StaffEndpointInput) => Promise<Response>,
): RouteHandler {
  return publicEndpoint(async ({ request, params }) => {
    const staff = await currentStaff();
    if (!staff) throw new AppError("UNAUTHORIZED", SIGN_IN_AGAIN_MESSAGE);
    return handle({ request, params, staff });
  });
}

/** A query a console route could not read: the API's 422, each bad field named. */
export function invalidQuery(errors: Record<string, string>): AppError {
  return new AppError("INVALID_INPUT", INVALID_INPUT_MESSAGE, errors);
}
