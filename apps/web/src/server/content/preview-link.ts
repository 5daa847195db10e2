import "server-only";
import { createHmac } from "node:crypto";
import { CONTENT_KINDS, type ContentKind } from "@forecourt/core/content/content-input";
import type { Site } from "@forecourt/core/site/site";
import type { Database } from "@forecourt/db/client";
import { getPlatformSecret } from "@forecourt/db/repositories/garage/platform-secret";
import { isSameSecret } from "../security/same-secret.ts";
import { platformSiteOrigin } from "../site-url.ts";

/**
 * How long a storefront preview address works. Staff reach it only through the console's preview
 * route, which makes a new one for a signed-in user each time; short, so an address copied out
 * of the browser soon stops showing the draft to whoever it is given to.
 */
export const PREVIEW_LINK_MS = 10 * 60 * 1000;

/** The storefront's preview route, a fixed route on the site's own host. */
const PREVIEW_PATH = "/preview";

export type PreviewTarget = { websiteId: number; kind: ContentKind; id: number };

/** The key preview links are signed with: a platform secret of its own. */
export function previewSecret(db: Database): Promise<string> {
  return getPlatformSecret(db, "content-preview");
}

const payloadOf = (target: PreviewTarget, expiresAt: number) =>
  `${target.websiteId}.${target.kind}.${target.id}.${expiresAt}`;

const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(payload).digest("base64url");

/**
 * The token of a preview address: the item and an expiry, signed with `previewSecret`. The
 * console cookie is not sent to a site's own host, so the address carries what the console's
 * preview route checked (a signed-in user who may edit that site's content) for PREVIEW_LINK_MS.
 */
export function previewToken(secret: string, target: PreviewTarget, now: Date): string {
  const expiresAt = now.getTime() + PREVIEW_LINK_MS;
  const payload = payloadOf(target, expiresAt);
  return `${expiresAt}.${sign(secret, payload)}`;
}

/** Whether a token opens this item's preview now. */
export function isPreviewTokenValid(
  secret: string,
  target: PreviewTarget,
  token: string,
  now: Date,
): boolean {
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt <= now.getTime()) return false;
  return isSameSecret(match[2]!, sign(secret, payloadOf(target, expiresAt)));
}

/**
 * The storefront address of an item's preview, on the site's host under the platform's domain
 * (reachable from wherever the console is, unlike a custom domain whose DNS or certificate may
 * not be in place yet), on the console's `port`.
 */
export function previewUrl(
  site: Pick<Site, "slug">,
  target: PreviewTarget,
  token: string,
  port: string,
): string {
  const url = new URL(
    `${PREVIEW_PATH}/${target.kind}/${target.id}`,
    platformSiteOrigin(site, port),
  );
  url.searchParams.set("token", token);
  return url.toString();
}

export function parsePreviewKind(segment: string): ContentKind | null {
  return (CONTENT_KINDS as readonly string[]).includes(segment) ? (segment as ContentKind) : null;
}
