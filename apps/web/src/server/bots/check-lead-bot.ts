import "server-only";
import {
  BOT_CHECK_FAILED_MESSAGE,
  BOT_CHECK_HEADER,
  BOT_CHECK_MISSING_MESSAGE,
  BOT_CHECK_UNAVAILABLE_MESSAGE,
  FILL_TIME_HEADER,
  TOO_FAST_MESSAGE,
} from "@forecourt/core/forms/lead";
import type { Site } from "@forecourt/core/site/site";
import { AppError } from "../http/app-error.ts";
import { clientAddress, type TrustedProxy } from "../http/trusted-proxy.ts";
import { verifyTurnstile } from "./verify-turnstile.ts";

type CheckLeadBotDeps = {
  trustedProxy: TrustedProxy;
  verifyUrl: string;
  fetchImpl?: typeof fetch;
};

/** The fill time the form reported, in milliseconds (null: none, or not a number). */
function reportedFillMs(request: Request): number | null {
  const value = request.headers.get(FILL_TIME_HEADER)?.trim();
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * The bot defence of a new lead, beyond the honeypot (checked with the body): a form sent
 * sooner than the site's minimum fill time is refused, and on a site with Turnstile keys the
 * widget's token must pass Cloudflare's siteverify. Throws the 4xx the shopper sees (a 503 when
 * the verifier cannot be reached: nothing is stored and the shopper may send again).
 */
export async function checkLeadBot(request: Request, site: Site, deps: CheckLeadBotDeps) {
  const minimumMs = site.settings.leads.minimumFillSeconds * 1000;
  if (minimumMs > 0) {
    // A browser form always reports its fill time; a post without one was not sent by it.
    const fillMs = reportedFillMs(request);
    if (fillMs === null || fillMs < minimumMs) throw new AppError("BAD_REQUEST", TOO_FAST_MESSAGE);
  }
  const turnstile = site.settings.security.turnstile;
  if (!turnstile) return;
  const verdict = await verifyTurnstile({
    secretKey: turnstile.secretKey,
    token: request.headers.get(BOT_CHECK_HEADER)?.trim() || null,
    remoteIp: clientAddress(request, deps.trustedProxy),
    verifyUrl: deps.verifyUrl,
    ...(deps.fetchImpl ? { fetchImpl: deps.fetchImpl } : {}),
  });
  if (verdict.isHuman) return;
  if (verdict.reason === "missing-token") {
    throw new AppError("BAD_REQUEST", BOT_CHECK_MISSING_MESSAGE);
  }
  if (verdict.reason === "unavailable") {
    throw new AppError("UNAVAILABLE", BOT_CHECK_UNAVAILABLE_MESSAGE, undefined, {
      "retry-after": "60",
    });
  }
  throw new AppError("BAD_REQUEST", BOT_CHECK_FAILED_MESSAGE);
}
