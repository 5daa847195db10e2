import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";

/** The data folder's subfolder that held mail is copied to (the embedded demo, no SMTP). */
export const HELD_MAIL_FOLDER = "held-mail";

const LETTERS = "abcdefghijklmnop";

/** The mail as it would be sent, its Message-ID the one it will go out with (threading). */
type HeldMessage = SendMailOptions;

/** The message as it would have been sent: RFC 5322 text, built by the mailer that sends it. */
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });

/**
 * Writes a held mail to `folder` as an .eml file (any mail program or text editor opens it) and
 * answers its path. The name is the time and a hash of the row's delivery key (in letters), so
 * it names no person; the file is readable by this user only, as the data folder's database is.
 */
export async function writeHeldMailCopy(
  folder: string,
  deliveryKey: string,
  message: HeldMessage,
): Promise<string> {
  const { message: raw } = (await composer.sendMail(message)) as { message: Buffer };
  // In letters: the log masks long runs of digits (as phone numbers), which would hide the name.
  const hash = [...createHash("sha256").update(deliveryKey).digest("hex").slice(0, 12)]
    .map((digit) => LETTERS[Number.parseInt(digit, 16)])
    .join("");
  const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, "-")}-${hash}.eml`);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await writeFile(file, raw, { mode: 0o600 });
  return file;
}
