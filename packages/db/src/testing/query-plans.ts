import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Logger } from "drizzle-orm/logger";
import type { Database, DatabaseHandle } from "../client.ts";
import * as schema from "../schema.ts";

/** A scan in a query plan: how one table was read (`Seq Scan`, `Index Scan`, ...) and by what index. */
export type PlannedScan = { node: string; table: string; index: string | null };
/** One statement a piece of work ran, and the scans of its plan. */
export type PlannedStatement = { query: string; scans: PlannedScan[] };

type PlanNode = {
  "Node Type"?: string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  Plans?: PlanNode[];
};
type RawClient = {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

function scansOf(node: PlanNode): PlannedScan[] {
  const own = node["Relation Name"]
    ? [
        {
          node: node["Node Type"] ?? "",
          table: node["Relation Name"],
          index: node["Index Name"] ?? null,
        },
      ]
    : [];
  return [...own, ...(node.Plans ?? []).flatMap(scansOf)];
}

/** Each table's rows its scans in `node` returned (actual rows times loops), added up. */
function rowsOf(node: PlanNode, into: Record<string, number>): Record<string, number> {
  const table = node["Relation Name"];
  if (table) {
    into[table] = (into[table] ?? 0) + (node["Actual Rows"] ?? 0) * (node["Actual Loops"] ?? 1);
  }
  for (const child of node.Plans ?? []) rowsOf(child, into);
  return into;
}

/** The statements `work` ran, as recorded by a drizzle of its own over the same connection. */
async function recorded(
  handle: DatabaseHandle,
  work: (db: Database) => Promise<unknown>,
): Promise<{ client: RawClient; statements: { query: string; params: unknown[] }[] }> {
  const client = (handle.db as unknown as { $client: RawClient }).$client;
  const statements: { query: string; params: unknown[] }[] = [];
  const logger: Logger = { logQuery: (query, params) => statements.push({ query, params }) };
  const recording = (handle.kind === "pglite"
    ? drizzlePglite({ client: client as never, schema, logger })
    : drizzlePg({ client: client as never, schema, logger })) as unknown as Database;
  await work(recording);
  return { client, statements };
}

/**
 * The rows `work`'s reads took from each table (EXPLAIN ANALYZE of each select it ran, again):
 * the proof a read over many sites reads what its answer needs, not every site's rows. Reads
 * only: a write is not run twice.
 */
export async function rowsRead(
  handle: DatabaseHandle,
  work: (db: Database) => Promise<unknown>,
): Promise<Record<string, number>> {
  const { client, statements } = await recorded(handle, work);
  const read: Record<string, number> = {};
  for (const { query, params } of statements) {
    if (!/^\s*(select|with)\b/i.test(query)) continue;
    const { rows } = await client.query(`explain (analyze, format json) ${query}`, params);
    const [plan] = rows[0]?.["QUERY PLAN"] as { Plan: PlanNode }[];
    if (plan) rowsOf(plan.Plan, read);
  }
  return read;
}

/**
 * The rows each read of `work` sent back to the application (EXPLAIN ANALYZE of each select it
 * ran, again: its plan's top node), in order: the proof a figure over many rows is worked out in
 * the database, not by reading the rows out.
 */
export async function rowsReturned(
  handle: DatabaseHandle,
  work: (db: Database) => Promise<unknown>,
): Promise<number[]> {
  const { client, statements } = await recorded(handle, work);
  const returned: number[] = [];
  for (const { query, params } of statements) {
    if (!/^\s*(select|with)\b/i.test(query)) continue;
    const { rows } = await client.query(`explain (analyze, format json) ${query}`, params);
    const [plan] = rows[0]?.["QUERY PLAN"] as { Plan: PlanNode }[];
    returned.push(plan?.Plan["Actual Rows"] ?? 0);
  }
  return returned;
}

/**
 * Runs `work` on the handle's database through a client that records every statement, then
 * EXPLAINs each read and write it ran (no ANALYZE: a write is planned, not done again) and
 * answers their scans: the proof a periodic job or a console list reads by its indexes, whatever
 * the number of sites. Both drivers: the same connection, a drizzle of its own that logs.
 */
export async function plansOf(
  handle: DatabaseHandle,
  work: (db: Database) => Promise<unknown>,
): Promise<PlannedStatement[]> {
  const { client, statements } = await recorded(handle, work);
  const planned: PlannedStatement[] = [];
  for (const { query, params } of statements) {
    if (!/^\s*(select|insert|update|delete|with)\b/i.test(query)) continue;
    const { rows } = await client.query(`explain (format json) ${query}`, params);
    const [plan] = rows[0]?.["QUERY PLAN"] as { Plan: PlanNode }[];
    planned.push({ query, scans: plan ? scansOf(plan.Plan) : [] });
  }
  return planned;
}

/** The scans of `planned` that read the whole of one of `tables`: none where the work is indexed. */
export function fullScans(planned: PlannedStatement[], tables: readonly string[]): string[] {
  return planned.flatMap(({ query, scans }) =>
    scans
      .filter((scan) => scan.node === "Seq Scan" && tables.includes(scan.table))
      .map((scan) => `${scan.table} in: ${query.replace(/\s+/g, " ").slice(0, 160)}`),
  );
}
