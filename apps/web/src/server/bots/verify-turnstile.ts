import "server-only";

/** Cloudflare's answer to siteverify, as far as this server reads it. */
type SiteverifyAnswer = { success?: unknown; "error-codes"?: unknown };

type TurnstileVerdict =
  | { isHuman: true }
  | { isHuman: false; reason: "missing-token" | "rejected"; errorCodes: string[] }
  | { isHuman: false; reason: "unavailable"; errorCodes: string[] };

type VerifyTurnstileOptions = {
  secretKey: string;
  /** The widget's token as the browser sent it (null: none sent). */
  token: string | null;
  /** The client's address as the trusted-proxy setting reads it, passed on to Cloudflare. */
  remoteIp: string | null;
  verifyUrl: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
};

/** Cloudflare caps a token at 2048 characters; anything longer is not one. */
const TURNSTILE_TOKEN_MAX_LENGTH = 2048;

/**
 * Cloudflare Turnstile's server-side check (siteverify): POST the secret and the token (and the
 * client's address), form-encoded, and read `{success, "error-codes"}`. A verifier that cannot
 * be reached or answers nonsense is "unavailable", never a pass.
 */
export async function verifyTurnstile(options: VerifyTurnstileOptions): Promise<TurnstileVerdict> {
  const { token, fetchImpl = fetch, timeoutMs = 5_000 } = options;
  if (!token || token.length > TURNSTILE_TOKEN_MAX_LENGTH) {
    return { isHuman: false, reason: "missing-token", errorCodes: [] };
  }
  const form = new URLSearchParams({ secret: options.secretKey, response: token });
  if (options.remoteIp) form.set("remoteip", options.remoteIp);
  let answer: SiteverifyAnswer;
  try {
    const response = await fetchImpl(options.verifyUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      return { isHuman: false, reason: "unavailable", errorCodes: [`http-${response.status}`] };
    }
    answer = (await response.json()) as SiteverifyAnswer;
  } catch {
    return { isHuman: false, reason: "unavailable", errorCodes: ["unreachable"] };
  }
  const errorCodes = Array.isArray(answer?.["error-codes"])
    ? answer["error-codes"].filter((code): code is string => typeof code === "string")
    : [];
  if (answer?.success === true) return { isHuman: true };
  // Cloudflare's own trouble, or our configuration's: not the shopper's fault.
  if (errorCodes.includes("internal-error")) {
    return { isHuman: false, reason: "unavailable", errorCodes };
  }
  return { isHuman: false, reason: "rejected", errorCodes };
}
