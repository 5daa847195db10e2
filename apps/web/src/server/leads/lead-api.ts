import "server-only";
import { env } from "../env.ts";
import { db } from "../db.ts";
import { siteFromHost } from "../api/site-from-host.ts";
import { wakeOutboxWorker } from "../worker/embedded.ts";
import { createLeadApi, type LeadApi } from "./lead-handlers.ts";
import { createTokenBucketLimiter } from "./rate-limit.ts";

const holder = globalThis as typeof globalThis & { __forecourtLeadApi?: LeadApi };

/** One per process, so the rate limiter's buckets are shared by every lead route. */
export function leadApi(): LeadApi {
  holder.__forecourtLeadApi ??= createLeadApi({
    database: db,
    findSite: siteFromHost,
    rateLimiter: createTokenBucketLimiter({
      burst: env().LEAD_RATE_LIMIT_BURST,
      perMinute: env().LEAD_RATE_LIMIT_PER_MINUTE,
    }),
    onDeliveriesQueued: wakeOutboxWorker,
  });
  return holder.__forecourtLeadApi;
}
