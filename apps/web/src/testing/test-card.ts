import * as returnRoute from "@/app/api/payments/return/route";
import * as testCardRoute from "@/app/api/payments/test/[id]/route";
import { callRoute, siteRequest } from "./route-harness.ts";

/** The test provider's success card. */
export const SUCCESS_CARD = "4242 4242 4242 4242";

/** Posts a card to the test provider's hosted page a reservation was sent to (`redirect_url`). */
export function payWithTestCard(slug: string, redirectUrl: string, cardNumber: string) {
  return callRoute(
    testCardRoute,
    "POST",
    siteRequest(slug, redirectUrl, {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ card_number: cardNumber }),
    }),
    { id: redirectUrl.split("/").pop()! },
  );
}

/**
 * Pays with the success card and follows the shopper back to the site as the browser would:
 * the return route's answer (a redirect to the confirmation page).
 */
export async function payAndReturn(slug: string, redirectUrl: string): Promise<Response> {
  const paid = await payWithTestCard(slug, redirectUrl, SUCCESS_CARD);
  if (paid.status !== 200) throw new Error(`the success card was refused: ${paid.status}`);
  const back = new URL(((await paid.json()) as { redirect_url: string }).redirect_url);
  return callRoute(
    returnRoute,
    "GET",
    siteRequest(slug, `${back.pathname}${back.search}`, { method: "GET" }),
  );
}
