import type { Site } from "@forecourt/core/site/site";
import {
  AppError,
  NO_ENDPOINT_MESSAGE,
  NO_SITE_MESSAGE,
  WEBSITE_NOT_FOUND_MESSAGE,
} from "./app-error.ts";
import {
  BASIC_AUTH_CHALLENGE,
  checkBasicAuth,
  INVALID_CREDENTIALS_MESSAGE,
  type BasicAuthCredentials,
} from "./basic-auth.ts";
import { toErrorResponse, type LogError } from "./error-response.ts";
import type { RateLimiter } from "./rate-limit.ts";
import { clientAddress, type TrustedProxy } from "./trusted-proxy.ts";
import { metrics } from "../observability/metrics.ts";
import { currentRequestContext } from "@forecourt/db/request-context";

/** Path parameters as Next gives them to a route handler. */
export type RouteParams = Record<string, string | string[] | undefined>;
type RouteContext = { params: Promise<RouteParams> };
export type RouteHandler = (request: Request, context: RouteContext) => Promise<Response>;

const NUL_IN_PATH_MESSAGE =
  "The path contains a NUL character (%00), which no resource's name holds.";

/**
 * A path parameter as one string ("" when absent). A NUL character (a decoded %00) is refused
 * here, for every route: no id or slug holds one, and the database cannot be asked for one.
 */
export function pathParam(params: RouteParams, name: string): string {
  const value = params[name];
  const text = typeof value === "string" ? value : (value?.join("/") ?? "");
  if (hasNul(text)) throw new AppError("BAD_REQUEST", NUL_IN_PATH_MESSAGE);
  return text;
}

import { RATE_LIMITED_MESSAGES, type RateLimitGroup } from "./http-messages.ts";
import { hasNul } from "@forecourt/core/text/nul-character";

export { RATE_LIMIT_GROUPS, RATE_LIMITED_MESSAGES, type RateLimitGroup } from "./http-messages.ts";

export type EndpointDeps = {
  /** The site of the request's host (browser endpoints never take it from the body). */
  findSite: (request: Request) => Promise<Site | null>;
  rateLimiter: () => RateLimiter;
  /** How far to believe X-Forwarded-For (the client address rate limits are kept under). */
  trustedProxy: () => TrustedProxy;
  /** The platform API's basic-auth credentials. */
  credentials: () => BasicAuthCredentials;
  /** The website a per-website API key belongs to; null for an unknown or revoked key. */
  websiteOfKey: (key: string) => Promise<number | null>;
  log: LogError;
};

type Input = { request: Request; params: RouteParams };
/** `client` is the caller's address as the trusted proxy gives it, the rate limits' key. */
export type BrowserInput = Input & { site: Site; client: string };

/** Who called a platform endpoint: the platform credential, or one website's own API key. */
export type Caller = { kind: "platform" } | { kind: "site"; websiteId: number };
export type PlatformFindInput = Input & { caller: Caller };
export type PlatformInput<Found> = PlatformFindInput & { found: Found };

type Finder<Found> = (input: PlatformFindInput) => Promise<Found>;

/** Finders that scope what they find to the caller's website; only these take a site's key. */
const WEBSITE_SCOPED = new WeakSet<Finder<unknown>>();

/**
 * A finder of something one website owns, which a site's own API key may also call: for the
 * key's website only (`websiteOf` says whose the found thing is; by default it is the website
 * itself). Another website's is `notFound`, as if it did not exist.
 */
export function websiteScoped<Found>(
  find: (input: PlatformFindInput) => Promise<Found>,
  {
    websiteOf = (found) => (found as { id: number }).id,
    notFound = WEBSITE_NOT_FOUND_MESSAGE,
  }: { websiteOf?: (found: Found) => number; notFound?: string } = {},
): Finder<Found> {
  const scoped: Finder<Found> = async (input) => {
    const found = await find(input);
    if (input.caller.kind === "site" && input.caller.websiteId !== websiteOf(found)) {
      throw new AppError("NOT_FOUND", notFound);
    }
    return found;
  };
  WEBSITE_SCOPED.add(scoped as Finder<unknown>);
  return scoped;
}

const BEARER = /^Bearer\s+(\S{1,200})$/i;

