import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "../../client.ts";
import { cacheTagExpiries, databaseIdentity } from "../../schema.ts";

/** What the web server's page and data cache needs to know of the database it serves. */
type CacheScope = {
  /**
   * The database's own random id (`database_identity`), then a digest of where this copy of it
   * lives: the server's number for the database (`pg_database.oid`: a copy made with
   * `CREATE DATABASE ... TEMPLATE` or restored from a dump into a new database has one of its
   * own), the identity table's number (`pg_restore --clean` in place makes the table again) and
   * the caller's `place` (an embedded data folder's path and inode: a copied folder is
   * elsewhere). A copy is another database to the cache even where its random id is the same.
   */
  databaseId: string;
  /** Each cache tag's last expiry, in milliseconds since the epoch. */
  expiries: Map<string, number>;
};

type ReadCacheScopeOptions = {
  /** Where the database's files are, when the caller knows (the embedded data folder). */
  place?: string | undefined;
};

/**
 * The database's identity and every tag expiry recorded in it. The identity row is made by the
 * migration; one that is gone (a table emptied by hand) is made again here, with a new id.
 */
export async function readCacheScope(
  db: Executor,
  { place }: ReadCacheScopeOptions = {},
): Promise<CacheScope> {
  await db.insert(databaseIdentity).values({}).onConflictDoNothing();
  const [identity] = await db.select({ id: databaseIdentity.id }).from(databaseIdentity);
  if (!identity) throw new Error("The database has no identity row (database_identity)");
  const { rows: numbered } = (await db.execute(
    sql`select (select oid from pg_database where datname = current_database())::text as database,
               'database_identity'::regclass::oid::text as "table"`,
  )) as unknown as { rows: { database: string | null; table: string }[] };
  const [own] = numbered;
  const where = createHash("sha256")
    .update([own?.database ?? "", own?.table ?? "", place ?? ""].join("\n"))
    .digest("hex")
    .slice(0, 16);
  const rows = await db
    .select({ tag: cacheTagExpiries.tag, expiredAtMs: cacheTagExpiries.expiredAtMs })
    .from(cacheTagExpiries);
  return {
    databaseId: `${identity.id}-${where}`,
    expiries: new Map(rows.map((row) => [row.tag, Number(row.expiredAtMs)])),
  };
}
