import { REGO_NOT_FOUND_MESSAGE, regoQuerySchema } from "@forecourt/core/forms/rego-lookup";
import { AppError } from "@/server/http/app-error";
import { browserEndpoint } from "@/server/http/edge";
import { parseInput } from "@/server/http/parse-input";
import { readJson } from "@/server/http/read-body";
import { routeMethods } from "@/server/http/route-methods";
import { regoProvider } from "@/server/rego/rego-provider";

const MAX_BODY_BYTES = 1_024;

/**
 * POST /api/rego-lookup {rego, regoState} (spec §7 trade-in rego lookup): 200 {vehicle} when
 * the registration is known, 404 {error} when not, 422 {error, errors} for bad input.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: browserEndpoint("rego", async ({ request }) => {
    const body = await readJson(request, { maxBytes: MAX_BODY_BYTES });
    const query = parseInput(regoQuerySchema, body, "Invalid registration");
    const result = await regoProvider().lookup(query);
    if (!result.found) throw new AppError("NOT_FOUND", REGO_NOT_FOUND_MESSAGE);
    return Response.json({ vehicle: result.vehicle }, { headers: { "cache-control": "no-store" } });
  }),
});
