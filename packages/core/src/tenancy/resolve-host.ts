/**
 * Request host to site: the one place that decides which tenant a request is for. The proxy calls
 * it and only rewrites; whoever reads or changes a site's data still checks access there.
 */

export type HostResolution =
  | { kind: "platform" }
  | { kind: "site"; slug: string }
  | { kind: "custom-domain"; domain: string }
  | { kind: "invalid"; reason: "missing-host" | "malformed-host" | "unknown-subdomain" };

type InvalidHostReason = Extract<HostResolution, { kind: "invalid" }>["reason"];

type ResolveHostOptions = {
  /** The platform's own domain, e.g. "forecourt.test"; sites live at `{slug}.{platformDomain}`. */
  platformDomain: string;
};

/** A site slug is exactly one DNS label, so `{slug}.{platformDomain}` is always a valid host. */
export const SITE_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Internal route prefix that site pages live under; visitors never see it. */
const SITE_REWRITE_PREFIX = "/sites";

const MAX_HOST_LENGTH = 253;
const MAX_PORT = 65535;
const LOCALHOST = "localhost";
// Loopback addresses reach the platform so a developer can open it without any DNS set up.
const LOOPBACK_HOSTS = new Set(["127.0.0.1", LOCALHOST]);
const IPV6_LOOPBACK = "::1";

const invalid = (reason: InvalidHostReason): HostResolution => ({ kind: "invalid", reason });

/**
 * Lower-cased host name without port or trailing dot, or why there is none. Only A-labels are
 * accepted: browsers send internationalised names as punycode ("xn--...").
 */
function parseHostName(raw: string): { name: string } | { reason: InvalidHostReason } {
  let rest = raw.trim().toLowerCase();
  if (rest === "") return { reason: "missing-host" };

  let name: string;
  let port: string | undefined;
  if (rest.startsWith("[")) {
    // IPv6 literals are bracketed; only the loopback one is ever served.
    const match = /^\[([0-9a-f:.]+)\](?::(\d*))?$/.exec(rest);
    if (!match) return { reason: "malformed-host" };
    name = `[${match[1]}]`;
    port = match[2];
  } else {
    const colon = rest.indexOf(":");
    if (colon !== -1) {
      port = rest.slice(colon + 1);
      rest = rest.slice(0, colon);
    }
    name = rest.endsWith(".") ? rest.slice(0, -1) : rest;
  }
  // RFC 9110 allows an empty port ("host:"), so only digits out of range are malformed.
  if (port !== undefined && (!/^\d{0,5}$/.test(port) || Number(port) > MAX_PORT)) {
    return { reason: "malformed-host" };
  }
  return { name };
}

function isValidHostName(name: string): boolean {
  if (name === "" || name.length > MAX_HOST_LENGTH) return false;
  return name.split(".").every((label) => SITE_SLUG_PATTERN.test(label));
}

/**
 * A numeric last label means an IP address, and no site is addressed by IP (nor is any real
 * top-level domain all digits): the rule of request hosts and custom domains alike.
 */
export const isIpAddressLike = (name: string) =>
  /^\d+$/.test(name.slice(name.lastIndexOf(".") + 1));

/**
 * Which site a request host belongs to. `{slug}.localhost` always works alongside
 * `{slug}.{platformDomain}` so local development needs no DNS. A custom domain is returned as
 * given (lower-cased, no port or trailing dot); the caller looks it up, including any www alias.
 */
export function resolveHost(
  host: string | null | undefined,
  options: ResolveHostOptions,
): HostResolution {
  if (host == null) return invalid("missing-host");
  const parsed = parseHostName(host);
  if ("reason" in parsed) return invalid(parsed.reason);
  const { name } = parsed;

  if (name === `[${IPV6_LOOPBACK}]`) return { kind: "platform" };
  if (!isValidHostName(name)) return invalid("malformed-host");
  if (LOOPBACK_HOSTS.has(name)) return { kind: "platform" };
  if (isIpAddressLike(name)) return invalid("malformed-host");

  const platformDomain = options.platformDomain.trim().toLowerCase().replace(/\.$/, "");
  for (const base of new Set([platformDomain, LOCALHOST])) {
    if (name === base || name === `www.${base}`) return { kind: "platform" };
    if (name.endsWith(`.${base}`)) {
      const subdomain = name.slice(0, -(base.length + 1));
      if (subdomain.includes(".")) return invalid("unknown-subdomain");
      // One valid label is exactly a valid slug: both use SITE_SLUG_PATTERN.
      return { kind: "site", slug: subdomain };
    }
  }

  // A dotless name cannot be a public domain, and the dot is what tells a custom-domain site key
  // from a slug (see siteKeyKind).
  if (!name.includes(".")) return invalid("malformed-host");
  return { kind: "custom-domain", domain: name };
}

/**
 * The internal path a site request is rewritten to: `/sites/{key}{pathname}`, where the key is
 * the slug or the custom domain. Null for the platform and for invalid hosts, which are not
 * rewritten. A visitor's own "/sites/..." path stays inside their site's key, so it cannot reach
 * another tenant.
 */
export function siteRewritePath(resolution: HostResolution, pathname: string): string | null {
  let key: string;
  if (resolution.kind === "site") key = resolution.slug;
  else if (resolution.kind === "custom-domain") key = resolution.domain;
  else return null;
  // The site's home page maps to the key itself, not "/sites/{key}/", which would be a
  // trailing-slash variant of the same route.
  if (pathname === "" || pathname === "/") return `${SITE_REWRITE_PREFIX}/${key}`;
  const path = pathname.startsWith("/") ? pathname : `/${pathname}`;
  return `${SITE_REWRITE_PREFIX}/${key}${path}`;
}

type SiteKeyKind = "slug" | "custom-domain" | "invalid";

/**
 * Tells a site key from the rewritten path apart: slugs never contain a dot and custom domains
 * always do. A key in any other shape (upper case, a port, a stray character) is "invalid", since
 * `siteRewritePath` never produces one; it can only come from a request that was not rewritten.
 */
export function siteKeyKind(key: string): SiteKeyKind {
  if (SITE_SLUG_PATTERN.test(key)) return "slug";
  if (!key.includes(".") || !isValidHostName(key) || isIpAddressLike(key)) return "invalid";
  return "custom-domain";
}
