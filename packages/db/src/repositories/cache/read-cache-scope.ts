import { sql } from "drizzle-orm";
import type { Executor } from "../../client.ts";
import { cacheTagExpiries, databaseIdentity } from "../../schema.ts";

/** What the web server's page and data cache needs to know of the database it serves. */
export type CacheScope = {
  /**
   * The database's own random id (`database_identity`) and the server's number for it
   * (`pg_database.oid`): a copy made with `CREATE DATABASE ... TEMPLATE` or restored from a dump
   * into a new database has the first's random id, but a number of its own.
   */
  databaseId: string;
  /** Each cache tag's last expiry, in milliseconds since the epoch. */
  expiries: Map<string, number>;
};

/**
 * The database's identity and every tag expiry recorded in it. The identity row is made by the
 * migration; one that is gone (a table emptied by hand) is made again here, with a new id.
 */
export async function readCacheScope(db: Executor): Promise<CacheScope> {
  await db.insert(databaseIdentity).values({}).onConflictDoNothing();
  const [identity] = await db.select({ id: databaseIdentity.id }).from(databaseIdentity);
  if (!identity) throw new Error("The database has no identity row (database_identity)");
  const { rows: numbered } = (await db.execute(
    sql`select oid::text as oid from pg_database where datname = current_database()`,
  )) as unknown as { rows: { oid: string }[] };
  const [own] = numbered;
  const rows = await db
    .select({ tag: cacheTagExpiries.tag, expiredAtMs: cacheTagExpiries.expiredAtMs })
    .from(cacheTagExpiries);
  return {
    databaseId: own ? `${identity.id}-${own.oid}` : identity.id,
    expiries: new Map(rows.map((row) => [row.tag, Number(row.expiredAtMs)])),
  };
}
