import "server-only";
import { timingSafeEqual } from "node:crypto";
import { AppError } from "./app-error.ts";
import { env } from "../env.ts";

export const BASIC_AUTH_CHALLENGE = {
  "www-authenticate": 'Basic realm="Forecourt platform API", charset="UTF-8"',
};

/** Integrations call the platform API with HTTP basic auth; credentials come from the environment. */
export function checkBasicAuth(request: Request): AppError | null {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!match?.[1]) return new AppError("UNAUTHORIZED", "Authentication required");
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const separator = decoded.indexOf(":");
  if (separator < 0) return new AppError("UNAUTHORIZED", "Invalid credentials");
  const { API_BASIC_AUTH_USER, API_BASIC_AUTH_PASSWORD } = env();
  const isUserOk = safeEqual(decoded.slice(0, separator), API_BASIC_AUTH_USER);
  const isPasswordOk = safeEqual(decoded.slice(separator + 1), API_BASIC_AUTH_PASSWORD);
  return isUserOk && isPasswordOk ? null : new AppError("UNAUTHORIZED", "Invalid credentials");
}

function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
