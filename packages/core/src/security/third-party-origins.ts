import type { ChatSettings } from "../chat/chat-settings.ts";
import type { SecuritySettings } from "./security-settings.ts";

/** The settings a site's third-party origins come from. */
type OriginSettings = {
  /** The tags the site loads (settings `analytics`). */
  analytics: {
    googleTagManagerId?: string | undefined;
    googleAnalyticsId?: string | undefined;
    facebookPixelId?: string | undefined;
    manufacturerTagSrc?: string | undefined;
  };
  security: SecuritySettings;
  chat: ChatSettings;
  branding: {
    logoUrl?: string | undefined;
    bannerUrl?: string | undefined;
    faviconUrl?: string | undefined;
  };
};

/**
 * The third-party origins one site's settings allow a page to use, by what the page does with
 * them: load a script, show a frame, send data to (fetch, beacons), show an image, take a
 * payment in a frame (Permissions-Policy `payment`). The content
 * security policy of the site's pages is built from this, so a site that switches a tag or a
 * widget on gets exactly its hosts and no other site does.
 *
 * Whoever adds a third party to the storefront adds its origins here, keyed on the setting that
 * turns it on.
 */
export type ThirdPartyOrigins = {
  script: string[];
  frame: string[];
  connect: string[];
  img: string[];
  payment: string[];
};

type OriginsPart = Partial<ThirdPartyOrigins>;

/** Google Tag Manager and GA4, as Google's CSP guide lists them. */
const GOOGLE_TAG: OriginsPart = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ],
  img: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
};
/** GTM's no-script fallback is a frame. */
const GOOGLE_TAG_MANAGER: OriginsPart = { frame: ["https://www.googletagmanager.com"] };
const META_PIXEL: OriginsPart = {
  script: ["https://connect.facebook.net"],
  connect: ["https://www.facebook.com", "https://connect.facebook.net"],
  img: ["https://www.facebook.com"],
};
/** Cloudflare Turnstile's widget: its script, and the challenge it shows in a frame. */
const TURNSTILE: OriginsPart = {
  script: ["https://challenges.cloudflare.com"],
  frame: ["https://challenges.cloudflare.com"],
};

/** `https://host[:port]` of an absolute http(s) URL, or null for a path or anything else. */
export function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function thirdPartyOrigins(settings: OriginSettings): ThirdPartyOrigins {
  const parts: OriginsPart[] = [];
  const { analytics, branding, security, chat } = settings;
  if (analytics.googleTagManagerId) parts.push(GOOGLE_TAG, GOOGLE_TAG_MANAGER);
  if (analytics.googleAnalyticsId) parts.push(GOOGLE_TAG);
  if (analytics.facebookPixelId) parts.push(META_PIXEL);
  const manufacturerTag = originOf(analytics.manufacturerTagSrc);
  if (manufacturerTag) parts.push({ script: [manufacturerTag] });
  if (security.turnstile) parts.push(TURNSTILE);
  // A live chat provider's script, its chat frame and its messages all come from its origin.
  const chatProvider = chat.provider === "live" ? originOf(chat.scriptUrl) : null;
  if (chatProvider) {
    parts.push({ script: [chatProvider], frame: [chatProvider], connect: [chatProvider] });
  }
  const images = [branding.logoUrl, branding.bannerUrl, branding.faviconUrl]
    .map(originOf)
    .filter((origin): origin is string => origin !== null);
  parts.push({ img: images });
  parts.push(security.extraOrigins);
  return mergeOrigins(parts);
}

function mergeOrigins(parts: OriginsPart[]): ThirdPartyOrigins {
  const collect = (directive: keyof ThirdPartyOrigins) =>
    [...new Set(parts.flatMap((part) => part[directive] ?? []))].sort();
  return {
    script: collect("script"),
    frame: collect("frame"),
    connect: collect("connect"),
    img: collect("img"),
    payment: collect("payment"),
  };
}
