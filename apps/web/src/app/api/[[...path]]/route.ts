import { AppError, NO_ENDPOINT_MESSAGE } from "@/server/http/app-error";
import { publicEndpoint } from "@/server/http/edge";

/** Any /api/... path no route serves, with any method: a JSON 404, never the site's HTML page. */
const noEndpoint = publicEndpoint(async () => {
  throw new AppError("NOT_FOUND", NO_ENDPOINT_MESSAGE);
});

export const GET = noEndpoint;
export const POST = noEndpoint;
export const PUT = noEndpoint;
export const PATCH = noEndpoint;
export const DELETE = noEndpoint;
