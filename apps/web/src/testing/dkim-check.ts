import { createHash, createVerify, type KeyObject } from "node:crypto";

/**
 * A received message's DKIM signature checked as a receiving server would: the body hash and the
 * RSA signature over the signed headers (relaxed/relaxed, RFC 6376 3.4.2, 3.4.4). Returns the
 * signature's tags and whether both hold.
 */
export function checkDkim(
  raw: string,
  publicKey: KeyObject | string,
): { tags: Record<string, string>; isBodyHashed: boolean; isVerified: boolean } | null {
  const headers = headersOf(raw);
  const signature = headers.find((header) => /^dkim-signature:/i.test(header));
  if (!signature) return null;
  const tags = Object.fromEntries(
    relaxedHeader(signature)
      .slice("dkim-signature:".length)
      .split(";")
      .map((tag) => tag.trim().split(/=(.*)/s, 2) as [string, string])
      .filter(([name]) => name),
  );
  const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
  const bodyHash = createHash("sha256").update(relaxedBody(body)).digest("base64");
  // The signed headers in order, then the signature's own header without its b= value.
  const signed = (tags.h ?? "")
    .split(":")
    .map((name) =>
      headers.find((header) => relaxedHeader(header).startsWith(`${name.trim().toLowerCase()}:`)),
    )
    .filter((header): header is string => header !== undefined)
    .map((header) => `${relaxedHeader(header)}\r\n`)
    .join("");
  const unsigned = relaxedHeader(signature).replace(/b=[^;]*$/, "b=");
  const verifier = createVerify("RSA-SHA256");
  verifier.update(signed + unsigned);
  return {
    tags,
    isBodyHashed: tags.bh?.replace(/\s/g, "") === bodyHash,
    isVerified: verifier.verify(publicKey, (tags.b ?? "").replace(/\s/g, ""), "base64"),
  };
}

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
