import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { platformSecrets } from "../../schema.ts";

/**
 * A secret all servers of one database share, made on first use (by `make`, called only then;
 * 32 random bytes unless told), kept in the database so every server signs and checks with the
 * same one and it survives restarts. Two servers making it at once keep the first one stored.
 */
export async function getPlatformSecret(
  db: Database,
  name: string,
  make: () => string = () => randomBytes(32).toString("base64url"),
): Promise<string> {
  const stored = async () =>
    (await db.select().from(platformSecrets).where(eq(platformSecrets.name, name)))[0]?.value;
  const existing = await stored();
  if (existing !== undefined) return existing;
  await db.insert(platformSecrets).values({ name, value: make() }).onConflictDoNothing();
  const value = await stored();
  if (value === undefined) throw new Error(`platform secret ${name} not stored`);
  return value;
}
