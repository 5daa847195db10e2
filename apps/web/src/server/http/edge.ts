import "server-only";
import { websiteOfApiKey } from "@forecourt/db/repositories/api-keys/api-keys";
import { db } from "../db.ts";
import { env } from "../env.ts";
import { log } from "../observability/log.ts";
import { createEndpoints, type EndpointDeps, type RateLimitGroup } from "./endpoints.ts";
import { redisClient, redisReady } from "../redis.ts";
import {
  createTokenBucketLimiter,
  perServerShare,
  type RateLimiter,
  type RatePolicy,
} from "./rate-limit.ts";
import { createRedisRateLimiter } from "./redis-rate-limit.ts";
import { siteFromHost, siteFromHostOutsideNext } from "./site-from-host.ts";

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
    garage: {
      burst: config.GARAGE_RATE_LIMIT_BURST,
      perMinute: config.GARAGE_RATE_LIMIT_PER_MINUTE,
    },
    search: {
      burst: config.SEARCH_RATE_LIMIT_BURST,
      perMinute: config.SEARCH_RATE_LIMIT_PER_MINUTE,
    },
    signin: {
      burst: config.SIGNIN_RATE_LIMIT_BURST,
      perMinute: config.SIGNIN_RATE_LIMIT_PER_MINUTE,
    },
    payments: {
      burst: config.PAYMENT_RATE_LIMIT_BURST,
      perMinute: config.PAYMENT_RATE_LIMIT_PER_MINUTE,
    },
    domains: {
      burst: config.DOMAIN_ASK_RATE_LIMIT_BURST,
      perMinute: config.DOMAIN_ASK_RATE_LIMIT_PER_MINUTE,
    },
  };
}

/**
 * One limiter per process (route files are separate bundles), so every route shares buckets:
 * counted in Redis and shared by every server when REDIS_URL is set, in memory otherwise.
 * Exported for its test only; routes reach it through the endpoints below.
 */
export function rateLimiter(): RateLimiter {
  holder.__forecourtRateLimiter ??= createRateLimiter();
  return holder.__forecourtRateLimiter;
}

function createRateLimiter(): RateLimiter {
  const policies = ratePolicies();
  const client = redisClient();
  if (!client) return createTokenBucketLimiter(policies);
  let lastLogged = 0;
  return createRedisRateLimiter(policies, {
    client,
    keyPrefix: env().REDIS_KEY_PREFIX,
    // While Redis fails, this server's share of each shared limit (WEB_SERVER_COUNT servers).
    fallback: createTokenBucketLimiter(perServerShare(policies, env().WEB_SERVER_COUNT)),
    ready: redisReady(),
    onFallback: (error) => {
      if (Date.now() - lastLogged < 60_000) return;
      lastLogged = Date.now();
      log().error(
        `Rate limits counted in this process (its share of ${env().WEB_SERVER_COUNT} servers) while Redis fails: ${String(error)}`,
      );
    },
  });
}

const deps: EndpointDeps = {
  findSite: siteFromHost,
  rateLimiter,
  trustedProxy: () => ({ hops: env().TRUSTED_PROXY_HOPS }),
  credentials: () => ({ user: env().API_BASIC_AUTH_USER, password: env().API_BASIC_AUTH_PASSWORD }),
  websiteOfKey: async (key) => websiteOfApiKey(await db(), key),
  log: (line) => log().error(line),
};

/**
 * The HTTP edge every handler under app/api is built on: `browserEndpoint(group, handle)` for
 * the shopper's browser, `platformEndpoint(find, handle)` for integrations, `publicEndpoint`
 * for the rest. Route files export `routeMethods({...})` so other methods get a JSON 405.
 */
export const { browserEndpoint, platformEndpoint, publicEndpoint, rateLimitedEndpoint } =
  createEndpoints(deps);

/**
 * The same edge for a browser handler the server answers before Next's pipeline
 * (`serveBeforeNext`): the same limits and answers, the site from a short per-process memory
 * instead of Next's data cache, which exists only inside Next's pipeline.
 */
export const { browserEndpoint: browserEndpointOutsideNext } = createEndpoints({
  ...deps,
  findSite: siteFromHostOutsideNext,
});
