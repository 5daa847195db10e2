import "server-only";
import { z } from "zod";
import type { Site } from "@forecourt/core/site/site";
import {
  createApiKey,
  listApiKeys,
  revokeApiKey,
  type ApiKeyInfo,
} from "@forecourt/db/repositories/api-keys/api-keys";
import { db } from "../../db.ts";
import { AppError } from "../../http/app-error.ts";
import { pathParam, type PlatformInput } from "../../http/endpoints.ts";
import { parseInput } from "../../http/parse-input.ts";
import { parseResourceId } from "../../http/parse-id.ts";
import { readJson } from "../../http/read-body.ts";
import { NO_STORE } from "../../http/no-store.ts";

export const PLATFORM_ONLY_MESSAGE = "API keys are managed with the platform credential.";
export const API_KEY_NOT_FOUND_MESSAGE = "API key not found";

const newKeySchema = z.strictObject(
  {
    name: z
      .string({ error: "Give the key a name: who or what uses it." })
      .trim()
      .min(1, "Give the key a name: who or what uses it.")
      .max(100, "A key's name is at most 100 characters."),
  },
  { error: 'Send {"name": ...}: the name of the key\'s user.' },
);

function requirePlatform({ caller }: PlatformInput<Site>): void {
  if (caller.kind !== "platform") throw new AppError("FORBIDDEN", PLATFORM_ONLY_MESSAGE);
}

const keyJson = (key: ApiKeyInfo) => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  created_at: key.createdAt.toISOString(),
  revoked_at: key.revokedAt?.toISOString() ?? null,
});

/** GET /api/v1/websites/{id}/api_keys.json: the website's keys (never the keys themselves). */
export async function getApiKeys(input: PlatformInput<Site>): Promise<Response> {
  requirePlatform(input);
  const keys = await listApiKeys(await db(), input.found.id);
  return Response.json(
    { website_id: input.found.id, api_keys: keys.map(keyJson) },
    { headers: NO_STORE },
  );
}

/**
 * POST /api/v1/websites/{id}/api_keys.json {name}: a new key for this website, answered once
 * with the key itself (201); only its digest is stored.
 */
export async function postApiKey(input: PlatformInput<Site>): Promise<Response> {
  requirePlatform(input);
  const { name } = parseInput(newKeySchema, await readJson(input.request, { maxBytes: 1_024 }));
  const { key, info } = await createApiKey(await db(), { websiteId: input.found.id, name });
  return Response.json({ ...keyJson(info), key }, { status: 201, headers: NO_STORE });
}

/** DELETE /api/v1/websites/{id}/api_keys/{key id}.json: revokes the key at once (204). */
export async function deleteApiKey(input: PlatformInput<Site>): Promise<Response> {
  requirePlatform(input);
  const id = parseResourceId(pathParam(input.params, "keyId"));
  const revoked =
    id !== null && (await revokeApiKey(await db(), { websiteId: input.found.id, id }));
  if (!revoked) throw new AppError("NOT_FOUND", API_KEY_NOT_FOUND_MESSAGE);
  return new Response(null, { status: 204, headers: NO_STORE });
}
