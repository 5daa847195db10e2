import { createHash, createHmac, randomUUID } from "node:crypto";
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { listenOnLoopback } from "./listen.ts";

/**
 * A local stand-in for Till Payments' gateway API v3, answering the calls the adapter makes the
 * way the gateway does: Basic-authenticated JSON with the connector's API key in the path and
 * an HMAC-SHA512 X-Signature over method, body hash, content type, date and URI (checked here
 * with its own code, not the adapter's); preauthorize with a hosted payment page, capture,
 * refund, void, status by uuid or merchantTransactionId; error 3004 for a reused
 * merchantTransactionId; and signed status callbacks.
 */

export type TillConnector = { apiKey: string; sharedSecret: string };

type Transaction = {
  uuid: string;
  apiKey: string;
  merchantTransactionId: string;
  transactionType: "PREAUTHORIZE" | "CAPTURE" | "REFUND" | "VOID";
  status: "REDIRECT" | "SUCCESS" | "ERROR" | "VOIDED";
  amount: string;
  currency: string;
  referenceUuid: string | null;
  successUrl: string | null;
  cancelUrl: string | null;
  errorUrl: string | null;
  callbackUrl: string | null;
  message: string | null;
};

/** A callback as the gateway would post it: send it to the route under test. */
export type TillCallbackDelivery = { url: string; body: string; headers: Record<string, string> };

export type TillStandIn = {
  url: string;
  username: string;
  password: string;
  requests: { method: string; path: string; isSigned: boolean }[];
  transactions: Map<string, Transaction>;
  /** Callbacks posted to the merchant (with `deliverCallbacks`) and the status each got. */
  delivered: { url: string; status: number | null; body: string }[];
  /** The shopper pays (or is declined) on the hosted page: returns the signed callback. */
  pay(uuid: string, outcome?: "approved" | "declined"): TillCallbackDelivery;
  /** The signed callback the gateway would send about a transaction (one with a callback URL). */
  callbackOf(uuid: string, callbackUrl: string): TillCallbackDelivery;
  close(): Promise<void>;
};

const DECLINED = "Transaction declined by issuer.";
/** Cards the hosted page takes: the approved one, and one the issuer declines. */
export const TILL_TEST_CARDS = { approved: "4111111111111111", declined: "4242424242424241" };

