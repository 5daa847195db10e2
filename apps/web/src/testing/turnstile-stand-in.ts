import { createServer } from "node:http";
import { listenOnLoopback } from "./listen.ts";

export type SiteverifyRequest = { secret: string; response: string; remoteip: string | null };

export type TurnstileStandIn = {
  /** The siteverify address to configure (`TURNSTILE_VERIFY_URL`). */
  verifyUrl: string;
  /** Every form it was posted, in order. */
  received: SiteverifyRequest[];
  close(): Promise<void>;
};

export type TurnstileStandInOptions = {
  /** The secret it accepts; any other gets `invalid-input-secret`. */
  secretKey: string;
  /** Tokens it passes; any other gets `invalid-input-response`. */
  goodTokens: readonly string[];
  /** 0 (the default) for any free port. */
  port?: number;
};

/**
 * Cloudflare Turnstile's siteverify endpoint on 127.0.0.1 for tests, speaking its protocol: a
 * form-encoded POST of `secret`, `response` and optional `remoteip`, answered with JSON
 * `{success, "error-codes"}`. Each good token passes once, as Cloudflare's do.
 */
export async function startTurnstileStandIn(
  options: TurnstileStandInOptions,
): Promise<TurnstileStandIn> {
  const received: SiteverifyRequest[] = [];
  const unused = new Set(options.goodTokens);
  const spent = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const answer = (status: number, body: object) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      const isForm = (request.headers["content-type"] ?? "").startsWith(
        "application/x-www-form-urlencoded",
      );
      if (request.method !== "POST" || !isForm) {
        return answer(405, { success: false, "error-codes": ["bad-request"] });
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const secret = form.get("secret") ?? "";
      const token = form.get("response") ?? "";
      received.push({ secret, response: token, remoteip: form.get("remoteip") });
      const errors: string[] = [];
      if (secret === "") errors.push("missing-input-secret");
      else if (secret !== options.secretKey) errors.push("invalid-input-secret");
      if (token === "") errors.push("missing-input-response");
      else if (spent.has(token)) errors.push("timeout-or-duplicate");
      else if (!unused.has(token)) errors.push("invalid-input-response");
      if (errors.length === 0) {
        unused.delete(token);
        spent.add(token);
      }
      answer(200, { success: errors.length === 0, "error-codes": errors });
    });
  });
  const { origin, close } = await listenOnLoopback(server, options.port);
  return {
    verifyUrl: `${origin}/turnstile/v0/siteverify`,
    received,
    close,
  };
}
