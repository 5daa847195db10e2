import { inBatches, sendPurge, type CachePurger } from "./cache-purger.ts";

/** Fastly's bulk purge takes at most 256 surrogate keys per call. */
const KEYS_PER_REQUEST = 256;

type FastlyPurgerOptions = { apiUrl: string; token: string; serviceId: string };

/** Fastly's API: `POST /service/{id}/purge` with `{surrogate_keys}` (pages send `Surrogate-Key`). */
export function createFastlyPurger({ apiUrl, token, serviceId }: FastlyPurgerOptions): CachePurger {
  const url = `${apiUrl.replace(/\/$/, "")}/service/${encodeURIComponent(serviceId)}/purge`;
  return {
    kind: "fastly",
    async purge(tags) {
      for (const batch of inBatches(tags, KEYS_PER_REQUEST)) {
        await sendPurge("fastly", url, {
          method: "POST",
          headers: {
            "fastly-key": token,
            "content-type": "application/json",
            accept: "application/json",
          },
          body: JSON.stringify({ surrogate_keys: batch }),
        });
      }
    },
  };
}
