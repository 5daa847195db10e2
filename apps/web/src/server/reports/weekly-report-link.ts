import "server-only";
import { createHmac } from "node:crypto";
import { z } from "zod";
import { CONSOLE_PATH } from "@forecourt/core/console/console-paths";
import { isSameSecret } from "../security/same-secret.ts";

/** The weekly report's unsubscribe page (GET: asks) and its one-click POST (RFC 8058). */
export const WEEKLY_REPORT_UNSUBSCRIBE_PATH = `${CONSOLE_PATH}/unsubscribe`;
export const WEEKLY_REPORT_UNSUBSCRIBE_POST_PATH = `${WEEKLY_REPORT_UNSUBSCRIBE_PATH}/confirm`;

export const BAD_UNSUBSCRIBE_LINK = "This unsubscribe link is not valid.";

/** The link's query: the staff user and the signature of their id under the console secret. */
const unsubscribeLinkSchema = z.object({
  u: z.uuid({ error: BAD_UNSUBSCRIBE_LINK }),
  t: z.string().regex(/^[A-Za-z0-9_-]{43}$/, BAD_UNSUBSCRIBE_LINK),
});

function sign(secret: string, staffUserId: string): string {
  return createHmac("sha256", secret)
    .update(`weekly-report-unsubscribe\n${staffUserId}`)
    .digest("base64url");
}

/** `?u=&t=` for one staff user: works without a sign-in and for nobody else. */
export function unsubscribeQuery(secret: string, staffUserId: string): string {
  return new URLSearchParams({ u: staffUserId, t: sign(secret, staffUserId) }).toString();
}

/** The staff user a link was signed for, or null (bad shape or signature). */
export function signedStaffUser(
  secret: string,
  query: { u?: string | null; t?: string | null },
): string | null {
  const parsed = unsubscribeLinkSchema.safeParse({ u: query.u ?? "", t: query.t ?? "" });
  if (!parsed.success) return null;
  return isSameSecret(sign(secret, parsed.data.u), parsed.data.t) ? parsed.data.u : null;
}
