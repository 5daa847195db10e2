import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Secrets stay on the server: the only web code that names a secret field (the Turnstile
 * secret, a car's payment key, a dealership's webhook secrets, the search key) is server code
 * under src/server, never a client component or a page that could hand it to one. API answers
 * show them as markers (car-json.ts, core redactSettings); no-secrets.db.test.ts reads them.
 */

const SRC = fileURLToPath(new URL("../../../", import.meta.url));
const SECRET_FIELD =
  /\b(secretKey|authorizationKey|webhookSecret|paymentWebhookSecret)\b|\bsearch\.key\b/;

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .map((file) => file.split("\\").join("/"))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.startsWith("testing/"));
}

describe("web code naming a secret field", () => {
  it("is server code, never a client component or a page", () => {
    const readers = sourceFiles().filter((file) =>
      SECRET_FIELD.test(readFileSync(`${SRC}${file}`, "utf8")),
    );
    expect(readers.length).toBeGreaterThan(0);
    const outside = readers.filter((file) => {
      const text = readFileSync(`${SRC}${file}`, "utf8");
      return !file.startsWith("server/") || /^\s*["']use client["']/.test(text);
    });
    expect(outside).toEqual([]);
  });
});
