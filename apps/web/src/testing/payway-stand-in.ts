import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { listenOnLoopback } from "./listen.ts";

/**
 * A local stand-in for St.George's PayWay REST API (v1), answering the calls the St George
 * adapter and PayWay's card frame make the way PayWay does: HTTP Basic with an API key as the
 * user name and no password (the publishable key only for single-use tokens), form-encoded
 * requests, Idempotency-Key replays, JSON transactions and 422 `{data: [{fieldName, message}]}`
 * for a request it refuses. For the browser it serves `payway.js`, whose
 * `payway.createCreditCardFrame` puts its own card frame (served here) on the page and hands
 * back a single-use token, so the card number never touches the page that embeds it.
 */

export const PAYWAY_TEST_CARDS = { approved: "4564710000000004", declined: "4564710000000012" };

type Token = { id: string; cardNumber: string; isUsed: boolean; publishableKey: string };
export type PayWayTransaction = {
  transactionId: number;
  transactionType: "preAuth" | "capture" | "refund" | "payment";
  status: "approved" | "declined" | "voided";
  responseCode: string;
  responseText: string;
  customerNumber: string;
  orderNumber: string;
  principalAmount: number;
  currency: string;
  merchantId: string;
  parentTransactionId: number | null;
  customerIpAddress: string | null;
};

