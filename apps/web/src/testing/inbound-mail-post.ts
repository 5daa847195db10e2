import { randomBytes } from "node:crypto";
import MailComposer from "nodemailer/lib/mail-composer";
import { mailgunSignature, twilioSignature } from "../server/leads/provider-signatures.ts";

/** A shopper's reply as a mail client writes it, built into real MIME. */
export type ShopperMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  inReplyTo?: string;
  messageId?: string;
};

export function shopperMime(mail: ShopperMail): Promise<Buffer> {
  return new MailComposer({
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo, references: mail.inReplyTo } : {}),
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
  })
    .compile()
    .build();
}

/**
 * The post Mailgun makes when a route forwards mail in MIME form: multipart/form-data with the
 * raw message in `body-mime`, the envelope `recipient`, and `timestamp`/`token`/`signature`
 * signed with `key` (none: unsigned).
 */
export async function inboundMailRequest(
  url: string,
  mail: ShopperMail,
  key: string | null,
  options: { recipient?: string; timestamp?: number } = {},
): Promise<Request> {
  const form = new FormData();
  form.set("body-mime", (await shopperMime(mail)).toString("utf8"));
  form.set("recipient", options.recipient ?? mail.to);
  form.set("sender", mail.from);
  form.set("subject", mail.subject);
  if (key !== null) {
    const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
    const token = randomBytes(25).toString("hex");
    form.set("timestamp", timestamp);
    form.set("token", token);
    form.set("signature", mailgunSignature(key, timestamp, token));
  }
  return new Request(url, { method: "POST", body: form });
}

/** An incoming text as Twilio posts it to a number's webhook, signed with `authToken`. */
export function inboundSmsRequest(
  url: string,
  sms: { from: string; to: string; body: string; messageSid?: string },
  authToken: string,
): Request {
  const params: [string, string][] = [
    ["MessageSid", sms.messageSid ?? `SM${randomBytes(16).toString("hex")}`],
    ["AccountSid", "ACtest"],
    ["From", sms.from],
    ["To", sms.to],
    ["Body", sms.body],
    ["NumMedia", "0"],
  ];
  return new Request(url, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilioSignature(authToken, url, params),
    },
    body: new URLSearchParams(params).toString(),
  });
}
