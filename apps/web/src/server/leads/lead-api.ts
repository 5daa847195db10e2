import "server-only";
import { resolveHost } from "@forecourt/core/tenancy/resolve-host";
import { env } from "../env.ts";
import { db } from "../db.ts";
import { getSite } from "../queries/site.ts";
import { wakeOutboxWorker } from "../worker/embedded.ts";
import { createLeadApi, type LeadApi } from "./lead-handlers.ts";
import { createTokenBucketLimiter } from "./rate-limit.ts";

const holder = globalThis as typeof globalThis & { __forecourtLeadApi?: LeadApi };

/** The site of a request, from its host, the same way the proxy resolves it. */
export async function siteOfRequest(request: Request) {
  const resolution = resolveHost(request.headers.get("host"), {
    platformDomain: env().PLATFORM_DOMAIN,
  });
  if (resolution.kind === "site") return getSite(resolution.slug);
  if (resolution.kind === "custom-domain") return getSite(resolution.domain);
  return null;
}

/** One per process, so the rate limiter's buckets are shared by every lead route. */
export function leadApi(): LeadApi {
  holder.__forecourtLeadApi ??= createLeadApi({
    database: db,
    findSite: siteOfRequest,
    rateLimiter: createTokenBucketLimiter({
      burst: env().LEAD_RATE_LIMIT_BURST,
      perMinute: env().LEAD_RATE_LIMIT_PER_MINUTE,
    }),
    onDeliveriesQueued: wakeOutboxWorker,
  });
  return holder.__forecourtLeadApi;
}
