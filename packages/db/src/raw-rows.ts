import type { SQL } from "drizzle-orm";
import type { Executor } from "./client.ts";

/**
 * The rows a raw SQL statement returns, typed by the caller as its select list says. Both
 * drivers answer `execute` with `{ rows }`; Drizzle types it per driver, so this is the one place
 * that says so instead of a cast at every statement.
 */
export async function rows<Row>(db: Executor, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}
