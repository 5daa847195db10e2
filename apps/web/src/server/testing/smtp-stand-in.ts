import type { AddressInfo } from "node:net";
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
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
