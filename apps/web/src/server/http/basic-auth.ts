import { isSameSecret } from "../security/same-secret.ts";
import { AppError } from "./app-error.ts";

export const BASIC_AUTH_CHALLENGE = {
  "www-authenticate": 'Basic realm="Forecourt platform API", charset="UTF-8"',
};
export const AUTH_REQUIRED_MESSAGE = "Authentication required";
export const INVALID_CREDENTIALS_MESSAGE = "Invalid credentials";

export type BasicAuthCredentials = { user: string; password: string };

/**
 * Integrations call the platform API with HTTP basic auth. Null when the request carries the
 * expected credentials; otherwise the 401 to answer, with its challenge.
 */
export function checkBasicAuth(request: Request, expected: BasicAuthCredentials): AppError | null {
  const refuse = (message: string) =>
    new AppError("UNAUTHORIZED", message, undefined, BASIC_AUTH_CHALLENGE);
  const header = request.headers.get("authorization") ?? "";
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!match?.[1]) return refuse(AUTH_REQUIRED_MESSAGE);
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const separator = decoded.indexOf(":");
  if (separator < 0) return refuse(INVALID_CREDENTIALS_MESSAGE);
  const isUserOk = isSameSecret(decoded.slice(0, separator), expected.user);
  const isPasswordOk = isSameSecret(decoded.slice(separator + 1), expected.password);
  return isUserOk && isPasswordOk ? null : refuse(INVALID_CREDENTIALS_MESSAGE);
}
