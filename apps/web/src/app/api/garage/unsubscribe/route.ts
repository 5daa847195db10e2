import { z } from "zod";
import { garageHref } from "@forecourt/core/garage/garage-path";
import { unsubscribeByLink } from "@/server/garage/unsubscribe-token";
import { db } from "@/server/db";
import { AppError } from "@/server/http/app-error";
import { browserEndpoint } from "@/server/http/edge";
import type { BrowserInput } from "@/server/http/endpoints";
import { parseInput } from "@/server/http/parse-input";
import { routeMethods } from "@/server/http/route-methods";
import { NO_STORE } from "@/server/http/no-store";

export const BAD_LINK_MESSAGE = "This unsubscribe link is not valid";

const linkSchema = z.object({
  u: z.uuid({ error: BAD_LINK_MESSAGE }),
  t: z.string().regex(/^[A-Za-z0-9_-]{43}$/, BAD_LINK_MESSAGE),
});

/** Turns the signed link's user's saved-car alerts off; no sign-in needed (the link is signed). */
async function unsubscribe({ request, site }: BrowserInput): Promise<void> {
  const url = new URL(request.url);
  const { u, t } = parseInput(
    linkSchema,
    { u: url.searchParams.get("u") ?? "", t: url.searchParams.get("t") ?? "" },
    BAD_LINK_MESSAGE,
  );
  if (!(await unsubscribeByLink(await db(), site.id, u, t))) {
    throw new AppError("NOT_FOUND", BAD_LINK_MESSAGE);
  }
}

/**
 * The saved-car alert's unsubscribe link: GET (a click in the mail) answers with the garage
 * saying alerts are off; POST is the mail client's one-click unsubscribe (RFC 8058), 200 JSON.
 * 422/404 for a link that is not signed for this site's user.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: browserEndpoint("garage", async (input) => {
    await unsubscribe(input);
    const garage = garageHref(input.site.settings) ?? "/";
    const target = `${garage}${garage.includes("?") ? "&" : "?"}unsubscribed=1`;
    return new Response(null, {
      status: 303,
      headers: { location: target, ...NO_STORE },
    });
  }),
  POST: browserEndpoint("garage", async (input) => {
    await unsubscribe(input);
    return Response.json({ unsubscribed: true }, { headers: NO_STORE });
  }),
});
