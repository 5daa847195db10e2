import "server-only";
import type { Env } from "../env.ts";
import type { CachePurger } from "./cache-purger.ts";
import { createCloudflarePurger } from "./cloudflare-purger.ts";
import { createFastlyPurger } from "./fastly-purger.ts";
import { createVarnishPurger } from "./varnish-purger.ts";

/** The purger the environment configures (CACHE_PURGE), or none without a front cache. */
export function purgerFromEnv(config: Env): CachePurger | null {
  switch (config.CACHE_PURGE) {
    case "none":
      return null;
    case "varnish":
      return createVarnishPurger(config.VARNISH_PURGE_URLS);
    case "fastly":
      return createFastlyPurger({
        apiUrl: config.FASTLY_API_URL,
        token: config.FASTLY_API_TOKEN ?? "",
        serviceId: config.FASTLY_SERVICE_ID ?? "",
      });
    case "cloudflare":
      return createCloudflarePurger({
        apiUrl: config.CLOUDFLARE_API_URL,
        token: config.CLOUDFLARE_API_TOKEN ?? "",
        zoneId: config.CLOUDFLARE_ZONE_ID ?? "",
      });
  }
}
