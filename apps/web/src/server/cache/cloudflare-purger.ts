import { inBatches, sendPurge, type CachePurger } from "./cache-purger.ts";

/** Cloudflare's purge takes at most 30 tags per call on every plan. */
const TAGS_PER_REQUEST = 30;

type CloudflarePurgerOptions = { apiUrl: string; token: string; zoneId: string };

/**
 * Cloudflare's API: `POST /zones/{zone}/purge_cache` with `{tags}` (pages send `Cache-Tag`). A
 * 200 with `success: false` is a refusal too.
 */
export function createCloudflarePurger({
  apiUrl,
  token,
  zoneId,
}: CloudflarePurgerOptions): CachePurger {
  const url = `${apiUrl.replace(/\/$/, "")}/zones/${encodeURIComponent(zoneId)}/purge_cache`;
  return {
    kind: "cloudflare",
    async purge(tags) {
      for (const batch of inBatches(tags, TAGS_PER_REQUEST)) {
        const response = await sendPurge("cloudflare", url, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ tags: batch }),
        });
        const answer = (await response.json().catch(() => null)) as { success?: boolean } | null;
        if (answer?.success !== true) {
          throw new Error(
            `cloudflare purge at ${url} was not confirmed: ${JSON.stringify(answer)}`,
          );
        }
      }
    },
  };
}
