import type { NextConfig } from "next";

type Headers = Awaited<ReturnType<NonNullable<NextConfig["headers"]>>>;
type Rewrite = Extract<Awaited<ReturnType<NonNullable<NextConfig["rewrites"]>>>, unknown[]>[number];

export const BROTLI_SUFFIX: ".br";
export const ACCEPTS_BROTLI: string;
export function precompressedAssetRoutes(): { rewrites: Rewrite[]; headers: Headers };
export function precompressStatic(webDir: string): number;
export function brotliCopiesAtStart(
  webDir: string,
): { level: "warn" | "error"; message: string } | null;