export type PayWayStandIn = {
  /** The REST API's base URL (…/rest/v1), as the adapter is configured with it. */
  url: string;
  secretKey: string;
  publishableKey: string;
  transactions: Map<number, PayWayTransaction>;
  requests: { method: string; path: string; idempotencyKey: string | null }[];
  /** What the card frame does in the browser: a single-use token for a card. */
  tokenFor(cardNumber: string): Promise<string>;
  close(): Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** The browser library: a card frame in the element `#payway-credit-card`, tokens on request. */
const paywayJs = (origin: string) => `(function () {
  var ORIGIN = ${JSON.stringify(origin)};
  window.payway = {
    createCreditCardFrame: function (options, created) {
      var holder = document.getElementById("payway-credit-card");
      if (!holder) return created({ message: "No #payway-credit-card element" });
      var frame = document.createElement("iframe");
      frame.title = "Card details";
      frame.src = ORIGIN + "/rest/v1/credit-card-frame?key=" + encodeURIComponent(options.publishableApiKey);
      frame.style.width = "100%";
      frame.style.height = "120px";
      frame.style.border = "0";
      holder.appendChild(frame);
      var pending = null;
      function onMessage(event) {
        if (event.origin !== ORIGIN || event.source !== frame.contentWindow) return;
        var data = event.data || {};
        if (data.type === "valid" && options.onValid) options.onValid();
        if (data.type === "invalid" && options.onInvalid) options.onInvalid();
        if (data.type === "token" && pending) {
          var callback = pending; pending = null;
          if (data.error) callback({ message: data.error }); else callback(null, { singleUseTokenId: data.singleUseTokenId });
        }
      }
      window.addEventListener("message", onMessage);
      frame.addEventListener("load", function () {
        created(null, {
          getToken: function (callback) { pending = callback; frame.contentWindow.postMessage({ type: "getToken" }, ORIGIN); },
          destroy: function () { window.removeEventListener("message", onMessage); frame.remove(); },
        });
      });
    },
  };
})();`;

const cardFrameHtml = (publishableKey: string) => `<!doctype html><html><body>
<label>Card number <input id="card" autocomplete="off" inputmode="numeric"></label>
<script>
  var KEY = ${JSON.stringify(publishableKey)};
  var input = document.getElementById("card");
  input.addEventListener("input", function () {
    parent.postMessage({ type: input.value.replace(/\\D/g, "").length >= 13 ? "valid" : "invalid" }, "*");
  });
  window.addEventListener("message", function (event) {
    if (event.source !== parent || !event.data || event.data.type !== "getToken") return;
    fetch("/rest/v1/single-use-tokens", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", authorization: "Basic " + btoa(KEY + ":") },
      body: new URLSearchParams({ paymentMethod: "creditCard", cardNumber: input.value.replace(/\\D/g, ""), cvn: "123", cardholderName: "Card Holder", expiryDateMonth: "12", expiryDateYear: "39" }),
    }).then(function (r) { return r.json().then(function (body) { return { ok: r.ok, body: body }; }); })
      .then(function (res) {
        if (res.ok) parent.postMessage({ type: "token", singleUseTokenId: res.body.singleUseTokenId }, event.origin);
        else parent.postMessage({ type: "token", error: (res.body.data && res.body.data[0] && res.body.data[0].message) || "Invalid card" }, event.origin);
      });
  });
</script></body></html>`;

export async function startPayWayStandIn(
  options: { merchantIds?: string[]; port?: number } = {},
): Promise<PayWayStandIn> {
  const merchantIds = options.merchantIds ?? ["TEST"];
  const secretKey = `T10000_SEC_${randomBytes(12).toString("hex")}`;
  const publishableKey = `T10000_PUB_${randomBytes(12).toString("hex")}`;
  const tokens = new Map<string, Token>();
  const transactions = new Map<number, PayWayTransaction>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const requests: PayWayStandIn["requests"] = [];
  let nextId = 1_179_985_400;

  const server: Server = createServer(async (request, response) => {
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    const query = new URLSearchParams((request.url ?? "").split("?")[1] ?? "");
    const raw = await readBody(request);
    const form = new URLSearchParams(raw);
    const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
    requests.push({ method: request.method ?? "GET", path, idempotencyKey });
    const send = (res: ServerResponse, status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const invalid = (fieldName: string, message: string) =>
      send(response, 422, { data: [{ fieldName, message, fieldValue: form.get(fieldName) }] });

    if (request.method === "GET" && path === "/rest/v1/payway.js") {
      response.writeHead(200, { "content-type": "text/javascript" });
      return response.end(paywayJs(standIn.url.replace(/\/rest\/v1$/, "")));
    }
    if (request.method === "GET" && path === "/rest/v1/credit-card-frame") {
      if (query.get("key") !== publishableKey)
        return send(response, 401, { message: "Unauthorised" });
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return response.end(cardFrameHtml(publishableKey));
    }

    const auth = request.headers.authorization ?? "";
    const user = auth.startsWith("Basic ")
      ? Buffer.from(auth.slice(6), "base64").toString("utf8").replace(/:$/, "")
      : "";

    if (request.method === "POST" && path === "/rest/v1/single-use-tokens") {
      if (user !== publishableKey && user !== secretKey) {
        return send(response, 401, { message: "Unauthorised" });
      }
      const cardNumber = (form.get("cardNumber") ?? "").replace(/\D/g, "");
      if (!/^\d{13,19}$/.test(cardNumber)) return invalid("cardNumber", "Invalid card number");
      const id = `${randomBytes(16).toString("hex")}`;
      tokens.set(id, { id, cardNumber, isUsed: false, publishableKey: user });
      return send(response, 200, {
        singleUseTokenId: id,
        paymentMethod: "creditCard",
        creditCard: { cardNumber: `${cardNumber.slice(0, 6)}...${cardNumber.slice(-3)}` },
      });
    }

    if (user !== secretKey) return send(response, 401, { message: "Unauthorised" });
    const replayKey = idempotencyKey ? `${request.method} ${path} ${idempotencyKey}` : null;
    const replay = replayKey ? replies.get(replayKey) : undefined;
    if (replay) return send(response, replay.status, replay.body);
    const answer = (status: number, body: unknown) => {
      if (replayKey && request.method === "POST" && status < 500)
        replies.set(replayKey, { status, body });
      send(response, status, body);
    };
    const record = (t: Omit<PayWayTransaction, "transactionId">) => {
      const transaction = { ...t, transactionId: nextId++ };
      transactions.set(transaction.transactionId, transaction);
      return transaction;
    };
    const publicOf = (t: PayWayTransaction) => ({
      ...t,
      isVoidable:
        t.transactionType === "preAuth" && t.status === "approved" && !children(t, "capture"),
      isRefundable:
        (t.transactionType === "capture" || t.transactionType === "payment") &&
        t.status === "approved" &&
        !children(t, "refund"),
    });
    const children = (t: PayWayTransaction, type: PayWayTransaction["transactionType"]) =>
      [...transactions.values()].some(
        (c) =>
          c.parentTransactionId === t.transactionId &&
          c.transactionType === type &&
          c.status === "approved",
      );

    const single = /^\/rest\/v1\/transactions\/(\d+)(\/void)?$/.exec(path);
    if (single) {
      const t = transactions.get(Number(single[1]));
      if (!t) return send(response, 404, { message: "Transaction not found" });
      if (request.method === "GET" && !single[2]) return send(response, 200, publicOf(t));
      if (request.method === "POST" && single[2]) {
        if (!publicOf(t).isVoidable)
          return answer(422, {
            data: [{ fieldName: "transactionId", message: "Transaction cannot be voided" }],
          });
        t.status = "voided";
        return answer(200, publicOf(t));
      }
      return send(response, 405, { message: "Method not allowed" });
    }
    if (request.method !== "POST" || path !== "/rest/v1/transactions") {
      return send(response, 404, { message: "Not found" });
    }
    if (!idempotencyKey) return invalid("Idempotency-Key", "Idempotency-Key header is required");
    if (request.headers["content-type"] !== "application/x-www-form-urlencoded") {
      return send(response, 415, { message: "Unsupported media type" });
    }
    const type = form.get("transactionType");
    const amount = Number(form.get("principalAmount"));
    const orderNumber = form.get("orderNumber") ?? "";
    const merchantId = form.get("merchantId") ?? "";
    if (
      !Number.isFinite(amount) ||
      amount <= 0 ||
      !/^\d+(\.\d{1,2})?$/.test(form.get("principalAmount") ?? "")
    ) {
      return invalid("principalAmount", "Invalid amount");
    }
    if (!merchantIds.includes(merchantId)) return invalid("merchantId", "Unknown merchant");

    if (type === "preAuth" || type === "payment") {
      const token = tokens.get(form.get("singleUseTokenId") ?? "");
      if (!token || token.isUsed)
        return invalid("singleUseTokenId", "Single use token is invalid or has been used");
      if (!form.get("customerNumber"))
        return invalid("customerNumber", "Customer number is required");
      if (!form.get("customerIpAddress"))
        return invalid("customerIpAddress", "Customer IP address is required");
      if (form.get("currency") !== "aud") return invalid("currency", "Currency must be aud");
      token.isUsed = true;
      const approved = token.cardNumber === PAYWAY_TEST_CARDS.approved;
      const t = record({
        transactionType: type,
        status: approved ? "approved" : "declined",
        responseCode: approved ? "08" : "54",
        responseText: approved ? "Honour with identification" : "Expired card",
        customerNumber: form.get("customerNumber")!,
        orderNumber,
        principalAmount: amount,
        currency: "aud",
        merchantId,
        parentTransactionId: null,
        customerIpAddress: form.get("customerIpAddress"),
      });
      return answer(201, publicOf(t));
    }
    if (type === "capture" || type === "refund") {
      const parent = transactions.get(Number(form.get("parentTransactionId")));
      if (!parent) return invalid("parentTransactionId", "Parent transaction not found");
      const allowed =
        type === "capture" ? publicOf(parent).isVoidable : publicOf(parent).isRefundable;
      if (!allowed)
        return invalid(
          "parentTransactionId",
          `Transaction cannot be ${type === "capture" ? "captured" : "refunded"}`,
        );
      if (amount > parent.principalAmount)
        return invalid("principalAmount", "Amount exceeds the original");
      const t = record({
        transactionType: type,
        status: "approved",
        responseCode: "00",
        responseText: "Approved",
        customerNumber: parent.customerNumber,
        orderNumber,
        principalAmount: amount,
        currency: parent.currency,
        merchantId,
        parentTransactionId: parent.transactionId,
        customerIpAddress: null,
      });
      return answer(201, publicOf(t));
    }
    return invalid("transactionType", "Invalid transaction type");
  });

  const { origin, close } = await listenOnLoopback(server, options.port);
  const standIn: PayWayStandIn = {
    url: `${origin}/rest/v1`,
    secretKey,
    publishableKey,
    transactions,
    requests,
    async tokenFor(cardNumber) {
      const response = await fetch(`${standIn.url}/single-use-tokens`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          authorization: `Basic ${Buffer.from(`${publishableKey}:`).toString("base64")}`,
        },
        body: new URLSearchParams({ paymentMethod: "creditCard", cardNumber }).toString(),
      });
      const body = (await response.json()) as { singleUseTokenId: string };
      return body.singleUseTokenId;
    },
    close,
  };
  return standIn;
}
