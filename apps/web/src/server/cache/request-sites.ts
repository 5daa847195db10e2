import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { workAsyncStorage } from "../next-internals.mjs";

/** The sites one request has asked for: by the key its path names, and by id. */
type RequestSites = {
  byKey: Map<string, Promise<Site | null>>;
  byId: Map<number, Promise<Site | null>>;
};

/** Per request: Next's work store is one object per request, kept until the request ends. */
const requests = new WeakMap<object, RequestSites>();

function sitesOfRequest(): RequestSites | null {
  const work = workAsyncStorage.getStore();
  if (!work) return null;
  let sites = requests.get(work);
  if (!sites) {
    sites = { byKey: new Map(), byId: new Map() };
    requests.set(work, sites);
  }
  return sites;
}

/**
 * A site read once per request, by key or by id. A page's render asks for its site many times:
 * the root layout, its metadata and viewport, the storefront layout, the page and its metadata
 * by the key in the path, and every stock read by id inside its data-cache entry (the stock
 * scope, the search page). React's request cache shares the reads by key of the render's own
 * components but not those inside a data-cache entry's read (each a lookup of its own, and on a
 * site's first render a database read); this memo is kept on Next's work store, which those
 * reads see too, and a site found by key answers for its id. Outside a request (the worker,
 * scripts, tests) every call reads.
 *
 * A write expires its site's tags through `expireSiteTags`, which forgets the request's sites
 * (`forgetRequestSites`): whatever the request reads after its own write is read again.
 */
export function siteOncePerRequest(
  by: { key: string } | { id: number },
  read: () => Promise<Site | null>,
): Promise<Site | null> {
  const sites = sitesOfRequest();
  if (!sites) return read();
  const known = "key" in by ? sites.byKey.get(by.key) : sites.byId.get(by.id);
  if (known) return known;
  const reading = read();
  if ("key" in by) sites.byKey.set(by.key, reading);
  else sites.byId.set(by.id, reading);
  reading.then(
    (site) => {
      if (site && !sites.byId.has(site.id)) sites.byId.set(site.id, reading);
    },
    () => {
      // A failed read is not kept: the next ask reads again.
      if ("key" in by) sites.byKey.delete(by.key);
      else sites.byId.delete(by.id);
    },
  );
  return reading;
}

/** Forgets the sites this request has read (a write to a site in it: read them again). */
export function forgetRequestSites(): void {
  const work = workAsyncStorage.getStore();
  if (work) requests.delete(work);
}
