/**
 * Who sent a request, as far as the server can trust it. The socket's peer is stamped on every
 * request in `PEER_ADDRESS_HEADER` (see `node-request-guard.ts`), replacing anything a client
 * sent under that name. `hops` is how many reverse proxies of ours stand in front of the server
 * (TRUSTED_PROXY_HOPS): each appends the address it was reached from to X-Forwarded-For, so the
 * client is the address `hops` places from the right of "X-Forwarded-For, peer". Addresses left
 * of that were written by the client and are never used.
 */
export const PEER_ADDRESS_HEADER = "x-forecourt-peer-address";

export type TrustedProxy = { hops: number };

function forwardedFor(request: Pick<Request, "headers">): string[] {
  return (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/** The client's address; requests with none the server can trust share one bucket. */
export function clientAddress(request: Pick<Request, "headers">, { hops }: TrustedProxy): string {
  const peer = request.headers.get(PEER_ADDRESS_HEADER)?.trim();
  // Without the stamp (a server started some other way), Next's own X-Forwarded-For is the
  // nearest thing to the peer: it fills the header from the socket when the client sent none.
  const chain = peer ? [...forwardedFor(request), peer] : forwardedFor(request);
  const index = peer ? chain.length - 1 - hops : chain.length - Math.max(hops, 1);
  return chain[Math.max(0, index)] ?? "unknown";
}

/**
 * Whether the client reached us over https: only a trusted proxy's X-Forwarded-Proto says so.
 * `next start` itself speaks plain http, and with no proxy trusted the header (from which Next
 * also builds `request.url`) is whatever the client wrote.
 */
export function isHttpsRequest(request: Request, trustedProxy: TrustedProxy): boolean {
  return isTrustedHttps(request.headers.get("x-forwarded-proto"), trustedProxy);
}

/** The same rule for the header's raw value (the node-level guard reads it before Next). */
export function isTrustedHttps(
  forwardedProto: string | null | undefined,
  { hops }: TrustedProxy,
): boolean {
  if (hops === 0) return false;
  return forwardedProto?.split(",")[0]?.trim() === "https";
}
