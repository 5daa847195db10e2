import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SMTPServer } from "smtp-server";
import { MAIL_PORT } from "./ports.ts";

/** Where the stand-in writes each message it receives, one file per message. */
export const MAIL_DIR = fileURLToPath(new URL("../.data/e2e-mail/", import.meta.url));

/**
 * The run's SMTP stand-in (global setup): the server under test sends mail over real SMTP to it
 * (SMTP_URL in playwright.config.ts), and each message lands in MAIL_DIR for specs to read.
 */
export default async function startMailCatcher(): Promise<() => Promise<void>> {
  const port = MAIL_PORT;
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        count += 1;
        const name = `${Date.now()}-${String(count).padStart(5, "0")}.eml`;
        writeFileSync(path.join(MAIL_DIR, name), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
