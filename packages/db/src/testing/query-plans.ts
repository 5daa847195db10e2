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
  const client = (handle.db as unknown as { $client: RawClient }).$client;
  const statements: { query: string; params: unknown[] }[] = [];
  const logger: Logger = { logQuery: (query, params) => statements.push({ query, params }) };
  const recording = (handle.kind === "pglite"
    ? drizzlePglite({ client: client as never, schema, logger })
    : drizzlePg({ client: client as never, schema, logger })) as unknown as Database;
  await work(recording);
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
