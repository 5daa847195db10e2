import { isSecretMarker, secretMarker, type SecretMarker } from "../security/secret-marker.ts";
import type { SiteSettings } from "./site-settings.ts";

/**
 * The dotted path of every text setting: `security.turnstile.secretKey`, `stockFeed.pullUrl`, ...
 * (arrays are not descended into; no secret lives in a list).
 */
export type TextSettingPath<T = SiteSettings> = {
  [K in keyof T & string]-?: NonNullable<T[K]> extends string
    ? K
    : NonNullable<T[K]> extends readonly unknown[]
      ? never
      : NonNullable<T[K]> extends object
        ? `${K}.${TextSettingPath<NonNullable<T[K]>>}`
        : never;
}[keyof T & string];

/**
 * Every setting that is a secret: write-only, never in an API answer or a page. A path that
 * names no text setting is a type error; a setting whose name says secret, key, token or
 * password and is missing here fails `redact-settings.test.ts`.
 */
export const SECRET_SETTING_PATHS = [
  // Checks each lead's Turnstile token with Cloudflare; only the server reads it.
  "security.turnstile.secretKey",
  // The dealer system's export address, which often carries its access token in the query.
  "stockFeed.pullUrl",
  // Whoever has it reads the site's whole stock feed (catalogue-feed-settings.ts).
  "catalogueFeeds.token",
] as const satisfies readonly TextSettingPath[];

export type SecretSettingPath = (typeof SECRET_SETTING_PATHS)[number];

/** Setting names that are not secrets although their names say key (public ids, names). */
export const PUBLIC_KEY_SETTING_PATHS = [
  "security.turnstile.siteKey",
  "storage.favouritesKey",
  "storage.viewsKey",
  "storage.userKey",
] as const satisfies readonly TextSettingPath[];

type Json = Record<string, unknown>;

/**
 * The settings as an API answer shows them: every secret setting replaced by its marker
 * (`{ set: true, last4 }`, or null when unset), everything else as it is. The settings given
 * are not changed.
 */
export function redactSettings(settings: SiteSettings): Json {
  const copy = structuredClone(settings) as unknown as Json;
  for (const [holder, last] of secretHolders(copy)) {
    const marker: SecretMarker = secretMarker(holder[last] as string | undefined);
    holder[last] = marker;
  }
  return copy;
}

/**
 * A settings merge patch with the secret markers a client sent back taken out (it read the
 * settings, changed something else and sent them all back): the stored secret is kept. A new
 * value (a string) or null (removes the secret) goes through. The patch given is not changed.
 */
export function withoutSecretMarkers(patch: unknown): unknown {
  if (typeof patch !== "object" || patch === null || Array.isArray(patch)) return patch;
  const copy = structuredClone(patch) as Json;
  for (const [holder, last] of secretHolders(copy)) {
    if (isSecretMarker(holder[last])) delete holder[last];
  }
  return copy;
}

/** Each secret setting's parent object in `json` that exists, with the setting's own key. */
function secretHolders(json: Json): [Json, string][] {
  const found: [Json, string][] = [];
  for (const path of SECRET_SETTING_PATHS) {
    const keys = path.split(".");
    const last = keys.pop()!;
    let holder: unknown = json;
    for (const key of keys) {
      holder = typeof holder === "object" && holder !== null ? (holder as Json)[key] : undefined;
    }
    if (typeof holder === "object" && holder !== null) found.push([holder as Json, last]);
  }
  return found;
}
