import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { env } from "../env.ts";
import { checkLeadBot } from "./check-lead-bot.ts";

/** The bot defence of a lead request, with the server's own settings. */
export function leadBotCheck(request: Request, site: Site): () => Promise<void> {
  return () =>
    checkLeadBot(request, site, {
      trustedProxy: { hops: env().TRUSTED_PROXY_HOPS },
      verifyUrl: env().TURNSTILE_VERIFY_URL,
    });
}
