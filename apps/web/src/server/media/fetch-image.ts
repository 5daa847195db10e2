import "server-only";
import { createHash } from "node:crypto";
import dns from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import net, { type LookupFunction } from "node:net";
import sharp from "sharp";
import { env } from "../env.ts";
import { isProduction } from "@forecourt/env/runtime-env";
import { IMAGE_TYPES, SNIFF_LENGTH, sniffImageType, type ImageType } from "./image-type.ts";

export const IMAGE_FETCH_TIMEOUT_MS = 15_000;
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/** Larger images are refused before anything decodes them (a small file can hold a huge image). */
export const IMAGE_MAX_PIXELS = 100_000_000;
const MAX_REDIRECTS = 5;
const USER_AGENT = "Forecourt image fetcher (+https://github.com/forecourt)";

export type FetchImageOptions = {
  /** For the whole exchange, redirects and body included. */
  timeoutMs?: number;
  /** Counted as the body arrives; a Content-Length is not trusted. */
  maxBytes?: number;
  /**
   * Let the URL reach loopback, private and link-local addresses. Default: IMAGE_FETCH_ALLOW_PRIVATE,
   * or when unset only outside production, where a dealer's URL must not reach the server's own
   * network.
   */
  isPrivateNetworkAllowed?: boolean;
  /**
   * Validators of the copy held: the server is asked for the image only if it changed since. A
   * Last-Modified the server sent is given back as text, exactly as it was sent.
   */
  ifModifiedSince?: Date | string | null;
  ifNoneMatch?: string | null;
};

export type FetchedImage = {
  type: ImageType;
  contentType: string;
  bytes: Buffer;
  /** As shown: EXIF orientation applied. */
  width: number;
  height: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
  etag: string | null;
  lastModified: string | null;
};

export type FetchImageResult =
  | { status: "fetched"; image: FetchedImage }
  /** The server said the copy held is current (304). */
  | { status: "not-modified" }
  | { status: "failed"; reason: string };

/** A reason to give up on this image; anything else thrown is a network failure. */
class ImageRefused extends Error {}

/**
 * Fetches an image from an http(s) URL, following up to five redirects to http(s) URLs, within
 * a time and size limit, and checks that it is an image from its content. A failure is a result
 * with a reason, never an exception.
 */
export async function fetchImage(
  url: string,
  options: FetchImageOptions = {},
): Promise<FetchImageResult> {
  const timeoutMs = options.timeoutMs ?? IMAGE_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? IMAGE_MAX_BYTES;
  const isPrivateNetworkAllowed = options.isPrivateNetworkAllowed ?? isPrivateNetworkAllowedByEnv();
  let target = parseHttpUrl(url);
  if (!target) return failed("not an http(s) URL");
  const signal = AbortSignal.timeout(timeoutMs);
  const headers: Record<string, string> = { "user-agent": USER_AGENT, accept: "image/*" };
  if (options.ifNoneMatch) headers["if-none-match"] = options.ifNoneMatch;
  if (options.ifModifiedSince) {
    headers["if-modified-since"] =
      typeof options.ifModifiedSince === "string"
        ? options.ifModifiedSince
        : options.ifModifiedSince.toUTCString();
  }
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await get(target, headers, signal, isPrivateNetworkAllowed);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && status !== 304 && response.headers.location) {
        response.resume();
        if (redirects === MAX_REDIRECTS) return failed("too many redirects");
        const next = parseHttpUrl(response.headers.location, target);
        if (!next) return failed("redirected to a URL that is not http(s)");
        target = next;
        continue;
      }
      if (status === 304 && (options.ifNoneMatch || options.ifModifiedSince)) {
        response.resume();
        return { status: "not-modified" };
      }
      if (status !== 200) {
        response.resume();
        return failed(`the server answered ${status}`);
      }
      const { bytes, type } = await readImageBody(response, maxBytes);
      return { status: "fetched", image: await describe(bytes, type, response) };
    }
  } catch (error) {
    if (signal.aborted) return failed(`no complete answer within ${timeoutMs / 1000} s`);
    if (error instanceof ImageRefused) return failed(error.message);
    return failed(`could not be fetched (${networkMessage(error)})`);
  }
}

/** IMAGE_FETCH_ALLOW_PRIVATE, or when it is unset: anywhere but in production. */
function isPrivateNetworkAllowedByEnv(): boolean {
  const setting = env().IMAGE_FETCH_ALLOW_PRIVATE;
  return setting === undefined ? !isProduction() : setting === "true";
}

