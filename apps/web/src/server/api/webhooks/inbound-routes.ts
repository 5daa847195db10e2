import "server-only";
import { AppError } from "../../http/app-error.ts";
import { mediaType, readBody } from "../../http/read-body.ts";
import { isHttpsRequest } from "../../http/trusted-proxy.ts";
import { db } from "../../db.ts";
import { serverPort } from "@forecourt/env/runtime-env";
import { env } from "../../env.ts";
import { consoleOrigin } from "../../site-url.ts";
import { receiveInboundMail } from "../../leads/inbound-mail.ts";
import { receiveInboundSms } from "../../leads/inbound-sms.ts";
import {
  isValidMailgunSignature,
  isValidTwilioSignature,
} from "../../leads/provider-signatures.ts";
import { hasNul } from "@forecourt/core/text/nul-character";

/** Mailgun posts mail of up to 25 MB; a reply with its quoted thread is far less. */
const INBOUND_MAIL_MAX_BYTES = 25 * 1024 * 1024;
const INBOUND_SMS_MAX_BYTES = 64 * 1024;

const INBOUND_NOT_SET_UP_MESSAGE = "Inbound messages are not set up on this server.";
const BAD_SIGNATURE_MESSAGE = "The request's signature is missing or does not match.";

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

async function formOf(request: Request, maxBytes: number): Promise<FormData> {
  const type = mediaType(request);
  if (type !== "multipart/form-data" && type !== "application/x-www-form-urlencoded") {
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      "Send the body as multipart/form-data or application/x-www-form-urlencoded.",
    );
  }
  const bytes = await readBody(request, maxBytes);
  try {
    return await new Response(bytes, {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    throw new AppError("BAD_REQUEST", "The form data could not be read.");
  }
}

/**
 * POST /api/inbound/mail: a shopper's mail, as Mailgun forwards a route's mail in MIME form
 * (`forward("https://…/api/inbound/mail")` on a route with `?format=mime`: multipart fields
 * `body-mime`, `recipient`, and the signature fields `timestamp`, `token`, `signature`). The
 * signature is checked against INBOUND_MAIL_SIGNING_KEY before anything is read; mail to a
 * lead's reply address is threaded onto it. Answers 200 once the mail is stored or known to be
 * for no lead (Mailgun stops retrying), 401 for a bad signature.
 */
export async function postInboundMail({ request }: { request: Request }): Promise<Response> {
  const key = env().INBOUND_MAIL_SIGNING_KEY;
  if (!key) throw new AppError("NOT_FOUND", INBOUND_NOT_SET_UP_MESSAGE);
  const form = await formOf(request, INBOUND_MAIL_MAX_BYTES);
  const signed = {
    timestamp: text(form.get("timestamp")),
    token: text(form.get("token")),
    signature: text(form.get("signature")),
  };
  if (!isValidMailgunSignature(key, signed, new Date())) {
    throw new AppError("UNAUTHORIZED", BAD_SIGNATURE_MESSAGE);
  }
  const mime = form.get("body-mime");
  const raw =
    typeof mime === "string"
      ? Buffer.from(mime, "utf8")
      : mime
        ? Buffer.from(await mime.arrayBuffer())
        : null;
  if (!raw || raw.length === 0) {
    throw new AppError("INVALID_INPUT", "The post carries no mail.", {
      "body-mime": "Send the raw message in body-mime.",
    });
  }
  const recipients = text(form.get("recipient"))
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  const result = await receiveInboundMail(await db(), {
    raw,
    recipients,
    now: new Date(),
    consoleOrigin: consoleOrigin(env().PLATFORM_DOMAIN, serverPort()),
  });
  return Response.json(result, { headers: { "cache-control": "no-store" } });
}

/** The URL the provider called, as it signed it (https behind a trusted proxy). */
function calledUrl(request: Request): string {
  const url = new URL(request.url);
  if (isHttpsRequest(request, { hops: env().TRUSTED_PROXY_HOPS })) url.protocol = "https:";
  return url.toString();
}

/**
 * POST /api/inbound/sms: a text to a site's number, as Twilio posts an incoming message
 * (form-encoded `MessageSid`, `From`, `To`, `Body`, signed in X-Twilio-Signature with the
 * account's auth token). Threaded onto the sender's lead on that site; answers an empty TwiML
 * response (no reply text), 401 for a bad signature.
 */
export async function postInboundSms({ request }: { request: Request }): Promise<Response> {
  const config = env();
  if (!config.TWILIO_AUTH_TOKEN) throw new AppError("NOT_FOUND", INBOUND_NOT_SET_UP_MESSAGE);
  if (mediaType(request) !== "application/x-www-form-urlencoded") {
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      "Send the body as application/x-www-form-urlencoded.",
    );
  }
  const body = new TextDecoder().decode(await readBody(request, INBOUND_SMS_MAX_BYTES));
  const params = [...new URLSearchParams(body)];
  const signature = request.headers.get("x-twilio-signature") ?? "";
  if (!isValidTwilioSignature(config.TWILIO_AUTH_TOKEN, calledUrl(request), params, signature)) {
    throw new AppError("UNAUTHORIZED", BAD_SIGNATURE_MESSAGE);
  }
  const field = (name: string) => params.find(([key]) => key === name)?.[1]?.trim() ?? "";
  const message = {
    messageSid: field("MessageSid"),
    from: field("From"),
    to: field("To"),
    body: field("Body"),
  };
  const errors: Record<string, string> = {};
  if (!/^[A-Za-z0-9]{10,64}$/.test(message.messageSid)) errors.MessageSid = "Not a message id.";
  if (!/^\+[1-9]\d{6,14}$/.test(message.from)) errors.From = "Not an E.164 number.";
  if (!/^\+[1-9]\d{6,14}$/.test(message.to)) errors.To = "Not an E.164 number.";
  if (message.body.length > 1_600 || hasNul(message.body)) errors.Body = "Not a text.";
  if (Object.keys(errors).length > 0) {
    throw new AppError("INVALID_INPUT", "The request has invalid fields; see errors.", errors);
  }
  await receiveInboundSms(await db(), {
    ...message,
    now: new Date(),
    consoleOrigin: consoleOrigin(config.PLATFORM_DOMAIN, serverPort()),
  });
  return new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', {
    headers: { "content-type": "text/xml; charset=utf-8", "cache-control": "no-store" },
  });
}
