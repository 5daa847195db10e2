import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Workspace packages are TypeScript source: Next compiles them, there is no build step.
  transpilePackages: ["@forecourt/core", "@forecourt/db"],
  // Opened once per process through a globalThis singleton; never bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "sharp", "nodemailer"],
  poweredByHeader: false,
  // `npm run check` typechecks the whole workspace once; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  experimental: { globalNotFound: true },
  images: {
    // Spec §9 widths and qualities.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    // 1280: blog post images (spec §9).
    imageSizes: [96, 128, 256, 384, 1280],
    qualities: [60, 75, 80],
    formats: ["image/avif", "image/webp"],
    localPatterns: [{ pathname: "/media/**" }],
    minimumCacheTTL: 31_536_000,
  },
};

export default nextConfig;
