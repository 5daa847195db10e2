import { isSecretMarker, secretMarker, type SecretMarker } from "../security/secret-marker.ts";
import type { SiteSettings } from "./site-settings.ts";

/**
 * The dotted path of every text setting: `security.turnstile.secretKey`, `stockFeed.pullUrl`, ...
 * (arrays are not descended into; no secret lives in a list).
 */
type TextSettingPath<T = SiteSettings> = {
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

/**
 * A site document's settings as the settings schema checks them: a secret sent as null (the
 * document clears it) or as its marker (kept) is taken out, with the objects holding it that it
 * leaves empty (`turnstile: {}` is no valid setting; without it, there is no Turnstile).
 */
export function withoutSecretPlaceholders(settings: Json): Json {
  const copy = structuredClone(settings);
  for (const path of SECRET_SETTING_PATHS) {
    const keys = path.split(".");
    const holder = settingAt(copy, keys.slice(0, -1).join("."));
    if (typeof holder !== "object" || holder === null) continue;
    const value = (holder as Json)[keys.at(-1)!];
    if (value !== null && !isSecretMarker(value)) continue;
    delete (holder as Json)[keys.at(-1)!];
    dropEmptyHolders(copy, keys.slice(0, -1));
  }
  return copy;
}

/**
 * The settings a site document stores: the document's settings whole, except that a secret it
 * does not name (or names by its marker) keeps the stored value, and one it names as null is
 * removed (with the objects holding it that it leaves empty). A file kept in version control holds no secrets, and applying it must not clear them.
 */
export function keepUnsentSecrets(stored: unknown, sent: Json): Json {
  const copy = withoutSecretPlaceholders(sent);
  const storedJson = typeof stored === "object" && stored !== null ? (stored as Json) : {};
  for (const path of SECRET_SETTING_PATHS) {
    const keys = path.split(".");
    const sentValue = settingAt(sent, path);
    if (typeof sentValue === "string" || sentValue === null) continue;
    const storedValue = settingAt(storedJson, path);
    if (typeof storedValue !== "string") continue;
    let holder = copy;
    for (const key of keys.slice(0, -1)) {
      const next = holder[key];
      if (typeof next !== "object" || next === null || Array.isArray(next)) holder[key] = {};
      holder = holder[key] as Json;
    }
    holder[keys.at(-1)!] = storedValue;
  }
  return copy;
}

/** Removes the objects along `keys` that are left empty. */
function dropEmptyHolders(json: Json, keys: string[]): void {
  for (let depth = keys.length; depth > 0; depth--) {
    const parent = depth === 1 ? json : settingAt(json, keys.slice(0, depth - 1).join("."));
    if (typeof parent !== "object" || parent === null) return;
    const key = keys[depth - 1]!;
    const holder = (parent as Json)[key];
    if (typeof holder !== "object" || holder === null || Object.keys(holder).length > 0) return;
    delete (parent as Json)[key];
  }
}

/** The value at a dotted path of settings, or undefined. */
export function settingAt(json: Json, path: string): unknown {
  let value: unknown = json;
  for (const key of path.split(".")) {
    value = typeof value === "object" && value !== null ? (value as Json)[key] : undefined;
  }
  return value;
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
