import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { platformSecrets } from "../../schema.ts";

/**
 * A secret all servers of one database share, made on first use: 32 random bytes, kept in the
 * database so every server signs and checks with the same one and it survives restarts.
 */
export async function getPlatformSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(platformSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(platformSecrets).where(eq(platformSecrets.name, name));
  if (!row) throw new Error(`platform secret ${name} not stored`);
  return row.value;
}
