import { consoleManifest } from "@forecourt/core/console/console-app";
import { publicEndpoint } from "@/server/http/edge";

/** GET /console/manifest.webmanifest: the console's web app manifest (linked from its pages only). */
export const GET = publicEndpoint(async () =>
  Response.json(consoleManifest(), {
    headers: {
      "content-type": "application/manifest+json",
      "cache-control": "public, max-age=3600",
    },
  }),
);
