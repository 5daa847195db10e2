import { isIpAddressLike, resolveHost, SITE_SLUG_PATTERN } from "./resolve-host.ts";

/**
 * A site's custom domain as it is stored and looked up: lower case, punycode (the A-label form
 * browsers send in Host), no port, no trailing dot. Stored this way, the host a request names
 * (resolveHost) and the stored host are one string, so a lookup is an equality.
 */

const MAX_DOMAIN_INPUT_LENGTH = 300;

type DomainRefusal = "not-a-host-name" | "ip-address" | "platform-domain" | "single-label";

export const DOMAIN_REFUSAL_MESSAGES: Record<DomainRefusal, string> = {
  "not-a-host-name":
    "This must be a host name such as www.example.com (no scheme, path, user or spaces).",
  "ip-address": "A custom domain is a host name, not an IP address.",
  "platform-domain":
    "This is the platform's own domain or one of its subdomains; every site already has {slug}.{platform domain}.",
  "single-label": "A custom domain has at least one dot, such as example.com.",
};

type DomainResult = { ok: true; host: string } | { ok: false; reason: DomainRefusal };

// Characters a host name (Unicode or not) never holds: scheme, path, user, query, spaces.
const NOT_IN_HOST = /[\s/\\@?#%*]/;

/**
 * The stored form of a custom domain, or why it is refused. Unicode names become punycode
 * (WHATWG URL's IDNA mapping, which Node's `domainToASCII` also follows), a ":port" and a
 * trailing dot are dropped. Pure: the platform's own domain is a parameter.
 */
export function normaliseCustomDomain(
  raw: string,
  { platformDomain }: { platformDomain: string },
): DomainResult {
  const trimmed = raw.trim();
  if (trimmed === "" || trimmed.length > MAX_DOMAIN_INPUT_LENGTH || NOT_IN_HOST.test(trimmed)) {
    return { ok: false, reason: "not-a-host-name" };
  }
  if (trimmed.startsWith("[") || /^[0-9.]+(:\d*)?$/.test(trimmed)) {
    return { ok: false, reason: "ip-address" };
  }
  const withoutPort = trimmed.replace(/:\d{0,5}$/, "");
  if (withoutPort.includes(":")) return { ok: false, reason: "not-a-host-name" };
  let ascii: string;
  try {
    ascii = new URL(`http://${withoutPort}/`).hostname;
  } catch {
    return { ok: false, reason: "not-a-host-name" };
  }
  const host = ascii.endsWith(".") ? ascii.slice(0, -1) : ascii;
  if (host === "" || host.length > 253) return { ok: false, reason: "not-a-host-name" };
  const labels = host.split(".");
  if (!labels.every((label) => SITE_SLUG_PATTERN.test(label))) {
    return { ok: false, reason: "not-a-host-name" };
  }
  if (isIpAddressLike(host)) return { ok: false, reason: "ip-address" };
  if (labels.length < 2) return { ok: false, reason: "single-label" };
  const resolution = resolveHost(host, { platformDomain });
  if (resolution.kind === "platform" || resolution.kind === "site") {
    return { ok: false, reason: "platform-domain" };
  }
  if (resolution.kind !== "custom-domain" || resolution.domain !== host) {
    // A subdomain two levels under the platform's domain, or anything resolveHost would not serve.
    return {
      ok: false,
      reason: isUnderPlatform(host, platformDomain) ? "platform-domain" : "not-a-host-name",
    };
  }
  return { ok: true, host };
}

function isUnderPlatform(host: string, platformDomain: string): boolean {
  const base = platformDomain.trim().toLowerCase().replace(/\.$/, "");
  return [base, "localhost"].some((name) => host === name || host.endsWith(`.${name}`));
}
