import type { AddressInfo } from "node:net";
import nodemailer, { type Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { SMTPServer } from "smtp-server";

export type SmtpStandIn = {
  /** The port it listens on (the one asked for, or the one the system gave for 0). */
  port: number;
  close(): Promise<void>;
};

export type SmtpStandInOptions = {
  /** 0 (the default) for any free port. */
  port?: number;
  /** Each message as it arrived, headers and body. */
  onMessage(raw: Buffer): void;
  /** How long it waits before acknowledging a message (a slow server); none by default. */
  ackDelayMs?: () => number;
};

/**
 * An SMTP server on 127.0.0.1 for tests: no TLS, no auth, every message accepted and handed to
 * `onMessage`. The mail client under test talks real SMTP to it.
 */
export async function startSmtpStandIn(options: SmtpStandInOptions): Promise<SmtpStandIn> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        options.onMessage(Buffer.concat(chunks));
        const delay = options.ackDelayMs?.() ?? 0;
        if (delay > 0) setTimeout(() => callback(), delay);
        else callback();
      });
    },
  });
  // A client that dies mid-session (the delivery tests kill workers while they send) resets its
  // connection; the server reports that as an error event, which with no listener would end the
  // test process. The tests judge delivery by the messages that arrived, so it is ignored.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header of a raw message, its folded lines joined; "" when it has none. */
export const mailHeader = (raw: string, name: string) =>
  new RegExp(`^${name}:(.*(?:\r?\n[ \t].*)*)`, "im")
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, " ")
    .trim() ?? "";

/** What the delivery tests read of a dealer email: its Message-ID and the lead it is for. */
export function dealerMailOf(message: Buffer): { messageId: string; leadId: string } {
  const raw = message.toString("utf8");
  return {
    messageId: mailHeader(raw, "Message-ID"),
    leadId: /Lead id: (\S+)/.exec(raw)?.[1] ?? "",
  };
}

/**
 * A real SMTP client (nodemailer) for the stand-in on `port`: plain, no TLS; `options` adds
 * timeouts and the like.
 */
export function standInTransport(port: number, options: SMTPTransport.Options = {}): Transporter {
  return nodemailer.createTransport({
    host: "127.0.0.1",
    port,
    secure: false,
    ignoreTLS: true,
    ...options,
  });
}