function sign(
  secret: string,
  method: string,
  body: string,
  type: string,
  date: string,
  uri: string,
) {
  const bodyHash = createHash("sha512").update(body).digest("hex");
  return createHmac("sha512", secret)
    .update(`${method}\n${bodyHash}\n${type}\n${date}\n${uri}`)
    .digest("base64");
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function publicTransaction(t: Transaction) {
  return {
    success: true,
    transactionStatus:
      t.status === "REDIRECT" ? "PENDING" : t.status === "VOIDED" ? "SUCCESS" : t.status,
    uuid: t.uuid,
    merchantTransactionId: t.merchantTransactionId,
    transactionType: t.transactionType,
    amount: t.amount,
    currency: t.currency,
    ...(t.status === "ERROR" ? { errors: [{ message: t.message, code: 2003 }] } : {}),
  };
}

export async function startTillStandIn(
  connectors: TillConnector[],
  options: { port?: number; deliverCallbacks?: boolean } = {},
): Promise<TillStandIn> {
  const username = "forecourt-api";
  const password = "till-stand-in-password";
  const requests: TillStandIn["requests"] = [];
  const transactions = new Map<string, Transaction>();
  const delivered: TillStandIn["delivered"] = [];
  const byMerchantId = (apiKey: string, id: string) =>
    [...transactions.values()].find((t) => t.apiKey === apiKey && t.merchantTransactionId === id);

  function callbackFor(t: Transaction): TillCallbackDelivery {
    const connector = connectors.find((c) => c.apiKey === t.apiKey)!;
    const body = JSON.stringify({
      result: t.status === "SUCCESS" ? "OK" : "ERROR",
      uuid: t.uuid,
      merchantTransactionId: t.merchantTransactionId,
      purchaseId: `${t.uuid.slice(0, 8)}-purchase`,
      transactionType: t.transactionType,
      paymentMethod: "Creditcard",
      amount: t.amount,
      currency: t.currency,
      ...(t.status === "ERROR" ? { code: "2003", message: t.message } : {}),
    });
    const date = new Date().toUTCString();
    const contentType = "application/json; charset=utf-8";
    const url = new URL(t.callbackUrl!);
    const signature = sign(
      connector.sharedSecret,
      "POST",
      body,
      contentType,
      date,
      url.pathname + url.search,
    );
    return {
      url: t.callbackUrl!,
      body,
      headers: { "content-type": contentType, date, "x-signature": signature },
    };
  }

  function decide(uuid: string, outcome: "approved" | "declined"): Transaction {
    const t = transactions.get(uuid);
    if (!t || t.transactionType !== "PREAUTHORIZE") throw new Error(`No payment ${uuid}`);
    if (t.status === "REDIRECT") {
      t.status = outcome === "approved" ? "SUCCESS" : "ERROR";
      t.message = outcome === "approved" ? null : DECLINED;
    }
    return t;
  }

  /** Posts a callback as the gateway does; a `*.localhost` site is reached on loopback. */
  async function deliver(callback: TillCallbackDelivery) {
    const url = new URL(callback.url);
    await new Promise<void>((resolve) => {
      const sent = httpRequest(
        {
          host: url.hostname.endsWith(".localhost") ? "127.0.0.1" : url.hostname,
          port: url.port || 80,
          path: url.pathname + url.search,
          method: "POST",
          headers: { ...callback.headers, host: url.host },
          timeout: 30_000,
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () => {
            const body = Buffer.concat(chunks).toString("utf8");
            delivered.push({ url: callback.url, status: answer.statusCode ?? null, body });
            resolve();
          });
        },
      );
      // The gateway retries later; the shopper's return settles the payment meanwhile.
      sent.on("error", () => {
        delivered.push({ url: callback.url, status: null, body: "" });
        resolve();
      });
      sent.on("timeout", () => sent.destroy());
      sent.end(callback.body);
    });
  }

  async function hostedPage(request: IncomingMessage, response: ServerResponse, uuid: string) {
    const t = transactions.get(uuid);
    if (!t) {
      response.writeHead(404, { "content-type": "text/plain" }).end("No such payment");
      return;
    }
    if (request.method === "POST") {
      const card = new URLSearchParams(await readBody(request)).get("card_number") ?? "";
      const digits = card.replace(/\D/g, "");
      if (new URLSearchParams(request.url?.split("?")[1] ?? "").get("cancel") === "1") {
        response.writeHead(303, { location: t.cancelUrl! }).end();
        return;
      }
      const outcome =
        digits === TILL_TEST_CARDS.approved
          ? "approved"
          : digits === TILL_TEST_CARDS.declined
            ? "declined"
            : null;
      if (!outcome) {
        response
          .writeHead(422, { "content-type": "text/html" })
          .end(`<p role="alert">Invalid card number.</p><a href="/hpp/${uuid}">Back</a>`);
        return;
      }
      decide(uuid, outcome);
      if (options.deliverCallbacks) await deliver(callbackFor(t));
      response
        .writeHead(303, { location: outcome === "approved" ? t.successUrl! : t.errorUrl! })
        .end();
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(
      `<!doctype html><title>Till Payments</title><h1>Pay ${t.currency} ${t.amount}</h1>
<form method="post"><label>Card number <input name="card_number" autocomplete="off"></label>
<button type="submit">Pay</button></form>
<form method="post" action="/hpp/${uuid}?cancel=1"><button type="submit">Cancel</button></form>`,
    );
  }

  const server: Server = createServer(async (request, response) => {
    const uri = request.url ?? "/";
    const path = uri.split("?")[0] ?? "/";
    const hpp = /^\/hpp\/([^/]+)$/.exec(path);
    if (hpp) return hostedPage(request, response, hpp[1]!);

    const body = await readBody(request);
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
      response.end(JSON.stringify(payload));
    };
    const fail = (status: number, errorCode: number, errorMessage: string) =>
      send(status, { success: false, errorMessage, errorCode });

    const auth = request.headers.authorization ?? "";
    const expectedAuth = `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;
    if (auth !== expectedAuth) return fail(401, 1001, "Invalid credentials");

    const route =
      /^\/api\/v3\/(transaction|status)\/([^/]+)\/(preauthorize|capture|refund|void|getByUuid|getByMerchantTransactionId)(?:\/([^/]+))?$/.exec(
        path,
      );
    if (!route) return fail(404, 1000, "Not found");
    const [, kind, rawKey, action, rawId] = route;
    const apiKey = decodeURIComponent(rawKey!);
    const connector = connectors.find((c) => c.apiKey === apiKey);
    if (!connector) return fail(401, 1002, "Invalid API key");

    const date = request.headers.date ?? "";
    const contentType = request.headers["content-type"] ?? "";
    const signature = request.headers["x-signature"];
    const isSigned =
      typeof signature === "string" &&
      signature ===
        sign(connector.sharedSecret, request.method ?? "", body, contentType, date, uri);
    requests.push({ method: request.method ?? "GET", path, isSigned });
    if (!isSigned) return fail(401, 1004, "Invalid signature");

    if (kind === "status") {
      if (request.method !== "GET") return fail(405, 1000, "Method not allowed");
      const id = decodeURIComponent(rawId ?? "");
      const t = action === "getByUuid" ? transactions.get(id) : byMerchantId(apiKey, id);
      if (!t || t.apiKey !== apiKey)
        return send(200, {
          success: false,
          errorMessage: "Transaction not found",
          errorCode: 8001,
        });
      return send(200, publicTransaction(t));
    }

    if (request.method !== "POST" || !contentType.startsWith("application/json")) {
      return fail(400, 1000, "A JSON POST is expected");
    }
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return fail(400, 1000, "Invalid JSON");
    }
    const merchantTransactionId = input.merchantTransactionId;
    if (typeof merchantTransactionId !== "string" || merchantTransactionId === "") {
      return fail(400, 1003, "merchantTransactionId is required");
    }
    if (byMerchantId(apiKey, merchantTransactionId)) {
      return send(200, {
        success: false,
        returnType: "ERROR",
        errors: [
          {
            errorMessage: `The transaction ID '${merchantTransactionId}' already exists!`,
            errorCode: 3004,
          },
        ],
      });
    }
    const amount = typeof input.amount === "string" ? input.amount : "";
    const currency = typeof input.currency === "string" ? input.currency : "";
    const base = {
      uuid: randomUUID().replaceAll("-", "").slice(0, 20),
      apiKey,
      merchantTransactionId,
      amount,
      currency,
      referenceUuid: null,
      successUrl: null,
      cancelUrl: null,
      errorUrl: null,
      callbackUrl: null,
      message: null,
    };

    if (action === "preauthorize") {
      const urls = ["successUrl", "cancelUrl", "errorUrl", "callbackUrl"] as const;
      if (!/^\d+\.\d{2}$/.test(amount) || !/^[A-Z]{3}$/.test(currency)) {
        return fail(400, 1003, "amount and currency are required");
      }
      if (urls.some((name) => typeof input[name] !== "string")) {
        return fail(400, 1003, "successUrl, cancelUrl, errorUrl and callbackUrl are required");
      }
      const t: Transaction = {
        ...base,
        transactionType: "PREAUTHORIZE",
        status: "REDIRECT",
        successUrl: input.successUrl as string,
        cancelUrl: input.cancelUrl as string,
        errorUrl: input.errorUrl as string,
        callbackUrl: input.callbackUrl as string,
      };
      transactions.set(t.uuid, t);
      return send(200, {
        success: true,
        uuid: t.uuid,
        purchaseId: `${t.uuid.slice(0, 8)}-purchase`,
        returnType: "REDIRECT",
        redirectUrl: `${standIn.url}/hpp/${t.uuid}`,
        paymentMethod: "Creditcard",
      });
    }

    const referenceUuid = typeof input.referenceUuid === "string" ? input.referenceUuid : "";
    const parent = transactions.get(referenceUuid);
    if (!parent || parent.apiKey !== apiKey) {
      return send(200, {
        success: false,
        returnType: "ERROR",
        errors: [{ errorMessage: "Reference transaction not found", errorCode: 8001 }],
      });
    }
    const refuse = (message: string) =>
      send(200, {
        success: false,
        returnType: "ERROR",
        errors: [{ errorMessage: message, errorCode: 3001 }],
      });
    const children = (type: Transaction["transactionType"]) =>
      [...transactions.values()].filter(
        (t) =>
          t.referenceUuid === parent.uuid && t.transactionType === type && t.status === "SUCCESS",
      );

    if (action === "capture") {
      if (parent.transactionType !== "PREAUTHORIZE" || parent.status !== "SUCCESS") {
        return refuse("Only a successful pre-authorisation can be captured");
      }
      if (children("CAPTURE").length > 0) return refuse("Already captured");
      if (amount !== parent.amount || currency !== parent.currency) {
        return refuse("The capture must be for the authorised amount");
      }
    }
    if (action === "void") {
      if (parent.transactionType !== "PREAUTHORIZE" || parent.status !== "SUCCESS") {
        return refuse("Only a successful pre-authorisation can be voided");
      }
      if (children("CAPTURE").length > 0) return refuse("A captured payment cannot be voided");
    }
    if (action === "refund") {
      if (parent.transactionType !== "CAPTURE" || parent.status !== "SUCCESS") {
        return refuse("Only a captured payment can be refunded");
      }
      if (amount !== parent.amount || currency !== parent.currency) {
        return refuse("The refund must be for the captured amount");
      }
    }
    const t: Transaction = {
      ...base,
      amount: amount || parent.amount,
      currency: currency || parent.currency,
      transactionType: action!.toUpperCase() as Transaction["transactionType"],
      status: "SUCCESS",
      referenceUuid: parent.uuid,
    };
    transactions.set(t.uuid, t);
    if (action === "void") parent.status = "VOIDED";
    return send(200, { success: true, uuid: t.uuid, returnType: "FINISHED" });
  });

  const { origin, close } = await listenOnLoopback(server, options.port);
  const standIn: TillStandIn = {
    url: origin,
    username,
    password,
    requests,
    transactions,
    delivered,
    pay(uuid, outcome = "approved") {
      return callbackFor(decide(uuid, outcome));
    },
    callbackOf(uuid, callbackUrl) {
      const t = transactions.get(uuid);
      if (!t) throw new Error(`No transaction ${uuid}`);
      return callbackFor({ ...t, callbackUrl });
    },
    close,
  };
  return standIn;
}
