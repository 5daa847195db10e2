import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { NO_STORE } from "../../http/no-store.ts";
import { absoluteUrl } from "../../site-url.ts";
import { completeCarWrite, type CarWriteDone } from "../../stock/complete-car-write.ts";
import { carJson } from "./car-json.ts";

/** The API's answer to a car write: the car as GET answers it, after {@link completeCarWrite}. */
export async function finishCarWrite(
  site: Site,
  done: CarWriteDone,
  status: number,
): Promise<Response> {
  const { detail, imageFailures } = await completeCarWrite(site, done);
  const json = carJson(detail, (path) => absoluteUrl(site, path));
  return Response.json(imageFailures ? { ...json, image_failures: imageFailures } : json, {
    status,
    headers: NO_STORE,
  });
}
