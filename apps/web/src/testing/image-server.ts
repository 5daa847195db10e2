import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/** What the stand-in answers at one path. */
export type ImageServerEntry =
  | {
      body: Buffer;
      contentType?: string;
      /** Sent as Last-Modified; If-Modified-Since at or after it gets a 304. */
      lastModified?: Date;
      /** Sent as ETag; a matching If-None-Match gets a 304. */
      etag?: string;
      /** Sent as Content-Length (default: the body's length); null sends the body chunked. */
      contentLength?: number | null;
      /** Waits this long before answering. */
      delayMs?: number;
    }
  | { status: number; location?: string };

/**
 * A local HTTP server standing in for a dealer's image host: each path answers as set, honours
 * conditional requests, and every request's path and headers are recorded.
 */
export async function startImageServer() {
  const entries = new Map<string, ImageServerEntry>();
  const requests: { path: string; headers: IncomingHttpHeaders }[] = [];
  const load = { inFlight: 0, mostInFlight: 0 };
  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    requests.push({ path, headers: request.headers });
    load.inFlight++;
    load.mostInFlight = Math.max(load.mostInFlight, load.inFlight);
    response.on("close", () => load.inFlight--);
    const entry = entries.get(path);
    if (!entry) return end(response, 404);
    if (!("body" in entry)) {
      if (entry.location) response.setHeader("location", entry.location);
      return end(response, entry.status);
    }
    const answer = () => {
      if (entry.lastModified) response.setHeader("last-modified", entry.lastModified.toUTCString());
      if (entry.etag) response.setHeader("etag", entry.etag);
      const since = request.headers["if-modified-since"];
      const match = request.headers["if-none-match"];
      const isNotModified =
        match !== undefined
          ? entry.etag !== undefined && match === entry.etag
          : since !== undefined &&
            entry.lastModified !== undefined &&
            Math.floor(entry.lastModified.getTime() / 1000) <= Date.parse(since) / 1000;
      if (isNotModified) return end(response, 304);
      response.setHeader("content-type", entry.contentType ?? "application/octet-stream");
      if (entry.contentLength !== null) {
        response.setHeader("content-length", String(entry.contentLength ?? entry.body.length));
      }
      response.statusCode = 200;
      // In pieces, as a network delivers a large body.
      for (let offset = 0; offset < entry.body.length; offset += 64 * 1024) {
        response.write(entry.body.subarray(offset, offset + 64 * 1024));
      }
      response.end();
    };
    if ("delayMs" in entry && entry.delayMs) setTimeout(answer, entry.delayMs);
    else answer();
  });
  // A client that gives up mid-body resets the connection; that is expected here.
  server.on("clientError", (_error, socket) => socket.destroy());
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (path: string) => `${origin}${path}`,
    set: (path: string, entry: ImageServerEntry) => entries.set(path, entry),
    requests,
    /** How many requests were being answered at once, at most (reset it to measure anew). */
    load,
    /** Requests to one path. */
    requestsTo: (path: string) => requests.filter((request) => request.path === path),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}

export type ImageServer = Awaited<ReturnType<typeof startImageServer>>;

function end(response: ServerResponse, status: number) {
  response.statusCode = status;
  response.end();
}

/** A small solid image for tests, of this format and size. */
export function testImage(
  format: "jpeg" | "png" | "webp" | "gif" | "avif",
  width: number,
  height: number,
  colour: { r: number; g: number; b: number } = { r: 200, g: 40, b: 40 },
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}
