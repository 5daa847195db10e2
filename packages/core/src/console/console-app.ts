import { CONSOLE_PATH } from "./console-paths.ts";

/**
 * The console as an installable app: its manifest, its service worker and the few files that
 * worker keeps. The worker's scope is `/console` (no slash), so it controls `/console` itself as
 * well as every page under it; the script at `/console/sw.js` is answered with
 * `Service-Worker-Allowed: /console`, since a script's own folder (`/console/`) would not.
 */
export const CONSOLE_APP_SCOPE = CONSOLE_PATH;
export const CONSOLE_SERVICE_WORKER_PATH = `${CONSOLE_PATH}/sw.js`;
export const CONSOLE_MANIFEST_PATH = `${CONSOLE_PATH}/manifest.webmanifest`;
export const CONSOLE_OFFLINE_PATH = `${CONSOLE_PATH}/offline.html`;
export const CONSOLE_THEME_COLOUR = "#1e40af";

export const CONSOLE_ICONS = [
  { src: `${CONSOLE_PATH}/icon-192.png`, sizes: "192x192", type: "image/png", purpose: "any" },
  { src: `${CONSOLE_PATH}/icon-512.png`, sizes: "512x512", type: "image/png", purpose: "any" },
  {
    src: `${CONSOLE_PATH}/icon-maskable-512.png`,
    sizes: "512x512",
    type: "image/png",
    purpose: "maskable",
  },
] as const;

/** What the worker stores when it installs: the offline page and the icons, never a console page. */
export const CONSOLE_SHELL_PATHS: readonly string[] = [
  CONSOLE_OFFLINE_PATH,
  CONSOLE_MANIFEST_PATH,
  ...CONSOLE_ICONS.map((icon) => icon.src),
];

/** The console's web app manifest (served as JSON at {@link CONSOLE_MANIFEST_PATH}). */
export function consoleManifest() {
  return {
    id: CONSOLE_APP_SCOPE,
    name: "Forecourt console",
    short_name: "Console",
    description: "Leads, stock and sites for dealership staff.",
    start_url: CONSOLE_APP_SCOPE,
    scope: CONSOLE_APP_SCOPE,
    display: "standalone",
    background_color: "#ffffff",
    theme_color: CONSOLE_THEME_COLOUR,
    icons: CONSOLE_ICONS,
  };
}

/**
 * How the worker answers one request: `navigate` (a page: the network only, the offline page
 * when it fails), `shell` (a built asset or a shell file: the cache first, stored on first
 * fetch), or `network` (everything else, data and API answers above all: never cached).
 *
 * It runs inside the worker (its source is written into the script), so it uses nothing from
 * outside its own parameters.
 */
export function consoleRequestPolicy(
  request: { url: string; mode: string; method: string },
  origin: string,
  shellPaths: readonly string[],
): "navigate" | "shell" | "network" {
  if (request.method !== "GET") return "network";
  const url = new URL(request.url);
  if (url.origin !== origin) return "network";
  if (request.mode === "navigate") return "navigate";
  if (url.search === "" && shellPaths.includes(url.pathname)) return "shell";
  if (url.pathname.startsWith("/_next/static/")) return "shell";
  return "network";
}
