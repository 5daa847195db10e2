import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { apiKeys } from "../../schema.ts";

/** Keys start with this, so a leaked one is easy to recognise in a log or a repository scan. */
const API_KEY_PREFIX = "fck_";
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 6;

export type ApiKeyInfo = {
  id: number;
  websiteId: number;
  name: string;
  /** The key's first characters, to tell keys apart; never enough to use. */
  prefix: string;
  createdAt: Date;
  revokedAt: Date | null;
};

const digest = (key: string) => createHash("sha256").update(key).digest("hex");

const info = (row: typeof apiKeys.$inferSelect): ApiKeyInfo => ({
  id: row.id,
  websiteId: row.websiteId,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt,
  revokedAt: row.revokedAt,
});

/** A new key for one website: the key itself is returned here once and never stored. */
export async function createApiKey(
  db: Database,
  input: { websiteId: number; name: string },
): Promise<{ key: string; info: ApiKeyInfo }> {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      websiteId: input.websiteId,
      name: input.name,
      prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
      keyHash: digest(key),
    })
    .returning();
  return { key, info: info(row!) };
}

/** A website's keys, revoked ones included, oldest first. */
export async function listApiKeys(db: Database, websiteId: number): Promise<ApiKeyInfo[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.websiteId, websiteId))
    .orderBy(asc(apiKeys.id));
  return rows.map(info);
}

/** Revokes one of a website's keys; false when it has no such key (or it was revoked before). */
export async function revokeApiKey(
  db: Database,
  input: { websiteId: number; id: number; now?: Date },
): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: input.now ?? new Date() })
    .where(
      and(
        eq(apiKeys.websiteId, input.websiteId),
        eq(apiKeys.id, input.id),
        isNull(apiKeys.revokedAt),
      ),
    )
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The website a live key belongs to, or null for an unknown or revoked key. */
export async function websiteOfApiKey(db: Database, key: string): Promise<number | null> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
  const [row] = await db
    .select({ websiteId: apiKeys.websiteId })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, digest(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row?.websiteId ?? null;
}

/** The id of a live key of this website (who made a change, "api-key:{id}"); null otherwise. */
export async function apiKeyIdOf(
  db: Database,
  input: { websiteId: number; key: string },
): Promise<number | null> {
  if (!input.key.startsWith(API_KEY_PREFIX) || input.key.length > 200) return null;
  const [row] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.keyHash, digest(input.key)),
        eq(apiKeys.websiteId, input.websiteId),
        isNull(apiKeys.revokedAt),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
