import "server-only";
import { apiKeyIdOf } from "@forecourt/db/repositories/api-keys/api-keys";
import { db } from "../db.ts";
import { AppError } from "../http/app-error.ts";
import { BASIC_AUTH_CHALLENGE, INVALID_CREDENTIALS_MESSAGE } from "../http/basic-auth.ts";
import type { Caller } from "../http/endpoints.ts";

const BEARER = /^Bearer\s+(\S{1,200})$/i;

/**
 * Who a change is recorded under: "platform" for the platform credential, "api-key:{id}" for
 * a website's own key (the edge checked the key; this names which one).
 */
export async function changedBy(caller: Caller, request: Request): Promise<string> {
  if (caller.kind === "platform") return "platform";
  const key = BEARER.exec((request.headers.get("authorization") ?? "").trim())?.[1] ?? "";
  const id = await apiKeyIdOf(await db(), { websiteId: caller.websiteId, key });
  // Revoked between the edge's check and here.
  if (id === null) {
    throw new AppError(
      "UNAUTHORIZED",
      INVALID_CREDENTIALS_MESSAGE,
      undefined,
      BASIC_AUTH_CHALLENGE,
    );
  }
  return `api-key:${id}`;
}
