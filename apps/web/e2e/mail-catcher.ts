import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_LONG_CODE_LENGTH,
} from "@forecourt/core/garage/sign-in-code-length";
import { mailHeader, startSmtpStandIn } from "../src/testing/smtp-stand-in.ts";
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
  const server = await startSmtpStandIn({
    port,
    onMessage(raw) {
      count += 1;
      writeFileSync(
        path.join(MAIL_DIR, `${Date.now()}-${String(count).padStart(5, "0")}.eml`),
        raw,
      );
    },
  });
  return () => server.close();
}

const CODE_SUBJECT = new RegExp(
  `Subject: (\\d{${SIGN_IN_CODE_LENGTH}}|\\d{${SIGN_IN_LONG_CODE_LENGTH}}) is your`,
);

/** The sign-in codes mailed to `to`, oldest first. */
export function mailedCodes(to: string): string[] {
  return readdirSync(MAIL_DIR)
    .sort()
    .map((file) => readFileSync(path.join(MAIL_DIR, file), "utf8"))
    .filter((raw) => raw.includes(to))
    .flatMap((raw) => CODE_SUBJECT.exec(raw)?.[1] ?? []);
}

/** The sign-in code in the newest mail to `to` (a shopper's or a console user's), if any. */
export function mailedCode(to: string): string | null {
  const files = readdirSync(MAIL_DIR).sort().reverse();
  for (const file of files) {
    const raw = readFileSync(path.join(MAIL_DIR, file), "utf8");
    if (!raw.includes(to)) continue;
    const match = CODE_SUBJECT.exec(raw);
    if (match) return match[1] ?? null;
  }
  return null;
}

/** The newest mail the catcher holds to `to` whose subject starts so, raw. */
export function mailTo(to: string, subject: string): string | null {
  for (const file of readdirSync(MAIL_DIR).sort().reverse()) {
    const raw = readFileSync(path.join(MAIL_DIR, file), "utf8");
    if (mailHeader(raw, "To") === to && mailHeader(raw, "Subject").startsWith(subject)) return raw;
  }
  return null;
}