function failed(reason: string): FetchImageResult {
  return { status: "failed", reason };
}

function parseHttpUrl(value: string, base?: URL): URL | null {
  try {
    const url = new URL(value, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

function get(
  url: URL,
  headers: Record<string, string>,
  signal: AbortSignal,
  isPrivateNetworkAllowed: boolean,
): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // A literal address is connected to without a lookup: check it here.
  if (!isPrivateNetworkAllowed && net.isIP(host) && isPrivateAddress(host)) {
    return Promise.reject(new ImageRefused("the URL points to a private or loopback address"));
  }
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.get(
      url,
      {
        headers,
        signal,
        agent: false,
        // Checked on the address actually connected to, so a name that resolves differently
        // the second time cannot slip through.
        ...(isPrivateNetworkAllowed ? {} : { lookup: publicOnlyLookup }),
      },
      resolve,
    );
    request.on("error", reject);
  });
}

const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    if (addresses.length === 0 || addresses.some(({ address }) => isPrivateAddress(address))) {
      return callback(new ImageRefused("the URL points to a private or loopback address"), "", 0);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    callback(null, first!.address, first!.family);
  });
};

const PRIVATE_NETWORKS = (() => {
  const list = new net.BlockList();
  for (const [address, prefix] of [
    ["0.0.0.0", 8],
    ["10.0.0.0", 8],
    ["100.64.0.0", 10],
    ["127.0.0.0", 8],
    ["169.254.0.0", 16],
    ["172.16.0.0", 12],
    ["192.0.0.0", 24],
    ["192.168.0.0", 16],
    ["198.18.0.0", 15],
    ["224.0.0.0", 3],
  ] as const) {
    list.addSubnet(address, prefix, "ipv4");
  }
  for (const [address, prefix] of [
    ["::", 127],
    ["fc00::", 7],
    ["fe80::", 10],
    ["ff00::", 8],
  ] as const) {
    list.addSubnet(address, prefix, "ipv6");
  }
  return list;
})();

/** Loopback, private, link-local, shared, multicast and reserved ranges (IPv4-mapped included). */
export function isPrivateAddress(address: string): boolean {
  const type = net.isIP(address);
  if (type === 0) return true;
  return PRIVATE_NETWORKS.check(address, type === 4 ? "ipv4" : "ipv6");
}

/** Reads the body up to `maxBytes`, giving up as soon as it is too big or not an image. */
async function readImageBody(
  response: IncomingMessage,
  maxBytes: number,
): Promise<{ bytes: Buffer; type: ImageType }> {
  const tooBig = () => new ImageRefused(`larger than ${formatBytes(maxBytes)}`);
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooBig();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  let type: ImageType | null = null;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      response.destroy();
      throw tooBig();
    }
    chunks.push(chunk);
    if (type === null && total >= SNIFF_LENGTH) {
      type = sniffImageType(Buffer.concat(chunks, total));
      if (type === null) {
        response.destroy();
        throw notAnImage();
      }
    }
  }
  const bytes = Buffer.concat(chunks, total);
  type ??= sniffImageType(bytes);
  if (type === null) throw notAnImage();
  return { bytes, type };
}

function notAnImage(): ImageRefused {
  return new ImageRefused("not an image (JPEG, PNG, WebP, GIF or AVIF expected)");
}

async function describe(
  bytes: Buffer,
  type: ImageType,
  response: IncomingMessage,
): Promise<FetchedImage> {
  let size: { width: number; height: number };
  try {
    const metadata = await sharp(bytes).metadata();
    size = metadata.autoOrient;
  } catch {
    throw new ImageRefused(`not a readable ${type.toUpperCase()} image`);
  }
  if (!(size.width > 0 && size.height > 0)) {
    throw new ImageRefused(`not a readable ${type.toUpperCase()} image`);
  }
  if (size.width * size.height > IMAGE_MAX_PIXELS) {
    throw new ImageRefused(`${size.width} by ${size.height} pixels is too large an image`);
  }
  return {
    type,
    contentType: IMAGE_TYPES[type].contentType,
    bytes,
    width: size.width,
    height: size.height,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    etag: headerValue(response.headers.etag),
    lastModified: headerValue(response.headers["last-modified"]),
  };
}

function headerValue(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} kB`;
}

function networkMessage(error: unknown): string {
  if (error && typeof error === "object" && "code" in error && typeof error.code === "string") {
    return error.code;
  }
  return error instanceof Error ? error.message : String(error);
}
