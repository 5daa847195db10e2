import "server-only";
import { getActiveHold, isOwnHold } from "@forecourt/db/repositories/reservations/get-active-hold";
import { getCarBySlug } from "@forecourt/db/repositories/stock/get-car";
import { db } from "../../db.ts";
import { AppError } from "../../http/app-error.ts";
import type { BrowserInput } from "../../http/endpoints.ts";
import { NO_STORE } from "../../http/no-store.ts";
import { checkoutBrowserHash } from "../../payments/checkout-browser.ts";

const CAR_SLUG_REQUIRED_MESSAGE = "Name the vehicle: ?car_id={its slug}.";

/**
 * GET /api/reservations/hold?car_id={slug}: whether another shopper is paying the deposit on the
 * car right now, and until when (`is_yours` instead when this browser started the hold), so the reserve page says so before its form. Never cached: a
 * hold comes and goes within minutes.
 */
export async function getCarHold({ request, site }: BrowserInput): Promise<Response> {
  const slug = new URL(request.url).searchParams.get("car_id")?.trim() ?? "";
  if (!slug || slug.length > 200) throw new AppError("INVALID_INPUT", CAR_SLUG_REQUIRED_MESSAGE);
  const database = await db();
  const detail = await getCarBySlug(database, { websiteId: site.id, slug });
  if (!detail) throw new AppError("NOT_FOUND", "No such vehicle on this site.");
  const hold = await getActiveHold(database, { websiteId: site.id, carId: detail.car.id });
  // The browser that started the hold may carry on: its form leads back to its own payment.
  const isYours = hold !== null && isOwnHold(hold, checkoutBrowserHash(request));
  const isHeld = hold !== null && !isYours;
  return Response.json(
    {
      is_held: isHeld,
      is_yours: isYours,
      held_until: isHeld ? hold.expiresAt.toISOString() : null,
    },
    { headers: NO_STORE },
  );
}
