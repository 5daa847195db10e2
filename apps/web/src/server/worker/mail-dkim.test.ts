import { createHash, createVerify, generateKeyPairSync } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startSmtpStandIn, type SmtpStandIn } from "../../testing/smtp-stand-in.ts";
import { createMailTransport, mailDkimOf } from "./start-worker.ts";

// Outgoing mail DKIM-signed as the settings ask, checked as a receiving server would: the body
// hash and the RSA signature over the signed headers (relaxed/relaxed, RFC 6376 3.4.2, 3.4.4).
const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const PEM = privateKey.export({ type: "pkcs8", format: "pem" }).toString();

let smtp: SmtpStandIn;
const mails: Buffer[] = [];
beforeAll(async () => {
  smtp = await startSmtpStandIn({ onMessage: (raw) => mails.push(raw) });
});
afterAll(() => smtp?.close());

/** The header block as lines, each folded header joined into one. */
function headersOf(raw: string): string[] {
  const block = raw.slice(0, raw.indexOf("\r\n\r\n"));
  return block.split(/\r\n(?![ \t])/);
}

const relaxedHeader = (header: string) => {
  const colon = header.indexOf(":");
  const name = header.slice(0, colon).trim().toLowerCase();
  const value = header
    .slice(colon + 1)
    .replace(/\r\n(?=[ \t])/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
  return `${name}:${value}`;
};

const relaxedBody = (body: string) => {
  const lines = body.split("\r\n").map((line) => line.replace(/[ \t]+/g, " ").replace(/ $/, ""));
  while (lines.length > 0 && lines.at(-1) === "") lines.pop();
  return lines.length ? `${lines.join("\r\n")}\r\n` : "";
};

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
    const raw = mails.at(-1)!.toString("utf8");
    const headers = headersOf(raw);
    const signature = headers.find((header) => /^dkim-signature:/i.test(header));
    expect(signature).toBeDefined();
    const tags = Object.fromEntries(
      relaxedHeader(signature!)
        .slice("dkim-signature:".length)
        .split(";")
        .map((tag) => tag.trim().split(/=(.*)/s, 2) as [string, string])
        .filter(([name]) => name),
    );
    expect(tags).toMatchObject({ d: "forecourt.test", s: "mail2026", a: "rsa-sha256" });
    const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
    const bodyHash = createHash("sha256").update(relaxedBody(body)).digest("base64");
    expect(tags.bh?.replace(/\s/g, "")).toBe(bodyHash);
    // The signed headers in order, then the signature's own header without its b= value.
    const signed = tags
      .h!.split(":")
      .map((name) =>
        headers.find((header) => relaxedHeader(header).startsWith(`${name.trim().toLowerCase()}:`)),
      )
      .filter((header): header is string => header !== undefined)
      .map((header) => `${relaxedHeader(header)}\r\n`)
      .join("");
    const unsigned = relaxedHeader(signature!).replace(/b=[^;]*$/, "b=");
    const verifier = createVerify("RSA-SHA256");
    verifier.update(signed + unsigned);
    expect(verifier.verify(publicKey, tags.b!.replace(/\s/g, ""), "base64")).toBe(true);
  });
});
