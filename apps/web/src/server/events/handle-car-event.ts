import "server-only";
import {
  recordCarEvent,
  type CarEventKind,
} from "@forecourt/db/repositories/tracking/record-car-event";
import { AppError, errorResponse } from "../api/app-error.ts";
import { siteFromHost } from "../api/site-from-host.ts";
import { db } from "../db.ts";
import { carEventPayloadSchema, MAX_EVENT_BODY_BYTES } from "./car-event-payload.ts";

/**
 * POST handler shared by the phone-reveal and click-to-call endpoints: site from the host, car id
 * from a small JSON body, recorded server-side. 201 with the recorded ids; 4xx for anything else.
 */
export async function handleCarEvent(request: Request, kind: CarEventKind): Promise<Response> {
  const site = await siteFromHost(request);
  if (!site) return errorResponse(new AppError("NOT_FOUND", "Site not found"));
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_EVENT_BODY_BYTES) {
    return errorResponse(new AppError("BAD_REQUEST", "Request body is too large."));
  }
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_EVENT_BODY_BYTES) {
    return errorResponse(new AppError("BAD_REQUEST", "Request body is too large."));
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return errorResponse(new AppError("BAD_REQUEST", "Request body must be JSON."));
  }
  const parsed = carEventPayloadSchema.safeParse(body);
  if (!parsed.success) {
    const errors = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join(".") || "body", issue.message]),
    );
    return errorResponse(new AppError("INVALID_INPUT", "Invalid event.", errors));
  }
  const { car_id, url, anon_id, session_id } = parsed.data;
  const result = await recordCarEvent(await db(), kind, {
    websiteId: site.id,
    carId: car_id,
    url: url ?? request.headers.get("referer"),
    anonId: anon_id,
    sessionId: session_id,
    properties: { user_agent: (request.headers.get("user-agent") ?? "").slice(0, 300) },
  });
  if (!result.ok) return errorResponse(new AppError("NOT_FOUND", "Car not found"));
  return Response.json(
    {
      id: result.id,
      car_id: result.carId,
      dealership_id: result.dealershipId,
      website_id: result.websiteId,
    },
    { status: 201, headers: { "cache-control": "no-store" } },
  );
}
