import http from "node:http";

export type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body's length in bytes as received (compressed when the server compressed it). */
  bytes: number;
};

export type LoopbackRequest = {
  /** The Host header: tenancy is by host (`{site}.localhost:{port}`); "" sends none. */
  host: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  /** Sent with its Content-Length (Node would send a DELETE's body with neither it nor chunks). */
  body?: string | Uint8Array;
  timeoutMs: number;
};

/**
 * One request to 127.0.0.1 on a fresh connection. Node's `fetch` drops a Host header and its DNS
 * does not resolve `*.localhost`, so the site is addressed by header here.
 */
export function loopback(port: number, request: LoopbackRequest): Promise<Answer> {
  const method = request.method ?? "GET";
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: "127.0.0.1",
        port,
        path: request.path,
        method,
        headers: {
          ...request.headers,
          ...(request.host ? { host: request.host } : {}),
          ...(request.body === undefined
            ? {}
            : { "content-length": String(Buffer.byteLength(request.body)) }),
        },
        setHost: request.host !== "",
        agent: false,
        timeout: request.timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: body.toString("utf8"),
            bytes: body.length,
          });
        });
        response.on("error", reject);
      },
    );
    outgoing.on("timeout", () =>
      outgoing.destroy(
        new Error(
          `${method} ${request.host}${request.path} timed out after ${request.timeoutMs} ms`,
        ),
      ),
    );
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

/** A readiness probe for `NextServer.waitUntilReady`: true once the request gets `status`. */
export function answers(port: number, request: LoopbackRequest, status = 200) {
  return async (): Promise<true | string> => {
    const answer = await loopback(port, request);
    return answer.status === status || `status ${answer.status}`;
  };
}
