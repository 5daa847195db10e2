import { REGO_NOT_FOUND_MESSAGE, regoQuerySchema } from "@forecourt/core/forms/rego-lookup";
import { AppError, errorResponse } from "@/server/api/app-error";
import { regoProvider } from "@/server/rego/rego-provider";

const MAX_BODY_BYTES = 1_024;

/**
 * POST /api/rego-lookup {rego, regoState} (spec §7 trade-in rego lookup): 200 {vehicle} when
 * the registration is known, 404 {error} when not, 422 {error, errors} for bad input.
 */
export async function POST(request: Request) {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) {
    return errorResponse(new AppError("BAD_REQUEST", "Request body too large"));
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return errorResponse(new AppError("BAD_REQUEST", "Request body must be JSON"));
  }
  const parsed = regoQuerySchema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "rego");
      errors[key] ??= issue.message;
    }
    return errorResponse(new AppError("INVALID_INPUT", "Invalid registration", errors));
  }
  const result = await regoProvider().lookup(parsed.data);
  if (!result.found) return errorResponse(new AppError("NOT_FOUND", REGO_NOT_FOUND_MESSAGE));
  return Response.json({ vehicle: result.vehicle }, { headers: { "cache-control": "no-store" } });
}
