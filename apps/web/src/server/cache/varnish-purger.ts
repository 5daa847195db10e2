import { inBatches, sendPurge, type CachePurger } from "./cache-purger.ts";

/** Tags per request: they travel in one header, which Varnish caps at 8 KB by default. */
const TAGS_PER_REQUEST = 100;

/**
 * Varnish with the xkey module (deploy/varnish/default.vcl): `PURGE /` with the tags,
 * space-separated, in `xkey-purge`, sent to every Varnish in front of the servers.
 */
export function createVarnishPurger(urls: readonly string[]): CachePurger {
  return {
    kind: "varnish",
    async purge(tags) {
      const requests = urls.flatMap((url) =>
        inBatches(tags, TAGS_PER_REQUEST).map((batch) =>
          sendPurge("varnish", url, {
            method: "PURGE",
            headers: { "xkey-purge": batch.join(" ") },
          }),
        ),
      );
      await Promise.all(requests);
    },
  };
}