/** The platform credential (basic auth), or a website's API key (`Authorization: Bearer`). */
async function authenticate(deps: EndpointDeps, request: Request): Promise<Caller> {
  const bearer = BEARER.exec((request.headers.get("authorization") ?? "").trim());
  if (bearer?.[1]) {
    const websiteId = await deps.websiteOfKey(bearer[1]);
    if (websiteId === null) {
      throw new AppError(
        "UNAUTHORIZED",
        INVALID_CREDENTIALS_MESSAGE,
        undefined,
        BASIC_AUTH_CHALLENGE,
      );
    }
    return { kind: "site", websiteId };
  }
  const refused = checkBasicAuth(request, deps.credentials());
  if (refused) throw refused;
  return { kind: "platform" };
}

/** The caller of a platform endpoint; a site's key reaches only its own website's finders. */
async function platformCaller(
  deps: EndpointDeps,
  find: Finder<unknown>,
  request: Request,
): Promise<Caller> {
  const caller = await authenticate(deps, request);
  if (caller.kind === "site" && !WEBSITE_SCOPED.has(find)) {
    // A site's key reaches its own website's resources and nothing platform-wide.
    throw new AppError("NOT_FOUND", NO_ENDPOINT_MESSAGE);
  }
  return caller;
}

/** The client's address once the group's limit lets it in; a 429 AppError otherwise. */
async function admit(deps: EndpointDeps, group: RateLimitGroup, request: Request): Promise<string> {
  const client = clientAddress(request, deps.trustedProxy());
  const decision = await deps.rateLimiter().consume({ group, client });
  if (!decision.isAllowed) {
    metrics().rateLimited.inc({ group });
    throw new AppError("RATE_LIMITED", RATE_LIMITED_MESSAGES[group], undefined, {
      "retry-after": String(decision.retryAfterSeconds),
    });
  }
  return client;
}

/** The site of the request's host (a 404 AppError when none), named in the request's log lines. */
async function hostSite(deps: EndpointDeps, request: Request): Promise<Site> {
  const site = await deps.findSite(request);
  if (!site) throw new AppError("NOT_FOUND", NO_SITE_MESSAGE);
  // From here the request's log lines name the site by its slug.
  const context = currentRequestContext();
  if (context) context.site = site.slug;
  return site;
}

/** A handler whose every error becomes its answer: an AppError's 4xx, else a logged 500. */
const catchingAll =
  (deps: EndpointDeps) =>
  (work: (input: Input) => Promise<Response>): RouteHandler =>
  async (request, context) => {
    try {
      return await work({ request, params: await context.params });
    } catch (error) {
      return toErrorResponse(error, request, deps.log);
    }
  };

/**
 * The two kinds of endpoint, built over their dependencies so tests can give their own.
 * Every handler runs inside the one catch-all (`toErrorResponse`): a thrown AppError or zod
 * error is its 4xx, anything else a logged JSON 500.
 */
export function createEndpoints(deps: EndpointDeps) {
  const run = catchingAll(deps);

  return {
    /**
     * Open to anyone: the catch-all, and providers' webhooks that check their own signature
     * (inbound mail and texts).
     */
    publicEndpoint: (handle: (input: Input) => Promise<Response>): RouteHandler => run(handle),

    /**
     * Open to anyone on any host, under the group's rate limit for the client (429 with
     * Retry-After): the TLS terminator's certificate questions. `answerFirst`, when given, is
     * asked before the limit: its answer goes out unlimited, null goes on to the limit and
     * `handle`.
     */
    rateLimitedEndpoint: (
      group: RateLimitGroup,
      handle: (input: Input & { client: string }) => Promise<Response>,
      answerFirst?: (input: Input) => Promise<Response | null>,
    ): RouteHandler =>
      run(
        async (input) =>
          (await answerFirst?.(input)) ??
          handle({ ...input, client: await admit(deps, group, input.request) }),
      ),

    /**
     * Called by the shopper's browser on the site's own host: the group's rate limit for the
     * client (429 with Retry-After), then the site from the host (404 when none).
     */
    browserEndpoint: (
      group: RateLimitGroup,
      handle: (input: BrowserInput) => Promise<Response>,
    ): RouteHandler =>
      run(async (input) => {
        const client = await admit(deps, group, input.request);
        return handle({ ...input, site: await hostSite(deps, input.request), client });
      }),

    /**
     * Called by integrations: basic auth first (401 with a challenge), then `find` reads what
     * the path names (the website, a dealership, ...) and throws a 404 AppError when it is not
     * there.
     */
    platformEndpoint: <Found>(
      find: Finder<Found>,
      handle: (input: PlatformInput<Found>) => Promise<Response>,
    ): RouteHandler =>
      run(async (input) => {
        const caller = await platformCaller(deps, find as Finder<unknown>, input.request);
        const scoped = { ...input, caller };
        return handle({ ...scoped, found: await find(scoped) });
      }),
  };
}
