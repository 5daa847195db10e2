import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { listenOnLoopback } from "./listen.ts";

/**
 * A local stand-in for the few Stripe API calls the adapter makes (Checkout Sessions: create,
 * retrieve, expire; Refunds: create), answering the SDK the way Stripe does: form-encoded
 * requests, Bearer keys, idempotency keys, JSON objects and Stripe's error shape. Tests point
 * the official client at it with `host`, `port` and `protocol`.
 */

export type StandInRequest = {
  method: string;
  path: string;
  apiKey: string | null;
  idempotencyKey: string | null;
  body: URLSearchParams;
};

type Session = {
  id: string;
  object: "checkout.session";
  status: "open" | "complete" | "expired";
  /** Unix seconds: Stripe's 24 hours by default, or what the create asked (30 min to 24 h). */
  expires_at: number;
  payment_status: "unpaid" | "paid";
  payment_intent: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  livemode: false;
  /** The key that created it: another dealership's key cannot read it. */
  apiKey: string;
};

export type StripeStandIn = {
  url: string;
  address: { host: string; port: number; protocol: "http" };
  requests: StandInRequest[];
  sessions: Map<string, Session>;
  refunds: { id: string; payment_intent: string; amount: number }[];
  /** The shopper pays on Stripe's page: the session becomes complete and paid. */
  pay(sessionId: string): Session;
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function publicSession(session: Session) {
  const { apiKey: _key, ...rest } = session;
  return rest;
}

export async function startStripeStandIn(port = 0): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const sessions = new Map<string, Session>();
  const refunds: StripeStandIn["refunds"] = [];
  const replies = new Map<string, { status: number; body: unknown }>();

  const server: Server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const body = new URLSearchParams(raw);
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    const auth = request.headers.authorization ?? "";
    const apiKey = auth.startsWith("Bearer ") ? auth.slice(7) : null;
    const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
    requests.push({ method: request.method ?? "GET", path, apiKey, idempotencyKey, body });

    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
      response.end(JSON.stringify(payload));
    };
    const fail = (status: number, type: string, message: string, code?: string) =>
      send(status, { error: { type, message, ...(code ? { code } : {}) } });

    if (!apiKey?.startsWith("sk_")) {
      return fail(401, "invalid_request_error", "Invalid API Key provided.");
    }
    const replayKey = idempotencyKey ? `${apiKey}:${idempotencyKey}` : null;
    const replay = replayKey ? replies.get(replayKey) : undefined;
    if (replay) return send(replay.status, replay.body);
    const answer = (status: number, payload: unknown) => {
      if (replayKey && request.method === "POST") replies.set(replayKey, { status, body: payload });
      send(status, payload);
    };

    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (request.method === "POST" && path === "/v1/checkout/sessions") {
      const amount = Number(body.get("line_items[0][price_data][unit_amount]"));
      const currency = body.get("line_items[0][price_data][currency]") ?? "";
      if (!Number.isInteger(amount) || amount < 50 || !currency) {
        return fail(400, "invalid_request_error", "Invalid line_items[0][price_data].");
      }
      const now = Math.floor(Date.now() / 1000);
      const asked = body.get("expires_at");
      const expiresAt = asked === null ? now + 24 * 3600 : Number(asked);
      if (
        !Number.isInteger(expiresAt) ||
        expiresAt < now + 30 * 60 ||
        expiresAt > now + 24 * 3600
      ) {
        return fail(400, "invalid_request_error", "expires_at must be 30 minutes to 24 hours on.");
      }
      const session: Session = {
        id: id("cs_test"),
        expires_at: expiresAt,
        object: "checkout.session",
        status: "open",
        payment_status: "unpaid",
        payment_intent: null,
        client_reference_id: body.get("client_reference_id"),
        metadata: body.get("metadata[reference]")
          ? { reference: body.get("metadata[reference]")! }
          : {},
        amount_total: amount,
        currency,
        customer_email: body.get("customer_email"),
        success_url: body.get("success_url") ?? "",
        cancel_url: body.get("cancel_url") ?? "",
        url: null,
        livemode: false,
        apiKey,
      };
      session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
      sessions.set(session.id, session);
      return answer(200, publicSession(session));
    }
    if (sessionMatch) {
      const session = sessions.get(sessionMatch[1] ?? "");
      if (!session || session.apiKey !== apiKey) {
        return fail(404, "invalid_request_error", "No such checkout.session", "resource_missing");
      }
      if (request.method === "GET" && !sessionMatch[2]) return send(200, publicSession(session));
      if (request.method === "POST" && sessionMatch[2]) {
        if (session.status !== "open") {
          return fail(400, "invalid_request_error", "Only open sessions can be expired.");
        }
        session.status = "expired";
        session.url = null;
        return answer(200, publicSession(session));
      }
    }
    if (request.method === "POST" && path === "/v1/refunds") {
      const intent = body.get("payment_intent") ?? "";
      const session = [...sessions.values()].find((s) => s.payment_intent === intent);
      if (!session || session.apiKey !== apiKey) {
        return fail(404, "invalid_request_error", "No such payment_intent", "resource_missing");
      }
      if (refunds.some((r) => r.payment_intent === intent)) {
        return fail(
          400,
          "invalid_request_error",
          "Charge has already been refunded.",
          "charge_already_refunded",
        );
      }
      const refund = { id: id("re"), payment_intent: intent, amount: session.amount_total };
      refunds.push(refund);
      return answer(200, {
        object: "refund",
        status: "succeeded",
        currency: session.currency,
        ...refund,
      });
    }
    return fail(
      404,
      "invalid_request_error",
      `Unrecognized request URL (${request.method}: ${path}).`,
    );
  });

  const { origin, port: bound, close } = await listenOnLoopback(server, port);
  return {
    url: origin,
    address: { host: "127.0.0.1", port: bound, protocol: "http" },
    requests,
    sessions,
    refunds,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      session.status = "complete";
      session.payment_status = "paid";
      session.payment_intent ??= id("pi");
      return session;
    },
    close,
  };
}

/** A Stripe event around a session, as Stripe sends it to a webhook endpoint. */
export function stripeEvent(type: string, session: object): string {
  return JSON.stringify({
    id: id("evt"),
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object: publicSession(session as Session) },
  });
}
