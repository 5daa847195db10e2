import { generateKeyPairSync } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { checkDkim } from "../../testing/dkim-check.ts";
import { startSmtpStandIn, type SmtpStandIn } from "../../testing/smtp-stand-in.ts";
import { createMailTransport, mailDkimOf } from "./start-worker.ts";

// Outgoing mail DKIM-signed as the settings ask, checked as a receiving server would
// (testing/dkim-check.ts).
const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const PEM = privateKey.export({ type: "pkcs8", format: "pem" }).toString();

let smtp: SmtpStandIn;
const mails: Buffer[] = [];
beforeAll(async () => {
  smtp = await startSmtpStandIn({ onMessage: (raw) => mails.push(raw) });
});
afterAll(() => smtp?.close());

/** The env module as a fresh process reads it, with these variables. */
async function readEnv(variables: Record<string, string>) {
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  vi.resetModules();
  const { env } = await import("../env.ts");
  return env();
}
afterEach(() => vi.unstubAllEnvs());

describe("DKIM", () => {
  it("takes the key from an env file's one line, and stops start-up with half its settings or no PEM", async () => {
    const oneLine = PEM.trim().replaceAll("\n", "\\n");
    expect(
      await readEnv({ MAIL_DKIM_SELECTOR: "mail2026", MAIL_DKIM_PRIVATE_KEY: oneLine }),
    ).toMatchObject({ MAIL_DKIM_PRIVATE_KEY: PEM.trim() });
    await expect(readEnv({ MAIL_DKIM_SELECTOR: "mail2026" })).rejects.toThrow(
      "MAIL_DKIM_SELECTOR and MAIL_DKIM_PRIVATE_KEY are set together or not at all",
    );
    await expect(
      readEnv({ MAIL_DKIM_SELECTOR: "mail2026", MAIL_DKIM_PRIVATE_KEY: "secret" }),
    ).rejects.toThrow("MAIL_DKIM_PRIVATE_KEY must be a PEM private key");
  });

  it("is off unless a selector and a key are set, under MAIL_FROM's domain by default", () => {
    expect(mailDkimOf({ MAIL_FROM: "Leads <leads@forecourt.test>" })).toBeNull();
    expect(
      mailDkimOf({
        MAIL_FROM: "Leads <leads@forecourt.test>",
        MAIL_DKIM_SELECTOR: "mail2026",
        MAIL_DKIM_PRIVATE_KEY: PEM,
      }),
    ).toEqual({ domainName: "forecourt.test", keySelector: "mail2026", privateKey: PEM });
  });

  it("signs each message so that its body hash and signature verify with the public key", async () => {
    const dkim = mailDkimOf({
      MAIL_FROM: "Leads <leads@forecourt.test>",
      MAIL_DKIM_SELECTOR: "mail2026",
      MAIL_DKIM_PRIVATE_KEY: PEM,
    });
    const transport = createMailTransport(`smtp://127.0.0.1:${smtp.port}`, dkim);
    await transport.sendMail({
      from: "Metro Pre-Owned <leads@forecourt.test>",
      to: "olivia@shop.test",
      subject: "Your enquiry",
      text: "Hi Olivia,\n\nThe car is here.",
      html: "<p>Hi Olivia,</p><p>The car is here.</p>",
    });
    transport.close();
    const checked = checkDkim(mails.at(-1)!.toString("utf8"), publicKey);
    expect(checked?.tags).toMatchObject({ d: "forecourt.test", s: "mail2026", a: "rsa-sha256" });
    expect(checked).toMatchObject({ isBodyHashed: true, isVerified: true });
  });
});
