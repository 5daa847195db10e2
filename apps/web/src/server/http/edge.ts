import "server-only";
import { env } from "../env.ts";
import { createEndpoints, type RateLimitGroup } from "./endpoints.ts";
import { createTokenBucketLimiter, type RateLimiter, type RatePolicy } from "./rate-limit.ts";
import { siteFromHost } from "./site-from-host.ts";

const holder = globalThis as typeof globalThis & { __forecourtRateLimiter?: RateLimiter };

/** Each browser endpoint group's limit, from the environment (see `.env.example`). */
function ratePolicies(): Record<RateLimitGroup, RatePolicy> {
  const config = env();
  return {
    leads: { burst: config.LEAD_RATE_LIMIT_BURST, perMinute: config.LEAD_RATE_LIMIT_PER_MINUTE },
    events: {
      burst: config.EVENT_RATE_LIMIT_BURST,
      perMinute: config.EVENT_RATE_LIMIT_PER_MINUTE,
    },
    rego: { burst: config.REGO_RATE_LIMIT_BURST, perMinute: config.REGO_RATE_LIMIT_PER_MINUTE },
  };
}

/** One limiter per process (route files are separate bundles), so every route shares buckets. */
function rateLimiter(): RateLimiter {
  holder.__forecourtRateLimiter ??= createTokenBucketLimiter(ratePolicies());
  return holder.__forecourtRateLimiter;
}

/**
 * The HTTP edge every handler under app/api is built on: `browserEndpoint(group, handle)` for
 * the shopper's browser, `platformEndpoint(find, handle)` for integrations, `publicEndpoint`
 * for the rest. Route files export `routeMethods({...})` so other methods get a JSON 405.
 */
export const { browserEndpoint, platformEndpoint, publicEndpoint } = createEndpoints({
  findSite: siteFromHost,
  rateLimiter,
  credentials: () => ({ user: env().API_BASIC_AUTH_USER, password: env().API_BASIC_AUTH_PASSWORD }),
  log: (line) => console.error(line),
});
