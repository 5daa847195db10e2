import "server-only";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CONSOLE_PATH } from "@forecourt/core/console/console-paths";

/**
 * The app's routes as Next writes them (`/api/leads/[leadId]`, `/sites/[site]/cars/[slug]`,
 * `/media/[...id]`), each with a matcher: a request's path becomes the route it went to, a
 * label with as many values as the app has routes, never the path itself.
 */
type RouteTemplateTable = readonly { template: string; pattern: RegExp }[];

/** A template for what no route of the app matches (an asset, a path Next answers 404). */
export const UNMATCHED_ROUTE = "unmatched";
/** The build's own files: one label for all of them. */
const NEXT_ASSETS = "/_next";
/** Sites' pages are served under this prefix (the proxy rewrites a site's host there). */
const SITE_PREFIX = "/sites/[site]";

/** Static segments before dynamic ones, catch-alls last: the order Next matches in. */
function rankOf(segment: string | undefined): number {
  if (segment === undefined) return -1;
  if (segment.startsWith("[[...")) return 3;
  if (segment.startsWith("[...")) return 2;
  if (segment.startsWith("[")) return 1;
  return 0;
}

function compareTemplates(a: string, b: string): number {
  const left = a.split("/");
  const right = b.split("/");
  for (let at = 0; at < Math.max(left.length, right.length); at += 1) {
    const difference = rankOf(left[at]) - rankOf(right[at]);
    if (difference !== 0) return difference;
  }
  return 0;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function patternOf(template: string): RegExp {
  let source = "";
  for (const segment of template.split("/").slice(1)) {
    if (segment.startsWith("[[...")) source += "(?:/[^/]+)*";
    else if (segment.startsWith("[...")) source += "(?:/[^/]+)+";
    else if (segment.startsWith("[")) source += "/[^/]+";
    else if (segment !== "") source += `/${escape(segment)}`;
  }
  return new RegExp(`^${source}/?$`);
}

/** The table of `templates` (Next's routes, route groups left out), most specific first. */
export function routeTableOf(templates: Iterable<string>): RouteTemplateTable {
  return [...new Set(templates)]
    .sort(compareTemplates)
    .map((template) => ({ template, pattern: patternOf(template) }));
}

/**
 * The route a path went to, from `table`: a site's pages by their route under the site
 * (`/cars/[slug]`; the proxy serves a site's host from `/sites/[site]`), the build's files as
 * `/_next`, and anything else unmatched.
 */
export function routeTemplateOf(pathname: string, table: RouteTemplateTable): string {
  if (pathname.startsWith(`${NEXT_ASSETS}/`)) return NEXT_ASSETS;
  const isPlatformPath =
    pathname === "/api" ||
    pathname.startsWith("/api/") ||
    pathname.startsWith("/media/") ||
    pathname === CONSOLE_PATH ||
    pathname.startsWith(`${CONSOLE_PATH}/`);
  const candidate = isPlatformPath ? pathname : `/sites/-${pathname === "/" ? "" : pathname}`;
  const found = table.find(({ pattern }) => pattern.test(candidate));
  if (!found) return UNMATCHED_ROUTE;
  if (found.template === SITE_PREFIX) return "/";
  return found.template.startsWith(`${SITE_PREFIX}/`)
    ? found.template.slice(SITE_PREFIX.length)
    : found.template;
}

/** `(group)` folders do not name a route; `@slot` ones are parallel routes. */
const isRouteSegment = (segment: string) => !/^\(.*\)$/.test(segment) && !segment.startsWith("@");

/** The routes of an app folder (src/app): each page.tsx and route.ts file's folder. */
export function templatesOfAppFolder(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/^(page|route)\.(tsx?|jsx?)$/.test(entry.name)) continue;
    const relative = path.relative(folder, entry.parentPath);
    const segments = relative === "" ? [] : relative.split(path.sep).filter(isRouteSegment);
    found.push(`/${segments.join("/")}`);
  }
  return found;
}

/**
 * The server's routes: from the build (`.next/app-path-routes-manifest.json`, whose values are
 * the routes), or, without a build (the dev server, tests), from the app's folder.
 */
function loadRouteTable(root: string): RouteTemplateTable {
  // The repository's root (the tests' working directory) holds the app in apps/web.
  if (!existsSync(path.join(root, "src", "app"))) {
    const app = path.join(root, "apps", "web");
    if (existsSync(path.join(app, "src", "app"))) root = app;
  }
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(root, ".next", "app-path-routes-manifest.json"), "utf8"),
    ) as Record<string, string>;
    return routeTableOf(Object.values(manifest));
  } catch {
    try {
      return routeTableOf(templatesOfAppFolder(path.join(root, "src", "app")));
    } catch {
      return [];
    }
  }
}

const holder = globalThis as typeof globalThis & { __forecourtRouteTable?: RouteTemplateTable };

/** The process's route table, read once (from the server's folder, its working directory). */
export function serverRouteTable(): RouteTemplateTable {
  holder.__forecourtRouteTable ??= loadRouteTable(process.cwd());
  return holder.__forecourtRouteTable;
}
