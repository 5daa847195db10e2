import { logoMediaId, mediaUrl } from "@forecourt/db/demo/seed/media-ids";
import { answers } from "./loopback.ts";

/**
 * A readiness probe: true once the server's fresh DATA_DIR holds the demo data. Pages can come
 * from the render cache in apps/web/.next before that, and a busy server is then still seeding;
 * a stored image (the site's logo) is only there once the seed has committed.
 */
export function demoDataSeeded(port: number, siteSlug: string) {
  return answers(port, {
    host: `${siteSlug}.localhost:${port}`,
    path: mediaUrl(logoMediaId(siteSlug)),
    timeoutMs: 60_000,
  });
}
