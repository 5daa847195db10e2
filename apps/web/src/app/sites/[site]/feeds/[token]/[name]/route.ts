import { serveCatalogueFeed } from "@/server/api/platform/serve-catalogue-feed";

type Context = { params: Promise<{ site: string; token: string; name: string }> };

/**
 * /feeds/{token}/{name} on a site's host: a catalogue feed of the site's stock (Meta, Google, the
 * generic export), streamed; a wrong token, name or site is a 404 (`serve-catalogue-feed.ts`).
 */
export async function GET(request: Request, { params }: Context) {
  return serveCatalogueFeed(request, await params);
}
