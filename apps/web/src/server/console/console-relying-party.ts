import "server-only";
import { headers } from "next/headers";
import { relyingPartyOf, type RelyingParty } from "./passkey-ceremony.ts";

/**
 * The console's relying party from this request: its Host, over https when the request guard
 * says so (X-Forwarded-Proto from the trusted proxy hops only).
 */
export async function consoleRelyingParty(): Promise<RelyingParty | null> {
  const request = await headers();
  return relyingPartyOf(request.get("host"), request.get("x-forwarded-proto") === "https");
}
